import {lastFrame, settledFrame, textSettledFrame, visibleUntil} from '../timeline/frames';
import type {Interval, Timeline} from '../timeline/timeline-types';
import type {Checkpoint, Moment} from './audit-types';

/** Which beats to audit; all when absent. */
export type BeatFilter = (sceneId: string, beatId: string) => boolean;

/**
 * The frames the audit measures: every beat once its entrance and motion have settled
 * (`motionEnd`, or the beat's last frame when its motion lasts to the end) and just before
 * the next change (`to - 1`); every text at the first frame it should be fully visible and at
 * its last (the frame before its exit starts, or its scene's last frame).
 *
 * @example planCheckpoints(timeline).map((c) => c.frame) // ascending, unique
 */
export function planCheckpoints(timeline: Timeline, include: BeatFilter = () => true): Checkpoint[] {
  const byFrame = new Map<number, Checkpoint>();
  const add = (frame: number, sceneId: string, beatId: string, moment: Moment) => {
    const existing = byFrame.get(frame);
    if (existing === undefined) byFrame.set(frame, {frame, sceneId, beatId, moments: [moment]});
    else if (!existing.moments.includes(moment)) existing.moments.push(moment);
  };
  for (const scene of timeline.scenes) {
    const beatAt = (frame: number) => scene.beats.filter((b) => b.from <= frame).at(-1) ?? scene.beats[0];
    for (const beat of scene.beats) {
      if (!include(scene.id, beat.id)) continue;
      add(settledFrame(beat), scene.id, beat.id, 'settled');
      add(lastFrame(beat), scene.id, beat.id, 'before-next');
    }
    for (const text of scene.texts) {
      if (!include(scene.id, text.beatId)) continue;
      const first = textSettledFrame(text, scene);
      const last = visibleUntil(text, scene.to) - 1;
      for (const [frame, moment] of [
        [first, 'text-visible'],
        [last, 'text-last'],
      ] as const) {
        if (frame < scene.from || frame >= scene.to) continue;
        add(frame, scene.id, beatAt(frame)?.id ?? text.beatId, moment);
      }
    }
  }
  return [...byFrame.values()].sort((a, b) => a.frame - b.frame);
}

/** The scene and beat showing at an absolute frame. */
export function beatAtFrame(timeline: Timeline, frame: number): {sceneId: string; beatId: string} {
  const scene = timeline.scenes.find((s) => frame >= s.from && frame < s.to) ?? timeline.scenes.at(-1);
  const beat = scene?.beats.filter((b) => b.from <= frame).at(-1) ?? scene?.beats[0];
  return {sceneId: scene?.id ?? '', beatId: beat?.id ?? ''};
}

/**
 * The frames the flash check captures: each motion interval with the held frame on either
 * side (a hold repeats one frame, so a transition into or out of a hold is seen), ascending.
 * `sample` keeps the first motion interval of each scene whose beats pass the filter.
 */
export function planFlashFrames(
  timeline: Timeline,
  mode: 'all' | 'sample',
  include: BeatFilter = () => true,
): {frames: number[]; intervals: Interval[]} {
  const intervals = timeline.motion.filter((m) => {
    const {sceneId, beatId} = beatAtFrame(timeline, m.from);
    return include(sceneId, beatId);
  });
  const chosen =
    mode === 'all'
      ? intervals
      : timeline.scenes.flatMap((s) => intervals.filter((m) => m.from >= s.from && m.from < s.to).slice(0, 1));
  const frames = new Set<number>();
  for (const m of chosen) {
    for (let f = Math.max(0, m.from - 1); f <= Math.min(timeline.durationInFrames - 1, m.to); f++) frames.add(f);
  }
  return {frames: [...frames].sort((a, b) => a - b), intervals: chosen};
}

/** Frames sampled every `step` frames through each motion interval (and its last frame), where moving marks are checked against text. */
export function planMotionSamples(timeline: Timeline, step: number, include: BeatFilter = () => true): number[] {
  const frames = new Set<number>();
  for (const m of timeline.motion) {
    for (let f = m.from; f < m.to; f += step) frames.add(f);
    frames.add(lastFrame(m));
  }
  return [...frames]
    .filter((f) => {
      const {sceneId, beatId} = beatAtFrame(timeline, f);
      return include(sceneId, beatId);
    })
    .sort((a, b) => a - b);
}

/** Every beat's settled frame: the frames the stage rule measures. */
export function planStageFrames(timeline: Timeline, include: BeatFilter = () => true): Checkpoint[] {
  return timeline.scenes.flatMap((scene) =>
    scene.beats
      .filter((b) => include(scene.id, b.id))
      .map((b) => ({frame: settledFrame(b), sceneId: scene.id, beatId: b.id, moments: ['settled' as const]})),
  );
}
