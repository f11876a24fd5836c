import type {ResolvedBeat, ResolvedScene} from '../timeline/timeline-types';
import {lastFrame, motionFrames} from '../timeline/frames';
import {eased} from './motion';
import {focusTokens} from './tokens';

/** A part's opacity under one beat's focus: full when the beat names no focus or names the part. */
function levelUnder(beat: ResolvedBeat | undefined, part: string): number {
  if (beat === undefined || beat.focus.length === 0 || beat.focus.includes(part)) return 1;
  return focusTokens.dimmedOpacity;
}

/**
 * The opacity of a diagram part at a frame of its scene: the focus of the beat showing, reached
 * from the previous beat's over the beat's transition (declared motion: the timeline counts every
 * beat's first `transitionFrames`), so holds stay still.
 *
 * @example focusOpacity(scene.beats, frame, timeline.transitionFrames, 'cpu') // 1, or 0.65 while another part is in focus
 */
export function focusOpacity(
  beats: readonly ResolvedBeat[],
  frame: number,
  transitionFrames: number,
  part: string,
): number {
  const index = beats.filter((b) => b.from <= frame).length - 1;
  const current = beats[index];
  if (current === undefined) return 1;
  const to = levelUnder(current, part);
  const from = levelUnder(beats[index - 1], part);
  const length = Math.max(1, Math.min(transitionFrames, motionFrames(current)));
  const t = eased(Math.min(1, (frame - current.from) / length));
  return from + (to - from) * t;
}

/**
 * A scene's focus as it ends: each part's opacity at the scene's last frame. The next scene's
 * carried parts start as dimmed as they were there (docs/design.md §Visual language).
 */
export function sceneEndFocus(scene: ResolvedScene, transitionFrames: number): (part: string) => number {
  return (part) => focusOpacity(scene.beats, lastFrame(scene), transitionFrames, part);
}
