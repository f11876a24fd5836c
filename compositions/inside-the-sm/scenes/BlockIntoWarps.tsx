import React, {useMemo} from 'react';

import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {layoutSlots, layoutWarps} from '../layout-warps';
import {kitFor} from '../kit';

const {useBeat, useValue, Label} = kitFor('warps');

const threadArea = {x: 96, y: 196, width: 832, height: 600};
const slotArea = {x: 1010, y: 640, width: 814, height: 300};
const textX = 1010;

// beat: split — the block's threads regroup into warps, one row of lanes per warp.
// beat: simt — one instruction reaches all lanes of the first warp at once.
// beat: resident — the SM's warp slots, a row per scheduler; this block's warps take a few.
export const BlockIntoWarps: React.FC = () => {
  const palette = usePalette();
  const threads = useValue('block.threads');
  const warpSize = useValue('sm.warpSize');
  const schedulers = useValue('sm.schedulers');
  const perScheduler = useValue('sm.warpsPerScheduler');
  const warps = useValue('block.warps');
  const layout = useMemo(() => layoutWarps(threadArea, threads, warpSize), [threads, warpSize]);
  const slots = useMemo(() => layoutSlots(slotArea, schedulers, perScheduler), [schedulers, perScheduler]);
  const split = useBeat('split').progress;
  const simt = useBeat('simt').progress;
  const resident = eased(useBeat('resident').progress);
  const lit = eased(slice(simt, 0, 0.3));
  const appear = eased(slice(split, 0, 0.15));
  return (
    <>
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {layout.warpRows.map((r, w) => (
          <rect key={w} x={r.x} y={r.y} width={r.width} height={r.height} rx={10} fill="none" stroke={palette.gpu}
            strokeWidth={w === 0 && lit > 0 ? 4 : 2} opacity={eased(slice(split, 0.75, 1))} />
        ))}
        {layout.start.map((s, i) => {
          const e = layout.end[i] ?? s;
          const m = slice(split, 0.15 + s.warp * 0.05, 0.15 + s.warp * 0.05 + 0.45);
          const on = s.warp === 0 ? lit : 0;
          return (
            <rect key={i} x={mix(s.x, e.x, m)} y={mix(s.y, e.y, m)} width={layout.cell} height={layout.cell} rx={4} opacity={appear}
              fill={palette.gpu} fillOpacity={0.18 + 0.82 * on} stroke={palette.gpu} strokeWidth={2} />
          );
        })}
        <g opacity={lit} stroke={palette.text} strokeWidth={3}>
          <line x1={layout.bus.x1} x2={layout.bus.x2} y1={layout.bus.y} y2={layout.bus.y} />
          {layout.bus.drops.map((x) => <line key={x} x1={x} x2={x} y1={layout.bus.y} y2={layout.bus.dropTo} strokeWidth={2} />)}
        </g>
        {slots.map((row, s) => row.map((r, k) => {
          const mine = k * schedulers + s < warps;
          return (
            <rect key={`${s}-${k}`} x={r.x} y={r.y} width={r.width} height={r.height} rx={6} opacity={resident}
              fill={mine ? palette.gpu : 'none'} fillOpacity={mine ? 0.85 : 0} stroke={mine ? palette.gpu : palette.outline} strokeWidth={2} />
          );
        }))}
      </svg>
      <Label id="block" x={threadArea.x} y={136} />
      <Label id="simt" x={textX} y={236} wrap maxWidth={814} />
      <Label id="diverge" x={textX} y={352} wrap maxWidth={814} size={fontSize.labelSmall} color={palette.textMuted} />
      <Label id="resident" x={textX} y={500} wrap maxWidth={814} />
    </>
  );
};
