// A render's recorded work items and main-process parts (<out>/render-timings.json) and their replay (bench --replay --from).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readRenderTimings, timingsRecorder, writeRenderTimings} from '../../src/render/render-timings';
import {replayRecorded} from '../../src/render/replay-bench';
import type {ItemTiming} from '../../src/render/work-timings';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'timings-'));
const chunk = (video: string, scene: string, captures: number, seconds: number, label = scene): ItemTiming => ({
  label: `${video}: scene ${label}`,
  kind: 'chunk',
  video,
  scene,
  captures,
  weight: captures,
  seconds,
});

describe('render timings', () => {
  it('records items in the order submitted (videos in render order, each its chunks then its thumbnail) and parts with what they belong to; written whole, read back the same', () => {
    const recorder = timingsRecorder(2, 2, ['v', 'w']);
    recorder.parts.bundleSeconds = 12;
    recorder.parts.startSeconds = 3;
    // w finishes first: the file still lists v first, as submitted
    recorder.addVideo('w', {items: [chunk('w', 'c', 10, 5)], parts: [{kind: 'verify', video: 'w', seconds: 1}]});
    recorder.addThumbnail('w', 'w: thumbnail', 2);
    recorder.addThumbnail('v', 'v: thumbnail', 3);
    recorder.addVideo('v', {
      items: [chunk('v', 'b', 80, 20, 'b 1/2'), chunk('v', 'b', 40, 10, 'b 2/2')],
      parts: [
        {kind: 'join-chunks', video: 'v', scene: 'b', seconds: 0.5},
        {kind: 'verify', video: 'v', seconds: 2},
      ],
      reused: ['a'],
    });
    recorder.parts.closeSeconds = 1;
    const timings = recorder.finish();
    expect(timings.items.map((i) => i.label)).toEqual([
      'v: scene b 1/2',
      'v: scene b 2/2',
      'v: thumbnail',
      'w: scene c',
      'w: thumbnail',
    ]);
    expect(timings.items[2]).toEqual({
      label: 'v: thumbnail',
      kind: 'thumbnail',
      video: 'v',
      captures: 0,
      weight: 0,
      seconds: 3,
    });
    expect(timings.parts.map((p) => `${p.kind} ${p.video} ${p.scene ?? ''}`)).toEqual([
      'join-chunks v b',
      'verify v ',
      'verify w ',
    ]);
    expect(timings).toMatchObject({
      format: 2,
      workers: 2,
      cores: 2,
      bundleSeconds: 12,
      reusedScenes: 1,
      videos: ['v', 'w'],
    });
    const dir = tempDir();
    const file = writeRenderTimings(dir, timings);
    expect(fs.readdirSync(dir)).toEqual(['render-timings.json']);
    expect(readRenderTimings(file)).toEqual({timings, assumed: []});
  });

  it('a missing or broken file is one sentence naming the file and the field', () => {
    const dir = tempDir();
    expect(() => readRenderTimings(path.join(dir, 'none.json'))).toThrow(/^--from .*none\.json: no such file/);
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{"format": 2, "workers": 0}');
    expect(() => readRenderTimings(bad)).toThrow(/^--from .*bad\.json: workers: /);
    fs.writeFileSync(bad, 'not json');
    expect(() => readRenderTimings(bad)).toThrow(/bad\.json: not JSON$/);
    const legacy = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'render-timings-s43.json'), 'utf8'));
    legacy.serial[0].what = "join the-stall's 6 chunks"; // a scene of inside-the-sm, in nvlink-nvswitch's group
    fs.writeFileSync(bad, JSON.stringify(legacy));
    expect(() => readRenderTimings(bad)).toThrow(
      `--from ${bad}: serial.0: "join the-stall's 6 chunks" names no scene of nvlink-nvswitch with that many chunks`,
    );
  });

  it("reads session 43's file (no format): chunks by label, parts by video in the order of videos, thumbnails as items", () => {
    const {timings, assumed} = readRenderTimings(path.join(__dirname, 'fixtures', 'render-timings-s43.json'));
    expect(timings.items.filter((i) => i.kind === 'chunk')).toHaveLength(102);
    expect(timings.items.filter((i) => i.kind === 'thumbnail').map((i) => i.seconds.toFixed(1))).toEqual([
      '10.8',
      '26.1',
      '3.6',
    ]);
    expect(timings.items[0]).toMatchObject({video: 'grace-blackwell', scene: 'discrete-cpu-gpu', weight: 78});
    const joins = timings.parts.filter((p) => p.kind === 'join-chunks');
    expect(joins).toHaveLength(24); // 7 + 10 + 7 scenes of several chunks
    expect(joins.find((p) => p.scene === 'one-hop')?.video).toBe('nvlink-nvswitch');
    expect(joins.find((p) => p.scene === 'title')?.video).toBe('grace-blackwell'); // the only title of several chunks
    expect(timings.parts.filter((p) => p.kind === 'verify').map((p) => p.video)).toEqual(timings.videos);
    expect(assumed).toHaveLength(3);
    // the replay of that render as it ran (weights = captures): the model's own check at its 2 workers
    const table = replayRecorded(timings, [1, 16, 32]);
    expect(table.atOwnWorkers.predictedSeconds).toBeCloseTo(2129.1, 1);
    expect(table.atOwnWorkers.wallSeconds).toBeCloseTo(2122.4, 1);
    expect(table.rows.map((r) => r.efficiency.toFixed(2))).toEqual(['1.00', '0.80', '0.65']);
    expect(table.rows[1]?.tail.map((t) => t.what)).toEqual([
      "join of nvlink-nvswitch's one-hop chunks",
      "join of nvlink-nvswitch's scenes",
      'verification of nvlink-nvswitch',
    ]);
  });

  it("replays session 44's clean-clone render (format 2, weights by expected cost): #48's goals met on a real render's items", () => {
    const {timings, assumed} = readRenderTimings(path.join(__dirname, 'fixtures', 'render-timings-s44.json'));
    expect(assumed).toEqual([]);
    expect(timings.items.filter((i) => i.kind === 'chunk')).toHaveLength(102);
    expect(timings.items.filter((i) => i.kind === 'thumbnail')).toHaveLength(3);
    expect(timings.items.reduce((n, i) => n + i.captures, 0)).toBe(6617);
    const table = replayRecorded(timings, [1, 16, 32]);
    // the model's own check: that render on its own 2 workers, replayed, against its measured wall time
    expect(table.atOwnWorkers.predictedSeconds / table.atOwnWorkers.wallSeconds).toBeCloseTo(1, 2);
    expect(table.rows.map((r) => r.efficiency.toFixed(2))).toEqual(['1.00', '0.93', '0.79']);
    expect(table.rows[1]?.efficiency).toBeGreaterThanOrEqual(0.85);
    expect(table.rows[2]?.efficiency).toBeGreaterThanOrEqual(0.7);
  });

  it('replays recorded items on N slots: bundle and workers paid once, the verification only after the last item', () => {
    const table = replayRecorded(
      {
        format: 2,
        workers: 2,
        cores: 2,
        wallSeconds: 57,
        bundleSeconds: 10,
        startSeconds: 2,
        closeSeconds: 1,
        items: [
          ...Array.from({length: 8}, (_, i) => chunk('v', `s${i}`, 10, 10)),
          {label: 'v: thumbnail', kind: 'thumbnail', video: 'v', captures: 0, weight: 0, seconds: 4},
        ],
        parts: [{kind: 'verify', video: 'v', seconds: 3}],
        reusedScenes: 0,
        videos: ['v'],
      },
      [1, 8],
    );
    // 1 slot: items 84 s (the thumbnail last, beside the 3 s verification) + 13 = 97;
    // 8 slots: 10 s, the thumbnail 10–14 beside the verification 10–13: 14 + 13 = 27
    expect(table.serialSeconds).toBe(13);
    expect(table.rows.map((r) => r.predictedSeconds)).toEqual([97, 27]);
    expect(table.rows[1]?.efficiency).toBeCloseTo(97 / 27 / 8);
    expect(table.rows.every((r) => r.measuredSeconds === undefined)).toBe(true);
    expect(table.atOwnWorkers).toEqual({workers: 2, predictedSeconds: 13 + 44 + 0, wallSeconds: 57});
  });
});
