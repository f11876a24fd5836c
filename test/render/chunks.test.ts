// Chunks: a scene split into work items of at most ~1/64 of a full render's captures, cut at whole GOPs.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {planCapture} from '../../src/render/capture-plan';
import {chunkScene, maxCapturesPerChunk} from '../../src/render/chunks';
import {gopOf} from '../../src/render/encode-settings';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {loopRuns} from '../../src/render/loop-runs';
import {loopFixtureTimeline} from '../../src/visual/loop-fixture';

const timelines = [
  ...videos.map((v) => resolveVideo(v).timeline),
  loopFixtureTimeline(),
  loopFixtureTimeline(24),
  loopFixtureTimeline(60),
];

describe('chunks', () => {
  it.each(timelines.map((t) => [`${t.videoId} at ${t.fps} fps`, t] as const))(
    '%s: cover every scene in order, cut at whole GOPs from its start, each within the limit',
    (_, t) => {
      const runs = loopRuns(t);
      for (const scene of t.scenes) {
        const chunks = chunkScene(t, scene, false, 40);
        expect(chunks[0]?.from).toBe(scene.from);
        expect(chunks.at(-1)?.to).toBe(scene.to);
        chunks.forEach((c, i) => {
          if (i > 0) expect(c.from).toBe(chunks[i - 1]?.to);
          expect((c.from - scene.from) % gopOf(t.fps)).toBe(0);
          expect(c.plan.output).toEqual(Array.from({length: c.to - c.from}, (_, k) => c.from + k));
          // never cut inside a loop run (a chunk starting there would capture a period again)
          expect(runs.filter((r) => r.from < c.to && c.to < r.to)).toEqual([]);
          // over the limit only when one GOP alone is, or when it takes a loop run whole (by at most its period)
          const whole = runs.filter((r) => r.from >= c.from && r.to <= c.to);
          if (c.plan.captured.length > 40 && c.to - c.from > gopOf(t.fps)) {
            expect(whole.length).toBeGreaterThan(0);
            expect(c.plan.captured.length).toBeLessThanOrEqual(
              40 + Math.max(...whole.map((r) => r.period)) + gopOf(t.fps),
            );
          }
        });
      }
    },
  );

  it('an --every-frame render is cut where the held one is (so both encode the same GOPs)', () => {
    for (const t of timelines)
      for (const scene of t.scenes) {
        const held = chunkScene(t, scene, false, 40).map((c) => [c.from, c.to]);
        const every = chunkScene(t, scene, true, 40);
        expect(every.map((c) => [c.from, c.to])).toEqual(held);
        for (const c of every) expect(c.plan.captured).toHaveLength(c.to - c.from);
      }
  });

  it('a chunk starting inside a hold or a loop captures its own first frame or period', () => {
    const t = loopFixtureTimeline();
    const scene = t.scenes[0]!;
    for (const c of chunkScene(t, scene, false, 20)) {
      expect(c.plan.captured[0]).toBe(c.from);
      expect(c.plan).toEqual(planCapture(t, [{from: c.from, to: c.to}], false));
    }
  });

  it("on the three videos no work item exceeds about 1/64 of a full render's captures, and chunking adds almost no captures", () => {
    const videoTimelines = timelines.slice(0, videos.length);
    const whole = videoTimelines.reduce(
      (n, t) => n + planCapture(t, [{from: 0, to: t.durationInFrames}], false).captured.length,
      0,
    );
    const chunks = videoTimelines.flatMap((t) =>
      t.scenes.flatMap((s) => chunkScene(t, s, false).map((c) => ({...c, t, runs: loopRuns(t)}))),
    );
    for (const c of chunks) {
      const captures = c.plan.captured.length;
      if (captures <= maxCapturesPerChunk) continue;
      // over the limit only by carrying a loop run whole: its period, plus the GOPs' worth of frames on either side
      const carried = c.runs.filter((r) => r.from >= c.from && r.to <= c.to);
      expect(carried.length).toBeGreaterThan(0);
      const longest = Math.max(...carried.map((r) => r.period));
      expect(captures).toBeLessThanOrEqual(longest + 2 * (gopOf(c.t.fps) - 1));
    }
    const plain = chunks.filter((c) => !c.runs.some((r) => r.from >= c.from && r.to <= c.to));
    expect(Math.max(...plain.map((c) => c.plan.captured.length)) / whole).toBeLessThanOrEqual((1 / 64) * 1.2);
    // the largest item of all is a loop's chunk (inside-the-sm's 4 s warp trace: 120 frames and its lead-in, ~1/50)
    const largest = Math.max(...chunks.map((c) => c.plan.captured.length));
    expect(largest / whole).toBeLessThanOrEqual(1 / 45);
    const chunked = chunks.reduce((n, c) => n + c.plan.captured.length, 0);
    // loops are never cut, so chunks repeat no period: only holds that cross a cut are captured twice
    expect(chunked / whole).toBeLessThan(1.01);
  });
});
