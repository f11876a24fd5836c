import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {makeCancelSignal} from '@remotion/renderer';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {planCapture} from '../../src/render/capture-plan';
import {defaultImageFormat} from '../../src/render/encode-settings';
import {renderVideo, type RenderJob} from '../../src/render/render-video';
import {verifyVideo} from '../../src/render/verify-video';
import {differenceOfStreams} from '../../src/render/frame-difference';
import {decodedFrames} from '../../src/render/raw-frames';
import {ffprobeJson} from '../../src/render/ffmpeg';
import {sha256File} from '../../src/render/files';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {frameHashes} from './decode-frames';
import {sharedRenderSession} from './session';

const definition = videos.find((v) => v.script.id === 'inside-the-sm');
if (definition === undefined) throw new Error('inside-the-sm missing');
const timeline = resolveVideo(definition).timeline;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-test-'));
// 20 frames of motion before the first hold, then 25 held frames.
const firstHold = timeline.holds[0] ?? {from: 20, to: 45};
const sample = {from: firstHold.from - 20, to: firstHold.from + 25};

function job(
  output: string,
  everyFrame: boolean,
  range = sample,
  imageFormat: 'jpeg' | 'png' = defaultImageFormat,
): RenderJob {
  return {
    compositionId: 'inside-the-sm',
    props: {theme: 'dark', fps: 30},
    fps: 30,
    plan: planCapture(timeline, [range], everyFrame),
    scale: 1,
    concurrency: 1,
    encode: {crf: 18, preset: 'veryfast', imageFormat},
    output,
  };
}

describe('render pipeline on a range of inside-the-sm (motion and a hold)', () => {
  const file = path.join(dir, 'range.mp4');

  it('publishes an MP4 that passes verification: frames, size, colour, GOP, no audio, faststart, no edit list', async () => {
    const {cancelSignal} = makeCancelSignal();
    const result = await renderVideo(await sharedRenderSession(), job(file, false), cancelSignal, () => undefined);
    expect(result.frames).toBe(45);
    expect(result.captured).toBe(21); // 20 moving frames, then the hold captured once
    expect(result.captured + result.repeated).toBe(45);
    expect(await verifyVideo(file, {frames: 45, fps: 30, width: 1920, height: 1080})).toEqual([]);
    const probe = await ffprobeJson(['-show_streams', file]);
    const streams = probe.streams as {codec_type: string; pix_fmt: string; color_range: string}[];
    expect(streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(streams[0]?.pix_fmt).toBe('yuv420p');
    expect(streams[0]?.color_range).toBe('tv');
  });

  it('decodes to the same frames as an every-frame render of the same range', async () => {
    const reference = path.join(dir, 'every.mp4');
    const {cancelSignal} = makeCancelSignal();
    const result = await renderVideo(await sharedRenderSession(), job(reference, true), cancelSignal, () => undefined);
    expect(result.captured).toBe(45);
    const [held, every] = await Promise.all([frameHashes(file, 1920, 1080), frameHashes(reference, 1920, 1080)]);
    expect(held).toHaveLength(45);
    expect(held).toEqual(every);
  });

  it('the other capture format (JPEG for PNG) gives a verified file with the same colours (same range and matrix)', async () => {
    const otherFormat = defaultImageFormat === 'png' ? 'jpeg' : 'png';
    const other = path.join(dir, `${otherFormat}.mp4`);
    const {cancelSignal} = makeCancelSignal();
    const result = await renderVideo(
      await sharedRenderSession(),
      job(other, false, sample, otherFormat),
      cancelSignal,
      () => undefined,
    );
    expect(await verifyVideo(other, {frames: result.frames, fps: 30, width: 1920, height: 1080})).toEqual([]);
    const d = await differenceOfStreams(decodedFrames(other, 1920, 1080), decodedFrames(file, 1920, 1080), 1920, 1080);
    expect(d.frames).toBe(45);
    // A wrong range or matrix on either path shifts every sample (about 30 dB or less); JPEG q95 alone stays far above.
    expect(d.psnr.y).toBeGreaterThan(40);
    expect(d.psnr.u).toBeGreaterThan(40);
    expect(d.psnr.v).toBeGreaterThan(40);
  });

  it('an interrupted render leaves no file at the output path and keeps the previous one', async () => {
    const before = sha256File(file);
    const {cancelSignal, cancel} = makeCancelSignal();
    let cancelled = false;
    const attempt = renderVideo(await sharedRenderSession(), job(file, true, {from: 0, to: 200}), cancelSignal, (p) => {
      if (p.captured >= 5 && !cancelled) {
        cancelled = true;
        cancel();
      }
    });
    await expect(attempt).rejects.toThrow(/cancel/i);
    expect(sha256File(file)).toBe(before);
    expect(fs.readdirSync(dir).filter((f) => f.includes('partial'))).toEqual([]);
    const fresh = path.join(dir, 'never.mp4');
    const second = makeCancelSignal();
    const failing = renderVideo(
      await sharedRenderSession(),
      job(fresh, true, {from: 0, to: 200}),
      second.cancelSignal,
      (p) => {
        if (p.captured >= 3) second.cancel();
      },
    );
    await expect(failing).rejects.toThrow(/cancel/i);
    expect(fs.existsSync(fresh)).toBe(false);
  });
});
