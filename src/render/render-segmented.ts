import fs from 'node:fs';
import path from 'node:path';
import type {CompositionProps} from '../composition-props';
import type {ResolvedScene, Timeline} from '../timeline/timeline-types';
import {frameSize} from '../visual/tokens';
import {chunkScene, type Chunk} from './chunks';
import {loopRuns} from './loop-runs';
import {isAlive} from './process-alive';
import {removeOnExit} from './cleanup-on-exit';
import type {EncodeSettings} from './encode-settings';
import {joinSegments} from './join-segments';
import type {RenderProgress, RenderResult} from './render-video';
import type {SegmentCache} from './segment-cache';
import {segmentKey, type SegmentContext} from './segment-key';
import {describeProblems, verifyVideo} from './verify-video';
import type {ItemTiming, PartTiming} from './work-timings';
import {submitTimed, type Scheduler} from './workers/scheduler';

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
  /** the most captures per work item (src/render/chunks.ts); tests set a small one */
  chunkCaptures?: number;
};

export type SegmentedResult = RenderResult & {
  rendered: string[];
  reused: string[];
  /** the chunks it rendered, in the order submitted (scene by scene, chunk by chunk) */
  items: ItemTiming[];
  /** the main process's joins and verification, each with the scene or video it belongs to */
  parts: PartTiming[];
};

/** A scene's segment: its cache key, its chunks (the work items, src/render/chunks.ts) and the cached file when the key matched. */
export type SegmentLookup = {scene: ResolvedScene; key: string; chunks: Chunk[]; hit: string | undefined};

/**
 * A frame encoded but not captured (a hold's or a loop's repeat) costs about a seventh of a
 * captured one: fitted on session 43's clean-clone render (102 chunks, 2 workers), an item took
 * 0.47 s per capture + 0.066 s per output frame. A loop-carrying chunk of few captures and many
 * frames (nvlink one-hop 4/4: 45 captures, 495 frames, 81 s) is heavy, not light.
 */
export const encodeShare = 0.14;

/** The scheduler's weight of a chunk: its expected cost in captures, repeats counted at `encodeShare`. */
export const itemWeight = (plan: {captured: readonly number[]; output: readonly number[]}) =>
  plan.captured.length + encodeShare * (plan.output.length - plan.captured.length);

/** Captures a lookup's chunks take together. */
export const capturesOf = (l: SegmentLookup) => l.chunks.reduce((t, c) => t + c.plan.captured.length, 0);

/** Every scene looked up in the cache first, so the render knows its whole work (and its worker count) before it starts. */
export function lookUpSegments(job: SegmentedJob): SegmentLookup[] {
  const runs = loopRuns(job.timeline);
  return job.timeline.scenes.map((scene) => {
    const key = segmentKey(job.timeline, scene, job.context);
    const hit = job.cache?.lookup(key, scene.durationInFrames, scene.id);
    return {scene, key, chunks: chunkScene(job.timeline, scene, job.everyFrame, job.chunkCaptures, runs), hit};
  });
}

/**
 * Renders a video scene by scene: each scene is a closed-GOP segment, reused from the cache
 * when its key matches; the missing ones are split into chunks (at whole GOPs, at most
 * `maxCapturesPerChunk` captures each), which go to the scheduler together (in parallel when it
 * has several workers, the heaviest first); a scene's chunks are joined by stream copy into its
 * segment (one cache entry per scene), and the segments, in scene order, into the verified output. The first failed segment calls `abort` (the command cancels
 * the rest) and is the error thrown once every segment has settled.
 */
export async function renderSegmented(
  scheduler: Scheduler,
  job: SegmentedJob,
  onProgress: (p: RenderProgress) => void,
  lookups: SegmentLookup[] = lookUpSegments(job),
  abort: () => void = () => undefined,
): Promise<SegmentedResult> {
  const start = performance.now();
  removeStaleWork(job.output);
  const work = path.join(path.dirname(job.output), `.${path.basename(job.output)}.${process.pid}.segments`);
  fs.mkdirSync(work, {recursive: true});
  const forget = removeOnExit(work);
  const video = job.compositionId;
  // each chunk's timing at its place in the submission order (scene by scene, chunk by chunk)
  const itemsBySubmission: ItemTiming[][] = lookups.map(() => []);
  const parts: PartTiming[] = [];
  const timed = async <T>(part: Omit<PartTiming, 'seconds'>, run: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    const value = await run();
    parts.push({...part, seconds: (performance.now() - began) / 1000});
    return value;
  };
  const total = job.timeline.durationInFrames;
  const toCapture = lookups.reduce((t, l) => t + (l.hit === undefined ? capturesOf(l) : 0), 0);
  const progress = new Map<string, {captured: number; encoded: number}>();
  lookups.forEach((l, i) =>
    progress.set(`${i}`, {captured: 0, encoded: l.hit === undefined ? 0 : l.scene.durationInFrames}),
  );
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
    const settled = await Promise.allSettled(
      lookups.map(async ({scene, key, chunks, hit}, i) => {
        if (hit !== undefined) return hit;
        const name = `${String(i).padStart(2, '0')}-${scene.id}`;
        const fresh = path.join(work, `${name}.mp4`);
        const label = `${job.compositionId}: scene ${scene.id}`;
        const renderChunk = async (chunk: Chunk, c: number) => {
          const output = chunks.length === 1 ? fresh : path.join(work, `${name}.${String(c).padStart(3, '0')}.mp4`);
          const itemLabel = chunks.length === 1 ? label : `${label} ${c + 1}/${chunks.length}`;
          const {seconds} = await submitTimed(
            scheduler,
            {
              kind: 'video',
              label: itemLabel,
              weight: itemWeight(chunk.plan),
              job: {
                compositionId: job.compositionId,
                props: job.props,
                fps: job.timeline.fps,
                plan: chunk.plan,
                scale: job.scale,
                concurrency: job.concurrency,
                encode: job.encode,
                output,
              },
            },
            (p) => {
              progress.set(`${i}.${c}`, {captured: p.captured, encoded: p.encoded});
              report();
            },
          );
          (itemsBySubmission[i] as ItemTiming[])[c] = {
            label: itemLabel,
            kind: 'chunk',
            video,
            scene: scene.id,
            captures: chunk.plan.captured.length,
            weight: itemWeight(chunk.plan),
            seconds,
          };
          progress.set(`${i}.${c}`, {captured: chunk.plan.captured.length, encoded: chunk.plan.output.length});
          report();
          return output;
        };
        // every chunk settles before the scene does (the work folder is removed after), the first failure cancels the rest
        const parts = await Promise.allSettled(
          chunks.map((chunk, c) =>
            renderChunk(chunk, c).catch((error: unknown) => {
              abort();
              throw error;
            }),
          ),
        );
        const failed = parts.find((p) => p.status === 'rejected');
        if (failed !== undefined) throw (failed as PromiseRejectedResult).reason;
        const files = parts.map((p) => (p as PromiseFulfilledResult<string>).value);
        if (files.length > 1)
          await timed({kind: 'join-chunks', video, scene: scene.id}, () => joinSegments(files, fresh));
        return job.cache === undefined ? fresh : job.cache.store(key, fresh, scene.durationInFrames);
      }),
    );
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed !== undefined) throw (failed as PromiseRejectedResult).reason;
    const files = settled.map((s) => (s as PromiseFulfilledResult<string>).value);
    const partial = path.join(work, 'joined.mp4');
    await timed({kind: 'join-scenes', video}, () => joinSegments(files, partial));
    const width = Math.round(frameSize.width * job.scale);
    const height = Math.round(frameSize.height * job.scale);
    const problems = await timed({kind: 'verify', video}, () =>
      verifyVideo(partial, {
        frames: total,
        fps: job.timeline.fps,
        width,
        height,
        segments: job.timeline.scenes.map((s) => s.durationInFrames),
      }),
    );
    if (problems.length > 0) throw new Error(describeProblems(job.output, problems));
    fs.renameSync(partial, job.output);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
    forget();
  }
  const allCaptured = lookups.reduce((t, l) => t + capturesOf(l), 0);
  return {
    frames: total,
    captured: allCaptured,
    repeated: total - allCaptured,
    wallSeconds: (performance.now() - start) / 1000,
    bytes: fs.statSync(job.output).size,
    width: Math.round(frameSize.width * job.scale),
    height: Math.round(frameSize.height * job.scale),
    rendered: lookups.filter((l) => l.hit === undefined).map((l) => l.scene.id),
    reused: lookups.filter((l) => l.hit !== undefined).map((l) => l.scene.id),
    items: itemsBySubmission.flat(),
    parts,
  };
}

/** Work folders and partial files that a killed render (its process gone) left beside the output. */
export function removeStaleWork(output: string): void {
  const dir = path.dirname(output);
  if (!fs.existsSync(dir)) return;
  const pattern = new RegExp(
    `^\\.${path.basename(output).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.(segments|partial\\.mp4)$`,
  );
  for (const entry of fs.readdirSync(dir)) {
    const pid = Number(pattern.exec(entry)?.[1]);
    if (!Number.isInteger(pid) || isAlive(pid)) continue;
    fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
  }
}
