import os from 'node:os';
// `npm run bench [-- --full [--held] | --against <rev> [--full] | --encode | --image-format [ids] | --workers [--sample] [--max N] | --replay [--sample [--per-scene N] | --from <out>/render-timings.json] | --browsers] [--rounds N]`: render speed, measured side by side in one run, interleaved and repeated.
import {videos} from '../../compositions/index';
import {runBench, sceneMiddles, trivialPlan, wholeVideo, type BenchRow, type BenchSubject} from '../render/bench';
import {visibleStep} from '../render/frame-difference';
import {compareImageFormats, type ImageFormatRow} from '../render/image-format-bench';
import {openBundle, openSession} from '../render/render-session';
import {benchWorkers, workerCounts, type WorkersBenchSet} from '../render/workers-bench';
import {benchBrowsers} from '../render/browser-bench';
import {benchReplay, replayCounts, replayRecorded, type ReplaySet, type ReplayTable} from '../render/replay-bench';
import {readRenderTimings} from '../render/render-timings';
import {benchAgainst} from '../render/against-bench';
import {describeHead} from '../render/revision-tree';

async function main(): Promise<void> {
  const full = process.argv.includes('--full');
  const encode = process.argv.includes('--encode');
  const heldOnly = process.argv.includes('--held');
  if (heldOnly && !full) throw new Error('--held goes with --full (the whole videos, held renders only)');
  const roundsArg = process.argv.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Number(process.argv[roundsArg + 1]) : full ? 1 : 3;
  const trivial: BenchSubject = {name: 'trivial', compositionId: 'bench-trivial', plan: trivialPlan(full ? 300 : 90)};
  const subjects: BenchSubject[] = [trivial];
  for (const v of encode ? [] : videos) {
    const id = String(v.script.id);
    if (full) {
      // Whole videos take minutes each: the paint limit is measured again after every pair, so it
      // describes the same stretch of time as the videos (the machine's speed drifts).
      // --held: the held renders only (the every-frame ones take three times as long)
      if (!heldOnly) subjects.push({name: `${id} every-frame`, compositionId: id, plan: wholeVideo(v, true)});
      subjects.push({name: `${id} held`, compositionId: id, plan: wholeVideo(v, false)});
      subjects.push(trivial);
    } else {
      subjects.push({name: `${id} sample every-frame`, compositionId: id, plan: sceneMiddles(v, true)});
      subjects.push({name: `${id} sample held`, compositionId: id, plan: sceneMiddles(v, false)});
    }
  }
  if (encode) {
    // The encode's overhead: this pipeline (every frame captured) against renderMedia() on the same 150 frames.
    const plan = trivialPlan(150);
    subjects.splice(
      0,
      subjects.length,
      {name: 'pipeline (renderFrames + own encode)', compositionId: 'bench-trivial', plan},
      {name: 'renderMedia()', compositionId: 'bench-trivial', plan, viaRenderMedia: true},
    );
  }
  if (process.argv.includes('--browsers')) {
    await benchBrowsersCommand(roundsArg >= 0 ? rounds : 6);
    return;
  }
  const againstArg = process.argv.indexOf('--against');
  if (againstArg >= 0) {
    await benchAgainstCommand(process.argv[againstArg + 1] ?? '', full, roundsArg >= 0 ? rounds : full ? 1 : 3);
    return;
  }
  if (process.argv.includes('--replay')) {
    await benchReplayCommand(roundsArg >= 0 ? rounds : undefined);
    return;
  }
  if (process.argv.includes('--workers')) {
    await benchWorkersCommand(rounds, roundsArg >= 0);
    return;
  }
  const session = await openSession();
  try {
    if (process.argv.includes('--image-format')) {
      const crf = 18;
      const ids = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--rounds');
      const unknown = ids.filter((id) => !videos.some((v) => v.script.id === id));
      if (unknown.length > 0)
        throw new Error(`unknown video ${unknown.join(', ')}; valid: ${videos.map((v) => v.script.id).join(', ')}`);
      const chosen = videos.filter((v) => ids.length === 0 || ids.includes(String(v.script.id)));
      const imageRows = await compareImageFormats(session, chosen, roundsArg >= 0 ? rounds : 2, crf, (line) =>
        console.error(line),
      );
      printImageFormats(imageRows, crf);
      return;
    }
    const rows = await runBench(session, subjects, rounds, (line) => console.error(line));
    console.log(
      `\n${rounds} interleaved round(s); median wall time; ratio = fps ÷ the trivial composition's fps (the paint limit); peak MB = PSS of node, browser and ffmpeg together`,
    );
    console.log('subject                              frames captured  median s     fps  ratio  peak MB  runs (s)');
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(36)} ${String(r.frames).padStart(6)} ${String(r.captured).padStart(8)} ${r.medianSeconds.toFixed(1).padStart(9)} ${r.fps.toFixed(2).padStart(7)} ${r.ratio.toFixed(2).padStart(6)} ${(r.peakMemoryBytes / 1e6).toFixed(0).padStart(8)}  ${r.runs.map((t) => t.toFixed(1)).join(' ')}`,
      );
    }
    if (full) printTotals(rows);
  } finally {
    await session.close();
  }
}

/**
 * `--against <rev> [--full]`: another commit's videos beside this checkout's, through this
 * pipeline, interleaved: whole-video captures by plan and the held render against the paint limit.
 */
async function benchAgainstCommand(rev: string, full: boolean, rounds: number): Promise<void> {
  const perScene = 30;
  const session = await openSession();
  try {
    const result = await benchAgainst(session, rev, videos, {full, rounds, perScene}, (line) => console.error(line));
    const {tree, paintLimit, rows} = result;
    console.log(
      `
before = commit ${tree.sha.slice(0, 12)}, after = this checkout (${describeHead()}); both through this checkout's capture plan, browser and encode;`,
    );
    console.log(
      `held renders of ${full ? 'the whole videos' : `the middle ${perScene} frames of every scene`}, ${rounds} interleaved round(s), medians; paint limit ${paintLimit.fps.toFixed(2)} fps (the trivial composition)${tree.lockDiffers ? "; the commit's package-lock.json differs from this checkout's: both render with this checkout's dependencies" : ''}`,
    );
    console.log(
      'video              captured (whole video) before → after   ×      held fps before → after   ratio to paint limit before → after',
    );
    const sum = {before: 0, after: 0};
    for (const r of rows) {
      sum.before += r.captured.before;
      sum.after += r.captured.after;
      console.log(
        `${r.video.padEnd(18)} ${`${r.captured.before} of ${r.frames.before}`.padStart(16)} → ${`${r.captured.after} of ${r.frames.after}`.padEnd(14)} ${(r.captured.after / r.captured.before).toFixed(2).padStart(5)}× ${r.before.fps.toFixed(2).padStart(12)} → ${r.after.fps.toFixed(2).padEnd(8)} ${r.before.ratio.toFixed(2).padStart(18)} → ${r.after.ratio.toFixed(2)}`,
      );
    }
    console.log(
      `all                ${String(sum.before).padStart(16)} → ${String(sum.after).padEnd(14)} ${(sum.after / sum.before).toFixed(2).padStart(5)}×`,
    );
    console.log(
      'runs (s): ' +
        [paintLimit, ...rows.flatMap((r) => [r.before, r.after])]
          .map((r) => `${r.name} ${r.runs.map((t) => t.toFixed(1)).join(' ')}`)
          .join('; '),
    );
  } finally {
    await session.close();
  }
}

/** `--workers [--sample] [--max N]`: the same cold set at 1, 2, 4 … workers up to the cores (or N), interleaved. */
async function benchWorkersCommand(rounds: number, roundsGiven: boolean): Promise<void> {
  const maxArg = process.argv.indexOf('--max');
  const cores = maxArg >= 0 ? Number(process.argv[maxArg + 1]) : os.availableParallelism();
  if (!Number.isInteger(cores) || cores < 1)
    throw new Error(`--max takes a whole number of workers ≥ 1, got "${process.argv[maxArg + 1]}"`);
  const sample = process.argv.includes('--sample');
  const set: WorkersBenchSet = sample ? {kind: 'sample', perScene: 30} : {kind: 'full'};
  const counts = workerCounts(cores);
  const bundle = await openBundle();
  try {
    const rows = await benchWorkers(bundle, videos, counts, roundsGiven ? rounds : sample ? 3 : 1, set, (line) =>
      console.error(line),
    );
    console.log(
      `\n${sample ? 'the middle 30 frames of every scene of the three videos (each its own item)' : 'the three whole videos, every scene rendered cold'}; ${rows[0]?.runs.length} interleaved round(s);`,
    );
    console.log(
      `machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 1e9).toFixed(0)} GB, ${os.cpus()[0]?.model ?? 'unknown CPU'}; browser: ${bundle.choice.browserExecutable ?? 'Remotion headless shell'}`,
    );
    console.log('workers  median s  speed-up  efficiency  peak MB  runs (s)');
    for (const r of rows) {
      console.log(
        `${String(r.workers).padStart(7)} ${r.medianSeconds.toFixed(1).padStart(9)} ${r.speedUp.toFixed(2).padStart(8)}× ${r.efficiency.toFixed(2).padStart(10)} ${(r.peakMemoryBytes / 1e6).toFixed(0).padStart(8)}  ${r.runs.map((t) => t.toFixed(1)).join(' ')}`,
      );
    }
  } finally {
    await bundle.close();
  }
}

/**
 * `--replay [--sample]`: cold renders of the three videos (or the middle 30 frames of every
 * scene) on 1 and 2 workers, interleaved; each work item's measured time and the serial parts
 * of the 1-worker runs replayed on 1, 2, 4 … 64 slots as the scheduler orders them.
 */
async function benchReplayCommand(roundsGiven: number | undefined): Promise<void> {
  const fromArg = process.argv.indexOf('--from');
  if (fromArg >= 0) {
    const file = process.argv[fromArg + 1] ?? '';
    const {timings, assumed} = readRenderTimings(file);
    const table = replayRecorded(timings, replayCounts);
    console.log(
      `\nthe work items of a real render (${file}): ${timings.videos.join(', ')} on ${timings.workers} worker(s) of ${timings.cores} cores, wall ${timings.wallSeconds.toFixed(1)} s${timings.reusedScenes > 0 ? `; ${timings.reusedScenes} scenes came from the cache and are not items` : ''};`,
    );
    console.log(
      timings.workers > 1
        ? `its items were timed ${timings.workers} at a time, each slower than alone: the predicted times below are inflated by that, the ratios less so`
        : 'its items were timed one at a time',
    );
    for (const line of assumed) console.log(`assumed: ${line}`);
    const own = table.atOwnWorkers;
    console.log(
      `the model's own check: replayed on its own ${own.workers} slot(s) ${own.predictedSeconds.toFixed(1)} s, measured wall ${own.wallSeconds.toFixed(1)} s (${((100 * (own.predictedSeconds - own.wallSeconds)) / own.wallSeconds).toFixed(1)} %)`,
    );
    printReplayTable(table);
    return;
  }
  const sample = process.argv.includes('--sample');
  const perSceneArg = process.argv.indexOf('--per-scene');
  const perScene = perSceneArg >= 0 ? Number(process.argv[perSceneArg + 1]) : 30;
  if (!Number.isInteger(perScene) || perScene < 2 || perScene % 2 !== 0)
    throw new Error(`--per-scene takes an even whole number of frames ≥ 2, got "${process.argv[perSceneArg + 1]}"`);
  const set: ReplaySet = sample ? {kind: 'sample', perScene} : {kind: 'full'};
  const began = performance.now();
  const bundle = await openBundle();
  const bundleSeconds = (performance.now() - began) / 1000;
  try {
    const rounds = roundsGiven ?? (sample ? 3 : 1);
    const {table} = await benchReplay(bundle, bundleSeconds, videos, set, rounds, replayCounts, (line) =>
      console.error(line),
    );
    console.log(
      `\n${sample ? `the middle ${perScene} frames of every scene of the three videos (chunks scaled to the sample)` : 'the three whole videos, every scene rendered cold'}; ${rounds} interleaved round(s) of 1 and 2 workers;`,
    );
    printReplayTable(table);
  } finally {
    await bundle.close();
  }
}

function printReplayTable(table: ReplayTable): void {
  console.log(
    `machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 1e9).toFixed(0)} GB, load ${os.loadavg()[0]?.toFixed(1)}, ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
  );
  console.log(
    `work items: ${table.items}, ${table.itemSeconds.toFixed(1)} s together; the largest is ${(100 * table.largestItemShare).toFixed(1)} % of the work`,
  );
  console.log(
    `serial parts (paid at every N, before and after all the rest): ${table.serial.map((s) => `${s.what} ${s.seconds.toFixed(1)} s`).join(', ')} = ${table.serialSeconds.toFixed(1)} s`,
  );
  console.log(
    `main-process parts (beside the slots, each when what it joins is done): ${table.main.map((m) => `${m.what} ${m.seconds.toFixed(1)} s`).join(', ')} = ${table.mainSeconds.toFixed(1)} s; only the tail after the last item is on the critical path`,
  );
  console.log(
    'workers  predicted s  speed-up  efficiency  items end s  tail s  overlapped s  measured s  measured speed-up',
  );
  for (const r of table.rows) {
    const measured =
      r.measuredSeconds === undefined
        ? ''
        : `${r.measuredSeconds.toFixed(1).padStart(10)}  ${(r.measuredSpeedUp ?? NaN).toFixed(2).padStart(16)}×`;
    console.log(
      `${String(r.workers).padStart(7)} ${r.predictedSeconds.toFixed(1).padStart(12)} ${r.speedUp.toFixed(2).padStart(8)}× ${r.efficiency.toFixed(2).padStart(10)} ${r.itemsEnd.toFixed(1).padStart(12)} ${r.tailSeconds.toFixed(1).padStart(7)} ${r.overlappedSeconds.toFixed(1).padStart(13)}  ${measured}`,
    );
  }
  console.log('the critical tail (main-process parts after the last item):');
  for (const r of table.rows)
    console.log(
      `${String(r.workers).padStart(7)}: ${r.tail.length === 0 ? 'none (every verification ends before the last item)' : r.tail.map((t) => `${t.what} ${t.seconds.toFixed(1)} s`).join(' → ')}`,
    );
  if (table.predictedFromTwoWorkerItems !== undefined)
    console.log(
      `2 workers replayed with the items as timed in the 2-worker runs: ${table.predictedFromTwoWorkerItems.toFixed(1)} s (items slow down beside each other)`,
    );
  console.log(
    'The model leaves out: items slowing each other (memory bandwidth, shared caches, cores shared with other work: the 1-slot time of items measured beside another is inflated, compare the 2-worker lines),',
  );
  console.log(
    "the main process's joins and verification taking CPU from the slots (modelled as free), the cache's copies and hashes, the sidecars and publishing, and per-worker memory (1.5 GB each).",
  );
}

/** `--browsers`: the installed headless shell against the full Chromium on grace-blackwell's nvlink-c2c pull-back (where odd edges were seen). */
async function benchBrowsersCommand(rounds: number): Promise<void> {
  const frames = Array.from({length: 30}, (_, i) => 2205 + i);
  const bundle = await openBundle();
  try {
    const {rows, framesDifferentBetweenBrowsers} = await benchBrowsers(
      bundle,
      'grace-blackwell',
      frames,
      rounds,
      (line) => console.error(line),
    );
    console.log(
      `\ngrace-blackwell frames ${frames[0]}-${frames[frames.length - 1]} (the nvlink-c2c pull-back), a new launch per round, ${rounds} interleaved rounds`,
    );
    console.log('browser                    median s  time ratio  odd captures  frames that ever differed');
    for (const r of rows)
      console.log(
        `${r.name.padEnd(26)} ${r.medianSeconds.toFixed(1).padStart(8)} ${r.timeRatio.toFixed(2).padStart(10)}× ${`${r.oddCaptures}/${r.captures}`.padStart(13)} ${String(r.framesDiffering).padStart(10)}`,
      );
    console.log(
      `frames the two browsers draw differently (their usual captures compared): ${framesDifferentBetweenBrowsers} of ${frames.length}`,
    );
  } finally {
    await bundle.close();
  }
}

/** JPEG against PNG captures: time, size and the distance of the decoded MP4 from the lossless frames. */
function printImageFormats(rows: ImageFormatRow[], crf: number): void {
  console.log(
    `\nCaptured frames as JPEG (q95) or PNG, the same pipeline at CRF ${crf}; time = median of interleaved rounds;`,
  );
  console.log(
    `PSNR of the decoded MP4 against the PNG captures converted to yuv420p (no compression); visible = luma samples off by more than ${visibleStep} levels`,
  );
  console.log(
    'video              format frames  median s  time ÷ jpeg     bytes  PSNR Y    U     V   worst Y  visible  max',
  );
  const dB = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '∞').padStart(6);
  for (const r of rows) {
    const jpeg = rows.find((j) => j.video === r.video && j.format === 'jpeg');
    const d = r.difference;
    console.log(
      `${r.video.padEnd(18)} ${r.format.padEnd(6)} ${String(r.frames).padStart(6)} ${r.medianSeconds.toFixed(1).padStart(9)} ${(r.medianSeconds / (jpeg?.medianSeconds ?? NaN)).toFixed(2).padStart(12)} ${String(r.bytes).padStart(9)} ${dB(d.psnr.y)} ${dB(d.psnr.u)} ${dB(d.psnr.v)} ${dB(d.worstFramePsnrY)} ${(100 * d.visibleErrorShare).toFixed(3).padStart(7)}% ${String(d.maxErrorY).padStart(4)}`,
    );
  }
}

/** The three videos together, each mode: all their frames ÷ their total wall time, against the paint limit. */
function printTotals(rows: BenchRow[]): void {
  const trivialFps = rows[0]?.fps ?? NaN;
  for (const mode of ['every-frame', 'held']) {
    const videoRows = rows.filter((r) => r.name.endsWith(` ${mode}`));
    if (videoRows.length === 0) continue;
    const frames = videoRows.reduce((sum, r) => sum + r.frames, 0);
    const captured = videoRows.reduce((sum, r) => sum + r.captured, 0);
    const seconds = videoRows.reduce((sum, r) => sum + r.medianSeconds, 0);
    console.log(
      `all three ${mode.padEnd(11)}: ${frames} frames (${captured} captured, ${((100 * captured) / frames).toFixed(1)} %) in ${seconds.toFixed(1)} s = ${(frames / seconds).toFixed(2)} fps = ${(frames / seconds / trivialFps).toFixed(2)}× the paint limit; paint-limit time ${(frames / trivialFps).toFixed(0)} s`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
