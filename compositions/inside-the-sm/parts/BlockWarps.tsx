import React, {useMemo} from 'react';
import {Part, useValue} from '../kit';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {warpsSlotArea, warpsThreadArea} from '../layout-carry';
import {layoutSlots, layoutWarps, type WarpsLayout} from '../layout-warps';
import {Layer} from '../../../src/visual/shapes';

/** The warps scene's block and warp slots, laid out with the model's counts. */
export function useBlockWarps(): {
  layout: WarpsLayout;
  slots: ReturnType<typeof layoutSlots>;
  schedulers: number;
  warps: number;
} {
  const threads = useValue('block.threads');
  const warpSize = useValue('sm.warpSize');
  const schedulers = useValue('sm.schedulers');
  const perScheduler = useValue('sm.warpsPerScheduler');
  const warps = useValue('block.warps');
  const layout = useMemo(() => layoutWarps(warpsThreadArea, threads, warpSize), [threads, warpSize]);
  const slots = useMemo(() => layoutSlots(warpsSlotArea, schedulers, perScheduler), [schedulers, perScheduler]);
  return {layout, slots, schedulers, warps};
}

type Props = {
  /** 0..1: the threads regroup into warp rows */
  split: number;
  /** 0..1 eased: the first warp lit by one instruction */
  lit: number;
  /** 0..1 eased: the SM's warp slots */
  resident: number;
  opacity?: number;
};

/** The block of threads splitting into warps (each thread `data-moving` on its way), the instruction bus and the SM's warp slots (no text). */
export const BlockWarps: React.FC<Props> = ({split, lit, resident, opacity = 1}) => {
  const palette = usePalette();
  const {layout, slots, schedulers, warps} = useBlockWarps();
  const appear = slice(split, 0, 0.15);
  if (opacity <= 0) return null;
  const thread = (s: (typeof layout.start)[number], i: number) => {
    const e = layout.end[i] ?? s;
    const m = slice(split, 0.15 + s.warp * 0.05, 0.15 + s.warp * 0.05 + 0.45);
    const on = s.warp === 0 ? lit : 0;
    return (
      <rect
        key={i}
        data-moving={m > 0 && m < 1 ? 'thread' : undefined}
        x={mix(s.x, e.x, m)}
        y={mix(s.y, e.y, m)}
        width={layout.cell}
        height={layout.cell}
        rx={4}
        opacity={eased(appear)}
        fill={palette.gpu}
        fillOpacity={0.18 + 0.82 * on}
        stroke={palette.gpu}
        strokeWidth={2}
      />
    );
  };
  return (
    <Layer opacity={opacity}>
      {layout.warpRows.map((r, w) => (
        <rect
          key={w}
          x={r.x}
          y={r.y}
          width={r.w}
          height={r.h}
          rx={10}
          fill="none"
          stroke={palette.gpu}
          strokeWidth={w === 0 && lit > 0 ? 4 : 2}
          opacity={eased(slice(split, 0.75, 1))}
        />
      ))}
      {/* the first warp's lanes: a part the stall scene carries (and leaves out of its previous picture) */}
      <Part id="warp">{layout.start.map((s, i) => (s.warp === 0 ? thread(s, i) : null))}</Part>
      {layout.start.map((s, i) => (s.warp === 0 ? null : thread(s, i)))}
      <g opacity={lit} stroke={palette.text} strokeWidth={3}>
        <line x1={layout.bus.x1} x2={layout.bus.x2} y1={layout.bus.y} y2={layout.bus.y} />
        {layout.bus.drops.map((x) => (
          <line key={x} x1={x} x2={x} y1={layout.bus.y} y2={layout.bus.dropTo} strokeWidth={2} />
        ))}
      </g>
      {slots.map((row, s) =>
        row.map((r, k) => {
          const mine = k * schedulers + s < warps;
          return (
            <rect
              key={`${s}-${k}`}
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              rx={6}
              opacity={resident}
              fill={mine ? palette.gpu : 'none'}
              fillOpacity={mine ? 0.85 : 0}
              stroke={mine ? palette.gpu : palette.outline}
              strokeWidth={2}
            />
          );
        }),
      )}
    </Layer>
  );
};
