import type {Interval, ResolvedBeat, ResolvedScene, ResolvedText} from './timeline-types';

/**
 * Frames derived from the timeline, in one place: every tool that needs a beat's settled frame,
 * its motion length or whether a text is on screen asks here instead of redoing the arithmetic.
 */

type BeatFrames = Pick<ResolvedBeat, 'from' | 'motionEnd' | 'to'> & Partial<Pick<ResolvedBeat, 'textsLanded'>>;

/**
 * The last frame of a scene (or of a beat, a hold, any interval): `to` is the first frame after
 * it. A scene's end (its previous picture, its end focus, its golden) is drawn at this frame.
 *
 * @example lastFrame({from: 0, to: 90}) // 89
 */
export function lastFrame(range: Pick<Interval, 'to'>): number {
  return range.to - 1;
}

/**
 * A beat's settled frame: its entrance, transition and declared motion over and its own texts
 * entered (labels that land with their object come after the motion), before the next beat (the
 * beat's last frame when its motion or texts last to the end). The storyboard, the audit, the
 * provenance check, the companion pages and the thumbnail all show a beat at this frame.
 *
 * @example settledFrame({from: 0, motionEnd: 15, to: 90}) // 15
 */
export function settledFrame(beat: BeatFrames): number {
  return Math.max(beat.from, Math.min(Math.max(beat.motionEnd, beat.textsLanded ?? beat.motionEnd), lastFrame(beat)));
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

/**
 * The first frame a text reads as it will stay: its entrance over, a counting number at its
 * settled value; never past its scene's last frame. The audit checks each text from here.
 *
 * @example textSettledFrame({settledFrom: 120}, {to: 100}) // 99
 */
export function textSettledFrame(text: Pick<ResolvedText, 'settledFrom'>, scene: Pick<ResolvedScene, 'to'>): number {
  return Math.min(text.settledFrom, lastFrame(scene));
}

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
