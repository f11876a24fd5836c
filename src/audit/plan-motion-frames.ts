import type {LoopRun} from '../render/loop-runs';

/**
 * The frame whose picture frame f shows: f itself, or inside a loop run (periodic motion running
 * alone, src/render/loop-runs.ts) after its first period, the same phase of the first period.
 * The render captures exactly that frame for f and repeats it (src/render/capture-plan.ts), and
 * test/browser/loops.test.ts checks f against f + period in every run of every video, so a frame
 * measured once per phase is the picture the viewer sees at every repeat of it.
 */
export function loopSource(runs: readonly LoopRun[]): (frame: number) => number {
  return (frame) => {
    const run = runs.find((r) => frame >= r.from + r.period && frame < r.to);
    return run === undefined ? frame : run.from + ((frame - run.from) % run.period);
  };
}

/** One frame the motion pass reports on, and the frame it is read from. */
export type MotionFrame = {
  frame: number;
  /** loopSource(frame): the frame seeked and measured for it */
  source: number;
  /** a frame of the flash check */
  flash: boolean;
  /** a moving-marks sample */
  marks: boolean;
};

/** What the page is asked for at a source frame: the union of what the frames read from it need. */
export type SourceNeeds = {
  flash: boolean;
  marks: boolean;
  /** the texts' presence for a flash frame that is not a moving-marks sample */
  presence: boolean;
  /** the index in `frames` of the last frame read from it (its measurement can be dropped after) */
  lastUse: number;
};

/**
 * The motion pass's frames: the flash frames and the moving-marks samples merged, ascending, each
 * with its source frame; and per source frame what to measure there. Every source is seeked once.
 *
 * @example planMotionFrames([9, 10], [10, 13], (f) => f).frames.map((f) => f.frame) // [9, 10, 13]
 */
export function planMotionFrames(
  flashFrames: readonly number[],
  markSamples: readonly number[],
  source: (frame: number) => number,
): {frames: MotionFrame[]; needs: Map<number, SourceNeeds>} {
  const flash = new Set(flashFrames);
  const marks = new Set(markSamples);
  const frames = [...new Set([...flash, ...marks])]
    .sort((a, b) => a - b)
    .map((frame) => ({frame, source: source(frame), flash: flash.has(frame), marks: marks.has(frame)}));
  const needs = new Map<number, SourceNeeds>();
  for (const [i, f] of frames.entries()) {
    const n = needs.get(f.source) ?? {flash: false, marks: false, presence: false, lastUse: i};
    n.flash ||= f.flash;
    n.marks ||= f.marks;
    n.presence ||= !f.marks;
    n.lastUse = i;
    needs.set(f.source, n);
  }
  return {frames, needs};
}
