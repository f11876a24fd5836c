import React, {useMemo} from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {safeArea, space, strokeWidth} from '../../../src/visual/tokens';
import {place, rect} from '../../../src/visual/geometry';
import {
  computeRowsBox,
  hopPaths,
  layoutSwitchTray,
  stackToTray,
  switchStackBox,
  switchTrayOpenBox,
  switchTrayWideBox,
  type PortBlock,
} from '../layout-switch-tray';
import {carry} from '../../../src/visual/continuity';
import {useExamplePair, useTopology} from '../parts/use-rack';
import {SwitchStack} from '../parts/SwitchStack';
import {SwitchTrayArriving} from '../parts/SwitchTrayArriving';
import {SpineCables, SwitchTrayBoard} from '../parts/SwitchTrayBoard';
import {WiringNodes} from '../parts/WiringNodes';
import {DataFlow, flowFadeSeconds} from '../parts/DataFlow';
import {kitFor, useValue} from '../kit';

const {useBeat, useFocus, Label, useAfterEntrance, useEntrance, PreviousPicture, Part} = kitFor('switch-tray');

/** the label column left of the drawing (the stack of trays sits in it) */
const column = {x: safeArea.left, w: computeRowsBox.x - safeArea.left - space.lg};
/** the whole drawing, across the safe width: the sums sit centred under it */
const across = rect(safeArea.left, computeRowsBox.y, safeArea.right - safeArea.left, computeRowsBox.h);

/**
 * An NVLink switch tray opened and cabled: its two NVSwitch chips, their ports in blocks on the
 * tray's edges (one block per compute tray, a pin per GPU), a copper cable from every block to its
 * compute tray above or below, the rack's other switch trays beside it; then one switch stage:
 * two GPUs' values run down their cables into one chip and the sum runs back out to a GPU.
 */
export const SwitchTrayOpened: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const {a, c, d} = useExamplePair();
  const perLink = useValue('nvlink5.perLinkEachWay');
  const entrance = useEntrance();
  // beat: slide — once the camera has pulled back, the first switch tray slides out of the rack and opens
  const slide = useAfterEntrance('slide');
  // beat: open — each chip, then its traces and connector blocks, top edge then bottom edge
  const open = useBeat('open').progress;
  // beat: trays — the compute trays, a cable from every block to its tray, then the rack's other switch trays
  const trays = useBeat('trays').progress;
  // beat: sharp — two GPUs' values into one chip, the sum out to a third GPU, steady (one period of the flow scale)
  const hop = useBeat('sharp');
  const dim = useFocus();
  // the tray fills the frame until the compute trays join it, then makes room for them and the label column
  const trayBox = carry(switchTrayWideBox, switchTrayOpenBox, eased(slice(trays, 0, 0.2)));
  const layout = useMemo(
    () => layoutSwitchTray(topology, trayBox, switchStackBox),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the box by value: a new object each frame
    [topology, trayBox.x, trayBox.y, trayBox.w, trayBox.h],
  );
  const blocks = layout.blocks.length;
  const blockShown = (_: PortBlock, i: number) =>
    eased(slice(open, 0.3 + (i / blocks) * 0.5, 0.3 + (i / blocks) * 0.5 + 0.2));
  const cableDrawn = (_: PortBlock, i: number) =>
    eased(slice(trays, 0.15 + (i / blocks) * 0.45, 0.15 + (i / blocks) * 0.45 + 0.15));
  const rowsShown = eased(slice(trays, 0, 0.2));
  const stackShown = (i: number) =>
    eased(slice(trays, 0.6 + (i / layout.stack.length) * 0.25, 0.6 + (i / layout.stack.length) * 0.25 + 0.15));
  // A above and D below (its port on the first chip's half of the tray, so no value runs under the other chip) into the first chip, the sum to C
  const paths = useMemo(() => hopPaths(layout, 0, [a, d], c), [layout, a, c, d]);
  const flowing = Math.min(1, Math.max(0, hop.seconds / flowFadeSeconds));
  const first = layout.stack[0];
  // the tray's sum sits between its two chips
  const [left, right] = [layout.chips[0], layout.chips[layout.chips.length - 1]];
  const between = left === undefined || right === undefined ? 560 : right.x - (left.x + left.w) - 2 * space.md;
  return (
    <>
      <SwitchTrayArriving
        entrance={entrance}
        slide={slide}
        open={open}
        tray={layout.tray}
        chips={layout.chips}
        gpuPorts={(camera, opacity) => <PreviousPicture camera={camera} opacity={opacity} />}
      />
      <Part id="compute-rows" html>
        <WiringNodes
          wiring={{gpus: layout.gpus, chips: [], trays: layout.computeTrays, links: []}}
          presence={0}
          computePresence={rowsShown}
          strongGpus={new Set(hop.seconds > 0 ? [a] : [])}
        />
      </Part>
      <SpineCables layout={layout} drawn={cableDrawn} />
      <SwitchTrayBoard
        layout={layout}
        chipShown={(k) => slice(open, k * 0.15, 0.3 + k * 0.15)}
        blockShown={blockShown}
        emphasis={hop.active}
      >
        {hop.seconds <= 0 ? null : (
          <>
            {/* the three routes drawn bold while the values run along them */}
            {[...paths.inputs, paths.output].map((path, i) => (
              <polyline
                key={`route${i}`}
                points={path.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={i < paths.inputs.length ? palette.gpu : palette.text}
                strokeWidth={strokeWidth.bold}
                strokeLinejoin="round"
                strokeLinecap="round"
                opacity={0.55 * flowing}
              />
            ))}
            {paths.inputs.map((path, i) => (
              <DataFlow
                key={i}
                path={path}
                bandwidth={perLink}
                seconds={hop.seconds}
                color={palette.gpu}
                phase={i / 2}
                steady
              />
            ))}
            <DataFlow path={paths.output} bandwidth={perLink} seconds={hop.seconds} color={palette.text} steady />
          </>
        )}
      </SwitchTrayBoard>
      {/* the rack's switch trays: the wiring scene carries the stack */}
      <Layer opacity={dim('stack') * eased(slice(trays, 0.6, 0.75))}>
        {first === undefined
          ? null
          : stackToTray(first, layout.tray).map(([p, q], i) => (
              <line
                key={i}
                x1={p.x}
                y1={p.y}
                x2={q.x}
                y2={q.y}
                stroke={palette.textMuted}
                strokeWidth={strokeWidth.thin}
                strokeDasharray={[8, 6].join(' ')}
              />
            ))}
      </Layer>
      <Part id="trays" html>
        <SwitchStack trays={layout.stack} shown={stackShown} opacity={dim('stack')} />
      </Part>
      <Label id="chips" at={place(layout.tray, 'inside')} weight={600} maxWidth={between} wrap />
      <Label
        id="row-top"
        at={place(rect(column.x, computeRowsBox.y, column.w, 40), 'inside-start', 0)}
        maxWidth={column.w}
        wrap
      />
      <Label id="spine" at={place(rect(column.x, 230, column.w, 100), 'inside-start', 0)} maxWidth={column.w} wrap />
      <Label
        id="row-bottom"
        at={place(rect(column.x, computeRowsBox.y + computeRowsBox.h - 40, column.w, 40), 'inside-start', 0)}
        maxWidth={column.w}
        wrap
      />
      <Label id="trays" at={place(across, 'below', space.md)} weight={600} />
      <Label id="sharp" at={place(across, 'below', space.md + 56)} />
    </>
  );
};
