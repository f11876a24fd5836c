// The frames derived from the timeline (src/timeline/frames.ts): the one settled frame, motion
// length and on-screen test that the storyboard, audit, provenance check, site and thumbnail share.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {
  lastFrame,
  motionFrames,
  settledFrame,
  textSettledFrame,
  visibleAt,
  visibleUntil,
} from '../../src/timeline/frames';
import {resolveVideo} from '../../src/timeline/resolve-video';

describe('settledFrame', () => {
  it('is the first frame after the beat moves, inside the beat', () => {
    expect(settledFrame({from: 30, motionEnd: 45, to: 90})).toBe(45);
  });
  it("is the beat's last frame when its motion lasts to the end", () => {
    expect(settledFrame({from: 30, motionEnd: 90, to: 90})).toBe(89);
  });
  it('never falls before the beat', () => {
    expect(settledFrame({from: 30, motionEnd: 30, to: 30})).toBe(30);
  });
  it.each(videos.map((v) => [String(v.script.id), v] as const))(
    "%s: every beat settles inside itself, and the thumbnail frame is its beat's settled frame",
    (_, v) => {
      const {timeline} = resolveVideo(v);
      for (const beat of timeline.scenes.flatMap((s) => s.beats)) {
        const f = settledFrame(beat);
        expect(f >= beat.from && f < beat.to, beat.id).toBe(true);
      }
      const thumbnail = timeline.scenes.flatMap((s) => s.beats).find((b) => b.thumbnail);
      if (thumbnail !== undefined) expect(timeline.thumbnailFrame).toBe(settledFrame(thumbnail));
    },
  );
});

describe('motionFrames', () => {
  it("counts the frames from the beat's start to the end of its motion", () => {
    expect(motionFrames({from: 30, motionEnd: 45, to: 90})).toBe(15);
    expect(motionFrames({from: 30, motionEnd: 30, to: 90})).toBe(0);
  });
});

describe('visibleAt / visibleUntil', () => {
  const staying = {visibleFrom: 10, exitStart: null};
  const leaving = {visibleFrom: 10, exitStart: 40};
  it("a text is visible from its visibleFrom up to its exit, or to the scene's end", () => {
    expect(visibleUntil(staying, 90)).toBe(90);
    expect(visibleUntil(leaving, 90)).toBe(40);
    expect([9, 10, 89, 90].map((f) => visibleAt(staying, 90, f))).toEqual([false, true, true, false]);
    expect([10, 39, 40].map((f) => visibleAt(leaving, 90, f))).toEqual([true, true, false]);
  });
});

describe('lastFrame and textSettledFrame', () => {
  it('a scene, beat or interval ends on the frame before `to`', () => {
    expect(lastFrame({to: 90})).toBe(89);
  });
  it('a text settles at its settledFrom, never past its scene', () => {
    expect(textSettledFrame({settledFrom: 40}, {to: 90})).toBe(40);
    expect(textSettledFrame({settledFrom: 120}, {to: 90})).toBe(89);
  });
  it('every scene of every video ends on its own last frame, and its texts settle inside it', () => {
    for (const definition of videos) {
      for (const scene of resolveVideo(definition).timeline.scenes) {
        expect(lastFrame(scene)).toBe(scene.from + scene.durationInFrames - 1);
        for (const text of scene.texts) expect(textSettledFrame(text, scene)).toBeLessThan(scene.to);
      }
    }
  });
});
