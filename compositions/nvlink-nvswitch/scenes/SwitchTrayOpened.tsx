import React, {useMemo} from 'react';

import {useAfterEntrance} from '../../../src/timeline/use-after-entrance';
import {Box} from '../parts/Box';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius, strokeWidth} from '../../../src/visual/tokens';
import {layoutSwitchTray, switchStackBox, switchTrayBox} from '../layout-switch-tray';
import {SwitchTrayArriving} from '../parts/SwitchTrayArriving';
import {useTopology} from '../parts/use-rack';
import {kitFor} from '../kit';

const {useBeat, Label} = kitFor('switch-tray');

const trayBox = switchTrayBox;
const stackBox = switchStackBox;

/** An NVLink switch tray opened: two NVSwitch chips and their ports; then all switch trays of the rack. */
export const SwitchTrayOpened: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const layout = useMemo(() => layoutSwitchTray(topology, trayBox, stackBox), [topology]);
  // beat: slide — once the camera has pulled back, the first switch tray slides out of the rack and opens
  const slide = useAfterEntrance('slide');
  // beat: open — each chip, then its ports ticking in around its edge
  const open = useBeat('open').progress;
  // beat: trays — every switch tray of the rack, the opened one first
  const trays = useBeat('trays').progress;
  // beat: sharp — the chips fill: reductions are computed inside them
  const sharp = eased(useBeat('sharp').progress);
  const first = layout.stack[0];
  const ticksShown = (i: number, n: number, chip: number) => eased(slice(open, 0.2 + chip * 0.2 + (i / n) * 0.4, 0.2 + chip * 0.2 + (i / n) * 0.4 + 0.1));
  return (
    <>
      <SwitchTrayArriving slide={slide} open={open} tray={trayBox} chips={layout.chips} />
      {layout.chips.map((c, k) => (
        <Box key={c.id} x={c.x} y={c.y} width={c.width} height={c.height} color={palette.nvlink} title="NVSwitch" emphasis={sharp > 0.5}
          presence={slice(open, k * 0.2, 0.2 + k * 0.2)} />
      ))}
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {layout.chips.map((c, k) => c.ticks.map((t, i) => (
          <line key={`${c.id}-${i}`} x1={t.x1} y1={t.y1} x2={t.x2} y2={t.y2} stroke={palette.nvlink} strokeWidth={strokeWidth.thin}
            opacity={ticksShown(i, c.ticks.length, k)} />
        )))}
        {first === undefined ? null : (
          <path d={['M', trayBox.x + trayBox.width, trayBox.y + 24, 'C', first.x - 60, trayBox.y + 24, first.x - 60, first.y + first.height / 2, first.x, first.y + first.height / 2].join(' ')}
            fill="none" stroke={palette.textMuted} strokeWidth={strokeWidth.thin} strokeDasharray={[8, 6].join(' ')} opacity={eased(slice(trays, 0, 0.3))} />
        )}
        {layout.stack.map((t, i) => {
          const shown = eased(slice(trays, (i / layout.stack.length) * 0.6, (i / layout.stack.length) * 0.6 + 0.4));
          return (
            <g key={t.id} opacity={shown}>
              <rect x={t.x} y={t.y} width={t.width} height={t.height} rx={radius.sm} fill={palette.nvlink} fillOpacity={i === 0 ? 0.3 : 0.12}
                stroke={i === 0 ? palette.text : palette.nvlink} strokeWidth={i === 0 ? strokeWidth.normal : strokeWidth.thin} />
              {t.chips.map((c) => <rect key={c.id} x={c.x} y={c.y} width={c.width} height={c.height} rx={3} fill={palette.nvlink} />)}
            </g>
          );
        })}
      </svg>
      <Label id="chips" x={trayBox.x + trayBox.width / 2} y={trayBox.y - 72} anchor="center" weight={600} />
      <Label id="trays" x={stackBox.x + stackBox.width / 2} y={stackBox.y + stackBox.height + 24} anchor="center" weight={600} />
      <Label id="sharp" x={960} y={820} anchor="center" size={fontSize.label} maxWidth={1728} />
    </>
  );
};
