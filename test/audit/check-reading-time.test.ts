// check-reading-time.ts and plan-checkpoints.ts on a fixture timeline.
import {describe, expect, it} from 'vitest';
import {checkReadingTime, presenceLookup} from '../../src/audit/check-reading-time';
import type {TextPresence} from '../../src/audit/measure-texts';
import {beatAtFrame, planCheckpoints, planFlashFrames} from '../../src/audit/plan-checkpoints';
import {videoSchema} from '../../src/script/schema';
import {resolveTimeline} from '../../src/timeline/resolve-timeline';
import type {Timeline} from '../../src/timeline/timeline-types';

// A 12 s scene: a label at 0 s until beat "swap" (6 s), a counting label at 6 s over 2 s of motion, a caption at 6 s;
// then two plain scenes (YouTube needs three chapters).
const plain = (id: string) => ({
  id,
  chapter: `Chapter ${id}`,
  seconds: 10,
  beats: [{id: 'show', at: 0, labels: [{id: 'name', text: 'A scene'}]}],
});
const video = videoSchema.parse({
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
        {id: 'first', at: 0, thumbnail: true, labels: [{id: 'name', text: 'Grace CPU', until: 'swap'}]},
        {
          id: 'swap',
          at: 6,
          motion: {kind: 'counter', seconds: 2},
          labels: [{id: 'sum', text: 'Total 1,296 links', counting: true}],
          caption: {text: 'Every port faces a GPU', source: 'gb200Blog'},
        },
      ],
    },
    plain('two'),
    plain('three'),
  ],
});
const first = (beat: string) => (sceneId: string, beatId: string) =>
  sceneId === 'only' && (beat === '*' || beatId === beat);
const timeline: Timeline = resolveTimeline(video, {}, 30);

/** Observations at every frame from a rule: id → [opacity, text] or undefined when absent. */
function observe(
  state: (frame: number) => Record<string, [number, string] | undefined>,
  frames = Array.from({length: 360}, (_, f) => f),
): Map<number, TextPresence> {
  const out = new Map<number, TextPresence>();
  for (const f of frames) {
    const p: TextPresence = {};
    for (const [id, v] of Object.entries(state(f))) if (v !== undefined) p[id] = {opacity: v[0], text: v[1]};
    out.set(f, p);
  }
  return out;
}

/** The transition: entrances and exits over 10 frames (a third of a second at 30 fps). */
const T = timeline.transitionFrames;

/** What the script asks for: entrances over T frames, the label's exit at 180, the count settling at 240. */
const asScripted = (f: number): Record<string, [number, string] | undefined> => ({
  name: f < 180 + T ? [f < T ? f / T : f < 180 ? 1 : 1 - (f - 180) / T, 'Grace CPU'] : undefined,
  sum:
    f >= 180
      ? [
          Math.min(1, (f - 180) / T),
          f >= 240 ? 'Total 1,296 links' : `Total ${Math.round((1296 * (f - 180)) / 60)} links`,
        ]
      : undefined,
  'swap-caption': f >= 180 ? [Math.min(1, (f - 180) / T), 'Every port faces a GPU'] : undefined,
});

describe('checkReadingTime', () => {
  it('measures each text from its first fully visible frame to the end of that run', () => {
    const rows = checkReadingTime(timeline, observe(asScripted), first('*'));
    expect(rows.map((r) => [r.textId, r.firstFrame, r.lastFrame, r.ok])).toEqual([
      ['name', T, 180, true], // fully visible at the frame its exit starts, too
      ['sum', 240, 359, true], // counted from its settled value
      ['swap-caption', 180 + T, 359, true],
    ]);
    expect(rows[0]?.seenSeconds).toBeCloseTo((181 - T) / 30, 6);
  });

  it('fails a text the scene hides too early, and one it never shows', () => {
    const rows = checkReadingTime(
      timeline,
      observe((f) => ({...asScripted(f), name: f < 60 ? asScripted(f).name : undefined, sum: undefined})),
      first('*'),
    );
    const name = rows.find((r) => r.textId === 'name');
    expect(name?.ok).toBe(false);
    expect(name?.seenSeconds).toBeCloseTo((60 - T) / 30, 6);
    expect(name?.neededSeconds).toBeCloseTo(2.4, 6);
    const sum = rows.find((r) => r.textId === 'sum');
    expect([sum?.ok, sum?.seenSeconds, sum?.checked]).toEqual([false, null, true]);
  });

  it('does not count a faded text as fully visible', () => {
    const rows = checkReadingTime(
      timeline,
      observe((f) => ({...asScripted(f), 'swap-caption': f >= 180 ? [0.6, 'Every port faces a GPU'] : undefined})),
      first('*'),
    );
    expect(rows.find((r) => r.textId === 'swap-caption')?.ok).toBe(false);
  });

  it('reads held frames from any observed frame of their hold, and skips texts of beats not audited', () => {
    const sparse = observe(asScripted, [T, 179, 180 + T, 240, 359]);
    const lookup = presenceLookup(sparse, timeline.holds);
    expect(lookup(100)?.name?.opacity).toBe(1);
    expect(lookup(5)).toBeUndefined(); // an entrance: moving, not observed
    const rows = checkReadingTime(timeline, sparse, first('first'));
    expect(
      checkReadingTime(timeline, sparse)
        .filter((r) => !r.checked)
        .map((r) => r.sceneId),
    ).toEqual(['two', 'three']);
    expect(rows.map((r) => [r.textId, r.lastFrame, r.ok])).toEqual([['name', 179, true]]);
  });
});

describe('planCheckpoints', () => {
  it('visits each beat when settled and before the next change, and each text first and last, once each', () => {
    const frames = planCheckpoints(timeline, first('*')).map((c) => [c.frame, c.beatId, c.moments.join('+')]);
    expect(frames).toEqual([
      [T, 'first', 'settled+text-visible'],
      [179, 'first', 'before-next+text-last'],
      [180 + T, 'swap', 'text-visible'],
      [240, 'swap', 'settled+text-visible'],
      [359, 'swap', 'before-next+text-last'],
    ]);
    expect(planCheckpoints(timeline, first('swap')).map((c) => c.frame)).toEqual([180 + T, 240, 359]);
    expect(
      planCheckpoints(timeline)
        .map((c) => c.frame)
        .slice(5),
    ).toEqual([360 + T, 659, 660 + T, 959]);
  });

  it('captures every motion frame with the held frame on either side for the flash check', () => {
    expect(timeline.motion).toEqual([
      {from: 0, to: T},
      {from: 180, to: 240},
      {from: 360, to: 360 + T},
      {from: 660, to: 660 + T},
    ]);
    const {frames} = planFlashFrames(timeline, 'all', first('*'));
    expect(frames.slice(0, 3)).toEqual([0, 1, 2]);
    expect(frames).toContain(T);
    expect(frames).toContain(179);
    expect(frames).toContain(240);
    expect(frames).not.toContain(100);
    expect(planFlashFrames(timeline, 'sample').intervals).toEqual([
      {from: 0, to: T},
      {from: 360, to: 360 + T},
      {from: 660, to: 660 + T},
    ]);
    expect(beatAtFrame(timeline, 200)).toEqual({sceneId: 'only', beatId: 'swap'});
  });
});
