// observe-reading.ts: on a fixture whose label is hidden for a moment inside motion that a sparse
// observation (settled frames only, as flash sampling left it) never sees, the sparse observations
// pass and the observed ones find the violation, on the audit's grid of every 3rd motion frame.
import {describe, expect, it} from 'vitest';
import {checkReadingTime} from '../../src/audit/check-reading-time';
import type {TextPresence} from '../../src/audit/measure-texts';
import {observeReading} from '../../src/audit/observe-reading';
import {planMotionSamples} from '../../src/audit/plan-checkpoints';
import {videoSchema} from '../../src/script/schema';
import {resolveTimeline} from '../../src/timeline/resolve-timeline';

// A 12 s scene: a 2-word label from 0 s (needs 2.4 s = 72 frames), beat "move" at 1 s moves something for 4 s.
const plain = (id: string) => ({
  id,
  chapter: `Chapter ${id}`,
  seconds: 10,
  beats: [{id: 'show', at: 0, labels: [{id: 'name', text: 'A scene'}]}],
});
const timeline = resolveTimeline(
  videoSchema.parse({
    id: 'fixture',
    title: 'Fixture',
    subtitle: 'A test video',
    lengthSeconds: 32,
    delivery: {summary: 'A test video', tags: [], categoryId: '28', language: 'en'},
    constants: {},
    scenes: [
      {
        id: 'only',
        chapter: 'The only chapter',
        seconds: 12,
        beats: [
          {id: 'first', at: 0, thumbnail: true, labels: [{id: 'name', text: 'Grace CPU'}]},
          {id: 'move', at: 1, motion: {kind: 'flow', seconds: 4}},
        ],
      },
      plain('two'),
      plain('three'),
    ],
  }),
  {},
  30,
);

/** The transition: the label's entrance takes 10 frames (a third of a second at 30 fps). */
const T = timeline.transitionFrames;

/** The page: the label enters over T frames and, by a bug, blinks out for frames 50–52 (inside the motion). */
const page = (frame: number): TextPresence =>
  frame >= 50 && frame < 53 ? {} : {name: {opacity: Math.min(1, frame / T), text: 'Grace CPU'}};
const grid = new Set(planMotionSamples(timeline, 3));
const sampled = (f: number) => grid.has(f);
const only = (sceneId: string) => sceneId === 'only';
const nameRow = (observed: Map<number, TextPresence>) =>
  checkReadingTime(timeline, observed, only).find((r) => r.textId === 'name');

describe('observeReading', () => {
  it('a sparse observation (settled frames only) misses a 3-frame blink inside motion; the 3-frame grid finds it', async () => {
    const sparse = new Map([T, 150, 359].map((f) => [f, page(f)] as const));
    expect(nameRow(sparse)?.ok).toBe(true);
    const reads: number[] = [];
    await observeReading(
      timeline,
      sparse,
      async (f) => {
        reads.push(f);
        return page(f);
      },
      only,
      sampled,
    );
    const row = nameRow(sparse);
    expect(row?.ok).toBe(false);
    expect(row?.firstFrame).toBe(T);
    expect(row?.lastFrame).toBeGreaterThanOrEqual(47); // within 2 frames of the last full frame, 49
    expect(row?.lastFrame).toBeLessThanOrEqual(49);
    // only grid frames in motion are read, and it stops at the break
    expect(reads.filter((f) => f >= 30 && f < 150 && !grid.has(f))).toEqual([]);
    expect(Math.max(...reads.filter((f) => f < 360))).toBeLessThanOrEqual(52);
  });

  it('stops reading a text once it has been fully visible for its reading time, and reads a hold once', async () => {
    const steady = (frame: number): TextPresence => ({name: {opacity: Math.min(1, frame / T), text: 'Grace CPU'}});
    const observed = new Map<number, TextPresence>();
    const reads: number[] = [];
    await observeReading(
      timeline,
      observed,
      async (f) => {
        reads.push(f);
        return steady(f);
      },
      only,
      sampled,
    );
    expect(nameRow(observed)?.ok).toBe(true);
    const inHold = (f: number) => timeline.holds.some((h) => f >= h.from && f < h.to);
    const holdsRead = timeline.holds.filter((h) => reads.some((f) => f >= h.from && f < h.to));
    for (const h of holdsRead) expect(reads.filter((f) => f >= h.from && f < h.to)).toHaveLength(1);
    // T frames of entrance, then 72 fully visible: nothing read beyond frame T + 72 + a grid step
    expect(Math.max(...reads)).toBeLessThan(T + 72 + 3);
    expect(reads.filter((f) => !inHold(f)).length).toBeGreaterThan(0);
  });
});
