import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {resolveVideo} from '../../src/timeline/resolve-video';
import type {Interval, Timeline} from '../../src/timeline/timeline-types';
import {framesOf} from './session';

/** Every hold of at least two frames, or a deterministic sample of at least 30 covering every scene. */
function sampleHolds(timeline: Timeline): Interval[] {
  const holds = timeline.holds.filter((h) => h.to - h.from >= 2);
  if (holds.length <= 40) return holds;
  const firstOfEachScene = timeline.scenes.flatMap((s) =>
    holds.filter((h) => h.from >= s.from && h.from < s.to).slice(0, 1),
  );
  const step = holds.length / 30;
  const even = Array.from({length: 30}, (_, i) => holds[Math.floor(i * step)]).filter(
    (h): h is Interval => h !== undefined,
  );
  return [...new Set([...firstOfEachScene, ...even])].sort((a, b) => a.from - b.from);
}

function whereIs(timeline: Timeline, frame: number): string {
  const scene = timeline.scenes.find((s) => frame >= s.from && frame < s.to);
  const beat = scene?.beats.filter((b) => b.from <= frame).at(-1);
  return `${timeline.videoId} scene ${scene?.id} beat ${beat?.id}`;
}

describe.each(videos.map((v) => String(v.script.id)))('holds are still in %s', (id) => {
  it('renders the first and last frame of each sampled hold with identical pixels', async () => {
    const definition = videos.find((v) => v.script.id === id);
    if (definition === undefined) throw new Error(id);
    const timeline = resolveVideo(definition).timeline;
    const holds = sampleHolds(timeline);
    expect(holds.length).toBeGreaterThanOrEqual(Math.min(30, timeline.holds.length));
    for (const scene of timeline.scenes)
      expect(
        holds.some((h) => h.from >= scene.from && h.from < scene.to),
        `no hold sampled in ${scene.id}`,
      ).toBe(true);
    const frames = await framesOf(
      id,
      holds.flatMap((h) => [h.from, h.to - 1]),
    );
    const moving = holds
      .filter((h) => !(frames.get(h.from)?.equals(frames.get(h.to - 1) ?? Buffer.alloc(0)) ?? false))
      .map((h) => `${whereIs(timeline, h.from)}: frames ${h.from}–${h.to - 1} differ`);
    expect(moving).toEqual([]);
  });
});
