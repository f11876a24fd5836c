import type {Interval, ResolvedScene, Timeline} from '../timeline/timeline-types';
import {planCapture, type CapturePlan} from './capture-plan';
import {gopOf} from './encode-settings';
import {loopRuns, type LoopRun} from './loop-runs';

/**
 * The most captures one work item takes: about 1/64 of a full render of the three videos
 * (5,107 captures when chunks were introduced), so that no item caps the speed-up below 64
 * workers. A constant, not a share of what this command renders: a scene's chunks, and so
 * its encoded bytes, are the same whatever is rendered with it and however many workers run.
 */
export const maxCapturesPerChunk = 80;

/** One work item of a scene: frames [from, to) of the scene, and its own capture plan. */
export type Chunk = Interval & {plan: CapturePlan};

/**
 * A scene split into chunks of at most `maxCaptures` captures (a chunk of one GOP may have
 * more), cut only at whole GOPs from the scene's start, so every chunk starts with the closed
 * GOP the unsplit encode would start there; joined by stream copy, in order. The cuts are
 * chosen on the held plan (holds once, loops for one period) even for `--every-frame`, so an
 * every-frame render is cut where the held one is. Each chunk is planned on its own: a hold
 * that began in the previous chunk is captured again at its start (one frame), since a worker
 * renders a chunk alone. A loop run is never cut (a chunk starting inside one would capture a
 * whole period again, and a period longer than the chunk limit would never loop at all): the
 * chunk that reaches into it ends at the GOP before it, or, when it starts there, takes the run
 * whole to the GOP after its end (more than the limit, by at most its period).
 */
export function chunkScene(
  timeline: Timeline,
  scene: ResolvedScene,
  everyFrame: boolean,
  maxCaptures = maxCapturesPerChunk,
  runs: LoopRun[] = loopRuns(timeline),
): Chunk[] {
  const gop = gopOf(timeline.fps);
  const captures = (from: number, to: number) => planCapture(timeline, [{from, to}], false, runs).captured.length;
  const cuts: Interval[] = [];
  let from = scene.from;
  while (from < scene.to) {
    let to = Math.min(scene.to, from + gop);
    while (to < scene.to && captures(from, Math.min(scene.to, to + gop)) <= maxCaptures)
      to = Math.min(scene.to, to + gop);
    to = outsideLoops(to, from, scene, gop, runs);
    cuts.push({from, to});
    from = to;
  }
  return cuts.map((c) => ({...c, plan: planCapture(timeline, [c], everyFrame, runs)}));
}

/** `to`, moved so it does not fall inside a loop run: back to the GOP at or before the run, else on past its end. */
function outsideLoops(to: number, from: number, scene: ResolvedScene, gop: number, runs: LoopRun[]): number {
  const gopAtOrBefore = (f: number) => scene.from + Math.floor((f - scene.from) / gop) * gop;
  const gopAtOrAfter = (f: number) => Math.min(scene.to, scene.from + Math.ceil((f - scene.from) / gop) * gop);
  let end = to;
  for (let run = inside(end, runs); run !== undefined && end < scene.to; run = inside(end, runs)) {
    const before = gopAtOrBefore(run.from);
    if (before > from && end === to) return before;
    end = gopAtOrAfter(run.to);
  }
  return end;
}

const inside = (frame: number, runs: LoopRun[]) => runs.find((r) => r.from < frame && frame < r.to);
