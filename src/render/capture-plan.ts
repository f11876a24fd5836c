import type {Interval, Timeline} from '../timeline/timeline-types';

/**
 * Which frames a render captures in the browser and which it repeats. Every frame inside a
 * motion interval is captured; a hold (a run of identical frames, `timeline.holds`) is
 * captured once, at its first frame in the rendered ranges, and repeated in the encode.
 */
export type CapturePlan = {
  /** absolute frames of the output, in order (the rendered ranges concatenated) */
  output: number[];
  /** for each output position, the absolute frame whose capture it shows */
  source: number[];
  /** absolute frames to capture, ascending, unique */
  captured: number[];
};

export function planCapture(timeline: Timeline, ranges: Interval[], everyFrame: boolean): CapturePlan {
  const output: number[] = [];
  const source: number[] = [];
  const captured: number[] = [];
  const holdOf = holdLookup(timeline);
  for (const range of ranges) {
    let current = -1;
    for (let f = range.from; f < range.to; f++) {
      const hold = holdOf(f);
      const repeat = !everyFrame && hold !== undefined && current >= 0 && current >= hold.from && f > current;
      if (!repeat) {
        current = f;
        captured.push(f);
      }
      output.push(f);
      source.push(current);
    }
  }
  return {output, source, captured: [...new Set(captured)].sort((a, b) => a - b)};
}

function holdLookup(timeline: Timeline): (frame: number) => Interval | undefined {
  const holds = timeline.holds;
  let i = 0;
  return (frame) => {
    // Frames are asked for in ascending order within a range; restart when they go back.
    if (i >= holds.length || (holds[i]?.from ?? 0) > frame) i = 0;
    while (i < holds.length && (holds[i]?.to ?? 0) <= frame) i++;
    const hold = holds[i];
    return hold !== undefined && frame >= hold.from && frame < hold.to ? hold : undefined;
  };
}
