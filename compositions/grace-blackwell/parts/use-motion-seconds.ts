import {findBeat, useScene} from '../../../src/timeline/timeline-context';

/** The length of a beat's declared motion in seconds, as the script states it (0 without motion). */
export function useMotionSeconds(beatId: string): number {
  return findBeat(useScene(), beatId).motion?.seconds ?? 0;
}
