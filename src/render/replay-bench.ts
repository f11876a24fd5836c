import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {VideoDefinition} from '../script/video-definition';
import {resolveVideo} from '../timeline/resolve-video';
import type {Timeline} from '../timeline/timeline-types';
import {median} from './bench';
import {maxCapturesPerChunk} from './chunks';
import {defaultImageFormat} from './encode-settings';
import type {BundleSession} from './render-session';
import {lookUpSegments, renderSegmented, type ItemTiming, type SerialTiming} from './render-segmented';
import {openExecutor} from './workers/executor';
import type {RenderTimings} from './render-timings';

/** One measured render: its wall time, its work items, its serial parts and its workers' start and stop. */
export type ReplayRun = {
  workers: number;
  seconds: number;
  items: ItemTiming[];
  serial: SerialTiming[];
  startSeconds: number;
  closeSeconds: number;
};

export type ReplaySet = {kind: 'full'} | {kind: 'sample'; perScene: number};

/**
 * How long `slots` workers take for `items`, scheduled as src/render/workers/scheduler.ts does:
 * all items queued at once, heaviest (most captures) first, ties in the order given; each free
 * slot takes the next item. Returns the time the last item ends.
 */
export function replaySchedule(items: readonly {captures: number; seconds: number}[], slots: number): number {
  const queue = items
    .map((item, order) => ({item, order}))
    .sort((a, b) => b.item.captures - a.item.captures || a.order - b.order);
  const free = Array.from({length: slots}, () => 0);
  for (const {item} of queue) {
    let slot = 0;
    for (let s = 1; s < free.length; s++) if ((free[s] as number) < (free[slot] as number)) slot = s;
    free[slot] = (free[slot] as number) + item.seconds;
  }
  return Math.max(0, ...free);
}

export type ReplayRow = {
  workers: number;
  predictedSeconds: number;
  speedUp: number;
  efficiency: number;
  measuredSeconds: number | undefined;
  measuredSpeedUp: number | undefined;
};

export type ReplayTable = {
  rows: ReplayRow[];
  /** the parts every N pays once: bundling, the workers' start and stop, the joins and the verification */
  serial: {what: string; seconds: number}[];
  serialSeconds: number;
  items: number;
  itemSeconds: number;
  largestItemShare: number;
  /** the 2-worker runs' own items replayed on 2 slots: the slowdown of an item beside another one, which the model leaves out */
  predictedFromTwoWorkerItems: number | undefined;
};

/** The replay: items measured in the 1-worker runs (each its median over the runs) scheduled on N slots, plus the serial parts. */
export function replayTable(runs: readonly ReplayRun[], bundleSeconds: number, counts: readonly number[]): ReplayTable {
  const ones = runs.filter((r) => r.workers === 1);
  if (ones.length === 0) throw new Error('the replay needs at least one 1-worker run');
  const items = medianItems(ones);
  const serialNames = [...new Set(ones.flatMap((r) => r.serial.map((s) => kindOf(s.what))))];
  const serial = [
    {what: 'bundle', seconds: bundleSeconds},
    {what: 'workers start', seconds: median(ones.map((r) => r.startSeconds))},
    ...serialNames.map((what) => ({
      what,
      seconds: median(
        ones.map((r) => r.serial.filter((s) => kindOf(s.what) === what).reduce((t, s) => t + s.seconds, 0)),
      ),
    })),
    {what: 'workers stop', seconds: median(ones.map((r) => r.closeSeconds))},
  ];
  const serialSeconds = serial.reduce((t, s) => t + s.seconds, 0);
  const predicted = (n: number) => serialSeconds + replaySchedule(items, n);
  const one = predicted(1);
  const measuredOne = median(ones.map((r) => r.seconds)) + bundleSeconds;
  const rows = counts.map((workers) => {
    const measured = runs.filter((r) => r.workers === workers);
    const measuredSeconds = measured.length === 0 ? undefined : median(measured.map((r) => r.seconds)) + bundleSeconds;
    const speedUp = one / predicted(workers);
    return {
      workers,
      predictedSeconds: predicted(workers),
      speedUp,
      efficiency: speedUp / workers,
      measuredSeconds,
      measuredSpeedUp: measuredSeconds === undefined ? undefined : measuredOne / measuredSeconds,
    };
  });
  const twos = runs.filter((r) => r.workers === 2);
  const itemSeconds = items.reduce((t, i) => t + i.seconds, 0);
  return {
    rows,
    serial,
    serialSeconds,
    items: items.length,
    itemSeconds,
    largestItemShare: Math.max(...items.map((i) => i.seconds)) / itemSeconds,
    predictedFromTwoWorkerItems: twos.length === 0 ? undefined : serialSeconds + replaySchedule(medianItems(twos), 2),
  };
}

/** `join x's 3 chunks` → `joins of chunks`: serial parts summed by kind. */
const kindOf = (what: string) =>
  what.startsWith('join') ? (what.includes('chunks') ? 'joins of chunks' : 'joins of scenes') : what;

function medianItems(runs: readonly ReplayRun[]): ItemTiming[] {
  const first = runs[0]?.items ?? [];
  return first.map((item) => ({
    ...item,
    seconds: median(runs.map((r) => r.items.find((i) => i.label === item.label)?.seconds ?? item.seconds)),
  }));
}

/** The sample: each scene cut to its middle `perScene` frames (a scene of its own), chunks scaled to the sample's share of the frames. */
function sampleTimeline(timeline: Timeline, perScene: number): {timeline: Timeline; chunkCaptures: number} {
  const scenes = timeline.scenes.map((s) => {
    const middle = Math.floor((s.from + s.to) / 2);
    return {...s, from: middle - perScene / 2, to: middle + perScene / 2, durationInFrames: perScene};
  });
  const share = (perScene * scenes.length) / timeline.durationInFrames;
  return {
    timeline: {...timeline, scenes, durationInFrames: perScene * scenes.length},
    chunkCaptures: Math.max(1, Math.round(maxCapturesPerChunk * share)),
  };
}

/** One cold render of the set (dark, 1080p30, CRF 18, PNG captures, no cache) on `workers` workers, measured. */
async function measuredRender(
  bundle: BundleSession,
  workers: number,
  videos: readonly VideoDefinition[],
  set: ReplaySet,
  dir: string,
): Promise<ReplayRun> {
  const began = performance.now();
  const executor = await openExecutor(workers, bundle);
  const startSeconds = (performance.now() - began) / 1000;
  const encode = {crf: 18, preset: 'medium' as const, imageFormat: defaultImageFormat};
  const items: ItemTiming[] = [];
  const serial: SerialTiming[] = [];
  let closeSeconds = 0;
  try {
    await Promise.all(
      videos.map(async (definition) => {
        const resolved = resolveVideo(definition);
        const id = String(definition.script.id);
        const {timeline, chunkCaptures} =
          set.kind === 'full'
            ? {timeline: resolved.timeline, chunkCaptures: undefined}
            : sampleTimeline(resolved.timeline, set.perScene);
        const job = {
          compositionId: id,
          timeline,
          props: {theme: 'dark' as const, fps: 30 as const},
          scale: 1,
          everyFrame: false,
          concurrency: 1,
          encode,
          output: path.join(dir, `${id}-${workers}.mp4`),
          cache: undefined,
          chunkCaptures,
          context: {
            codeHash: 'bench',
            references: resolved.references,
            settings: encode,
            remotionVersion: 'bench',
            browserVersion: 'bench',
          },
        };
        const result = await renderSegmented(executor.scheduler, job, () => undefined, lookUpSegments(job));
        items.push(...result.items.map((i) => ({...i, label: `${i.label}`})));
        serial.push(...result.serial);
      }),
    );
  } finally {
    const closing = performance.now();
    await executor.close();
    closeSeconds = (performance.now() - closing) / 1000;
  }
  items.sort((a, b) => a.label.localeCompare(b.label));
  return {workers, seconds: (performance.now() - began) / 1000, items, serial, startSeconds, closeSeconds};
}

/** Measured 1- and 2-worker renders of the same set, interleaved and repeated; the 1-worker items replayed on `counts` slots. */
export async function benchReplay(
  bundle: BundleSession,
  bundleSeconds: number,
  videos: readonly VideoDefinition[],
  set: ReplaySet,
  rounds: number,
  counts: readonly number[],
  log: (line: string) => void,
): Promise<{table: ReplayTable; runs: ReplayRun[]}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-replay-'));
  const runs: ReplayRun[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const n of [1, 2]) {
        const run = await measuredRender(bundle, n, videos, set, dir);
        runs.push(run);
        log(`round ${round}/${rounds}: ${n} worker(s) in ${run.seconds.toFixed(1)} s (${run.items.length} items)`);
      }
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  return {table: replayTable(runs, bundleSeconds, counts), runs};
}

/**
 * The replay of a real render's recorded items (`<out>/render-timings.json`): its items and
 * serial parts scheduled on N slots as the scheduler orders them. The items were timed beside
 * each other when the render ran on several workers, so each is slower than alone: the table's
 * 1-slot time is inflated by that, and its measured column is left to the caller (this render's own
 * wall time at its own worker count).
 */
export function replayRecorded(timings: RenderTimings, counts: readonly number[]): ReplayTable {
  const run: ReplayRun = {
    workers: 1,
    seconds: timings.wallSeconds - timings.bundleSeconds,
    items: timings.items,
    serial: timings.serial,
    startSeconds: timings.startSeconds,
    closeSeconds: timings.closeSeconds,
  };
  const table = replayTable([run], timings.bundleSeconds, counts);
  return {...table, rows: table.rows.map((r) => ({...r, measuredSeconds: undefined, measuredSpeedUp: undefined}))};
}

/** 1, 2, 4 … 64. */
export const replayCounts = [1, 2, 4, 8, 16, 32, 64] as const;
