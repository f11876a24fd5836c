import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {makeCancelSignal} from '@remotion/renderer';
import {model} from '../model/model';
import type {VideoDefinition} from '../script/video-definition';
import {checkDefinition} from '../timeline/resolve-video';
import type {Interval} from '../timeline/resolve-timeline';
import {planCapture} from './capture-plan';
import {assertOutputFolder} from './check-output-folder';
import {startMemorySampler, type MemoryPeak} from './memory-peak';
import {makeProgressReporter} from './progress';
import type {RenderOptions} from './render-options';
import {openSession, projectRoot, type RenderSession} from './render-session';
import {renderSegmented} from './render-segmented';
import {defaultCacheDir, SegmentCache} from './segment-cache';
import {hashProjectCode} from './segment-key';
import {renderThumbnail} from './render-thumbnail';
import {renderVideo, type RenderResult} from './render-video';
import {fileRoles, manifestSchema, outputNames, partialManifestSchema, partialOutputNames, partialVariant, variantOf, type Manifest, type PartialManifest,
  type Selection} from './output-files';
import {openStaging, type Staging} from './publish-outputs';
import {openRenderTemp} from './render-temp';
import {sidecarBuilders, type SidecarInput} from './sidecars/builders';
import {sha256File} from './files';
import {remotionVersion, sha256Json} from './sidecars/manifest';

type Row = {id: string; result: RenderResult & {rendered?: string[]; reused?: string[]}; file: string; memory: MemoryPeak};

/** `npm run render`: scripts → verified MP4s and sidecars, one bundle and one browser for all. */
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
    return {definition, ...result, ...rangesFor(options, result.timeline.scenes, result.timeline.durationInFrames, result.video.id)};
  });
  assertOutputFolder(options.out);
  const scale = options.draft ? options.scale / 2 : options.scale;
  const {cancel, cancelSignal} = makeCancelSignal();
  let interrupted = false;
  // Ctrl-C reaches every process of the group, and tsx relays it once more: the first signal
  // starts a clean stop, repeats are ignored while it runs.
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write('\nStopping: cancelling the render, closing the browser, removing partial files…\n');
    process.once('exit', () => {
      process.exitCode = 130;
      process.stderr.write('Render interrupted: no partial file was published; earlier outputs are untouched.\n');
    });
    cancel();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  console.error('Bundling…');
  const temp = openRenderTemp();
  let session: RenderSession;
  try {
    session = await openSession(undefined, temp.bundleDir);
  } catch (error) {
    temp.close();
    throw error;
  }
  if (options.concurrency > 1 && session.choice.origin === 'system') {
    await session.close();
    temp.close();
    throw new Error('--concurrency above 1 is refused with a system Chromium: Remotion has reported corrupt frames there (remotion-dev/remotion#9473). Use 1, or set REMOTION_BROWSER_EXECUTABLE to a chrome-headless-shell.');
  }
  const rows: Row[] = [];
  const variant = variantOf(options);
  let staging: Staging | undefined;
  try {
    for (const {video, timeline, references, ranges, selection} of checked) {
      if (interrupted) break;
      const dir = path.resolve(options.out, video.id);
      staging = openStaging(dir);
      const names = outputNames(video.id, variant);
      const part = selection === undefined ? undefined : partOf(selection, variant, video.id);
      const name = part?.names.video ?? names.video;
      const file = staging.path(name);
      const reporter = makeProgressReporter(video.id);
      const memory = startMemorySampler();
      const encode = {crf: options.crf, preset: options.draft ? 'veryfast' as const : 'medium' as const, imageFormat: options.imageFormat};
      const props = {theme: options.theme, fps: options.fps};
      const result = part === undefined
        ? await renderSegmented(session, {
          compositionId: video.id, timeline, props, scale, everyFrame: options.everyFrame, concurrency: options.concurrency, encode, output: file,
          cache: options.cache ? new SegmentCache(path.resolve(projectRoot, defaultCacheDir)) : undefined,
          context: {codeHash: codeHash(video.id), references, settings: {...encode, theme: options.theme, scale, fps: options.fps, everyFrame: options.everyFrame},
            remotionVersion, browserVersion: browserVersion(session.choice.browserExecutable)},
        }, cancelSignal, (p) => reporter.update(p))
        : await renderVideo(session, {compositionId: video.id, props, fps: timeline.fps, scale, plan: planCapture(timeline, ranges, options.everyFrame),
          concurrency: options.concurrency, output: file, encode}, cancelSignal, (p) => reporter.update(p));
      reporter.end();
      if (part === undefined) {
        await renderThumbnail(session, video.id, {theme: options.theme, fps: options.fps}, staging.path(names.thumbnail));
        const manifest = writeSidecars(staging, {video, timeline, references}, names, result, options, session.choice.browserExecutable);
        staging.publish(fileRoles.map((role) => names[role]), manifest);
      } else {
        writePartialManifest(staging, {...part, video, fps: timeline.fps, ranges}, result, options, session.choice.browserExecutable);
        staging.publish([part.names.video], part.names.manifest);
      }
      staging = undefined;
      rows.push({id: video.id, result, file: path.join(dir, name), memory: memory.stop()});
    }
  } catch (error) {
    staging?.discard();
    if (interrupted || String(error).includes('cancelled')) throw new Error('Render interrupted: no partial file was published; earlier outputs are untouched.');
    throw new Error(diskFullSentence(error, options.out) ?? (error instanceof Error ? error.message : String(error)), {cause: error});
  } finally {
    await session.close();
    temp.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  printTable(rows);
}

const codeHashes = new Map<string, string>();
const codeHash = (videoId: string) => {
  if (!codeHashes.has(videoId)) codeHashes.set(videoId, hashProjectCode(projectRoot, videoId));
  return codeHashes.get(videoId) as string;
};

function rangesFor(o: RenderOptions, scenes: {id: string; from: number; to: number}[], total: number, id: string): {ranges: Interval[]; selection: Selection | undefined} {
  if (o.scenes !== undefined) {
    const unknown = o.scenes.filter((s) => !scenes.some((x) => x.id === s));
    if (unknown.length > 0) throw new Error(`${id} has no scene ${unknown.join(', ')}; its scenes: ${scenes.map((s) => s.id).join(', ')}`);
    return {ranges: scenes.filter((s) => o.scenes?.includes(s.id)).map((s) => ({from: s.from, to: s.to})), selection: {scenes: o.scenes}};
  }
  if (o.frames !== undefined) {
    if (o.frames.to > total) throw new Error(`--frames ${o.frames.from}-${o.frames.to - 1} is outside ${id}, which has frames 0-${total - 1} (${total} frames at ${o.fps} fps)`);
    return {ranges: [o.frames], selection: {frames: {first: o.frames.from, last: o.frames.to - 1}}};
  }
  return {ranges: [{from: 0, to: total}], selection: undefined};
}

/** The fields a full and a partial manifest fill the same way. */
function renderFacts(video: SidecarInput['video'], result: RenderResult, o: RenderOptions, browser: string | null) {
  return {
    id: video.id, title: video.title, frames: result.frames, width: result.width, height: result.height, theme: o.theme,
    scriptSha256: sha256Json(video), modelSha256: sha256Json(model), remotion: remotionVersion, browser: browserVersion(browser),
    renderSeconds: Math.round(result.wallSeconds * 10) / 10, capturedFrames: result.captured, repeatedFrames: result.repeated,
  };
}

/** Writes the sidecars and then the manifest (every file with its sha256) into the staging folder; returns the manifest's name. */
function writeSidecars(staging: Staging, input: SidecarInput, names: ReturnType<typeof outputNames>, result: RenderResult, o: RenderOptions,
  browser: string | null): string {
  for (const {role, build} of sidecarBuilders) fs.writeFileSync(staging.path(names[role]), build(input));
  const {video, timeline} = input;
  const files = Object.fromEntries(fileRoles.map((role) => {
    const file = staging.path(names[role]);
    return [role, {name: names[role], bytes: fs.statSync(file).size, sha256: sha256File(file)}];
  })) as Manifest['files'];
  const manifest: Manifest = manifestSchema.parse({
    ...renderFacts(video, result, o, browser), variant: variantOf(o), file: names.video, lengthSeconds: video.lengthSeconds, fps: timeline.fps,
    bytes: result.bytes, sha256: files.video.sha256, files,
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
function writePartialManifest(staging: Staging, part: Part & {video: SidecarInput['video']; fps: number; ranges: Interval[]}, result: RenderResult,
  o: RenderOptions, browser: string | null): void {
  const {video, fps, selection, ranges, variant, names} = part;
  const mp4 = staging.path(names.video);
  const entry = {name: names.video, bytes: fs.statSync(mp4).size, sha256: sha256File(mp4)};
  const manifest: PartialManifest = partialManifestSchema.parse({
    ...renderFacts(video, result, o, browser), variant, file: names.video, lengthSeconds: result.frames / fps, fps, bytes: entry.bytes, sha256: entry.sha256,
    partial: {...('scenes' in selection ? {scenes: selection.scenes} : {}), ranges: ranges.map((r) => ({first: r.from, last: r.to - 1}))},
    files: {video: entry},
  });
  fs.writeFileSync(staging.path(names.manifest), JSON.stringify(manifest, null, 2) + '\n');
}

/** A full disk met anywhere in a render (ffmpeg's output, a write, a rename), as one sentence. */
export function diskFullSentence(error: unknown, out: string): string | undefined {
  const text = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : String(error);
  if (!/ENOSPC|No space left on device/i.test(text)) return undefined;
  const at = /(?:ENOSPC[^,]*, \w+ '([^']+)')|(?:'?(\/[^\s':|]+)'?: No space left on device)/.exec(text);
  const where = at?.[1] ?? at?.[2] ?? path.resolve(out);
  return `Render failed: no space left on the device at ${where}; nothing was published, earlier outputs are untouched. Free some space or choose another --out.`;
}

function browserVersion(executable: string | null): string {
  if (executable === null) return 'chrome-headless-shell (Remotion)';
  try {
    return execFileSync(executable, ['--version'], {stdio: ['ignore', 'pipe', 'ignore']}).toString().trim();
  } catch {
    return executable;
  }
}

function printTable(rows: Row[]): void {
  console.log('\nvideo             frames  captured  repeated   wall s    fps     size  peak memory  scenes');
  for (const {id, result: r, memory} of rows) {
    const scenes = r.rendered === undefined ? '' : `${r.rendered.length} rendered, ${r.reused?.length ?? 0} reused`;
    console.log(`${id.padEnd(16)} ${String(r.frames).padStart(7)} ${String(r.captured).padStart(9)} ${String(r.repeated).padStart(9)} ${r.wallSeconds.toFixed(1).padStart(8)} ${(r.frames / r.wallSeconds).toFixed(1).padStart(6)} ${(r.bytes / 1e6).toFixed(1).padStart(6)} MB ${(memory.bytes / 1e6).toFixed(0).padStart(8)} MB  ${scenes}`);
    if (r.rendered !== undefined && r.rendered.length > 0 && (r.reused?.length ?? 0) > 0) console.log(`${''.padEnd(17)}rendered: ${r.rendered.join(', ')}`);
  }
  const scope = rows[0]?.memory.scope;
  if (scope !== undefined) console.log(`peak memory: ${scope === 'process tree' ? 'node, the browser and ffmpeg together (proportional set size)' : 'this node process only (no /proc here)'}`);
}
