import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loopRuns} from '../../src/render/loop-runs';
import {lookUpSegments, renderSegmented, type SegmentedJob} from '../../src/render/render-segmented';
import type {Timeline} from '../../src/timeline/timeline-types';
import {loopFixtureTimeline} from '../../src/visual/loop-fixture';
import {model} from '../../src/model/model';
import {frameHashes} from './decode-frames';
import {sharedScheduler} from './session';

// One 75-frame "scene" of the loop fixture (bench-loop): the still picture, its flow's transition
// and the loop, cut into chunks of at most 10 captures (three: two before the loop, the last takes the loop run
// whole, since a loop run is never cut).
const fixture = loopFixtureTimeline();
const run = loopRuns(fixture)[0]!;
const scene = {...fixture.scenes[0]!, id: 'flow-part', from: run.from - 35, to: run.from + 40, durationInFrames: 75};
const short: Timeline = {...fixture, durationInFrames: 75, scenes: [scene]};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-test-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const job = (output: string, everyFrame: boolean): SegmentedJob => ({
  compositionId: 'bench-loop',
  timeline: short,
  props: {theme: 'dark', fps: 30},
  scale: 1,
  everyFrame,
  concurrency: 1,
  encode: {crf: 18, preset: 'veryfast', imageFormat: 'png'},
  output,
  cache: undefined,
  chunkCaptures: 10,
  context: {codeHash: 'test', references: model, settings: {crf: 18}, remotionVersion: 'test', browserVersion: 'test'},
});

describe('a chunked, looped render', () => {
  it(
    'publishes the same decoded frames as an --every-frame render (one worker), its chunks joined by stream copy',
    {timeout: 600_000},
    async () => {
      const held = job(path.join(dir, 'held.mp4'), false);
      const every = job(path.join(dir, 'every.mp4'), true);
      const [heldChunks, everyChunks] = [lookUpSegments(held)[0]!.chunks, lookUpSegments(every)[0]!.chunks];
      expect(heldChunks.length).toBeGreaterThan(2);
      expect(everyChunks.map((c) => [c.from, c.to])).toEqual(heldChunks.map((c) => [c.from, c.to]));
      expect(heldChunks.filter((c) => c.from > run.from && c.from < run.to)).toEqual([]);
      const scheduler = await sharedScheduler();
      const a = await renderSegmented(scheduler, held, () => undefined);
      const b = await renderSegmented(scheduler, every, () => undefined);
      expect(a.captured).toBeLessThan(b.captured);
      expect(b.captured).toBe(75);
      const [x, y] = await Promise.all([frameHashes(held.output, 1920, 1080), frameHashes(every.output, 1920, 1080)]);
      expect(x).toHaveLength(75);
      expect(x).toEqual(y);
    },
  );
});
