import fs from 'node:fs';
import path from 'node:path';
import type {CancelSignal} from '@remotion/renderer';
import type {CompositionProps} from '../composition-props';
import type {Timeline} from '../timeline/resolve-timeline';
import {frameSize} from '../visual/tokens';
import {planCapture} from './capture-plan';
import {isAlive} from './process-alive';
import {removeOnExit} from './cleanup-on-exit';
import type {EncodeSettings} from './encode-settings';
import {joinSegments} from './join-segments';
import type {RenderSession} from './render-session';
import {renderVideo, type RenderProgress, type RenderResult} from './render-video';
import type {SegmentCache} from './segment-cache';
import {segmentKey, type SegmentContext} from './segment-key';
import {describeProblems, verifyVideo} from './verify-video';

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

/**
 * Renders a video scene by scene: each scene is a closed-GOP segment, reused from the cache
 * when its key matches, and the segments are joined by stream copy into the verified output.
 */
export async function renderSegmented(session: RenderSession, job: SegmentedJob, cancelSignal: CancelSignal, onProgress: (p: RenderProgress) => void): Promise<SegmentedResult> {
  const start = performance.now();
  removeStaleWork(job.output);
  const work = path.join(path.dirname(job.output), `.${path.basename(job.output)}.${process.pid}.segments`);
  fs.mkdirSync(work, {recursive: true});
  const forget = removeOnExit(work);
  const rendered: string[] = [];
  const reused: string[] = [];
  const files: string[] = [];
  let captured = 0;
  let toCapture = 0;
  let done = 0;
  const total = job.timeline.durationInFrames;
  const plans = job.timeline.scenes.map((scene) => planCapture(job.timeline, [{from: scene.from, to: scene.to}], job.everyFrame));
  // Look every scene up first, so the progress shows the whole job's captures from the start.
  const lookups = job.timeline.scenes.map((scene, i) => {
    const key = segmentKey(job.timeline, scene, job.context);
    return {scene, key, plan: plans[i] as (typeof plans)[number], hit: job.cache?.lookup(key, scene.durationInFrames, scene.id)};
  });
  toCapture = lookups.reduce((t, l) => t + (l.hit === undefined ? l.plan.captured.length : 0), 0);
  try {
    for (const [i, {scene, key, plan, hit}] of lookups.entries()) {
      if (hit !== undefined) {
        reused.push(scene.id);
        files.push(hit);
      } else {
        const fresh = path.join(work, `${String(i).padStart(2, '0')}-${scene.id}.mp4`);
        await renderVideo(session, {compositionId: job.compositionId, props: job.props, fps: job.timeline.fps, plan, scale: job.scale,
          concurrency: job.concurrency, encode: job.encode, output: fresh}, cancelSignal,
        (p) => onProgress({captured: captured + p.captured, toCapture, encoded: done + p.encoded, frames: total, elapsedSeconds: (performance.now() - start) / 1000}));
        captured += plan.captured.length;
        rendered.push(scene.id);
        files.push(job.cache === undefined ? fresh : job.cache.store(key, fresh, scene.durationInFrames));
      }
      done += scene.durationInFrames;
      onProgress({captured, toCapture, encoded: done, frames: total, elapsedSeconds: (performance.now() - start) / 1000});
    }
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
  const allCaptured = plans.reduce((t, p) => t + p.captured.length, 0);
  return {frames: total, captured: allCaptured, repeated: total - allCaptured, wallSeconds: (performance.now() - start) / 1000,
    bytes: fs.statSync(job.output).size, width: Math.round(frameSize.width * job.scale), height: Math.round(frameSize.height * job.scale), rendered, reused};
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
