import {countWords, secondsNeeded} from '../script/rules';
import type {Interval, Timeline} from '../timeline/timeline-types';
import {showsSettled} from './check-reading-time';
import type {TextPresence} from './measure-texts';
import type {BeatFilter} from './plan-checkpoints';

/**
 * Reading time is never sampled: for every text, every frame from its appearance until it has
 * been fully visible for its reading time (or its first run of full visibility breaks) must be
 * known. A hold (a run of identical frames) is known from any one of its frames; every other
 * frame is read from the page (`read`). Frames already in `observed` are not read again.
 * Returns how many frames were read.
 */
export async function observeReading(timeline: Timeline, observed: Map<number, TextPresence>, read: (frame: number) => Promise<TextPresence>,
  include: BeatFilter = () => true): Promise<number> {
  const holdAt = holdIndex(timeline.holds, timeline.durationInFrames);
  const holdSeen = new Map<Interval, TextPresence>();
  for (const [frame, presence] of observed) {
    const hold = holdAt[frame];
    if (hold !== undefined && !holdSeen.has(hold)) holdSeen.set(hold, presence);
  }
  let reads = 0;
  const presenceAt = async (frame: number): Promise<TextPresence> => {
    const known = observed.get(frame);
    if (known !== undefined) return known;
    const hold = holdAt[frame];
    const seen = hold === undefined ? undefined : holdSeen.get(hold);
    if (seen !== undefined) return seen;
    const presence = await read(frame);
    reads++;
    observed.set(frame, presence);
    if (hold !== undefined) holdSeen.set(hold, presence);
    return presence;
  };
  for (const scene of timeline.scenes) {
    for (const t of scene.texts.filter((x) => include(scene.id, x.beatId))) {
      const needed = Math.ceil(secondsNeeded(countWords(t.text)) * timeline.fps - 1e-9);
      let run = 0;
      for (let f = t.appear; f < scene.to && run < needed; f++) {
        if (showsSettled((await presenceAt(f))[t.id], t.text)) run++;
        else if (run > 0) break;
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
