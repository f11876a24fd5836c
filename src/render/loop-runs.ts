import type {Interval, ResolvedBeat, Timeline} from '../timeline/timeline-types';

/**
 * A run of frames [from, to) in which the only thing moving is periodic motion (`motion.period`):
 * frame f shows the same picture as frame f − period, so a render captures the run's first
 * `period` frames and repeats them (src/render/capture-plan.ts). Only runs longer than their
 * period are returned.
 */
export type LoopRun = Interval & {
  /** frames; the least common multiple when several periodic motions overlap */
  period: number;
  /** the beats whose periodic motion runs here */
  beats: string[];
};

/** The declared period of a beat's motion in whole frames, or undefined (none, or not a whole number of frames). */
export function periodFrames(beat: Pick<ResolvedBeat, 'motion'>, fps: number): number | undefined {
  const seconds = beat.motion?.period;
  if (seconds === undefined || !(seconds > 0)) return undefined;
  const frames = Math.round(seconds * fps);
  return frames >= 1 && Math.abs(frames - seconds * fps) < 1e-6 ? frames : undefined;
}

type Periodic = Interval & {period: number; beat: string};

/**
 * Where periodic motion runs alone. Everything else that moves counts against a loop: an
 * entrance, every beat's transition (its focus dims over it, periodic or not), non-periodic
 * motion, text entrances and exits. Runs are split at scene cuts and wherever the set of
 * periodic motions changes. Nothing here trusts the drawing: test/browser/loops.test.ts checks
 * frame f against f + period inside every run of every video.
 */
export function loopRuns(timeline: Timeline): LoopRun[] {
  const periodic: Periodic[] = [];
  const other: Interval[] = [];
  for (const scene of timeline.scenes) {
    if (scene.entrance !== null) other.push({from: scene.entrance.from, to: scene.entrance.to});
    for (const beat of scene.beats) {
      const period = periodFrames(beat, timeline.fps);
      if (period === undefined) other.push({from: beat.from, to: beat.motionEnd});
      else {
        const settled = Math.min(beat.motionEnd, beat.from + timeline.transitionFrames);
        other.push({from: beat.from, to: settled});
        periodic.push({from: settled, to: beat.motionEnd, period, beat: `${scene.id}/${beat.id}`});
      }
    }
    for (const t of scene.texts) {
      other.push({from: t.appear, to: t.visibleFrom});
      if (t.exitStart !== null && t.exitEnd !== null) other.push({from: t.exitStart, to: t.exitEnd});
    }
  }
  const live = periodic.filter((p) => p.to > p.from);
  if (live.length === 0) return [];
  const cuts = new Set<number>(timeline.scenes.map((s) => s.from));
  for (const i of [...live, ...other]) {
    cuts.add(i.from);
    cuts.add(i.to);
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const runs: LoopRun[] = [];
  for (let k = 0; k + 1 < edges.length; k++) {
    const from = edges[k] as number;
    const to = edges[k + 1] as number;
    if (to <= from || other.some((o) => o.from < to && o.to > from)) continue;
    const active = live.filter((p) => p.from < to && p.to > from);
    if (active.length === 0) continue;
    const period = active.reduce((l, p) => lcm(l, p.period), 1);
    const beats = active.map((p) => p.beat).sort();
    const last = runs[runs.length - 1];
    const sceneCut = timeline.scenes.some((s) => s.from === from);
    if (
      last !== undefined &&
      last.to === from &&
      !sceneCut &&
      last.period === period &&
      last.beats.join() === beats.join()
    )
      last.to = to;
    else runs.push({from, to, period, beats});
  }
  // A run no longer than its period repeats nothing: every frame of it is captured anyway.
  return runs.filter((r) => r.to - r.from > r.period);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;
