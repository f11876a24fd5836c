import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {videos} from '../../compositions/index';
import {renderCommand} from '../../src/render/render-command';
import {parseRenderOptions} from '../../src/render/render-options';
import {partialManifestSchema} from '../../src/render/output-files';
import {sha256File} from '../../src/render/files';
import {describeDryRun} from '../../src/upload/describe-dry-run';
import {loadUploadJob} from '../../src/upload/load-upload-job';
import {planUpload} from '../../src/upload/plan-uploads';
import {youtubeEndpoints} from '../../src/upload/resolve-endpoints';
import {options as uploadOptions} from '../upload/upload-fixtures';

// The command's own steps run (staging, sidecars, manifest, publish); the browser work is
// replaced by files that say which render wrote them.
const failThumbnail = vi.hoisted(() => ({
  now: false,
  renders: 0,
  failVideo: undefined as string | undefined,
  events: [] as string[],
}));
vi.mock('../../src/render/render-session', async (original) => ({
  ...(await original<typeof import('../../src/render/render-session')>()),
  openBundle: async () => ({
    serveUrl: '',
    choice: {browserExecutable: null, chromeMode: 'headless-shell', origin: 'remotion-download'},
    close: async () => undefined,
  }),
  openRenderBrowser: async () => ({close: async () => undefined}),
}));
vi.mock('../../src/render/render-segmented', async (original) => ({
  ...(await original<typeof import('../../src/render/render-segmented')>()),
  lookUpSegments: () => [],
  renderSegmented: async (
    _scheduler: unknown,
    job: {compositionId: string; output: string; props: {theme: string}},
  ) => {
    if (failThumbnail.failVideo !== undefined) {
      // one video fails late; the others are cancelled by it and fail first
      if (job.compositionId !== failThumbnail.failVideo) throw new Error('Render cancelled');
      await new Promise((r) => setTimeout(r, 50));
      throw new Error(`${job.compositionId}: scene title: the browser crashed`);
    }
    failThumbnail.events.push('video starts');
    await new Promise((r) => setTimeout(r, 50));
    failThumbnail.events.push('video ends');
    fs.writeFileSync(
      job.output,
      `MP4 of the ${job.props.theme} render${failThumbnail.renders++ > 0 ? ` #${failThumbnail.renders}` : ''}`,
    );
    return {
      frames: 90,
      captured: 10,
      repeated: 80,
      wallSeconds: 1,
      bytes: fs.statSync(job.output).size,
      width: 1920,
      height: 1080,
      rendered: [],
      reused: [],
    };
  },
}));
vi.mock('../../src/render/render-video', () => ({
  renderVideo: async (_session: unknown, job: {output: string; plan: {output: number[]}}) => {
    fs.writeFileSync(job.output, `MP4 of ${job.plan.output.length} frames`);
    return {
      frames: job.plan.output.length,
      captured: 2,
      repeated: job.plan.output.length - 2,
      wallSeconds: 1,
      bytes: fs.statSync(job.output).size,
      width: 1920,
      height: 1080,
    };
  },
}));
vi.mock('../../src/render/render-thumbnail', () => ({
  renderThumbnail: async (_session: unknown, _id: string, props: {theme: string}, output: string) => {
    failThumbnail.events.push('thumbnail');
    if (failThumbnail.now) throw new Error('the thumbnail failed');
    fs.writeFileSync(output, `PNG of the ${props.theme} render`);
    return 1;
  },
}));

const id = 'inside-the-sm';
const video = videos.find((v) => v.script.id === id);
const delivery = {id, ...(video?.script.delivery as {tags: readonly string[]; categoryId: string; language: string})};
const render = (...argv: string[]) =>
  renderCommand(
    videos,
    parseRenderOptions(
      [id, '--no-cache', ...argv],
      videos.map((v) => String(v.script.id)),
    ),
  );
const quiet = () => [
  vi.spyOn(console, 'error').mockImplementation(() => undefined),
  vi.spyOn(console, 'log').mockImplementation(() => undefined),
];
const snapshot = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

afterEach(() => {
  failThumbnail.failVideo = undefined;
  failThumbnail.now = false;
  failThumbnail.renders = 0;
  failThumbnail.events = [];
  vi.restoreAllMocks();
});

describe('a render publishes its own named set, and the upload pairs only that set', {timeout: 60_000}, () => {
  it('a segment failing in one video is the error reported, not the cancellation it caused in the others', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'first-failure-'));
    quiet();
    failThumbnail.failVideo = 'nvlink-nvswitch';
    await expect(
      renderCommand(
        videos,
        parseRenderOptions(
          ['--no-cache', '--workers', '1', '--out', out],
          videos.map((v) => String(v.script.id)),
        ),
      ),
    ).rejects.toThrow('nvlink-nvswitch: scene title: the browser crashed');
    for (const v of videos) expect(fs.readdirSync(path.join(out, String(v.script.id)))).toEqual([]);
  });

  it('a --theme light render beside the default one: each upload dry run names only its own files', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-'));
    quiet();
    await render('--out', out);
    await render('--out', out, '--theme', 'light');
    const dir = path.join(out, id);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'captions-light.srt',
      'captions-light.vtt',
      'captions.srt',
      'captions.vtt',
      'description-light.txt',
      'description.txt',
      'descriptions-light.vtt',
      'descriptions.vtt',
      'facts-light.md',
      'facts.md',
      `${id}-light.mp4`,
      `${id}.mp4`,
      'manifest-light.json',
      'manifest.json',
      'thumbnail-light.png',
      'thumbnail.png',
    ]);
    for (const [variant, theme, other] of [
      ['', 'dark', '-light'],
      ['-light', 'light', 'none'],
    ] as const) {
      const job = loadUploadJob(out, delivery, variant);
      expect(fs.readFileSync(job.file, 'utf8')).toMatch(`MP4 of the ${theme} render`);
      expect(fs.readFileSync(job.thumbnailFile ?? '', 'utf8')).toBe(`PNG of the ${theme} render`);
      expect(job.manifest).toMatchObject({variant, theme});
      const text = describeDryRun(planUpload(job, uploadOptions({out})), uploadOptions({out}), youtubeEndpoints).join(
        '\n',
      );
      expect(text).toContain(`thumbnail${variant}.png`);
      expect(text).toContain(`captions${variant}.srt`);
      expect(text).toContain(`${id}${variant}.mp4`);
      if (other !== 'none') expect(text).not.toContain(other);
    }
  });

  it('a --frames and a --scenes render beside a full set: each publishes its MP4 and its own manifest, the full set untouched, and the upload refuses them', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-'));
    quiet();
    await render('--out', out);
    const dir = path.join(out, id);
    const full = snapshot(dir);
    const order: string[] = [];
    const rename = fs.renameSync;
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (String(from).includes('.render-')) order.push(path.basename(String(to)));
      rename(from, to);
    });
    await render('--out', out, '--frames', '0-89');
    const scene = video?.script.scenes[0]?.id ?? '';
    await render('--out', out, '--scenes', scene, '--theme', 'light');
    expect(order).toEqual([
      `${id}--frames-0-89.mp4`,
      'manifest--frames-0-89.json',
      `${id}--${scene}-light.mp4`,
      `manifest--${scene}-light.json`,
    ]);
    const after = snapshot(dir);
    expect(Object.fromEntries(Object.keys(full).map((name) => [name, after[name]]))).toEqual(full);
    expect(Object.keys(after).length).toBe(Object.keys(full).length + 4);
    const frames = partialManifestSchema.parse(JSON.parse(after['manifest--frames-0-89.json'] ?? ''));
    expect(frames).toMatchObject({
      id,
      variant: '--frames-0-89',
      file: `${id}--frames-0-89.mp4`,
      frames: 90,
      lengthSeconds: 3,
      partial: {ranges: [{first: 0, last: 89}]},
    });
    expect(frames.files.video).toEqual({
      name: `${id}--frames-0-89.mp4`,
      bytes: frames.bytes,
      sha256: sha256File(path.join(dir, frames.file)),
    });
    const scenes = partialManifestSchema.parse(JSON.parse(after[`manifest--${scene}-light.json`] ?? ''));
    expect(scenes).toMatchObject({variant: `--${scene}-light`, theme: 'light', partial: {scenes: [scene]}});
    expect(scenes.files.video.sha256).toBe(sha256File(path.join(dir, scenes.file)));
    expect(() => loadUploadJob(out, delivery, '--frames-0-89')).toThrow(
      `${id}: ${path.join(dir, 'manifest--frames-0-89.json')} is refused: it describes a partial render (frames 0-89), a piece of the video made with --scenes or --frames, with no thumbnail, captions or description; the upload sends only a whole video's set, so render ${id} without --scenes or --frames.`,
    );
    expect(() => loadUploadJob(out, delivery, `--${scene}-light`)).toThrow(
      `is refused: it describes a partial render (scenes ${scene})`,
    );
    expect(loadUploadJob(out, delivery).manifest.variant).toBe('');
  });

  it('the thumbnail is rendered beside the video, not after it, and the set is published once both are done', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'thumbnail-beside-'));
    quiet();
    await render('--out', out);
    expect(failThumbnail.events).toEqual(['video starts', 'thumbnail', 'video ends']);
    expect(fs.readdirSync(path.join(out, id))).toContain('thumbnail.png');
  });

  it('a render that fails before publishing leaves the earlier set as it was, with no staging folder', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-'));
    quiet();
    await render('--out', out);
    const dir = path.join(out, id);
    const before = snapshot(dir);
    failThumbnail.now = true;
    await expect(render('--out', out)).rejects.toThrow(`${id}: thumbnail: the thumbnail failed`);
    expect(snapshot(dir)).toEqual(before);
    expect(loadUploadJob(out, delivery).manifest.theme).toBe('dark');
  });

  it('a failure in the publish step, after the MP4 and before the last sidecar: the upload refuses while that render lives, and once it is gone the set is finished whole (#46)', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'killed-'));
    quiet();
    await render('--out', out, '--theme', 'light');
    const rename = fs.renameSync;
    let renames = 0;
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (String(from).includes('.render-') && ++renames === 2) throw new Error('killed');
      rename(from, to);
    });
    await expect(render('--out', out, '--theme', 'light')).rejects.toThrow('killed');
    vi.mocked(fs.renameSync).mockRestore();
    const mp4 = path.join(out, id, `${id}-light.mp4`);
    expect(fs.readFileSync(mp4, 'utf8')).toBe('MP4 of the light render #2'); // the new MP4 is in place, the old manifest beside it
    expect(() => loadUploadJob(out, delivery, '-light')).toThrow(
      `${id}: render ${process.pid} is publishing a new set in ${path.join(out, id)} right now; run the upload again when it has finished.`,
    );
    // that render's process gone (here: its journal handed to a pid that does not exist)
    const dir = path.join(out, id);
    fs.renameSync(path.join(dir, `.publish-${process.pid}.json`), path.join(dir, '.publish-999999999.json'));
    const job = loadUploadJob(out, delivery, '-light');
    expect(fs.readFileSync(job.file, 'utf8')).toBe('MP4 of the light render #2');
    expect(job.manifest.files.video.sha256).toBe(sha256File(mp4));
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});
