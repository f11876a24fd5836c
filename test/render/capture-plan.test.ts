// The capture plan: holds captured once, loops (periodic motion running alone) captured for one period.
import {describe, expect, it} from 'vitest';
import {rules} from '../../src/script/rules';
import {model} from '../../src/model/model';
import {lastUses, planCapture} from '../../src/render/capture-plan';
import {loopRuns, periodFrames} from '../../src/render/loop-runs';
import {videoSchema, type Video, type VideoInput} from '../../src/script/schema';
import {resolveTimeline} from '../../src/timeline/resolve-timeline';
import type {Timeline} from '../../src/timeline/timeline-types';

type BeatInput = VideoInput['scenes'][number]['beats'][number];

const filler = (i: number) => ({
  id: `scene-${i}`,
  chapter: `Chapter ${i}`,
  seconds: 12,
  beats: [{id: 'show', at: 0, labels: [{id: `name-${i}`, text: 'A part'}]}],
});

/** A 12 s scene (then two more, for the chapter rule): a label at 0, a beat at 2 s whose 6 s motion is periodic, optionally a label entering inside it. */
function fixture(fps: number, period: number | undefined, {labelAt}: {labelAt?: number} = {}): Timeline {
  const beats: BeatInput[] = [
    {id: 'show', at: 0, thumbnail: true, labels: [{id: 'name', text: 'A part'}]},
    {id: 'flowing', at: 2, motion: {kind: 'flow', seconds: 6, ...(period === undefined ? {} : {period})}},
    ...(labelAt === undefined ? [] : [{id: 'named', at: labelAt, labels: [{id: 'late', text: 'Another part'}]}]),
  ];
  const video: Video = videoSchema.parse({
    id: 'fixture',
    title: 'Fixture',
    subtitle: 'A test video',
    lengthSeconds: 36,
    delivery: {summary: 'A test video', tags: [], categoryId: '28', language: 'en'},
    constants: {},
    scenes: [{id: 'scene-0', chapter: 'Chapter 0', seconds: 12, beats}, filler(1), filler(2)],
  });
  return resolveTimeline(video, model, fps);
}

const whole = (t: Timeline) => [{from: 0, to: t.durationInFrames}];

describe('loops captured once', () => {
  it.each([24, 30, 60])('a periodic motion running alone is captured for one period and repeated (%i fps)', (fps) => {
    const t = fixture(fps, 0.5);
    const beat = t.scenes[0]?.beats[1];
    const period = fps / 2;
    expect(periodFrames(beat ?? {motion: undefined}, fps)).toBe(period);
    const runs = loopRuns(t);
    // the beat's transition (focus dims over it) is ordinary motion; the loop starts after it
    expect(runs).toEqual([{from: 2 * fps + t.transitionFrames, to: 8 * fps, period, beats: ['scene-0/flowing']}]);
    const run = runs[0] as {from: number; to: number};
    const plan = planCapture(t, whole(t), false);
    const inRun = plan.captured.filter((f) => f >= run.from && f < run.to);
    expect(inRun).toEqual(Array.from({length: period}, (_, i) => run.from + i));
    for (let f = run.from; f < run.to; f++) expect(plan.source[f]).toBe(run.from + ((f - run.from) % period));
    // the frames before the run are captured as before: the motion and the transition every frame
    for (let f = 2 * fps; f < run.from; f++) expect(plan.source[f]).toBe(f);
  });

  it('without a period the whole motion is captured; --every-frame captures every frame', () => {
    const plain = fixture(30, undefined);
    const looped = fixture(30, 0.5);
    expect(loopRuns(plain)).toEqual([]);
    const withoutLoop = planCapture(plain, whole(plain), false).captured.length;
    const withLoop = planCapture(looped, whole(looped), false).captured.length;
    const run = loopRuns(looped)[0] as {from: number; to: number};
    expect(withoutLoop - withLoop).toBe(run.to - run.from - 15);
    const every = planCapture(looped, whole(looped), true);
    expect(every.captured).toHaveLength(looped.durationInFrames);
    expect(every.source).toEqual(every.output);
  });

  it('a label entering inside the periodic motion splits the loop: its entrance is captured and the loop starts again after it', () => {
    const t = fixture(30, 0.5, {labelAt: 5});
    const runs = loopRuns(t);
    expect(runs.map((r) => [r.from, r.to])).toEqual([
      [70, 150],
      [160, 240],
    ]);
    const plan = planCapture(t, whole(t), false);
    for (let f = 150; f < 160; f++) expect(plan.source[f]).toBe(f);
    expect(plan.source[200]).toBe(160 + ((200 - 160) % 15));
  });

  it('a run no longer than its period is no loop: it repeats nothing, so every frame of it is captured', () => {
    // the periodic stretch runs from 2 s + the transition (1/3 s) to 8 s: exactly one period
    const t = fixture(30, 8 - 2 - rules.transitionSeconds);
    expect(loopRuns(t)).toEqual([]);
    const plain = fixture(30, undefined);
    expect(planCapture(t, whole(t), false).captured).toEqual(planCapture(plain, whole(plain), false).captured);
  });

  it('a period that is not a whole number of frames loops nothing (the schema refuses it; the plan does not trust that)', () => {
    expect(() => fixture(24, 0.3)).toThrow(/whole number of frames/);
    const t = fixture(24, 0.5);
    const beat = t.scenes[0]?.beats[1];
    if (beat?.motion !== undefined) beat.motion = {...beat.motion, period: 0.3}; // 7.2 frames
    expect(periodFrames(t.scenes[0]?.beats[1] ?? {motion: undefined}, 24)).toBeUndefined();
    expect(loopRuns(t)).toEqual([]);
  });

  it('a range that starts inside a loop captures its own first period (a chunk or --frames piece stands alone)', () => {
    const t = fixture(30, 0.5);
    const plan = planCapture(t, [{from: 100, to: 140}], false);
    expect(plan.captured).toEqual(Array.from({length: 15}, (_, i) => 100 + i));
    expect(plan.source.slice(15, 18)).toEqual([100, 101, 102]);
  });

  it('keeps each capture until its last repeat', () => {
    const t = fixture(30, 0.5);
    const plan = planCapture(t, [{from: 100, to: 140}], false);
    const last = lastUses(plan);
    expect(last.get(100)).toBe(30); // shown at output positions 0, 15, 30
    expect(last.get(114)).toBe(29);
  });
});
