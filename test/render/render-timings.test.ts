// A render's recorded work items (<out>/render-timings.json) and their replay (bench --replay --from).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readRenderTimings, timingsRecorder, writeRenderTimings} from '../../src/render/render-timings';
import {replayRecorded} from '../../src/render/replay-bench';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'timings-'));

describe('render timings', () => {
  it('records items, serial parts and the parts no worker runs; written whole, read back the same', async () => {
    const recorder = timingsRecorder(2, 2);
    recorder.parts.bundleSeconds = 12;
    recorder.parts.startSeconds = 3;
    recorder.addVideo('v', {
      items: [
        {label: 'v: scene b', captures: 80, seconds: 20},
        {label: 'v: scene a', captures: 40, seconds: 10},
      ],
      serial: [{what: 'verify', seconds: 2}],
      reused: ['c'],
    });
    await recorder.serial('thumbnail', async () => undefined);
    recorder.parts.closeSeconds = 1;
    const timings = recorder.finish();
    expect(timings.items.map((i) => i.label)).toEqual(['v: scene a', 'v: scene b']);
    expect(timings.serial.map((s) => s.what)).toEqual(['verify', 'thumbnail']);
    expect(timings).toMatchObject({workers: 2, cores: 2, bundleSeconds: 12, reusedScenes: 1, videos: ['v']});
    const dir = tempDir();
    const file = writeRenderTimings(dir, timings);
    expect(fs.readdirSync(dir)).toEqual(['render-timings.json']);
    expect(readRenderTimings(file)).toEqual(timings);
  });

  it('a missing or broken file is one sentence naming the file and the field', () => {
    const dir = tempDir();
    expect(() => readRenderTimings(path.join(dir, 'none.json'))).toThrow(/^--from .*none\.json: no such file/);
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{"workers": 0}');
    expect(() => readRenderTimings(bad)).toThrow(/^--from .*bad\.json: workers: /);
    fs.writeFileSync(bad, 'not json');
    expect(() => readRenderTimings(bad)).toThrow(/bad\.json: not JSON$/);
  });

  it('replays the recorded items on N slots with the serial parts paid once', () => {
    const table = replayRecorded(
      {
        workers: 2,
        cores: 2,
        wallSeconds: 100,
        bundleSeconds: 10,
        startSeconds: 2,
        closeSeconds: 1,
        items: Array.from({length: 8}, (_, i) => ({label: `v: scene s${i}`, captures: 10, seconds: 10})),
        serial: [
          {what: 'verify', seconds: 3},
          {what: 'thumbnail', seconds: 4},
        ],
        reusedScenes: 0,
        videos: ['v'],
      },
      [1, 2, 8],
    );
    // serial: bundle 10 + start 2 + verify 3 + thumbnail 4 + stop 1 = 20; items 80 s on one slot
    expect(table.serialSeconds).toBe(20);
    expect(table.rows.map((r) => r.predictedSeconds)).toEqual([100, 60, 30]);
    expect(table.rows[2]?.efficiency).toBeCloseTo(100 / 30 / 8);
    expect(table.rows.every((r) => r.measuredSeconds === undefined)).toBe(true);
  });
});
