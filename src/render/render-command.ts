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
import {buildCues, toSrt, toVtt} from './sidecars/captions';
import {buildDescription} from './sidecars/description';
import {toDescriptionsVtt} from './sidecars/descriptions';
import {buildFacts} from './sidecars/facts';
import {remotionVersion, sha256File, sha256Json, writeAtomically} from './sidecars/manifest';

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
  const session: RenderSession = await openSession();
  if (options.concurrency > 1 && session.choice.origin === 'system') {
    await session.close();
    throw new Error('--concurrency above 1 is refused with a system Chromium: Remotion has reported corrupt frames there (remotion-dev/remotion#9473). Use 1, or set REMOTION_BROWSER_EXECUTABLE to a chrome-headless-shell.');
  }
  const rows: Row[] = [];
  try {
    for (const {video, timeline, references, ranges, suffix} of checked) {
      if (interrupted) break;
      const dir = path.resolve(options.out, video.id);
      fs.mkdirSync(dir, {recursive: true});
      const file = path.join(dir, `${video.id}${suffix}${variantSuffix(options)}.mp4`);
      const reporter = makeProgressReporter(video.id);
      const memory = startMemorySampler();
      const encode = {crf: options.crf, preset: options.draft ? 'veryfast' as const : 'medium' as const, imageFormat: options.imageFormat};
      const props = {theme: options.theme, fps: options.fps};
      const result = suffix === ''
        ? await renderSegmented(session, {
          compositionId: video.id, timeline, props, scale, everyFrame: options.everyFrame, concurrency: options.concurrency, encode, output: file,
          cache: options.cache ? new SegmentCache(path.resolve(projectRoot, defaultCacheDir)) : undefined,
          context: {codeHash: codeHash(video.id), references, settings: {...encode, theme: options.theme, scale, fps: options.fps, everyFrame: options.everyFrame},
            remotionVersion, browserVersion: browserVersion(session.choice.browserExecutable)},
        }, cancelSignal, (p) => reporter.update(p))
        : await renderVideo(session, {compositionId: video.id, props, fps: timeline.fps, scale, plan: planCapture(timeline, ranges, options.everyFrame),
          concurrency: options.concurrency, output: file, encode}, cancelSignal, (p) => reporter.update(p));
      reporter.end();
      rows.push({id: video.id, result, file, memory: memory.stop()});
      if (suffix === '') {
        await renderThumbnail(session, video.id, {theme: options.theme, fps: options.fps}, path.join(dir, `thumbnail${variantSuffix(options)}.png`));
        writeSidecars(dir, video, timeline, references, file, result, options, session.choice.browserExecutable);
      }
    }
  } catch (error) {
    if (interrupted || String(error).includes('cancelled')) throw new Error('Render interrupted: no partial file was published; earlier outputs are untouched.');
    throw error;
  } finally {
    await session.close();
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

function variantSuffix(o: RenderOptions): string {
  return [o.theme === 'light' ? '-light' : '', o.scale === 2 && !o.draft ? '-4k' : '', o.fps !== 30 ? `-${o.fps}fps` : '', o.draft ? '-draft' : '', o.everyFrame ? '-every-frame' : ''].join('');
}

function rangesFor(o: RenderOptions, scenes: {id: string; from: number; to: number}[], total: number, id: string): {ranges: Interval[]; suffix: string} {
  if (o.scenes !== undefined) {
    const unknown = o.scenes.filter((s) => !scenes.some((x) => x.id === s));
    if (unknown.length > 0) throw new Error(`${id} has no scene ${unknown.join(', ')}; its scenes: ${scenes.map((s) => s.id).join(', ')}`);
    return {ranges: scenes.filter((s) => o.scenes?.includes(s.id)).map((s) => ({from: s.from, to: s.to})), suffix: `--${o.scenes.join('+')}`};
  }
  if (o.frames !== undefined) {
    if (o.frames.to > total) throw new Error(`--frames ${o.frames.from}-${o.frames.to - 1} is outside ${id}, which has frames 0-${total - 1} (${total} frames at ${o.fps} fps)`);
    return {ranges: [o.frames], suffix: `--frames-${o.frames.from}-${o.frames.to - 1}`};
  }
  return {ranges: [{from: 0, to: total}], suffix: ''};
}

function writeSidecars(dir: string, video: Parameters<typeof buildFacts>[0], timeline: Parameters<typeof buildCues>[0], references: Parameters<typeof buildFacts>[1],
  file: string, result: RenderResult, o: RenderOptions, browser: string | null): void {
  const cues = buildCues(timeline);
  writeAtomically(path.join(dir, 'description.txt'), buildDescription(video, timeline, references));
  writeAtomically(path.join(dir, 'captions.srt'), toSrt(cues));
  writeAtomically(path.join(dir, 'captions.vtt'), toVtt(cues));
  writeAtomically(path.join(dir, 'descriptions.vtt'), toDescriptionsVtt(timeline));
  writeAtomically(path.join(dir, 'facts.md'), buildFacts(video, references));
  const manifest = {
    id: video.id, title: video.title, file: path.basename(file), lengthSeconds: video.lengthSeconds, frames: result.frames, fps: timeline.fps,
    width: result.width, height: result.height, theme: o.theme, bytes: result.bytes, sha256: sha256File(file),
    scriptSha256: sha256Json(video), modelSha256: sha256Json(model), remotion: remotionVersion, browser: browserVersion(browser),
    renderSeconds: Math.round(result.wallSeconds * 10) / 10, capturedFrames: result.captured, repeatedFrames: result.repeated,
  };
  writeAtomically(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
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
