import React, {useMemo} from 'react';

import {arriving, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {strokeWidth} from '../../../src/visual/tokens';
import {foldedBox, foldedShape, stackAt, wiringFromStack} from '../layout-carries';
import {allToAllBox, centralGpu, curvePath, layoutWiring} from '../layout-wiring';
import {SwitchStack} from '../parts/SwitchStack';
import {useSwitchTray} from '../parts/OpenedChips';
import {WiringCanvas} from '../parts/WiringCanvas';
import {WiringNodes} from '../parts/WiringNodes';
import {useTopology} from '../parts/use-rack';
import {kitFor} from '../kit';

const {useBeat, Label, useEntrance, useAfterEntrance, usePreviousFocus, carries, PreviousPicture} = kitFor('all-to-all-wiring');

const schematic = allToAllBox;

/** Every GPU's port k wired to switch chip k: one GPU's fan first, then all of the rack's links. */
export const EveryGpuToEverySwitch: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const wiring = useMemo(() => layoutWiring(topology, schematic), [topology]);
  const a = useMemo(() => centralGpu(wiring), [wiring]);
  const fan = useMemo(() => wiring.links.filter((l) => l.gpu === a), [wiring, a]);
  const stackFocus = usePreviousFocus();
  // entrance: the switch stack (dimmed, as the sharp beat left it) becomes the switch row, the compute trays unfold into the GPU rows
  const entrance = useEntrance();
  const stack = useSwitchTray().stack;
  const folded = useMemo(() => layoutWiring(topology, foldedBox, foldedShape), [topology]);
  const nodes = entrance.done ? wiring : wiringFromStack(stack, folded, wiring, eased(entrance.progress));
  // beat: fan-out — once the rows are in place, one GPU's links draw in, one to each chip, in port order
  const fanOut = useAfterEntrance('fan-out');
  const drawn = (k: number) => eased(slice(fanOut, 0.1 + (k / fan.length) * 0.6, 0.1 + (k / fan.length) * 0.6 + 0.3));
  const reached = new Set(fan.filter((l) => drawn(l.port) >= 1).map((l) => l.chip));
  // beat: all — the other GPUs' links join, tray by tray along the rack
  const all = useBeat('all').progress;
  const gpuAlpha = wiring.gpus.map((g) => {
    if (g.id === a) return 0;
    const start = (g.id / wiring.gpus.length) * 0.75;
    return 0.42 * eased(slice(all, start, start + 0.25));
  });
  const fanWidth = strokeWidth.normal - eased(all) * (strokeWidth.normal - strokeWidth.thin);
  // beat: check — nothing new is drawn: the count is read off the full wiring
  // beat: cables — nothing new is drawn: the label says what the links are made of
  return (
    <>
      <WiringCanvas wiring={wiring} color={palette.nvlink} gpuAlpha={gpuAlpha} lineWidth={1.25} />
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {fan.map((l) => drawn(l.port) <= 0 ? null : (
          <path key={l.port} d={curvePath(l.curve)} fill="none" stroke={palette.nvlink} strokeWidth={fanWidth} strokeLinecap="round"
            pathLength={1} strokeDasharray={1} strokeDashoffset={1 - drawn(l.port)} data-moving="fan-link" />
        ))}
      </svg>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <SwitchStack trays={entrance.done ? [] : stackAt(stack, nodes)} shown={() => 1} opacity={stackFocus('stack') * (1 - eased(entrance.progress))} />
      <WiringNodes wiring={{...wiring, ...nodes}} presence={eased(entrance.progress)} computePresence={arriving(entrance.progress)} strongGpus={new Set([a])}
        strongChips={all > 0 ? new Set(wiring.chips.map((c) => c.id)) : reached} />
      <Label id="rule" x={schematic.x} y={132} weight={600} />
      <Label id="all" x={schematic.x + schematic.w} y={132} anchor="right" weight={600} />
      <Label id="check" x={960} y={836} anchor="center" />
      <Label id="cables" x={960} y={900} anchor="center" color={palette.textMuted} />
    </>
  );
};
