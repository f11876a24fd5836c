import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {VideoDefinition} from '../script/video-definition';
import {resolveVideo} from '../timeline/resolve-video';
import {planCapture} from './capture-plan';
import {defaultImageFormat} from './encode-settings';
import {median} from './bench';
import {startMemorySampler} from './memory-peak';
import type {BundleSession} from './render-session';
import {lookUpSegments, renderSegmented} from './render-segmented';
import {openExecutor} from './workers/executor';
import type {WorkItem} from './workers/work-item';

export type WorkersBenchRow = {
  workers: number;
  runs: number[];
  medianSeconds: number;
  speedUp: number;
  efficiency: number;
  peakMemoryBytes: number;
};

/** What one run renders: every scene of the videos whole (cold, no cache), or the middle `perScene` frames of each scene. */
export type WorkersBenchSet = {kind: 'full'} | {kind: 'sample'; perScene: number};

/** The same frames, settings and output as `npm run render` (dark, 1080p30, CRF 18, PNG captures, cache off). */
async function renderSet(
  bundle: BundleSession,
  workers: number,
  videos: readonly VideoDefinition[],
  set: WorkersBenchSet,
  dir: string,
): Promise<void> {
  const executor = await openExecutor(workers, bundle);
  const encode = {crf: 18, preset: 'medium' as const, imageFormat: defaultImageFormat};
  const props = {theme: 'dark' as const, fps: 30 as const};
  try {
    await Promise.all(
      videos.map(async (definition) => {
        const {timeline, references} = resolveVideo(definition);
        const id = String(definition.script.id);
        if (set.kind === 'full') {
          const job = {
            compositionId: id,
            timeline,
            props,
            scale: 1,
            everyFrame: false,
            concurrency: 1,
            encode,
            output: path.join(dir, `${id}-${workers}.mp4`),
            cache: undefined,
            context: {
              codeHash: 'bench',
              references,
              settings: encode,
              remotionVersion: 'bench',
              browserVersion: 'bench',
            },
          };
          await renderSegmented(executor.scheduler, job, () => undefined, lookUpSegments(job));
          return;
        }
        await Promise.all(
          timeline.scenes.map((scene) => {
            const middle = Math.floor((scene.from + scene.to) / 2);
            const plan = planCapture(
              timeline,
              [{from: middle - set.perScene / 2, to: middle + set.perScene / 2}],
              false,
            );
            const item: WorkItem = {
              kind: 'video',
              label: `${id}: ${scene.id}`,
              weight: plan.captured.length,
              job: {
                compositionId: id,
                props,
                fps: 30,
                plan,
                scale: 1,
                concurrency: 1,
                encode,
                output: path.join(dir, `${id}-${scene.id}-${workers}.mp4`),
              },
            };
            return executor.scheduler.submit(item);
          }),
        );
      }),
    );
  } finally {
    await executor.close();
  }
}

/**
 * Renders the same set at each worker count, interleaved (1 2 4 … 1 2 4 …) and repeated, and
 * reports each count's median wall time (worker start-up included), its speed-up over one
 * worker measured in the same run, its efficiency (speed-up ÷ workers) and the peak memory of
 * the whole process tree.
 */
export async function benchWorkers(
  bundle: BundleSession,
  videos: readonly VideoDefinition[],
  counts: readonly number[],
  rounds: number,
  set: WorkersBenchSet,
  log: (line: string) => void,
): Promise<WorkersBenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workers-'));
  const runs = new Map<number, number[]>(counts.map((n) => [n, []]));
  const peaks = new Map<number, number>();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const n of counts) {
        const memory = startMemorySampler(500);
        const start = performance.now();
        await renderSet(bundle, n, videos, set, dir);
        const seconds = (performance.now() - start) / 1000;
        peaks.set(n, Math.max(peaks.get(n) ?? 0, memory.stop().bytes));
        runs.get(n)?.push(seconds);
        log(`round ${round}/${rounds}: ${n} worker(s) in ${seconds.toFixed(1)} s`);
      }
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  const one = median(runs.get(1) ?? []);
  return counts.map((workers) => {
    const medianSeconds = median(runs.get(workers) ?? []);
    const speedUp = one / medianSeconds;
    return {
      workers,
      runs: runs.get(workers) ?? [],
      medianSeconds,
      speedUp,
      efficiency: speedUp / workers,
      peakMemoryBytes: peaks.get(workers) ?? 0,
    };
  });
}

/** 1, 2, 4, … up to `cores`, and `cores` itself. */
export function workerCounts(cores: number): number[] {
  const counts = [1];
  for (let n = 2; n < cores; n *= 2) counts.push(n);
  if (cores > 1) counts.push(cores);
  return counts;
}
