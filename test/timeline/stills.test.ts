// The still rule (src/timeline/stills.ts): the drawing layer is never still over 8 s inside a
// scene unless a beat says why, at most 3 times per video; title scenes aside.
import {describe, expect, it} from 'vitest';
import {model} from '../../src/model/model';
import {videoSchema, type VideoInput} from '../../src/script/schema';
import {checkReport} from '../../src/cli/check-report';
import {resolveTimeline} from '../../src/timeline/resolve-timeline';
import {drawingStills, stillProblems} from '../../src/timeline/stills';

type SceneInput = VideoInput['scenes'][number];
const scene = (id: string, beats: SceneInput['beats'], extra: Partial<SceneInput> = {}): SceneInput => ({
  id,
  chapter: `Chapter ${id}`,
  seconds: 20,
  beats,
  ...extra,
});

function timeline(scenes: SceneInput[]) {
  const first = scenes[0]?.beats[0];
  if (first !== undefined) first.thumbnail = true;
  const video = videoSchema.parse({
    id: 'fixture',
    title: 'Fixture',
    subtitle: 'S',
    lengthSeconds: 20 * scenes.length,
    delivery: {summary: 'S', tags: [], categoryId: '28', language: 'en'},
    constants: {},
    scenes,
  });
  return resolveTimeline(video, model, 30);
}

const moving = (id: string) =>
  scene(id, [
    {id: 'a', at: 0, motion: {kind: 'build', seconds: 6}},
    {id: 'b', at: 7, motion: {kind: 'grow', seconds: 6}},
    {id: 'c', at: 14, motion: {kind: 'flow', seconds: 6}},
  ]);

describe('the still rule', () => {
  it('passes a scene whose drawing never rests 8 s, texts entering aside', () => {
    const t = timeline([moving('one'), moving('two'), moving('three')]);
    expect(drawingStills(t)).toEqual([]);
    expect(stillProblems(t)).toEqual([]);
  });

  it('fails a frozen insight: 16 s of labels entering over a still drawing, naming video/scene/beat and the length', () => {
    const frozen = scene('two', [
      {id: 'draw', at: 0, motion: {kind: 'build', seconds: 4}},
      {id: 'explain', at: 6, labels: [{id: 'l', text: 'A label'}]},
      {id: 'more', at: 12, labels: [{id: 'm', text: 'More'}]},
    ]);
    const t = timeline([moving('one'), frozen, moving('three')]);
    expect(drawingStills(t).map((s) => [s.sceneId, s.beatId, s.seconds])).toEqual([['two', 'draw', 16]]);
    expect(stillProblems(t).map((p) => p.message)).toEqual([
      'fixture/two/draw: the drawing stands still 16.0 s (frames 720–1199); at most 8 s, or a beat says why with `still` (rule: still)',
    ]);
  });

  it('counts a change of focus as the drawing moving', () => {
    const focus = scene('two', [
      {id: 'draw', at: 0, motion: {kind: 'build', seconds: 4}},
      {id: 'look', at: 10, focus: 'cpu'},
      {id: 'end', at: 15, motion: {kind: 'fill', seconds: 5}},
    ]);
    expect(drawingStills(timeline([moving('one'), focus, moving('three')]))).toEqual([]);
  });

  it('accepts a declared still, refuses a fourth and a still declared where the drawing moves; title scenes aside', () => {
    const still = (id: string) => scene(id, [{id: 'hold', at: 0, still: 'the finished trace is the point'}]);
    const title = scene('title', [{id: 'card', at: 0}], {composition: {reason: 'title card'}});
    const t = timeline([title, still('a'), still('b'), still('c'), still('d')]);
    expect(drawingStills(t).map((s) => s.sceneId)).toEqual(['a', 'b', 'c', 'd']);
    expect(stillProblems(t).map((p) => p.message)).toEqual([
      'fixture/d/hold: 4 declared stills in the video (a/hold, b/hold, c/hold, d/hold); at most 3 (rule: still)',
    ]);
    const wrong = timeline([
      scene('x', [
        {id: 'a', at: 0, still: 'why', motion: {kind: 'build', seconds: 8}},
        {id: 'b', at: 7, motion: {kind: 'build', seconds: 8}},
      ]),
      moving('y'),
      moving('z'),
    ]);
    expect(stillProblems(wrong).map((p) => p.message)).toEqual([
      'fixture/x/a: declares `still` but the drawing does not stand still over 8 s there; remove it (rule: still)',
    ]);
  });

  it("is listed by npm run check with each still's length, and reported as not yet fatal while pending", () => {
    const frozen = scene('two', [{id: 'draw', at: 0}]);
    const t = timeline([moving('one'), frozen, moving('three')]);
    const stills = drawingStills(t);
    const lines = checkReport([
      {
        ok: false,
        videoId: 'fixture',
        issues: [],
        reading: [],
        stills,
        pending: stillProblems(t).map((p) => ({path: 'scenes[1]', message: p.message})),
      },
    ]);
    expect(lines.join('\n')).toContain('fixture: scenes[1]: fixture/two/draw: the drawing stands still 20.0 s');
  });
});
