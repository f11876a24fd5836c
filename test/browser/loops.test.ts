import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {planCapture} from '../../src/render/capture-plan';
import {loopRuns, type LoopRun} from '../../src/render/loop-runs';
import {resolveVideo} from '../../src/timeline/resolve-video';
import type {Interval, Timeline} from '../../src/timeline/timeline-types';
import {loopFixtureTimeline} from '../../src/visual/loop-fixture';
import {framesOf} from './session';

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

// The fixture's looped render against an --every-frame one, decoded, over several periods and chunked, is
// test/browser/chunks.test.ts: the encode repeats a capture exactly where the plan says. Here, in each
// video that declares a loop, its loop of the shortest period, from 5 frames before it to 10 frames
// into its first repeat (the lead-in, one captured period and the seam where the repeat begins):
// every frame captured in one render's order (one renderFrames call, concurrency 1, as --every-frame
// takes them) must equal the capture the looped plan shows at that frame. That is the looped render's
// encoder input against the every-frame render's, frame by frame, without encoding either.
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
  "a video's looped plan shows, at every frame of a range, the picture an --every-frame render captures there",
  () => {
    it.each(inVideos.map((c) => [`${c.id} ${c.range.from}–${c.range.to}`, c] as const))(
      '%s',
      async (_, {id, timeline, range}: {id: string; timeline: Timeline; range: Interval}) => {
        const looped = planCapture(timeline, [range], false);
        const every = planCapture(timeline, [range], true);
        expect(every.captured).toEqual(every.output);
        const repeats = looped.output.filter((f, i) => looped.source[i] !== f);
        expect(repeats.length).toBeGreaterThanOrEqual(10);
        const frames = await framesOf(id, every.captured);
        const differing = looped.output
          .map((f, i) => [f, looped.source[i] as number] as const)
          .filter(([f, shows]) => !(frames.get(f)?.equals(frames.get(shows) ?? Buffer.alloc(0)) ?? false))
          .map(
            ([f, shows]) =>
              `${id}: frame ${f}'s capture differs from frame ${shows}'s, which the looped plan shows there`,
          );
        expect(frames.size).toBe(range.to - range.from);
        expect(differing).toEqual([]);
      },
      600_000,
    );
  },
);
