import {useBeat} from '../../../src/timeline/use-beat';
import {findBeat, useScene, useTimeline} from '../../../src/timeline/timeline-context';

/**
 * The cycle a frame shows: floor(seconds into the beat's motion × cycles per second); it stops
 * with the motion, so holds are still. `total` is the cycle the motion ends on.
 */
export function useRunCycle(beatId: string, cyclesPerSecond: number): {cycle: number; total: number; done: boolean; active: boolean} {
  const {seconds, done, active} = useBeat(beatId);
  const beat = findBeat(useScene(), beatId);
  const {fps} = useTimeline().timeline;
  const total = Math.floor(((beat.motionEnd - beat.from) / fps) * cyclesPerSecond);
  return {cycle: Math.min(total, Math.floor(seconds * cyclesPerSecond + 1e-9)), total, done, active};
}
