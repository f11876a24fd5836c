import {firstFigure} from '../model/format';
import {findBeat, findText, useScene, useTimeline} from './timeline-context';
import {motionFrames} from './frames';
import type {ResolvedBeat, ResolvedText} from './timeline-types';

export type BeatState = {
  /** 0..1 over the beat's transition and declared motion, linear; clamps at both ends */
  progress: number;
  /** the beat has started */
  active: boolean;
  /** its motion has finished: from here the beat holds */
  done: boolean;
  /** seconds since the beat started, stopping when its motion ends (so holds stay still) */
  seconds: number;
  /** how long its transition and declared motion last together, in seconds */
  lengthSeconds: number;
  /** the length of its declared motion as the script states it, in seconds (0 without motion) */
  motionSeconds: number;
};

/** A beat's state at an absolute frame (`useBeat` at the current frame; a scene's end for the next scene's entrance). */
export function beatStateAt(beat: ResolvedBeat, frame: number, fps: number): BeatState {
  const length = Math.max(1, motionFrames(beat));
  const progress = Math.min(1, Math.max(0, (frame - beat.from) / length));
  const seconds = Math.min(Math.max(0, frame - beat.from), motionFrames(beat)) / fps;
  return {
    progress,
    active: frame >= beat.from,
    done: frame >= beat.motionEnd,
    seconds,
    lengthSeconds: motionFrames(beat) / fps,
    motionSeconds: beat.motion?.seconds ?? 0,
  };
}

/**
 * What a scene sees of a beat: progress, not frames.
 *
 * @example const {progress} = useBeat('swap-warps'); // 0 → 1 while the beat moves
 */
export function useBeat(id: string): BeatState {
  const {frame, timeline} = useTimeline();
  return beatStateAt(findBeat(useScene(), id), frame, timeline.fps);
}

export type TextState = {
  text: string;
  lines: string[];
  /** 0..1: entrance, fully visible, exit; linear (the visual system eases it) */
  presence: number;
  /** counting numbers: 0..1 over their beat's motion */
  settle: number;
  resolved: ResolvedText;
};

/** A text's presence at the current frame. */
export function textPresence(t: ResolvedText, frame: number, sceneEnd: number): number {
  if (frame < t.appear || frame >= sceneEnd) return 0;
  if (t.exitEnd !== null && t.exitStart !== null && frame >= t.exitStart) {
    return Math.max(0, 1 - (frame - t.exitStart) / Math.max(1, t.exitEnd - t.exitStart));
  }
  return Math.min(1, (frame - t.appear) / Math.max(1, t.visibleFrom - t.appear));
}

/**
 * A counting text's count at a frame, 0..1 from its entrance to its settled frame (1 for any other
 * text). A tally (several counting texts of one beat, each a whole multiple of the first one's
 * first figure: 18 trays, 72 GPUs, 36 CPUs) counts in whole steps of that figure, so the counts
 * shown agree on every frame (4 GPUs and 2 CPUs per tray), not 4 trays beside 15 GPUs.
 *
 * @example countSettle(gpus, [trays, gpus, cpus], frame) // k/18 for some whole k
 */
export function countSettle(t: ResolvedText, texts: readonly ResolvedText[], frame: number): number {
  if (!t.counting) return 1;
  const linear = Math.min(1, Math.max(0, (frame - t.appear) / Math.max(1, t.settledFrom - t.appear)));
  const tally = texts.filter((o) => o.counting && o.beatId === t.beatId && o.sceneId === t.sceneId);
  const steps = tally.length > 1 ? firstFigure(tally[0]?.text ?? '') : null;
  const whole = (n: number | null) => n !== null && steps !== null && steps > 0 && Number.isInteger(n / steps);
  if (steps === null || !Number.isInteger(steps) || !tally.every((o) => whole(firstFigure(o.text)))) return linear;
  return Math.round(linear * steps) / steps;
}

/** A text of the current scene by id, with its presence. */
export function useText(id: string): TextState {
  const {frame} = useTimeline();
  const scene = useScene();
  const t = findText(scene, id);
  return {
    text: t.text,
    lines: t.lines,
    resolved: t,
    presence: textPresence(t, frame, scene.to),
    settle: countSettle(t, scene.texts, frame),
  };
}

/** Every text of the current scene of one kind, with presence (including invisible ones, presence 0). */
export function useTexts(kind: ResolvedText['kind']): TextState[] {
  const {frame} = useTimeline();
  const scene = useScene();
  return scene.texts
    .filter((t) => t.kind === kind)
    .map((t) => ({
      text: t.text,
      lines: t.lines,
      resolved: t,
      presence: textPresence(t, frame, scene.to),
      settle: countSettle(t, scene.texts, frame),
    }));
}
