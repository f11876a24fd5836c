import {findBeat, useScene} from './timeline-context';
import {motionFrames} from './frames';
import {useBeat} from './use-beat';

/**
 * A beat's progress counted only from where the scene's entrance lands: 0 until the carried parts
 * are in place, then 0..1 over the rest of the beat's motion. For a beat that starts with the
 * scene and builds what is new while the entrance carries what persists (the new parts wait for
 * the old ones). Without an entrance, or for a beat that starts after it, this is the beat's progress.
 *
 * @example const ports = useAfterEntrance('ports'); // the ports tick in once the GPU has grown
 */
export function useAfterEntrance(beatId: string): number {
  const scene = useScene();
  const beat = findBeat(scene, beatId);
  const {progress} = useBeat(beatId);
  const landed = scene.entrance?.to ?? beat.from;
  const length = motionFrames(beat);
  return afterLanding(progress, length <= 0 ? 0 : (landed - beat.from) / length);
}

/** `progress` (0..1 over a beat's motion) rescaled to the part after its first `share` (0..1). */
export function afterLanding(progress: number, share: number): number {
  if (share <= 0) return progress;
  if (share >= 1) return progress >= 1 ? 1 : 0;
  return Math.min(1, Math.max(0, (progress - share) / (1 - share)));
}
