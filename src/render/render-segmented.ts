import fs from 'node:fs';
import path from 'node:path';
import type {CompositionProps} from '../composition-props';
import type {ResolvedScene, Timeline} from '../timeline/timeline-types';
import {frameSize} from '../visual/tokens';
import {planCapture, type CapturePlan} from './capture-plan';
import {isAlive} from './process-alive';
import {removeOnExit} from './cleanup-on-exit';
import type {EncodeSettings} from './encode-settings';
import {joinSegments} from './join-segments';
import type {RenderProgress, RenderResult} from './render-video';
import type {SegmentCache} from './segment-cache';
import {segmentKey, type SegmentContext} from './segment-key';
import {describeProblems, verifyVideo} from './verify-video';
import type {Scheduler} from './workers/scheduler';

export type SegmentedJob = {
  compositionId: string;
  timeline: Timeline;
  props: CompositionProps;
  scale: number;
  everyFrame: boolean;
  concurrency: number;
  encode: Omit<EncodeSettings, 'fps' | 'width' | 'height'>;
  output: string;
  /** undefined: --no-cache (every segment rendered fresh, nothing stored) */
  cache: SegmentCache | undefined;
  context: SegmentContext;
};

export type SegmentedResult = RenderResult & {rendered: string[]; reused: string[]};

/** A scene's segment: its cache key, its capture plan and the cached file when the key matched. */
export type SegmentLookup = {scene: ResolvedScene; key: string; plan: CapturePlan; hit: string | undefined};

/** Every scene looked up in the cache first, so the render knows its whole work (and its worker count) before it starts. */
export function lookUpSegments(job: SegmentedJob): SegmentLookup[] {
  return job.timeline.scenes.map((scene) => {
    const key = segmentKey(job.timeline, scene, job.context);
    return {scene, key, plan: planCapture(job.timeline, [{from: scene.from, to: scene.to}], job.everyFrame),
      hit: job.cache?.lookup(key, scene.durationInFrames, scene.id)};
  });
}

/**
 * Renders a video scene by scene: each scene is a closed-GOP segment, reused from the cache
 * when its key matches; the missing ones go to the scheduler together (in parallel when it has
 * several workers, the longest first) and the segments are joined by stream copy, in scene
 * order, into the verified output. The first failed segment calls `abort` (the command cancels
 * the rest) and is the error thrown once every segment has settled.
 */
export async function renderSegmented(scheduler: Scheduler, job: SegmentedJob, onProgress: (p: RenderProgress) => void,
  lookups: SegmentLookup[] = lookUpSegments(job), abort: () => void = () => undefined): Promise<SegmentedResult> {
  const start = performance.now();
  removeStaleWork(job.output);
  const work = path.join(path.dirname(job.output), `.${path.basename(job.output)}.${process.pid}.segments`);
  fs.mkdirSync(work, {recursive: true});
  const forget = removeOnExit(work);
  const total = job.timeline.durationInFrames;
  const toCapture = lookups.reduce((t, l) => t + (l.hit === undefined ? l.plan.captured.length : 0), 0);
  const progress = new Map<number, {captured: number; encoded: number}>();
  lookups.forEach((l, i) => progress.set(i, {captured: 0, encoded: l.hit === undefined ? 0 : l.scene.durationInFrames}));
  const report = () => {
    let captured = 0;
    let encoded = 0;
    for (const p of progress.values()) {
      captured += p.captured;
      encoded += p.encoded;
    }
    onProgress({captured, toCapture, encoded, frames: total, elapsedSeconds: (performance.now() - start) / 1000});
  };
  report();
  try {
    const settled = await Promise.allSettled(lookups.map(async ({scene, key, plan, hit}, i) => {
      if (hit !== undefined) return hit;
      const fresh = path.join(work, `${String(i).padStart(2, '0')}-${scene.id}.mp4`);
      const label = `${job.compositionId}: scene ${scene.id}`;
      try {
        await scheduler.submit({kind: 'video', label, weight: plan.captured.length, job: {compositionId: job.compositionId, props: job.props, fps: job.timeline.fps,
          plan, scale: job.scale, concurrency: job.concurrency, encode: job.encode, output: fresh}}, (p) => {
          progress.set(i, {captured: p.captured, encoded: p.encoded});
          report();
        });
      } catch (error) {
        abort();
        throw error;
      }
      progress.set(i, {captured: plan.captured.length, encoded: scene.durationInFrames});
      report();
      return job.cache === undefined ? fresh : job.cache.store(key, fresh, scene.durationInFrames);
    }));
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed !== undefined) throw (failed as PromiseRejectedResult).reason;
    const files = settled.map((s) => (s as PromiseFulfilledResult<string>).value);
    const partial = path.join(work, 'joined.mp4');
    await joinSegments(files, partial);
    const width = Math.round(frameSize.width * job.scale);
    const height = Math.round(frameSize.height * job.scale);
    const problems = await verifyVideo(partial, {frames: total, fps: job.timeline.fps, width, height, segments: job.timeline.scenes.map((s) => s.durationInFrames)});
    if (problems.length > 0) throw new Error(describeProblems(job.output, problems));
    fs.renameSync(partial, job.output);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
    forget();
  }
  const allCaptured = lookups.reduce((t, l) => t + l.plan.captured.length, 0);
  return {frames: total, captured: allCaptured, repeated: total - allCaptured, wallSeconds: (performance.now() - start) / 1000,
    bytes: fs.statSync(job.output).size, width: Math.round(frameSize.width * job.scale), height: Math.round(frameSize.height * job.scale),
    rendered: lookups.filter((l) => l.hit === undefined).map((l) => l.scene.id), reused: lookups.filter((l) => l.hit !== undefined).map((l) => l.scene.id)};
}

/** Work folders and partial files that a killed render (its process gone) left beside the output. */
export function removeStaleWork(output: string): void {
  const dir = path.dirname(output);
  if (!fs.existsSync(dir)) return;
  const pattern = new RegExp(`^\\.${path.basename(output).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.(segments|partial\\.mp4)$`);
  for (const entry of fs.readdirSync(dir)) {
    const pid = Number(pattern.exec(entry)?.[1]);
    if (!Number.isInteger(pid) || isAlive(pid)) continue;
    fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
  }
}
