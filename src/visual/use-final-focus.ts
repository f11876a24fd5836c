import {useTimeline} from '../timeline/timeline-context';
import type {Timeline} from '../timeline/resolve-timeline';
import {focusOpacity} from './focus';

/**
 * A scene's focus as it ends: each part's opacity at the scene's last frame. The next scene's
 * entrance draws that last picture, dimmed as it was (docs/design.md §Visual language).
 */
export function finalFocus(timeline: Timeline, sceneId: string): (part: string) => number {
  const scene = timeline.scenes.find((s) => s.id === sceneId);
  if (scene === undefined) throw new Error(`${timeline.videoId} has no scene ${sceneId}`);
  return (part) => focusOpacity(scene.beats, scene.to - 1, timeline.transitionFrames, part);
}

/** finalFocus of a scene of the video this frame belongs to. */
export function useFinalFocus(sceneId: string): (part: string) => number {
  return finalFocus(useTimeline().timeline, sceneId);
}
