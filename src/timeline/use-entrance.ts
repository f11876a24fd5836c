import {useScene, useTimeline} from './timeline-context';

export type EntranceState = {
  /** 0..1 over the scene's entrance, linear (the visual system eases it); 1 for a scene that cuts in */
  progress: number;
  /** the entrance is over (or there is none): from here the scene draws only its own picture */
  done: boolean;
};

/**
 * How far the current scene's entrance from the previous scene's picture has come. A scene
 * composition played alone starts at its own frame 0 and draws the same entrance.
 *
 * @example const {progress} = useEntrance(); // grace = carry(moduleGrace, coresGrace, progress)
 */
export function useEntrance(): EntranceState {
  const {frame} = useTimeline();
  const entrance = useScene().entrance;
  if (entrance === null) return {progress: 1, done: true};
  const progress = Math.min(1, Math.max(0, (frame - entrance.from) / Math.max(1, entrance.to - entrance.from)));
  return {progress, done: frame >= entrance.to};
}
