import {countWords, secondsNeeded} from '../script/rules';
import type {Interval, ResolvedText, Timeline} from '../timeline/timeline-types';
import type {BeatFilter} from './plan-checkpoints';
import type {TextPresence} from './measure-texts';

/** Effective opacity from which a text counts as fully visible (the last step of a fade is below it). */
export const fullyVisibleOpacity = 0.999;

export type ReadingRow = {
  sceneId: string;
  beatId: string;
  textId: string;
  words: number;
  neededSeconds: number;
  /** seconds the text was seen fully visible with its settled value, as a lower bound; null when never */
  seenSeconds: number | null;
  firstFrame: number | null;
  lastFrame: number | null;
  /** frames between the text's appearance and its scene's end whose state was known */
  knownFrames: number;
  /** false when no frame of the text's life was observed (its beat was not audited) */
  checked: boolean;
  ok: boolean;
};

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Whether a text's observed state is fully visible and shows its settled value (`text`). */
export function showsSettled(state: TextPresence[string] | undefined, text: string): boolean {
  return state !== undefined && state.opacity >= fullyVisibleOpacity && collapse(state.text) === collapse(text);
}

/**
 * A frame's text states from what was observed: the frame itself, or, inside a hold (a run of
 * identical frames, proven still by test/browser/holds.test.ts), any observed frame of that hold.
 */
export function presenceLookup(
  observed: Map<number, TextPresence>,
  holds: Interval[],
): (frame: number) => TextPresence | undefined {
  const byHold = new Map<Interval, TextPresence>();
  for (const [frame, presence] of observed) {
    const hold = holds.find((h) => frame >= h.from && frame < h.to);
    if (hold !== undefined && !byHold.has(hold)) byHold.set(hold, presence);
  }
  return (frame) => {
    const direct = observed.get(frame);
    if (direct !== undefined) return direct;
    const hold = holds.find((h) => frame >= h.from && frame < h.to);
    return hold === undefined ? undefined : byHold.get(hold);
  };
}

/**
 * Reading time on the rendered timeline: from the first frame a text is seen fully visible
 * (opacity 1, showing its settled value, so a counting number counts from where it stops)
 * to the last frame of that unbroken run; a frame whose state is unknown neither breaks nor
 * extends the run, so the value is a lower bound. Needed: max(0.2 s × words + R, 0.3 s × words).
 */
export function checkReadingTime(
  timeline: Timeline,
  observed: Map<number, TextPresence>,
  include: BeatFilter = () => true,
): ReadingRow[] {
  const lookup = presenceLookup(observed, timeline.holds);
  const rows: ReadingRow[] = [];
  for (const scene of timeline.scenes) {
    for (const t of scene.texts.filter((x) => include(scene.id, x.beatId)))
      rows.push(readText(t, scene.to, timeline.fps, lookup));
  }
  return rows;
}

function readText(
  t: ResolvedText,
  sceneEnd: number,
  fps: number,
  lookup: (frame: number) => TextPresence | undefined,
): ReadingRow {
  const words = countWords(t.text);
  const neededSeconds = secondsNeeded(words);
  let first: number | null = null;
  let last: number | null = null;
  let knownFrames = 0;
  for (let f = t.appear; f < sceneEnd; f++) {
    const state = lookup(f);
    if (state === undefined) continue;
    knownFrames++;
    const full = showsSettled(state[t.id], t.text);
    if (full) {
      first ??= f;
      last = f;
    } else if (first !== null) break;
  }
  const seenSeconds = first === null || last === null ? null : (last + 1 - first) / fps;
  return {
    sceneId: t.sceneId,
    beatId: t.beatId,
    textId: t.id,
    words,
    neededSeconds,
    seenSeconds,
    firstFrame: first,
    lastFrame: last,
    knownFrames,
    checked: knownFrames > 0,
    ok: knownFrames === 0 || (seenSeconds !== null && seenSeconds + 1e-9 >= neededSeconds),
  };
}
