import type {Rect} from '../../src/visual/geometry';
import {warpState, type WarpState, type WarpTrace} from './simulate-warps';

/**
 * The issue timeline drawn from a simulated trace: per warp, runs of one state (issuing,
 * ready, stalled); for the scheduler, runs of busy cycles; and the rows' geometry.
 * Pure: the scenes clip these runs at the cycle a frame shows.
 */
export type Run = {from: number; to: number};
export type StateRun = Run & {state: WarpState};

/** Runs of equal state for warp w over the whole trace. */
export function warpRuns(trace: WarpTrace, w: number): StateRun[] {
  const runs: StateRun[] = [];
  for (let t = 0; t < trace.cycles; t++) {
    const state = warpState(trace, t, w);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.state === state && last.to === t) last.to = t + 1;
    else runs.push({from: t, to: t + 1, state});
  }
  return runs;
}

/** Runs of cycles in which the scheduler issued. */
export function busyRuns(trace: WarpTrace): Run[] {
  const runs: Run[] = [];
  for (let t = 0; t < trace.cycles; t++) {
    if ((trace.issued[t] ?? -1) < 0) continue;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.to === t) last.to = t + 1;
    else runs.push({from: t, to: t + 1});
  }
  return runs;
}

/** Busy cycles in [0, cycle) ÷ cycle: the meter's reading at that cycle (0 before the first). */
export function busySoFar(trace: WarpTrace, cycle: number): number {
  const end = Math.min(cycle, trace.cycles);
  let busy = 0;
  for (let t = 0; t < end; t++) if ((trace.issued[t] ?? -1) >= 0) busy++;
  return end > 0 ? busy / end : 0;
}

export type TimelineLayout = {
  /** the state chip left of each warp's row */
  chips: Rect[];
  /** one strip per warp, then the scheduler's */
  rows: Rect[];
  scheduler: Rect;
  /** x of a cycle */
  x: (cycle: number) => number;
};

export function layoutTimeline(o: {
  x: number;
  y: number;
  w: number;
  rowHeight: number;
  rowGap: number;
  chipWidth: number;
  warps: number;
  schedulerGap: number;
  cycles: number;
}): TimelineLayout {
  const stripX = o.x + o.chipWidth + 16;
  const stripW = o.x + o.w - stripX;
  const rows = Array.from({length: o.warps}, (_, w) => ({
    x: stripX,
    y: o.y + w * (o.rowHeight + o.rowGap),
    w: stripW,
    h: o.rowHeight,
  }));
  const chips = rows.map((r) => ({x: o.x, y: r.y, w: o.chipWidth, h: r.h}));
  const scheduler = {
    x: stripX,
    y: o.y + o.warps * (o.rowHeight + o.rowGap) - o.rowGap + o.schedulerGap,
    w: stripW,
    h: o.rowHeight + 6,
  };
  return {chips, rows, scheduler, x: (cycle: number) => stripX + (stripW * cycle) / o.cycles};
}
