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
import {lookUpSegments, renderSegmented} from './render-segmented';
import {checkDag, simulateReplay, type ReplayDag, type TailPart} from './replay-model';
import type {RenderTimings} from './render-timings';
import {partKindNames, type ItemTiming, type PartTiming} from './work-timings';
import {openExecutor} from './workers/executor';
import {submitTimed} from './workers/scheduler';

/** One measured render: its wall time, its work items, its main-process parts and its workers' start and stop. */
export type ReplayRun = {
  workers: number;
  seconds: number;
  items: ItemTiming[];
  parts: PartTiming[];
  startSeconds: number;
  closeSeconds: number;
};

export type ReplaySet = {kind: 'full'} | {kind: 'sample'; perScene: number};

export type ReplayRow = {
  workers: number;
  predictedSeconds: number;
  speedUp: number;
  efficiency: number;
  /** when the slots' last item ends, from the first item's start */
  itemsEnd: number;
  /** the main-process parts after the last item, on the critical path */
  tail: TailPart[];
  tailSeconds: number;
  /** main-process seconds run beside the slots, off the critical path */
  overlappedSeconds: number;
  measuredSeconds: number | undefined;
  measuredSpeedUp: number | undefined;
};

export type ReplayTable = {
  rows: ReplayRow[];
  /** the parts every N pays once, before and after everything else: bundling, the workers' start and stop */
  serial: {what: string; seconds: number}[];
  serialSeconds: number;
  /** the main process's parts by kind (joins of chunks, joins of scenes, verification): they overlap the slots except for the tail */
  main: {what: string; seconds: number}[];
  mainSeconds: number;
  items: number;
  itemSeconds: number;
  largestItemShare: number;
  /** the 2-worker runs' own items replayed on 2 slots: the slowdown of an item beside another one, which the model leaves out */
  predictedFromTwoWorkerItems: number | undefined;
};

/**
 * The replay: items and main-process parts measured in the 1-worker runs (each its median over
 * the runs) replayed on N slots by `simulateReplay`, plus the parts every N pays (bundle, the
 * workers' start and stop).
 */
export function replayTable(runs: readonly ReplayRun[], bundleSeconds: number, counts: readonly number[]): ReplayTable {
  const ones = runs.filter((r) => r.workers === 1);
  if (ones.length === 0) throw new Error('the replay needs at least one 1-worker run');
  const dag = medianDag(ones);
  checkDag(dag);
  const serial = [
    {what: 'bundle', seconds: bundleSeconds},
    {what: 'workers start', seconds: median(ones.map((r) => r.startSeconds))},
    {what: 'workers stop', seconds: median(ones.map((r) => r.closeSeconds))},
  ];
  const serialSeconds = serial.reduce((t, s) => t + s.seconds, 0);
  const kinds = [...new Set(dag.parts.map((p) => p.kind))];
  const main = kinds.map((kind) => ({
    what: partKindNames[kind],
    seconds: dag.parts.filter((p) => p.kind === kind).reduce((t, p) => t + p.seconds, 0),
  }));
  const one = serialSeconds + simulateReplay(dag, 1).end;
  const measuredOne = median(ones.map((r) => r.seconds)) + bundleSeconds;
  const rows = counts.map((workers) => {
    const sim = simulateReplay(dag, workers);
    const predictedSeconds = serialSeconds + sim.end;
    const measured = runs.filter((r) => r.workers === workers);
    const measuredSeconds = measured.length === 0 ? undefined : median(measured.map((r) => r.seconds)) + bundleSeconds;
    const speedUp = one / predictedSeconds;
    return {
      workers,
      predictedSeconds,
      speedUp,
      efficiency: speedUp / workers,
      itemsEnd: sim.itemsEnd,
      tail: sim.tail,
      tailSeconds: sim.end - sim.itemsEnd,
      overlappedSeconds: sim.overlappedSeconds,
      measuredSeconds,
      measuredSpeedUp: measuredSeconds === undefined ? undefined : measuredOne / measuredSeconds,
    };
  });
  const twos = runs.filter((r) => r.workers === 2);
  const itemSeconds = dag.items.reduce((t, i) => t + i.seconds, 0);
  return {
    rows,
    serial,
    serialSeconds,
    main,
    mainSeconds: main.reduce((t, m) => t + m.seconds, 0),
    items: dag.items.length,
    itemSeconds,
    largestItemShare: Math.max(...dag.items.map((i) => i.seconds)) / itemSeconds,
    predictedFromTwoWorkerItems: twos.length === 0 ? undefined : serialSeconds + simulateReplay(medianDag(twos), 2).end,
  };
}

const partKey = (p: PartTiming) => `${p.kind}\u0000${p.video}\u0000${p.scene ?? ''}`;

/** The first run's items and parts, each with its median time over the runs (matched by label, and by kind, video and scene). */
function medianDag(runs: readonly ReplayRun[]): ReplayDag {
  const first = runs[0] as ReplayRun;
  return {
    items: first.items.map((item) => ({
      ...item,
      seconds: median(runs.map((r) => r.items.find((i) => i.label === item.label)?.seconds ?? item.seconds)),
    })),
    parts: first.parts.map((part) => ({
      ...part,
      seconds: median(runs.map((r) => r.parts.find((p) => partKey(p) === partKey(part))?.seconds ?? part.seconds)),
    })),
  };
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
  const items: ItemTiming[][] = videos.map(() => []);
  const parts: PartTiming[] = [];
  let closeSeconds = 0;
  try {
    await Promise.all(
      videos.map(async (definition, v) => {
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
        // the thumbnail submitted right after the video's chunks, as `npm run render` does
        const thumbnailLabel = `${id}: thumbnail`;
        const [result, thumbnail] = await Promise.all([
          renderSegmented(executor.scheduler, job, () => undefined, lookUpSegments(job)),
          submitTimed(executor.scheduler, {
            kind: 'thumbnail',
            label: thumbnailLabel,
            weight: 0,
            videoId: id,
            props: job.props,
            output: path.join(dir, `${id}-${workers}.png`),
          }),
        ]);
        items[v] = [
          ...result.items,
          {label: thumbnailLabel, kind: 'thumbnail', video: id, captures: 0, weight: 0, seconds: thumbnail.seconds},
        ];
        parts.push(...result.parts);
      }),
    );
  } finally {
    const closing = performance.now();
    await executor.close();
    closeSeconds = (performance.now() - closing) / 1000;
  }
  return {workers, seconds: (performance.now() - began) / 1000, items: items.flat(), parts, startSeconds, closeSeconds};
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
 * The replay of a real render's recorded items and main-process parts
 * (`<out>/render-timings.json`) on N slots. The items were timed beside each other when the
 * render ran on several workers, so each is slower than alone: the table's 1-slot time is
 * inflated by that. Its measured column is left empty; `atOwnWorkers` compares the replay at
 * the render's own worker count with its measured wall time (the model's own check).
 */
export function replayRecorded(
  timings: RenderTimings,
  counts: readonly number[],
): ReplayTable & {atOwnWorkers: {workers: number; predictedSeconds: number; wallSeconds: number}} {
  const run: ReplayRun = {
    workers: 1,
    seconds: timings.wallSeconds - timings.bundleSeconds,
    items: timings.items,
    parts: timings.parts,
    startSeconds: timings.startSeconds,
    closeSeconds: timings.closeSeconds,
  };
  const table = replayTable([run], timings.bundleSeconds, [...new Set([...counts, timings.workers])]);
  const own = table.rows.find((r) => r.workers === timings.workers) as ReplayRow;
  return {
    ...table,
    rows: table.rows
      .filter((r) => counts.includes(r.workers))
      .map((r) => ({...r, measuredSeconds: undefined, measuredSpeedUp: undefined})),
    atOwnWorkers: {workers: timings.workers, predictedSeconds: own.predictedSeconds, wallSeconds: timings.wallSeconds},
  };
}

/** 1, 2, 4 … 64. */
export const replayCounts = [1, 2, 4, 8, 16, 32, 64] as const;
