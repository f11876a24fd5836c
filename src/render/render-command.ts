import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {model} from '../model/model';
import type {VideoDefinition} from '../script/video-definition';
import {checkDefinition} from '../timeline/resolve-video';
import type {Interval} from '../timeline/timeline-types';
import {planCapture} from './capture-plan';
import {assertOutputFolder} from './check-output-folder';
import {startMemorySampler, type MemoryPeak} from './memory-peak';
import {makeRenderBoard} from './progress';
import type {RenderOptions} from './render-options';
import {openBundle, projectRoot, type BundleSession} from './render-session';
import {lookUpSegments, renderSegmented, type SegmentedJob} from './render-segmented';
import {browserVersionOf, ensureDownloadedBrowser, resolveBrowser} from './resolve-browser';
import {defaultCacheDir, SegmentCache} from './segment-cache';
import {hashProjectCode} from './segment-key';
import type {RenderProgress, RenderResult} from './render-video';
import {
  fileRoles,
  manifestSchema,
  outputNames,
  partialManifestSchema,
  partialOutputNames,
  partialVariant,
  variantOf,
  type Manifest,
  type PartialManifest,
  type Selection,
} from './output-files';
import {openStaging, type Staging} from './publish-outputs';
import {openRenderTemp} from './render-temp';
import {sidecarBuilders, type SidecarInput} from './sidecars/builders';
import {sha256File} from './files';
import {remotionVersion, sha256Json} from './sidecars/manifest';
import {openExecutor, type Executor} from './workers/executor';
import {submitTimed} from './workers/scheduler';
import {timingsRecorder, writeRenderTimings} from './render-timings';
import {chooseParallelism} from './workers/worker-count';

type Row = {id: string; result: RenderResult & {rendered?: string[]; reused?: string[]}; file: string};

/** `npm run render`: scripts → verified MP4s and sidecars, one bundle for all, browser work in one process or N workers. */
export async function renderCommand(videos: readonly VideoDefinition[], options: RenderOptions): Promise<void> {
  const chosen = options.ids.map((id) => videos.find((v) => v.script.id === id) as VideoDefinition);
  // A broken script fails before any browser starts.
  const checked = chosen.map((definition) => {
    const result = checkDefinition(definition, options.fps);
    if (!result.ok) {
      const first = result.issues[0];
      throw new Error(`${result.videoId}: ${first?.path}: ${first?.message} — run \`npm run check\` for the full list`);
    }
    // Scene and frame ranges are checked against the timeline before anything heavy starts.
    return {
      definition,
      ...result,
      ...rangesFor(options, result.timeline.scenes, result.timeline.durationInFrames, result.video.id),
    };
  });
  assertOutputFolder(options.out);
  const choice = resolveBrowser(projectRoot);
  await ensureDownloadedBrowser(choice); // no browser and no network: the one sentence, before anything else is said
  const scale = options.draft ? options.scale / 2 : options.scale;
  const encode = {
    crf: options.crf,
    preset: options.draft ? ('veryfast' as const) : ('medium' as const),
    imageFormat: options.imageFormat,
  };
  const props = {theme: options.theme, fps: options.fps};
  const variant = variantOf(options);
  const {cache, note} = segmentCacheFor(options, path.resolve(projectRoot, defaultCacheDir));
  if (note !== undefined) console.error(note);
  const browser = browserVersionOf(choice.browserExecutable);
  // Every video's plan first: the cache-missing segments of all videos are one queue.
  const plans = checked.map(({video, timeline, references, ranges, selection}) => {
    const names = outputNames(video.id, variant);
    const part = selection === undefined ? undefined : partOf(selection, variant, video.id);
    const segmented: SegmentedJob | undefined =
      part === undefined
        ? {
            compositionId: video.id,
            timeline,
            props,
            scale,
            everyFrame: options.everyFrame,
            concurrency: options.concurrency,
            encode,
            output: '',
            cache,
            context: {
              codeHash: codeHash(video.id),
              references,
              settings: {...encode, theme: options.theme, scale, fps: options.fps, everyFrame: options.everyFrame},
              remotionVersion,
              browserVersion: browser,
            },
          }
        : undefined;
    return {
      video,
      timeline,
      references,
      ranges,
      names,
      part,
      segmented,
      lookups: segmented === undefined ? undefined : lookUpSegments(segmented),
    };
  });
  const items = plans.reduce(
    (n, p) =>
      n +
      (p.lookups === undefined
        ? 1
        : p.lookups.filter((l) => l.hit === undefined).reduce((c, l) => c + l.chunks.length, 0) + 1),
    0,
  );
  const {workers, line} = chooseParallelism({
    cores: os.availableParallelism(),
    freeBytes: os.freemem(),
    items,
    workers: options.workers,
    concurrency: options.concurrency,
    chromeMode: choice.chromeMode,
  });
  console.error(line);

  let interrupted = false;
  let executor: Executor | undefined;
  /** the sets published so far, for a message that says exactly what an interrupted render left */
  const published: string[] = [];
  // Ctrl-C reaches every process of the group (npm, this node, the workers): the first signal
  // starts a clean stop, repeats are ignored while it runs. `npm run render` runs this file with
  // node itself, so no runner between the terminal and this handler kills it on a timer.
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write('\nStopping: cancelling the render, closing the browsers, removing partial files…\n');
    process.once('exit', () => {
      process.exitCode = 130;
      process.stderr.write(`${interruptedSentence(published)}\n`);
    });
    executor?.cancel();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  console.error('Bundling…');
  const temp = openRenderTemp();
  const stagings: Staging[] = [];
  const memory = startMemorySampler();
  const timings = timingsRecorder(
    workers,
    os.availableParallelism(),
    plans.map((p) => p.video.id),
  );
  let bundle: BundleSession | undefined;
  let rows: Row[] = [];
  let failure: unknown;
  try {
    const bundleStart = performance.now();
    bundle = await openBundle(undefined, temp.bundleDir);
    timings.parts.bundleSeconds = (performance.now() - bundleStart) / 1000;
    if (interrupted) throw new Error('cancelled');
    const executorStart = performance.now();
    executor = await openExecutor(workers, bundle);
    timings.parts.startSeconds = (performance.now() - executorStart) / 1000;
    const running = executor;
    const board = makeRenderBoard(
      plans.map((p) => p.video.id),
      running.states,
    );
    const abort = () => running.cancel();
    const settled = await Promise.allSettled(
      plans.map(async ({video, timeline, references, ranges, names, part, segmented, lookups}) => {
        const dir = path.resolve(options.out, video.id);
        const staging = openStaging(dir);
        stagings.push(staging);
        const name = part?.names.video ?? names.video;
        const file = staging.path(name);
        const onProgress = (p: RenderProgress) => board.update(video.id, p);
        try {
          let result: RenderResult & {rendered?: string[]; reused?: string[]};
          if (segmented !== undefined && lookups !== undefined) {
            // the thumbnail does not depend on the video: submitted beside its chunks, it fills a
            // free slot (weight 0: after every chunk) instead of waiting for the video's end
            const thumbnailLabel = `${video.id}: thumbnail`;
            const [segments, thumbnail] = await Promise.allSettled([
              renderSegmented(running.scheduler, {...segmented, output: file}, onProgress, lookups, abort),
              submitTimed(running.scheduler, {
                kind: 'thumbnail',
                label: thumbnailLabel,
                weight: 0,
                videoId: video.id,
                props,
                output: staging.path(names.thumbnail),
              }).catch((error: unknown) => {
                abort();
                throw new Error(`${thumbnailLabel}: ${error instanceof Error ? error.message : String(error)}`, {
                  cause: error,
                });
              }),
            ]);
            // the first real failure of the two, not the cancellation it caused in the other
            const reasons = [segments, thumbnail].flatMap((s) =>
              s.status === 'rejected' ? [s.reason as unknown] : [],
            );
            if (reasons.length > 0) throw reasons.find((r) => !String(r).includes('cancelled')) ?? reasons[0];
            const whole = (segments as PromiseFulfilledResult<Awaited<ReturnType<typeof renderSegmented>>>).value;
            timings.addVideo(video.id, whole);
            timings.addThumbnail(
              video.id,
              thumbnailLabel,
              (thumbnail as PromiseFulfilledResult<{seconds: number}>).value.seconds,
            );
            result = whole;
            const manifest = writeSidecars(staging, {video, timeline, references}, names, result, options, browser);
            staging.publish(
              fileRoles.map((role) => names[role]),
              manifest,
            );
            published.push(`${path.join(options.out, video.id)}/ (${names.video}, its sidecars and ${names.manifest})`);
          } else if (part !== undefined) {
            const plan = planCapture(timeline, ranges, options.everyFrame);
            const started = performance.now();
            const rendered = await running.scheduler.submit(
              {
                kind: 'video',
                label: `${video.id}: ${part.variant.replace(/^-+/, '')}`,
                weight: plan.captured.length,
                job: {
                  compositionId: video.id,
                  props,
                  fps: timeline.fps,
                  scale,
                  plan,
                  concurrency: options.concurrency,
                  output: file,
                  encode,
                },
              },
              onProgress,
            );
            result = {...(rendered as RenderResult), wallSeconds: (performance.now() - started) / 1000};
            writePartialManifest(staging, {...part, video, fps: timeline.fps, ranges}, result, options, browser);
            staging.publish([part.names.video], part.names.manifest);
            published.push(`${path.join(options.out, video.id)}/ (${part.names.video} and ${part.names.manifest})`);
          } else throw new Error('unreachable: a video is rendered whole or in part');
          return {id: video.id, result, file: path.join(dir, name)};
        } catch (error) {
          // the first real failure is the one to report: the items it cancels fail with "Render cancelled"
          if (!String(error).includes('cancelled')) failure ??= error;
          abort();
          throw error;
        }
      }),
    );
    // every video settles first (a cancelled one fast), so the error reported is the first real one
    const rejected = settled.find((r) => r.status === 'rejected');
    if (rejected !== undefined) throw failure ?? rejected.reason;
    rows = settled.map((r) => (r as PromiseFulfilledResult<Row>).value);
    board.end();
  } catch (thrown) {
    for (const staging of stagings) staging.discard();
    const error = interrupted ? thrown : (failure ?? thrown);
    if (interrupted || String(error).includes('cancelled')) throw new Error(interruptedSentence(published));
    throw new Error(diskFullSentence(error, options.out) ?? (error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  } finally {
    const closeStart = performance.now();
    await executor?.close();
    timings.parts.closeSeconds = (performance.now() - closeStart) / 1000;
    await bundle?.close();
    temp.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  printTable(rows, workers, memory.stop());
  // whole videos with at least one scene rendered: their items are the replayed scaling curve's input
  const recorded = timings.finish();
  if (recorded.items.some((i) => i.kind === 'chunk') && plans.every((p) => p.part === undefined)) {
    try {
      const file = path.relative(process.cwd(), writeRenderTimings(options.out, recorded));
      console.error(`Work items' times: ${file} (npm run bench -- --replay --from ${file})`);
    } catch (error) {
      console.error(`The work items' times were not written (${(error as Error).message}); the videos are published.`);
    }
  }
}

/** What an interrupted render says: exactly which sets it published before the stop (whole sets: publish-outputs.ts). */
export function interruptedSentence(published: readonly string[]): string {
  if (published.length === 0)
    return 'Render interrupted: no partial file was published; earlier outputs are untouched.';
  return `Render interrupted after publishing ${published.join(' and ')}; nothing else was published, other earlier outputs are untouched.`;
}

/**
 * The segment cache a render uses: none with --no-cache, and none with --draft, whose captures
 * are not reproducible (Chromium's half-size JPEG captures of the same frame differ faintly from
 * run to run and between worker counts: 38–750 frames of a scene, issue #46), so a draft cache
 * would join segments of different renders; a draft is a quick look, rendered fresh each time.
 */
export function segmentCacheFor(
  o: Pick<RenderOptions, 'cache' | 'draft'>,
  dir: string,
): {cache: SegmentCache | undefined; note?: string} {
  if (!o.cache) return {cache: undefined};
  if (o.draft)
    return {
      cache: undefined,
      note: '--draft: every scene is rendered fresh, none read from or stored in the segment cache (draft captures are not reproducible from run to run).',
    };
  return {cache: new SegmentCache(dir)};
}

const codeHashes = new Map<string, string>();
const codeHash = (videoId: string) => {
  if (!codeHashes.has(videoId)) codeHashes.set(videoId, hashProjectCode(projectRoot, videoId));
  return codeHashes.get(videoId) as string;
};

function rangesFor(
  o: RenderOptions,
  scenes: {id: string; from: number; to: number}[],
  total: number,
  id: string,
): {ranges: Interval[]; selection: Selection | undefined} {
  if (o.scenes !== undefined) {
    const unknown = o.scenes.filter((s) => !scenes.some((x) => x.id === s));
    if (unknown.length > 0)
      throw new Error(`${id} has no scene ${unknown.join(', ')}; its scenes: ${scenes.map((s) => s.id).join(', ')}`);
    return {
      ranges: scenes.filter((s) => o.scenes?.includes(s.id)).map((s) => ({from: s.from, to: s.to})),
      selection: {scenes: o.scenes},
    };
  }
  if (o.frames !== undefined) {
    if (o.frames.to > total)
      throw new Error(
        `--frames ${o.frames.from}-${o.frames.to - 1} is outside ${id}, which has frames 0-${total - 1} (${total} frames at ${o.fps} fps)`,
      );
    return {ranges: [o.frames], selection: {frames: {first: o.frames.from, last: o.frames.to - 1}}};
  }
  return {ranges: [{from: 0, to: total}], selection: undefined};
}

/** The fields a full and a partial manifest fill the same way. */
function renderFacts(video: SidecarInput['video'], result: RenderResult, o: RenderOptions, browser: string) {
  return {
    id: video.id,
    title: video.title,
    frames: result.frames,
    width: result.width,
    height: result.height,
    theme: o.theme,
    scriptSha256: sha256Json(video),
    modelSha256: sha256Json(model),
    remotion: remotionVersion,
    browser,
    renderSeconds: Math.round(result.wallSeconds * 10) / 10,
    capturedFrames: result.captured,
    repeatedFrames: result.repeated,
  };
}

/** Writes the sidecars and then the manifest (every file with its sha256) into the staging folder; returns the manifest's name. */
function writeSidecars(
  staging: Staging,
  input: SidecarInput,
  names: ReturnType<typeof outputNames>,
  result: RenderResult,
  o: RenderOptions,
  browser: string,
): string {
  for (const {role, build} of sidecarBuilders) fs.writeFileSync(staging.path(names[role]), build(input));
  const {video, timeline} = input;
  const files = Object.fromEntries(
    fileRoles.map((role) => {
      const file = staging.path(names[role]);
      return [role, {name: names[role], bytes: fs.statSync(file).size, sha256: sha256File(file)}];
    }),
  ) as Manifest['files'];
  const manifest: Manifest = manifestSchema.parse({
    ...renderFacts(video, result, o, browser),
    variant: variantOf(o),
    file: names.video,
    lengthSeconds: video.lengthSeconds,
    fps: timeline.fps,
    bytes: result.bytes,
    sha256: files.video.sha256,
    files,
  });
  fs.writeFileSync(staging.path(names.manifest), JSON.stringify(manifest, null, 2) + '\n');
  return names.manifest;
}

/** A --scenes or --frames render: what it selects, its variant and the two files it publishes. */
type Part = {selection: Selection; variant: string; names: {video: string; manifest: string}};

function partOf(selection: Selection, variant: string, id: string): Part {
  const partial = partialVariant(selection, variant);
  return {selection, variant: partial, names: partialOutputNames(id, partial)};
}

/** Writes a partial render's manifest (its one MP4 with its sha256, and what piece of the video it is) into the staging folder. */
function writePartialManifest(
  staging: Staging,
  part: Part & {video: SidecarInput['video']; fps: number; ranges: Interval[]},
  result: RenderResult,
  o: RenderOptions,
  browser: string,
): void {
  const {video, fps, selection, ranges, variant, names} = part;
  const mp4 = staging.path(names.video);
  const entry = {name: names.video, bytes: fs.statSync(mp4).size, sha256: sha256File(mp4)};
  const manifest: PartialManifest = partialManifestSchema.parse({
    ...renderFacts(video, result, o, browser),
    variant,
    file: names.video,
    lengthSeconds: result.frames / fps,
    fps,
    bytes: entry.bytes,
    sha256: entry.sha256,
    partial: {
      ...('scenes' in selection ? {scenes: selection.scenes} : {}),
      ranges: ranges.map((r) => ({first: r.from, last: r.to - 1})),
    },
    files: {video: entry},
  });
  fs.writeFileSync(staging.path(names.manifest), JSON.stringify(manifest, null, 2) + '\n');
}

/** A full disk met anywhere in a render (ffmpeg's output, a write, a rename), as one sentence. */
export function diskFullSentence(error: unknown, out: string): string | undefined {
  const text =
    error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : String(error);
  if (!/ENOSPC|No space left on device/i.test(text)) return undefined;
  const at = /(?:ENOSPC[^,]*, \w+ '([^']+)')|(?:'?(\/[^\s':|]+)'?: No space left on device)/.exec(text);
  const where = at?.[1] ?? at?.[2] ?? path.resolve(out);
  return `Render failed: no space left on the device at ${where}; nothing was published, earlier outputs are untouched. Free some space or choose another --out.`;
}

function printTable(rows: Row[], workers: number, memory: MemoryPeak): void {
  console.log('\nvideo             frames  captured  repeated   wall s    fps     size  scenes');
  for (const {id, result: r} of rows) {
    const scenes = r.rendered === undefined ? '' : `${r.rendered.length} rendered, ${r.reused?.length ?? 0} reused`;
    console.log(
      `${id.padEnd(16)} ${String(r.frames).padStart(7)} ${String(r.captured).padStart(9)} ${String(r.repeated).padStart(9)} ${r.wallSeconds.toFixed(1).padStart(8)} ${(r.frames / r.wallSeconds).toFixed(1).padStart(6)} ${(r.bytes / 1e6).toFixed(1).padStart(6)} MB  ${scenes}`,
    );
    if (r.rendered !== undefined && r.rendered.length > 0 && (r.reused?.length ?? 0) > 0)
      console.log(`${''.padEnd(17)}rendered: ${r.rendered.join(', ')}`);
  }
  const scope =
    memory.scope === 'process tree'
      ? 'node, the workers, their browsers and ffmpeg together (proportional set size)'
      : 'this node process only (no /proc here)';
  console.log(
    `${workers} worker(s); the videos render at once, so each wall time runs from the start; peak memory ${(memory.bytes / 1e6).toFixed(0)} MB: ${scope}`,
  );
}
