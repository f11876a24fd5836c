import type {ResolvedBeat, ResolvedText} from './resolve-timeline';

/**
 * Frames derived from the timeline, in one place: every tool that needs a beat's settled frame,
 * its motion length or whether a text is on screen asks here instead of redoing the arithmetic.
 */

type BeatFrames = Pick<ResolvedBeat, 'from' | 'motionEnd' | 'to'>;

/**
 * A beat's settled frame: its entrance, transition and declared motion over, before the next
 * beat (the beat's last frame when its motion lasts to the end). The storyboard, the audit, the
 * provenance check, the companion pages and the thumbnail all show a beat at this frame.
 *
 * @example settledFrame({from: 0, motionEnd: 15, to: 90}) // 15
 */
export function settledFrame(beat: BeatFrames): number {
  return Math.max(beat.from, Math.min(beat.motionEnd, beat.to - 1));
}

/**
 * How many frames a beat moves: its transition and declared motion, from its first frame.
 *
 * @example motionFrames({from: 30, motionEnd: 45, to: 90}) // 15
 */
export function motionFrames(beat: BeatFrames): number {
  return beat.motionEnd - beat.from;
}

type TextFrames = Pick<ResolvedText, 'visibleFrom' | 'exitStart'>;

/** The first frame a text is no longer fully visible: its exit's start, or its scene's end. */
export function visibleUntil(text: TextFrames, sceneEnd: number): number {
  return text.exitStart ?? sceneEnd;
}

/**
 * Whether a text is fully visible at a frame of its scene (entered, not yet leaving).
 *
 * @example visibleAt({visibleFrom: 10, exitStart: undefined}, 90, 50) // true
 */
export function visibleAt(text: TextFrames, sceneEnd: number, frame: number): boolean {
  return text.visibleFrom <= frame && frame < visibleUntil(text, sceneEnd);
}
