import React, {useMemo} from 'react';
import {useValue} from '../kit';
import {findBeat, useTimeline} from '../../../src/timeline/timeline-context';
import {usePalette} from '../../../src/visual/theme';
import {stallLanesRow, stallTimeline} from '../layout-carry';
import {rowCells, type Rect} from '../../../src/visual/geometry';
import {layoutTimeline, type StateRun} from '../layout-trace';
import {warpState} from '../simulate-warps';
import {useFinalFocus} from '../../../src/visual/use-final-focus';
import {useTrace} from './use-trace';

/** The stall scene's trace and timeline as its run ends (the next scene's entrance starts from it). */
export function useStallFinal() {
  const {timeline} = useTimeline();
  const cps = useValue('trace.cyclesPerSecond');
  const stall = timeline.scenes.find((s) => s.id === 'the-stall');
  const run = stall === undefined ? undefined : findBeat(stall, 'run');
  const total = run === undefined ? 0 : Math.floor(((run.motionEnd - run.from) / timeline.fps) * cps);
  const {trace, runs, busy} = useTrace(1, total + 1);
  const layout = useMemo(() => layoutTimeline({...stallTimeline, warps: 1, cycles: total}), [total]);
  return {trace, runs, busy, layout, total};
}

/** The one warp's strip with its trace to the run's end, drawn in `row` (the trace at `traceOpacity`). */
export const StallWarpRow: React.FC<{row: Rect; runs: StateRun[]; x: (cycle: number) => number; total: number; traceOpacity: number}> = ({row, runs, x, total, traceOpacity}) => {
  const palette = usePalette();
  return (
    <g>
      <rect x={row.x} y={row.y} width={row.w} height={row.h} rx={4} fill={palette.surfaceRaised} />
      <g opacity={traceOpacity}>
        {runs.filter((r) => r.from < total).map((r) => {
          const to = Math.min(r.to, total);
          const h = r.state === 'issuing' ? row.h : r.state === 'ready' ? row.h * 0.5 : row.h * 0.28;
          return <rect key={r.from} x={x(r.from)} y={row.y + (row.h - h) / 2} width={Math.max(1, x(to) - x(r.from))} height={h}
            fill={r.state === 'stalled' ? palette.warpStalled : palette.warpReady} fillOpacity={r.state === 'ready' ? 0.45 : 1} />;
        })}
      </g>
    </g>
  );
};

/** The stall scene's last picture without its warp's row (the next scene carries it): the lanes and the scheduler's strip, dimmed by its last beat's focus, at `opacity`. */
export const StallLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const warpSize = useValue('sm.warpSize');
  const {trace, busy, layout, total} = useStallFinal();
  const issuing = warpState(trace, total, 0) === 'issuing';
  const lanes = useMemo(() => rowCells(warpSize, stallLanesRow, 6), [warpSize]);
  const dim = useFinalFocus('the-stall');
  if (opacity <= 0) return null;
  const s = layout.scheduler;
  return (
    <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0, opacity}}>
      <g opacity={dim('lanes')}>
        {lanes.map((r, i) => <rect key={i} x={r.x} y={r.y} width={r.w} height={r.h} rx={5} fill={issuing ? palette.gpu : palette.surfaceRaised}
          stroke={issuing ? palette.gpu : palette.outline} strokeWidth={2} />)}
      </g>
      <g opacity={dim('scheduler-row')}>
        <rect x={s.x} y={s.y} width={s.w} height={s.h} rx={4} fill={palette.surfaceRaised} stroke={palette.outline} strokeWidth={2} />
        {busy.filter((r) => r.from < total).map((r) => (
          <rect key={r.from} x={layout.x(r.from)} y={s.y + 3} width={Math.max(1, layout.x(Math.min(r.to, total)) - layout.x(r.from))} height={s.h - 6} fill={palette.gpu} />
        ))}
      </g>
    </svg>
  );
};
