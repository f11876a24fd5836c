import type {Interval, Timeline} from '../timeline/timeline-types';
import {loopRuns, type LoopRun} from './loop-runs';

/**
 * Which frames a render captures in the browser and which it repeats. Every frame of
 * non-periodic motion is captured; a hold (a run of identical frames, `timeline.holds`) is
 * captured once, at its first frame in the rendered ranges, and repeated in the encode; a loop
 * (periodic motion running alone, src/render/loop-runs.ts) is captured for one period from its
 * first frame in the rendered ranges, and frame f repeats the capture shown at f − period.
 * `everyFrame` captures every frame (the reference the repeats are tested against).
 */
export type CapturePlan = {
  /** absolute frames of the output, in order (the rendered ranges concatenated) */
  output: number[];
  /** for each output position, the absolute frame whose capture it shows */
  source: number[];
  /** absolute frames to capture, ascending, unique */
  captured: number[];
};

/** `runs`: the timeline's loop runs, when the caller plans many ranges of one timeline (chunks). */
export function planCapture(
  timeline: Timeline,
  ranges: Interval[],
  everyFrame: boolean,
  runs: LoopRun[] = loopRuns(timeline),
): CapturePlan {
  const output: number[] = [];
  const source: number[] = [];
  const captured: number[] = [];
  const holdOf = lookup(timeline.holds);
  const loopOf = lookup(everyFrame ? [] : runs);
  for (const range of ranges) {
    const base = output.length;
    let current = -1;
    for (let f = range.from; f < range.to; f++) {
      const hold = holdOf(f);
      const loop = loopOf(f);
      let shows: number;
      if (loop !== undefined && f - Math.max(loop.from, range.from) >= loop.period) {
        shows = source[base + f - range.from - loop.period] as number;
      } else if (!everyFrame && hold !== undefined && current >= 0 && current >= hold.from && f > current) {
        shows = current;
      } else {
        shows = f;
        current = f;
        captured.push(f);
      }
      output.push(f);
      source.push(shows);
    }
  }
  return {output, source, captured: [...new Set(captured)].sort((a, b) => a - b)};
}

/** For each captured frame, the last output position that shows it (the encoder keeps a capture until then). */
export function lastUses(plan: CapturePlan): Map<number, number> {
  const last = new Map<number, number>();
  plan.source.forEach((s, i) => last.set(s, i));
  return last;
}

/** The interval (sorted, disjoint) containing a frame; frames are asked for in ascending order within a range. */
function lookup<T extends Interval>(intervals: T[]): (frame: number) => T | undefined {
  let i = 0;
  return (frame) => {
    // restart when the frames go back (a new range)
    if (i >= intervals.length || (intervals[i]?.from ?? 0) > frame) i = 0;
    while (i < intervals.length && (intervals[i]?.to ?? 0) <= frame) i++;
    const found = intervals[i];
    return found !== undefined && frame >= found.from && frame < found.to ? found : undefined;
  };
}
