import React, {useMemo} from 'react';

import {departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {fontSize, safeArea, space, strokeWidth} from '../../../src/visual/tokens';
import {place} from '../../../src/visual/geometry';
import {foldedBox, foldedShape, stackAt, wiringFromStack} from '../layout-carries';
import {allToAllBox, checkedChip, curvePath, layoutWiring} from '../layout-wiring';
import {SwitchStack} from '../parts/SwitchStack';
import {useSwitchTray} from '../parts/SwitchTrayBoard';
import {WiringCanvas} from '../parts/WiringCanvas';
import {WiringNodes} from '../parts/WiringNodes';
import {useExamplePair, useTopology} from '../parts/use-rack';
import {kitFor} from '../kit';

const {useBeat, Label, useEntrance, useAfterEntrance, usePreviousFocus, carries, PreviousPicture} =
  kitFor('all-to-all-wiring');

const schematic = allToAllBox;
/** the schematic across the whole safe width: the check's sum sits centred under it */
const safeWidth = {x: safeArea.left, y: schematic.y, w: safeArea.right - safeArea.left, h: schematic.h};
/** the fan's rule, two lines above the schematic: right of the chapter heading, left of the count of links at the schematic's right end */
const ruleBox = {
  x: schematic.x + space.xxl + space.md,
  y: schematic.y,
  w: schematic.w - 420 - space.xxl - space.md,
  h: schematic.h,
};
/** the left column naming the three rows */
const rowLabelX = 96;
const rowLabelWidth = schematic.x - rowLabelX - 30;

/** The three rows (GPUs above, switch chips, GPUs below); every GPU's port k wired to switch chip k: one GPU's fan first, then all of the rack's links. */
export const EveryGpuToEverySwitch: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const wiring = useMemo(() => layoutWiring(topology, schematic), [topology]);
  const {a} = useExamplePair();
  const fan = useMemo(() => wiring.links.filter((l) => l.gpu === a), [wiring, a]);
  const stackFocus = usePreviousFocus();
  const entrance = useEntrance();
  // beat: rows — the switch stack slides apart into the switch row, the compute trays unfold into the GPU rows above and below
  const rows = useAfterEntrance('rows');
  const stack = useSwitchTray().stack;
  const folded = useMemo(() => layoutWiring(topology, foldedBox, foldedShape), [topology]);
  const nodes = rows >= 1 ? wiring : wiringFromStack(stack, folded, wiring, eased(rows));
  // beat: fan-out — one GPU's links draw in, one to each chip, in port order
  const fanOut = useBeat('fan-out').progress;
  const drawn = (k: number) => eased(slice(fanOut, (k / fan.length) * 0.6, (k / fan.length) * 0.6 + 0.4));
  const reached = new Set(fan.filter((l) => drawn(l.port) >= 1).map((l) => l.chip));
  // beat: all — the other GPUs' links join, tray by tray along the rack
  const all = useBeat('all').progress;
  const gpuAlpha = wiring.gpus.map((g) => {
    if (g.id === a) return 0;
    const start = (g.id / wiring.gpus.length) * 0.75;
    return 0.42 * eased(slice(all, start, start + 0.25));
  });
  const fanWidth = strokeWidth.normal - eased(all) * (strokeWidth.normal - strokeWidth.thin);
  // beat: check — one chip's links light up, one from every GPU (that chip's ports, all used)
  const check = useBeat('check').progress;
  const checked = useMemo(() => wiring.links.filter((l) => l.chip === checkedChip(wiring)), [wiring]);
  const rowY = (stack: 'top' | 'switches' | 'bottom') => {
    const row = wiring.trays.filter((t) => t.stack === stack)[0];
    return (row?.y ?? 0) + (row?.h ?? 0) / 2 - fontSize.label * 1.2;
  };
  return (
    <>
      <WiringCanvas wiring={wiring} color={palette.nvlink} gpuAlpha={gpuAlpha} lineWidth={1.25} />
      <Layer>
        {fan.map((l) =>
          drawn(l.port) <= 0 ? null : (
            <path
              key={l.port}
              d={curvePath(l.curve)}
              fill="none"
              stroke={palette.nvlink}
              strokeWidth={fanWidth}
              strokeLinecap="round"
              pathLength={1}
              strokeDasharray={1}
              strokeDashoffset={1 - drawn(l.port)}
              data-moving="fan-link"
            />
          ),
        )}
        {check <= 0
          ? null
          : checked.map((l, i) => (
              <path
                key={l.gpu}
                d={curvePath(l.curve)}
                fill="none"
                stroke={palette.text}
                strokeWidth={strokeWidth.thin}
                strokeLinecap="round"
                pathLength={1}
                strokeDasharray={1}
                strokeDashoffset={1 - eased(slice(check, (i / checked.length) * 0.6, (i / checked.length) * 0.6 + 0.4))}
                data-moving="checked-link"
              />
            ))}
      </Layer>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <SwitchStack
        trays={rows >= 1 ? [] : stackAt(stack, nodes)}
        shown={() => 1}
        opacity={stackFocus('stack') * (1 - eased(slice(rows, 0.3, 0.7)))}
      />
      <WiringNodes
        wiring={{...wiring, ...nodes}}
        presence={eased(slice(rows, 0.2, 0.6))}
        computePresence={1}
        strongGpus={new Set([a])}
        strongChips={
          check > 0 ? new Set([checkedChip(wiring)]) : all > 0 ? new Set(wiring.chips.map((c) => c.id)) : reached
        }
      />
      <Label id="row-top" x={rowLabelX} y={rowY('top')} maxWidth={rowLabelWidth} wrap weight={600} />
      <Label id="row-chips" x={rowLabelX} y={rowY('switches')} maxWidth={rowLabelWidth} wrap weight={600} />
      <Label id="row-bottom" x={rowLabelX} y={rowY('bottom')} maxWidth={rowLabelWidth} wrap weight={600} />
      <Label id="rule" at={place(ruleBox, 'above-start')} weight={600} maxWidth={ruleBox.w} wrap />
      <Label id="all" at={place(schematic, 'above-end')} weight={600} />
      <Label id="check" at={place(safeWidth, 'below', space.lg)} />
    </>
  );
};
