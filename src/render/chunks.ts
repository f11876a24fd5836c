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
 * or loop that began in the previous chunk is captured again at its start (one frame, or
 * one period), since a worker renders a chunk alone.
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
    cuts.push({from, to});
    from = to;
  }
  return cuts.map((c) => ({...c, plan: planCapture(timeline, [c], everyFrame, runs)}));
}
