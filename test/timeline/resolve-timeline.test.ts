// resolve-timeline.ts: the only place where seconds become frames.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {model} from '../../src/model/model';
import {videoSchema, type Video, type VideoInput} from '../../src/script/schema';
import {readingRows} from '../../src/timeline/check-video';
import {checkDefinition} from '../../src/timeline/resolve-video';
import {isMoving, mergeIntervals, resolveTimeline} from '../../src/timeline/resolve-timeline';
import type {Interval, Timeline} from '../../src/timeline/timeline-types';

const FPS = [24, 30, 60] as const;

const resolved = new Map<string, Timeline>();
/** A real video's timeline, resolved once per fps (checking runs the warp simulation; tests only read the result). */
function timelineOf(index: number, fps: number): Timeline {
  const key = `${index}@${fps}`;
  const cached = resolved.get(key);
  if (cached !== undefined) return cached;
  const result = checkDefinition(videos[index] as (typeof videos)[number], fps);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  resolved.set(key, result.timeline);
  return result.timeline;
}

type BeatInput = VideoInput['scenes'][number]['beats'][number];

/** A valid fixture video: one scene per length, each with the beats `beats(i)` gives (default: one label at 0). */
function fixture(
  sceneSeconds: number[],
  beats: (i: number) => BeatInput[] = () => [{id: 'show', at: 0, labels: [{id: 'name', text: 'A scene'}]}],
): Video {
  const scenes = sceneSeconds.map((seconds, i) => ({
    id: `scene-${i}`,
    chapter: `Chapter ${String.fromCharCode(65 + (i % 26))}`,
    seconds,
    beats: beats(i),
  }));
  const first = scenes[0]?.beats[0];
  if (first !== undefined && !scenes.some((s) => s.beats.some((b) => b.thumbnail))) first.thumbnail = true;
  return videoSchema.parse({
    id: 'fixture',
    title: 'Fixture',
    subtitle: 'A test video',
    lengthSeconds: Math.round(sceneSeconds.reduce((a, b) => a + b, 0) * 1000) / 1000,
    delivery: {summary: 'A test video', tags: [], categoryId: '28', language: 'en'},
    constants: {},
    scenes,
  });
}

describe('cumulative rounding', () => {
  // 10.35 s is 248.4 frames at 24 fps and 310.5 at 30: rounding each scene on its own would
  // drift by 8 (24 fps) or 10 (30 fps) frames over 20 scenes; 20 × 10.35 = 207 s is whole at all three.
  const video = fixture(Array.from({length: 20}, () => 10.35));

  it.each(FPS)('never drifts at %i fps: total = 207 s × fps', (fps) => {
    const t = resolveTimeline(video, model, fps);
    expect(t.durationInFrames).toBe(207 * fps);
    expect(t.scenes.reduce((n, s) => n + s.durationInFrames, 0)).toBe(207 * fps);
    expect(t.scenes.at(-1)?.to).toBe(207 * fps);
    t.scenes.forEach((s, i) => {
      // rounded from absolute seconds: never more than half a frame from the exact start (10.35 s is
      // exactly half a frame off at 30 fps, so either neighbour is right there)
      expect(Number.isInteger(s.from)).toBe(true);
      expect(Math.abs(s.from - i * 10.35 * fps)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(s.to).toBe(t.scenes[i + 1]?.from ?? t.durationInFrames);
      expect(s.durationInFrames).toBe(s.to - s.from);
    });
    const naive = video.scenes.reduce((n, s) => n + Math.round(s.seconds * fps), 0);
    if (fps !== 60) expect(naive).not.toBe(207 * fps); // the fixture does exercise the rounding
  });

  it('mixed short lengths that add up to a whole second land on whole frames', () => {
    // at 24 fps: 10.35 s → 248.4, 20.75 s → 498, 31 s → 744, 41.3 s → 991.2, 52 s → 1248
    const t = resolveTimeline(fixture([10.35, 10.4, 10.25, 10.3, 10.7]), model, 24);
    expect(t.durationInFrames).toBe(52 * 24);
    expect(t.scenes.map((s) => s.from)).toEqual([0, 248, 498, 744, 991]);
    expect(t.scenes.map((s) => s.durationInFrames)).toEqual([248, 250, 246, 247, 257]);
  });

  it('the real videos last exactly their fixed length at 24, 30 and 60 fps', () => {
    const lengths = [213, 188, 186];
    videos.forEach((_, v) =>
      FPS.forEach((fps) => expect(timelineOf(v, fps).durationInFrames).toBe((lengths[v] as number) * fps)),
    );
  });
});

describe('beat times', () => {
  it.each(videos.map((v, i) => [v.script.id, i] as const))(
    '%s: every beat lies within half a frame of its seconds at 24, 30 and 60 fps',
    (_, v) => {
      const times = FPS.map((fps) => {
        const t = timelineOf(v, fps);
        let start = 0;
        const seconds: number[] = [];
        for (const [s, scene] of t.scenes.entries()) {
          const script = videos[v]?.script.scenes[s];
          for (const [b, beat] of scene.beats.entries()) {
            const exact = start + (script?.beats[b]?.at ?? NaN);
            expect(Math.abs(beat.from / fps - exact)).toBeLessThanOrEqual(0.5 / fps + 1e-9);
            seconds.push(beat.from / fps);
          }
          start += script?.seconds ?? NaN;
        }
        return seconds;
      });
      const [at24 = [], at30 = [], at60 = []] = times;
      at24.forEach((s, i) => {
        expect(Math.abs(s - (at30[i] ?? NaN))).toBeLessThanOrEqual(0.5 / 24 + 0.5 / 30);
        expect(Math.abs(s - (at60[i] ?? NaN))).toBeLessThanOrEqual(0.5 / 24 + 0.5 / 60);
      });
    },
  );

  it('transitions are a third of a second at every fps', () => {
    expect(FPS.map((fps) => timelineOf(0, fps).transitionFrames)).toEqual([8, 10, 20]);
  });

  it('chapters start at their scene, in seconds', () => {
    const t = timelineOf(0, 30);
    expect(t.chapters.map((c) => c.startSeconds)).toEqual([0, 10, 34, 50, 74, 98, 126, 150, 175, 197]);
    expect(t.chapters[0]?.title).toBe('The Grace Blackwell Superchip');
  });
});

describe('captions and text exits', () => {
  it("a new caption starts the previous one's exit (crossover), in every real scene", () => {
    let crossovers = 0;
    for (const [v, video] of videos.entries()) {
      for (const [si, scene] of timelineOf(v, 30).scenes.entries()) {
        const captions = scene.texts.filter((t) => t.kind === 'caption').sort((a, b) => a.appear - b.appear);
        captions.forEach((c, i) => {
          const next = captions[i + 1];
          if (next === undefined) return;
          const written = video.script.scenes[si]?.beats.find((b) => b.id === c.beatId)?.caption;
          const until = typeof written === 'object' ? written.until : undefined;
          // one slot: never two captions at once; without an earlier `until`, the old one leaves as the new one enters
          expect(c.exitStart ?? Infinity, `${scene.id}/${c.id}`).toBeLessThanOrEqual(next.appear);
          if (until === undefined) {
            expect(c.exitStart, `${scene.id}/${c.id}`).toBe(next.appear);
            expect(c.exitEnd).toBe(next.appear + 10);
            crossovers++;
          }
        });
      }
    }
    expect(crossovers).toBeGreaterThan(0);
  });

  it("a caption's `until` after the next caption is cut short by it; an earlier `until` is kept", () => {
    const video = fixture([10, 10, 20], (i) =>
      i < 2
        ? [{id: 'show', at: 0, labels: [{id: 'name', text: 'A scene'}]}]
        : [
            {id: 'a', at: 0, caption: {text: 'First caption', until: 'c', source: 'gb200Page'}},
            {id: 'b', at: 4, caption: {text: 'Second caption', until: 'c', source: 'gb200Page'}},
            {id: 'c', at: 9},
            {id: 'd', at: 14, caption: {text: 'Third caption', source: 'gb200Page'}},
          ],
    );
    const scene = resolveTimeline(video, model, 30).scenes[2];
    const caption = (id: string) => scene?.texts.find((t) => t.id === `${id}-caption`);
    expect(caption('a')).toMatchObject({appear: 600, exitStart: 600 + 4 * 30, exitEnd: 600 + 4 * 30 + 10});
    expect(caption('b')).toMatchObject({appear: 720, exitStart: 600 + 9 * 30, exitEnd: 600 + 9 * 30 + 10});
    expect(caption('d')).toMatchObject({appear: 600 + 14 * 30, exitStart: null});
    expect(caption('d')?.lines).toEqual(['Third caption']);
  });

  it('every text with an `until` starts its exit at that beat, in every real script, at every fps', () => {
    let checked = 0;
    for (const [v, video] of videos.entries())
      for (const fps of FPS) {
        for (const [si, scene] of timelineOf(v, fps).scenes.entries()) {
          const scriptScene = video.script.scenes[si];
          for (const beat of scriptScene?.beats ?? []) {
            const untils = [
              ...(beat.labels ?? [])
                .filter((l) => l.until !== undefined)
                .map((l) => ({id: l.id, until: l.until as string})),
              ...(typeof beat.caption === 'object' && beat.caption.until !== undefined
                ? [{id: `${beat.id}-caption`, until: beat.caption.until}]
                : []),
            ];
            for (const u of untils) {
              const text = scene.texts.find((t) => t.id === u.id && t.beatId === beat.id);
              const exitBeat = scene.beats.find((b) => b.id === u.until);
              // a caption may leave earlier, when the next caption replaces it
              if (text?.kind === 'caption') expect(text.exitStart).toBeLessThanOrEqual(exitBeat?.from ?? -1);
              else expect(text?.exitStart, `${scene.id}/${u.id}`).toBe(exitBeat?.from);
              expect(text?.exitEnd).toBe((text?.exitStart ?? NaN) + fps / 3);
              checked++;
            }
          }
        }
      }
    expect(checked).toBeGreaterThan(0);
  });

  it('a label exits at its `until` beat; a label without one stays to the cut', () => {
    const video = fixture([10, 10, 16], (i) =>
      i < 2
        ? [{id: 'show', at: 0, labels: [{id: 'name', text: 'A scene'}]}]
        : [
            {
              id: 'gh200',
              at: 0,
              labels: [
                {id: 'gh200', text: 'Grace Hopper on one module', until: 'gb200', source: 'graceHopperBlog'},
                {id: 'grace', text: 'Grace CPU'},
              ],
            },
            {id: 'gb200', at: 7, labels: [{id: 'gb200', text: 'GB200'}]},
          ],
    );
    for (const fps of FPS) {
      const scene = resolveTimeline(video, model, fps).scenes[2];
      const text = (id: string) => scene?.texts.find((t) => t.id === id);
      expect(scene?.beats[1]?.from).toBe(27 * fps);
      expect(text('gh200')).toMatchObject({
        kind: 'label',
        appear: 20 * fps,
        visibleFrom: 20 * fps + fps / 3,
        exitStart: 27 * fps,
        exitEnd: 27 * fps + fps / 3,
      });
      expect(text('grace')).toMatchObject({exitStart: null, exitEnd: null});
      expect(text('gb200')).toMatchObject({appear: 27 * fps, exitStart: null});
      expect(scene?.to).toBe(36 * fps);
    }
  });
});

describe('counting labels', () => {
  it("are read from the end of their beat's motion", () => {
    const video = fixture([10, 10, 20], (i) =>
      i < 2
        ? [{id: 'show', at: 0, labels: [{id: 'name', text: 'A scene'}]}]
        : [
            {id: 'kernel', at: 0, labels: [{id: 'kernel', text: 'One warp'}]},
            {
              id: 'run',
              at: 2,
              motion: {kind: 'trace', seconds: 11.5},
              labels: [
                {id: 'meter', text: 'Scheduler busy: {sm.count}', counting: true},
                {id: 'plain', text: 'Time slowed down'},
              ],
            },
            {id: 'waits', at: 13.5, caption: {text: 'With one warp, the SM mostly waits', source: 'cudaGuide'}},
          ],
    );
    const t = resolveTimeline(video, model, 30);
    const scene = t.scenes[2];
    const run = scene?.beats.find((b) => b.id === 'run');
    expect(run).toMatchObject({from: 22 * 30, motionEnd: 33.5 * 30, to: 33.5 * 30});
    expect(scene?.texts.find((x) => x.id === 'meter')).toMatchObject({
      counting: true,
      appear: 22 * 30,
      visibleFrom: 22 * 30 + 10,
      settledFrom: 33.5 * 30,
    });
    expect(scene?.texts.find((x) => x.id === 'plain')).toMatchObject({
      counting: false,
      visibleFrom: 22 * 30 + 10,
      settledFrom: 22 * 30 + 10,
    });
    const row = readingRows(t).find((r) => r.textId === 'meter');
    expect(row?.onScreen).toBeCloseTo(40 - 33.5, 9); // from the settled value to the scene's cut
    expect(row?.text).toBe('Scheduler busy: 148');
    // a declared motion longer than the transition is motion; it joins the caption's entrance at 13.5 s
    expect(t.motion).toContainEqual({from: 22 * 30, to: 33.5 * 30 + 10});
  });

  it("every counting label settles at its beat's motion end; every other text at the end of its entrance", () => {
    for (const [v] of videos.entries())
      for (const fps of FPS) {
        for (const scene of timelineOf(v, fps).scenes)
          for (const text of scene.texts) {
            const beat = scene.beats.find((b) => b.id === text.beatId);
            expect(text.visibleFrom).toBe(Math.min(scene.to, text.appear + fps / 3));
            expect(text.settledFrom).toBe(
              text.counting ? Math.max(text.visibleFrom, beat?.motionEnd ?? NaN) : text.visibleFrom,
            );
          }
      }
  });
});

/** Sorted intervals that tile [from, to) exactly: no gap, no overlap. */
function expectTiling(intervals: Interval[], from: number, to: number, what: string): void {
  const sorted = [...intervals].sort((a, b) => a.from - b.from);
  let cursor = from;
  for (const i of sorted) {
    expect(i.to, what).toBeGreaterThan(i.from);
    expect(i.from, `${what}: gap or overlap at ${cursor}`).toBe(cursor);
    cursor = i.to;
  }
  expect(cursor, what).toBe(to);
}

describe('motion and holds', () => {
  it.each(videos.map((v, i) => [v.script.id, i] as const))(
    '%s: motion and holds partition every scene at 24, 30 and 60 fps',
    (id, v) => {
      for (const fps of FPS) {
        const t = timelineOf(v, fps);
        expectTiling([...t.motion, ...t.holds], 0, t.durationInFrames, `${id}@${fps}`);
        for (const scene of t.scenes) {
          const clip = (i: Interval) => ({from: Math.max(i.from, scene.from), to: Math.min(i.to, scene.to)});
          const inside = [...t.motion, ...t.holds].map(clip).filter((i) => i.to > i.from);
          expectTiling(inside, scene.from, scene.to, `${id}@${fps}/${scene.id}`);
        }
        // holds are split at scene cuts
        for (const h of t.holds) expect(t.scenes.some((s) => h.from >= s.from && h.to <= s.to)).toBe(true);
        // motion is merged: no two intervals touch
        t.motion.slice(1).forEach((m, i) => expect(m.from).toBeGreaterThan(t.motion[i]?.to ?? Infinity));
      }
    },
  );

  it('every beat starts moving at its frame and every text exit is motion', () => {
    const still: string[] = [];
    for (const [v] of videos.entries()) {
      const t = timelineOf(v, 30);
      for (const scene of t.scenes) {
        for (const b of scene.beats)
          for (let f = b.from; f < b.motionEnd; f++)
            if (!isMoving(t, f)) still.push(`${scene.id}/${b.id} at frame ${f}`);
        for (const x of scene.texts)
          if (x.exitStart !== null && !isMoving(t, x.exitStart)) still.push(`${scene.id}/${x.id} exit`);
      }
      for (const h of t.holds)
        if (isMoving(t, h.from) || isMoving(t, h.to - 1)) still.push(`hold ${h.from}–${h.to} moves`);
    }
    expect(still).toEqual([]);
  });

  it('mergeIntervals joins overlapping and touching intervals only', () => {
    expect(
      mergeIntervals([
        {from: 10, to: 20},
        {from: 0, to: 5},
        {from: 5, to: 8},
        {from: 15, to: 30},
        {from: 31, to: 32},
      ]),
    ).toEqual([
      {from: 0, to: 8},
      {from: 10, to: 30},
      {from: 31, to: 32},
    ]);
  });
});

describe('thumbnail', () => {
  it.each(videos.map((v, i) => [v.script.id, i] as const))(
    '%s: the thumbnail frame is the settled frame of its beat',
    (id, v) => {
      for (const fps of FPS) {
        const t = timelineOf(v, fps);
        const beats = t.scenes.flatMap((s) => s.beats).filter((b) => b.thumbnail);
        expect(beats).toHaveLength(1);
        const beat = beats[0];
        expect(t.thumbnailFrame).toBeGreaterThanOrEqual(beat?.from ?? Infinity);
        expect(t.thumbnailFrame).toBeLessThan(beat?.to ?? -Infinity);
        expect(t.thumbnailFrame).toBe(
          Math.min(Math.max(beat?.motionEnd ?? NaN, beat?.textsLanded ?? NaN), (beat?.to ?? NaN) - 1),
        );
        expect(isMoving(t, t.thumbnailFrame), `${id}@${fps}`).toBe(false);
      }
    },
  );

  it('lands where the storyboards put it: the settled frame of that beat (30 fps)', () => {
    // the thumbnail beats: grace-blackwell scene 6 at 20 s; inside-the-sm scene 7 at 10 s (its periodic trace beat); nvlink-nvswitch scene 6 at 8 s
    const placed = [
      [5, 20],
      [6, 10],
      [5, 8],
    ] as const;
    placed.forEach(([sceneIndex, at], v) => {
      const video = videos[v]?.script;
      const scene = video?.scenes[sceneIndex];
      const beat = scene?.beats.find((b) => b.thumbnail === true);
      expect(beat?.at, video?.id).toBe(at);
      const start = (video?.scenes ?? []).slice(0, sceneIndex).reduce((t, x) => t + x.seconds, 0);
      const motionEnds = start + at + Math.max(1 / 3, beat?.motion?.seconds ?? 0);
      // a label of a part this motion builds, or a result, enters when the motion ends and is read 1/3 s later
      const landsAfter = (beat?.labels ?? []).some(
        (l) => l.result === true || (l.of !== undefined && (beat?.motion?.builds ?? []).includes(l.of)),
      );
      const settled = Math.round((motionEnds + (landsAfter ? 1 / 3 : 0)) * 30);
      expect(timelineOf(v, 30).thumbnailFrame, video?.id).toBe(settled);
    });
  });
});
