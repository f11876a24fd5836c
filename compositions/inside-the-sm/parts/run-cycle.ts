import type {BeatState} from '../../../src/visual/scene-kit';

/**
 * The cycle a frame shows of a beat that runs the trace: floor(seconds into the beat's motion ×
 * cycles per second); it stops with the motion, so holds are still. `total` is the cycle the
 * motion ends on.
 *
 * @example const {cycle, total} = runCycle(useBeat('run'), cps);
 */
export function runCycle(
  beat: BeatState,
  cyclesPerSecond: number,
): {cycle: number; total: number; done: boolean; active: boolean} {
  const total = Math.floor(beat.lengthSeconds * cyclesPerSecond);
  return {
    cycle: Math.min(total, Math.floor(beat.seconds * cyclesPerSecond + 1e-9)),
    total,
    done: beat.done,
    active: beat.active,
  };
}
