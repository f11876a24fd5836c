import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  outputNames,
  partialOutputNames,
  partialRenderRefusal,
  partialVariant,
  variantOf,
} from '../../src/render/output-files';
import {openStaging, sweepVideoFolder} from '../../src/render/publish-outputs';
import {diskFullSentence} from '../../src/render/render-command';
import {openRenderTemp, tempPrefix} from '../../src/render/render-temp';
import {loadUploadJob} from '../../src/upload/load-upload-job';
import {delivery, makeOut, png, sealManifest} from '../upload/upload-fixtures';

const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
const base = {theme: 'dark' as const, scale: 1, fps: 30, draft: false, everyFrame: false};

describe('the output folder contract', () => {
  it('names every file of a render for its variant; the default keeps the plain names', () => {
    expect(outputNames('demo', variantOf(base))).toEqual({
      video: 'demo.mp4',
      thumbnail: 'thumbnail.png',
      description: 'description.txt',
      captionsSrt: 'captions.srt',
      captionsVtt: 'captions.vtt',
      descriptionsVtt: 'descriptions.vtt',
      facts: 'facts.md',
      manifest: 'manifest.json',
    });
    const light = outputNames('demo', variantOf({...base, theme: 'light'}));
    expect(Object.values(light).every((name) => name.includes('-light'))).toBe(true);
    const variants = [
      base,
      {...base, theme: 'light' as const},
      {...base, scale: 2},
      {...base, draft: true},
      {...base, fps: 60},
      {...base, everyFrame: true},
    ].map(variantOf);
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('a --scenes or --frames render is named for its selection before the variant, so its two files never share a name with a full set', () => {
    const frames = partialVariant({frames: {first: 0, last: 89}}, variantOf(base));
    expect(partialOutputNames('demo', frames)).toEqual({
      video: 'demo--frames-0-89.mp4',
      manifest: 'manifest--frames-0-89.json',
    });
    const scenes = partialVariant({scenes: ['title', 'memory']}, variantOf({...base, theme: 'light'}));
    expect(partialOutputNames('demo', scenes)).toEqual({
      video: 'demo--title+memory-light.mp4',
      manifest: 'manifest--title+memory-light.json',
    });
    const full = Object.values(outputNames('demo', variantOf(base)));
    for (const name of [
      ...Object.values(partialOutputNames('demo', frames)),
      ...Object.values(partialOutputNames('demo', scenes)),
    ])
      expect(full).not.toContain(name);
    expect(partialRenderRefusal({partial: {ranges: [{first: 0, last: 89}]}})).toMatch(/^it describes a partial render/);
    expect(partialRenderRefusal({id: 'demo'})).toBeUndefined();
  });

  it('the upload refuses a file the manifest does not confirm, naming it, and takes a missing thumbnail as not rendered yet', () => {
    const {out} = makeOut();
    const dir = path.join(out, delivery.id);
    fs.writeFileSync(path.join(dir, 'captions.srt'), '1\n00:00:00,000 --> 00:00:01,000\nfrom another render\n');
    expect(() => loadUploadJob(out, delivery)).toThrow(
      `${delivery.id}: ${path.join(dir, 'captions.srt')} does not match manifest.json (sha256 differs): it is not from the render the manifest describes, so nothing was sent; render ${delivery.id} again.`,
    );
    sealManifest(dir);
    fs.writeFileSync(path.join(dir, 'thumbnail.png'), Buffer.concat([png, Buffer.from('x')]));
    expect(() => loadUploadJob(out, delivery)).toThrow(/thumbnail\.png does not match manifest\.json/);
    fs.rmSync(path.join(dir, 'thumbnail.png'));
    expect(loadUploadJob(out, delivery).thumbnailFile).toBeUndefined();
  });

  it('an old manifest without the file list is refused with the field and the rule', () => {
    const {out} = makeOut();
    const file = path.join(out, delivery.id, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    delete manifest.files;
    fs.writeFileSync(file, JSON.stringify(manifest));
    expect(() => loadUploadJob(out, delivery)).toThrow(
      `${delivery.id}: ${file} is not a manifest this version writes (files: is missing)`,
    );
  });
});

describe('publishing one render as a unit', () => {
  it('a render that fails before publishing leaves the earlier set untouched and its staging folder gone', () => {
    const {out} = makeOut();
    const dir = path.join(out, delivery.id);
    const before = Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
    const staging = openStaging(dir);
    fs.writeFileSync(staging.path('demo-video.mp4'), 'a new MP4');
    fs.writeFileSync(staging.path('captions.srt'), 'new captions');
    staging.discard(); // what the render does on an error or a cancel
    expect(Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]))).toEqual(
      before,
    );
    expect(loadUploadJob(out, delivery).file).toBe(path.join(dir, 'demo-video.mp4'));
  });

  it('a kill between the MP4 and the last sidecar leaves a set the upload refuses, never a mixed one it sends', () => {
    const {out} = makeOut();
    const dir = path.join(out, delivery.id);
    // the publish step renamed the new MP4 into place, then the process died before the manifest
    fs.writeFileSync(path.join(dir, 'demo-video.mp4'), "the new render's MP4");
    expect(() => loadUploadJob(out, delivery)).toThrow(
      /demo-video\.mp4 does not match manifest\.json \(sha256 differs\)/,
    );
  });

  it('publishes every file, the manifest last, and sweeps what dead renders left', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    for (const name of [
      `.render-${dead}`,
      `.demo--frames-0-899.mp4.${dead}.partial.mp4`,
      `captions.srt.${dead}.tmp`,
      `.demo.mp4.${dead}.segments`,
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), 'left by a SIGKILL');
    }
    fs.writeFileSync(path.join(dir, `captions.srt.${process.pid}.tmp`), "a live render's");
    const staging = openStaging(dir);
    expect(fs.readdirSync(dir).sort()).toEqual([`.render-${process.pid}`, `captions.srt.${process.pid}.tmp`]);
    const order: string[] = [];
    const rename = fs.renameSync;
    fs.renameSync = ((from: string, to: string) => {
      order.push(path.basename(String(to)));
      rename(from, to);
    }) as typeof fs.renameSync;
    try {
      for (const name of ['a.mp4', 'b.srt', 'manifest.json']) fs.writeFileSync(staging.path(name), name);
      staging.publish(['a.mp4', 'b.srt'], 'manifest.json');
    } finally {
      fs.renameSync = rename;
    }
    // the journal first (the commit point: a kill after it is finished by the next start), then the set, the manifest last
    expect(order).toEqual([`.publish-${process.pid}.json`, 'a.mp4', 'b.srt', 'manifest.json']);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.mp4', 'b.srt', `captions.srt.${process.pid}.tmp`, 'manifest.json']);
    expect(sweepVideoFolder(dir)).toEqual([]);
  });
});

describe("a render's temporary work", () => {
  it('lives in one folder of its own that TMPDIR points at, is removed on close, and dead ones are swept', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-temp-'));
    fs.mkdirSync(path.join(root, `${tempPrefix}${dead}`, 'bundle'), {recursive: true});
    fs.mkdirSync(path.join(root, 'someone-else'));
    const previous = process.env.TMPDIR;
    const temp = openRenderTemp(root);
    expect(os.tmpdir()).toBe(temp.dir);
    expect(fs.readdirSync(root).sort()).toEqual([`${tempPrefix}${process.pid}`, 'someone-else']);
    temp.close();
    expect(process.env.TMPDIR).toBe(previous);
    expect(fs.readdirSync(root)).toEqual(['someone-else']);
  });

  it('a full disk is one sentence naming the path, "no space left" and that nothing was published', () => {
    const ffmpeg = new Error(
      'ffmpeg exited with 1: [out#0/mp4 @ 0x1] Error writing trailer: No space left on device | /o/x/.render-7/00-title.mp4: No space left on device | Conversion failed!',
    );
    expect(diskFullSentence(ffmpeg, 'out')).toBe(
      'Render failed: no space left on the device at /o/x/.render-7/00-title.mp4; nothing was published, earlier outputs are untouched. Free some space or choose another --out.',
    );
    const write = Object.assign(new Error("ENOSPC: no space left on device, write '/o/x/.render-7/facts.md'"), {
      code: 'ENOSPC',
    });
    expect(diskFullSentence(write, 'out')).toMatch(
      /^Render failed: no space left on the device at \/o\/x\/\.render-7\/facts\.md; nothing was published/,
    );
    expect(diskFullSentence(new Error('something else'), 'out')).toBeUndefined();
  });
});
