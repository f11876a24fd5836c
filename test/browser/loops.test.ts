import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {makeCancelSignal} from '@remotion/renderer';
import {afterAll, describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {planCapture} from '../../src/render/capture-plan';
import {loopRuns, type LoopRun} from '../../src/render/loop-runs';
import {renderVideo, type RenderJob} from '../../src/render/render-video';
import {resolveVideo} from '../../src/timeline/resolve-video';
import type {Interval, Timeline} from '../../src/timeline/timeline-types';
import {loopFixtureTimeline} from '../../src/visual/loop-fixture';
import {frameHashes} from './decode-frames';
import {framesOf, sharedRenderSession} from './session';

// Loops are captured for one period and repeated (src/render/capture-plan.ts). That is only
// right if the drawing really repeats: every loop run of every video (and of the loop fixture,
// `bench-loop`, so this never checks nothing) is sampled at its start, middle and end, frame f
// against f + period.
const subjects: {id: string; timeline: Timeline}[] = [
  {id: 'bench-loop', timeline: loopFixtureTimeline()},
  ...videos.map((v) => ({id: String(v.script.id), timeline: resolveVideo(v).timeline})),
];

/** Pairs [f, f + period] at the run's start, middle and end. */
function samplePairs(run: LoopRun): [number, number][] {
  if (run.to - run.from <= run.period) return [];
  const middle = Math.floor((run.from + run.to - run.period) / 2);
  const firsts = [...new Set([run.from, middle, run.to - 1 - run.period])];
  return firsts.map((f) => [f, f + run.period]);
}

describe.each(subjects.map((s) => [s.id, s] as const))('loops repeat in %s', (id, {timeline}) => {
  const runs = loopRuns(timeline);
  it.skipIf(runs.length === 0)(
    'frame f and f + period are pixel-identical at the start, middle and end of every loop run',
    async () => {
      const pairs = runs.flatMap((run) => samplePairs(run).map((pair) => ({run, pair})));
      const frames = await framesOf(
        id,
        pairs.flatMap((p) => p.pair),
      );
      const differing = pairs
        .filter(({pair: [a, b]}) => !(frames.get(a)?.equals(frames.get(b) ?? Buffer.alloc(0)) ?? false))
        .map(
          ({run, pair: [a, b]}) => `${id} ${run.beats.join(' + ')}: frames ${a} and ${b} (period ${run.period}) differ`,
        );
      expect(differing).toEqual([]);
    },
  );
});

it('the loop fixture declares a loop, so the check above always checks something', () => {
  expect(loopRuns(loopFixtureTimeline()).length).toBeGreaterThan(0);
});

// The fixture's looped render against an --every-frame one, over several periods and chunked, is
// test/browser/chunks.test.ts; here, in each video that declares a loop, its loop of the shortest period
// (every frame of that range is captured for the comparison), from 5 frames before it to 10 frames
// into its first repeat: the lead-in, one captured period and the seam where the repeat begins.
const inVideos = subjects.slice(1).flatMap((s) =>
  loopRuns(s.timeline)
    .sort((a, b) => a.period - b.period || a.from - b.from)
    .slice(0, 1)
    .map((r) => ({
      id: s.id,
      timeline: s.timeline,
      range: {from: Math.max(0, r.from - 5), to: Math.min(r.to, r.from + r.period + 10)},
    })),
);

describe.skipIf(inVideos.length === 0)(
  'a looped render of a video decodes to the same frames as an --every-frame render of the same range',
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loops-test-'));
    afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

    it.each(inVideos.map((c) => [`${c.id} ${c.range.from}–${c.range.to}`, c] as const))(
      '%s',
      async (_, {id, timeline, range}: {id: string; timeline: Timeline; range: Interval}) => {
        const job = (everyFrame: boolean): RenderJob => ({
          compositionId: id,
          props: {theme: 'dark', fps: 30},
          fps: 30,
          plan: planCapture(timeline, [range], everyFrame),
          scale: 1,
          concurrency: 1,
          encode: {crf: 18, preset: 'veryfast', imageFormat: 'png'},
          output: path.join(dir, `${id}-${everyFrame ? 'every' : 'looped'}.mp4`),
        });
        const looped = job(false);
        const every = job(true);
        expect(looped.plan.captured.length).toBeLessThan(every.plan.captured.length);
        const session = await sharedRenderSession();
        for (const j of [looped, every])
          await renderVideo(session, j, makeCancelSignal().cancelSignal, () => undefined);
        const [a, b] = await Promise.all([
          frameHashes(looped.output, 1920, 1080),
          frameHashes(every.output, 1920, 1080),
        ]);
        expect(a).toHaveLength(range.to - range.from);
        expect(a).toEqual(b);
      },
      600_000,
    );
  },
);
