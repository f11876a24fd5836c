import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {renderSegmented, type SegmentedJob} from '../../src/render/render-segmented';
import {SegmentCache} from '../../src/render/segment-cache';
import {segmentKey} from '../../src/render/segment-key';
import {sha256File} from '../../src/render/files';
import {resolveVideo} from '../../src/timeline/resolve-video';
import type {Timeline} from '../../src/timeline/timeline-types';
import {defaultImageFormat} from '../../src/render/encode-settings';
import {frameHashes} from './decode-frames';
import {sharedScheduler} from './session';

// A short video: two 30-frame "scenes" cut from nvlink-nvswitch, around its first hold (motion, then stillness).
const definition = videos.find((v) => v.script.id === 'nvlink-nvswitch');
if (definition === undefined) throw new Error('missing');
const full = resolveVideo(definition).timeline;
const hold = full.holds[0] ?? {from: 60, to: 120};
const [a, b] = [full.scenes[0], full.scenes[0]].map((s, i) => ({
  ...s!,
  id: `part-${i}`,
  from: hold.from - 20 + i * 30,
  to: hold.from + 10 + i * 30,
  durationInFrames: 30,
}));
const short: Timeline = {...full, durationInFrames: 60, scenes: [a!, b!]};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'segments-test-'));
const cache = new SegmentCache(path.join(dir, 'cache'));

function job(output: string, useCache: boolean): SegmentedJob {
  return {
    compositionId: 'nvlink-nvswitch',
    timeline: short,
    props: {theme: 'dark', fps: 30},
    scale: 1,
    everyFrame: false,
    concurrency: 1,
    encode: {crf: 18, preset: 'veryfast', imageFormat: defaultImageFormat},
    output,
    cache: useCache ? cache : undefined,
    context: {
      codeHash: 'test',
      references: resolveVideo(definition!).references,
      settings: {crf: 18},
      remotionVersion: 'test',
      browserVersion: 'test',
    },
  };
}
const run = async (output: string, useCache: boolean) =>
  renderSegmented(await sharedScheduler(), job(output, useCache), () => undefined);

describe('scene segments with a cache, joined by stream copy', () => {
  const first = path.join(dir, 'first.mp4');

  it('renders every segment cold, then reuses them all, giving the same bytes', async () => {
    const cold = await run(first, true);
    expect(cold.rendered).toEqual(['part-0', 'part-1']);
    const second = path.join(dir, 'second.mp4');
    const warm = await run(second, true);
    expect(warm.reused).toEqual(['part-0', 'part-1']);
    expect(warm.rendered).toEqual([]);
    expect(sha256File(second)).toBe(sha256File(first));
  });

  it('a --no-cache render decodes to identical frames, and the join equals its segments back to back', async () => {
    const fresh = path.join(dir, 'fresh.mp4');
    const result = await run(fresh, false);
    expect(result.rendered).toHaveLength(2);
    const joined = await frameHashes(first, 1920, 1080);
    expect(await frameHashes(fresh, 1920, 1080)).toEqual(joined);
    const segments = short.scenes.map((s) => cache.videoPath(segmentKey(short, s, job(first, true).context)));
    const parts = [...(await frameHashes(segments[0]!, 1920, 1080)), ...(await frameHashes(segments[1]!, 1920, 1080))];
    expect(joined).toEqual(parts);
    expect(joined).toHaveLength(60);
  });

  it('re-renders a truncated segment instead of joining it', async () => {
    const key = segmentKey(short, short.scenes[1]!, job(first, true).context);
    fs.truncateSync(cache.videoPath(key), 1000);
    const result = await run(path.join(dir, 'repaired.mp4'), true);
    expect(result.reused).toEqual(['part-0']);
    expect(result.rendered).toEqual(['part-1']);
    expect(sha256File(path.join(dir, 'repaired.mp4'))).toBe(sha256File(first));
  });
});
