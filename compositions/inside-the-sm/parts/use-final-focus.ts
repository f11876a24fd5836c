import {useTimeline} from '../../../src/timeline/timeline-context';
import {focusOpacity} from '../../../src/visual/focus';

/**
 * Another scene's focus as that scene ends: each part's opacity at its last frame. The next
 * scene's entrance draws that last picture, dimmed as it was (docs/design.md §Visual language).
 */
export function useFinalFocus(sceneId: string): (part: string) => number {
  const {timeline} = useTimeline();
  const scene = timeline.scenes.find((s) => s.id === sceneId);
  if (scene === undefined) throw new Error(`inside-the-sm has no scene ${sceneId}`);
  return (part) => focusOpacity(scene.beats, scene.to - 1, timeline.transitionFrames, part);
}
