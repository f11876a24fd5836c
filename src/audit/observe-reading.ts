import {countWords, secondsNeeded} from '../script/rules';
import type {Interval, Timeline} from '../timeline/timeline-types';
import {showsSettled} from './check-reading-time';
import type {TextPresence} from './measure-texts';
import type {BeatFilter} from './plan-checkpoints';

/**
 * Reading time needs, for every text, its state from its appearance until it has been fully
 * visible for its reading time (or its first run of full visibility breaks), in every scene and
 * whatever else is sampled. A hold (a run of identical frames) is known from any one of its
 * frames; in motion, the frames `sampled` says (the audit: every 3rd, as for moving marks, so a
 * text hidden for 3 frames or more is seen and a time is read to within 2 frames). Whatever of
 * those is not in `observed` yet is read from the page (`read`). Returns how many frames were read.
 */
export async function observeReading(
  timeline: Timeline,
  observed: Map<number, TextPresence>,
  read: (frame: number) => Promise<TextPresence>,
  include: BeatFilter = () => true,
  sampled: (frame: number) => boolean = () => true,
): Promise<number> {
  const holdAt = holdIndex(timeline.holds, timeline.durationInFrames);
  const holdSeen = new Map<Interval, TextPresence>();
  for (const [frame, presence] of observed) {
    const hold = holdAt[frame];
    if (hold !== undefined && !holdSeen.has(hold)) holdSeen.set(hold, presence);
  }
  let reads = 0;
  const presenceAt = async (frame: number): Promise<TextPresence | undefined> => {
    const known = observed.get(frame);
    if (known !== undefined) return known;
    const hold = holdAt[frame];
    const seen = hold === undefined ? undefined : holdSeen.get(hold);
    if (seen !== undefined) return seen;
    if (hold === undefined && !sampled(frame)) return undefined;
    const presence = await read(frame);
    reads++;
    observed.set(frame, presence);
    if (hold !== undefined) holdSeen.set(hold, presence);
    return presence;
  };
  for (const scene of timeline.scenes) {
    for (const t of scene.texts.filter((x) => include(scene.id, x.beatId))) {
      const needed = Math.ceil(secondsNeeded(countWords(t.text)) * timeline.fps - 1e-9);
      let first: number | null = null;
      for (let f = t.appear; f < scene.to; f++) {
        const state = await presenceAt(f);
        if (state === undefined) continue; // not sampled: neither breaks nor extends the run
        if (showsSettled(state[t.id], t.text)) {
          first ??= f;
          if (f + 1 - first >= needed) break;
        } else if (first !== null) break;
      }
    }
  }
  return reads;
}

function holdIndex(holds: Interval[], frames: number): (Interval | undefined)[] {
  const at: (Interval | undefined)[] = new Array(frames);
  for (const h of holds) for (let f = Math.max(0, h.from); f < Math.min(frames, h.to); f++) at[f] = h;
  return at;
}
