import type {Timeline} from '../timeline/timeline-types';

/** Where a boundary strip samples, in seconds from the boundary: the old picture, the cut, and the carry under way. */
export const boundaryOffsets = [-0.5, 0, 0.4, 0.8] as const;

export type BoundaryStrip = {
  sceneId: string;
  previousSceneId: string;
  carries: string[];
  frames: {offset: number; frame: number}[];
};

/** One strip per scene that enters from the previous scene's picture, each sampled at `boundaryOffsets`. */
export function boundaryStrips(timeline: Timeline): BoundaryStrip[] {
  return timeline.scenes.flatMap((scene) => {
    const entrance = scene.entrance;
    if (entrance === null) return [];
    const frames = boundaryOffsets.map((offset) => ({
      offset,
      frame: Math.min(timeline.durationInFrames - 1, Math.max(0, scene.from + Math.round(offset * timeline.fps))),
    }));
    return [{sceneId: scene.id, previousSceneId: entrance.previousSceneId, carries: entrance.carries, frames}];
  });
}

/** "+0.4 s", "0 s", "−0.5 s": the tile caption's offset. */
export function formatOffset(offset: number): string {
  if (offset === 0) return '0 s';
  return `${offset < 0 ? '−' : '+'}${Math.abs(offset)} s`;
}
