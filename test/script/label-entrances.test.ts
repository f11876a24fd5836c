// The stage grammar's script fields (issue #41): label.of, label.result, motion.builds,
// motion.period, the 'flow' motion and beat.still — what the schema refuses and when labels enter.
import {describe, expect, it} from 'vitest';
import {model} from '../../src/model/model';
import {videoSchema, type VideoInput} from '../../src/script/schema';
import {resolveTimeline} from '../../src/timeline/resolve-timeline';
import type {Timeline} from '../../src/timeline/timeline-types';

type BeatInput = VideoInput['scenes'][number]['beats'][number];

function input(beats: BeatInput[], extra: Partial<VideoInput> = {}): VideoInput {
  const scenes = [0, 1, 2].map((i) => ({
    id: `scene-${i}`,
    chapter: `Chapter ${i}`,
    seconds: 20,
    beats: i === 1 ? beats : [{id: 'show', at: 0, ...(i === 0 ? {thumbnail: true as const} : {})}],
  }));
  return {
    id: 'fixture',
    title: 'Fixture',
    subtitle: 'A test video',
    lengthSeconds: 60,
    delivery: {summary: 'A test video', tags: [], categoryId: '28', language: 'en'},
    constants: {},
    parts: ['rack', 'tray', 'link'],
    scenes,
    ...extra,
  };
}

/** The messages of the schema's issues, each prefixed with its path. */
function problems(video: VideoInput): string[] {
  const r = videoSchema.safeParse(video);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function timeline(beats: BeatInput[], fps = 30): Timeline {
  return resolveTimeline(videoSchema.parse(input(beats)), model, fps);
}
const label = (t: Timeline, id: string) => {
  const found = t.scenes[1]?.texts.find((x) => x.id === id);
  if (found === undefined) throw new Error(`no text ${id}`);
  return found;
};

describe('label.of and motion.builds', () => {
  const beats: BeatInput[] = [
    {
      id: 'outline',
      at: 0,
      motion: {kind: 'build', seconds: 6, builds: ['rack']},
      labels: [
        {id: 'rack-name', text: 'The rack', of: 'rack'},
        {id: 'free', text: 'Free text'},
      ],
    },
    {
      id: 'wire',
      at: 8,
      motion: {kind: 'flow', seconds: 4, builds: ['link'], period: 1},
      labels: [
        {id: 'tray-name', text: 'A tray', of: 'tray'},
        {id: 'rack-again', text: 'Still the rack', of: 'rack'},
      ],
    },
  ];

  it("a label of a part enters when the motion that builds it ends, not at its beat's start", () => {
    const t = timeline(beats);
    const from = t.scenes[1]?.from ?? 0;
    expect(label(t, 'rack-name').appear).toBe(from + 6 * 30);
    expect(label(t, 'rack-name').visibleFrom).toBe(from + 6 * 30 + 10);
    expect(label(t, 'free').appear).toBe(from);
  });

  it('a label of a part no motion of the scene builds enters with its beat; one built earlier does too', () => {
    const t = timeline(beats);
    const from = t.scenes[1]?.from ?? 0;
    expect(label(t, 'tray-name').appear).toBe(from + 8 * 30);
    expect(label(t, 'rack-again').appear).toBe(from + 8 * 30);
    expect(label(t, 'tray-name').of).toBe('tray');
  });

  it('a label of a part a later beat builds is an error naming video, scene, beat, label and the rule', () => {
    const broken: BeatInput[] = [
      {id: 'early', at: 0, labels: [{id: 'link-name', text: 'The link', of: 'link'}]},
      {id: 'wire', at: 5, motion: {kind: 'build', seconds: 3, builds: ['link']}},
    ];
    expect(problems(input(broken))).toEqual([
      'scenes.1.beats.0.labels.0.of: fixture/scene-1/early: label "link-name" names "link", which the later beat wire builds; the label would enter before its part is drawn (rule: labels land with their object)',
    ]);
  });

  it("of and builds must name the script's parts", () => {
    const broken: BeatInput[] = [
      {
        id: 'b',
        at: 0,
        motion: {kind: 'build', seconds: 2, builds: ['racks']},
        labels: [{id: 'l', text: 'A name', of: 'trays'}],
      },
    ];
    expect(problems(input(broken))).toEqual([
      'scenes.1.beats.0.motion.builds.0: "racks" is not one of fixture\'s parts (rack, tray, link) (rule: named parts)',
      'scenes.1.beats.0.labels.0.of: "trays" is not one of fixture\'s parts (rack, tray, link) (rule: named parts)',
    ]);
    const noParts = {...input(broken)};
    delete noParts.parts;
    expect(problems(noParts)).toEqual([
      'scenes.1.beats.0.motion.builds: fixture declares no parts, so a motion cannot build one (rule: named parts)',
      'scenes.1.beats.0.labels.0.of: fixture declares no parts, so label "l" cannot be of "trays" (rule: named parts)',
    ]);
  });
});

describe('label.result', () => {
  it("enters when its beat's motion ends", () => {
    const t = timeline([
      {id: 'race', at: 2, motion: {kind: 'grow', seconds: 5}, labels: [{id: 'time', text: 'Done', result: true}]},
    ]);
    const from = t.scenes[1]?.from ?? 0;
    expect(label(t, 'time').appear).toBe(from + 7 * 30);
    expect(label(t, 'time').result).toBe(true);
  });

  it('is refused without a motion, and together with of', () => {
    expect(
      problems(input([{id: 'race', at: 0, labels: [{id: 'time', text: 'Done', result: true, of: 'rack'}]}])),
    ).toEqual([
      'scenes.1.beats.0.labels.0: fixture/scene-1/race: label "time" is both of "rack" and a result; a label names a part or states what its beat\'s motion produced (rule: labels land with their object)',
      'scenes.1.beats.0.labels.0.result: fixture/scene-1/race: label "time" is a result, but beat race declares no motion to produce it (rule: labels land with their object)',
    ]);
  });
});

describe('motion.period', () => {
  it('is resolved to whole frames at every rate', () => {
    const beats: BeatInput[] = [{id: 'flow', at: 0, motion: {kind: 'flow', seconds: 10, period: 2.5}}];
    expect(timeline(beats, 24).scenes[1]?.beats[0]?.periodFrames).toBe(60);
    expect(timeline(beats, 60).scenes[1]?.beats[0]?.periodFrames).toBe(150);
  });

  it('refuses a period that is not whole frames at 24, 30 and 60 fps, or longer than its motion', () => {
    expect(problems(input([{id: 'flow', at: 0, motion: {kind: 'flow', seconds: 2, period: 0.33}}]))).toEqual([
      'scenes.1.beats.0.motion.period: fixture/scene-1/flow: a period of 0.33 s is not a whole number of frames at 24 fps (rule: whole frames)',
      'scenes.1.beats.0.motion.period: fixture/scene-1/flow: a period of 0.33 s is not a whole number of frames at 30 fps (rule: whole frames)',
      'scenes.1.beats.0.motion.period: fixture/scene-1/flow: a period of 0.33 s is not a whole number of frames at 60 fps (rule: whole frames)',
    ]);
    expect(problems(input([{id: 'flow', at: 0, motion: {kind: 'flow', seconds: 2, period: 3}}]))).toEqual([
      'scenes.1.beats.0.motion.period: fixture/scene-1/flow: the period of 3 s is longer than the 2 s motion it repeats in (rule: period inside its motion)',
    ]);
  });
});

describe('beat.still', () => {
  it('is carried to the resolved beat', () => {
    const t = timeline([{id: 'hold', at: 0, still: 'the finished trace is the point'}]);
    expect(t.scenes[1]?.beats[0]?.still).toBe('the finished trace is the point');
    expect(problems(input([{id: 'hold', at: 0, still: ''}]))[0]).toMatch(/^scenes\.1\.beats\.0\.still: /);
  });
});
