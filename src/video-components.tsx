import React, {useMemo} from 'react';
import {defaultCompositionProps, type CompositionProps} from './composition-props';
import {resolveText} from './script/references';
import {resolveVideo} from './timeline/resolve-video';
import {ThumbnailCard} from './visual/ThumbnailCard';
import {VideoBody} from './visual/VideoBody';
import type {RegisteredVideo} from './visual/scene-kit';

/**
 * One registered video's React components: the whole video, its thumbnail and one component per
 * scene. The Remotion root (compositions) and the companion pages (the Player) both draw these.
 */
export function makeVideoComponents({definition, scenes, hero}: RegisteredVideo) {
  const id = String(definition.script.id);
  // Scenes draw from the model, the video's computed values and its script constants (the 500 GB model, C = 79…).
  const {references} = resolveVideo(definition);
  const useTimelineAt = (fps: number) => useMemo(() => resolveVideo(definition, fps).timeline, [fps]); // definition: fixed for this video
  const Whole: React.FC<CompositionProps> = ({theme, fps, drawingOnly}) => (
    <VideoBody
      timeline={useTimelineAt(fps)}
      references={references}
      scenes={scenes}
      theme={theme}
      drawingOnly={drawingOnly}
    />
  );
  const Scene = (sceneId: string): React.FC<CompositionProps> =>
    function SceneComposition({theme, fps, drawingOnly}) {
      const timeline = useTimelineAt(fps);
      const scene = timeline.scenes.find((s) => s.id === sceneId);
      if (scene === undefined) throw new Error(`${id} has no scene ${sceneId}`);
      return (
        <VideoBody
          timeline={timeline}
          references={references}
          scenes={scenes}
          theme={theme}
          frameOffset={scene.from}
          drawingOnly={drawingOnly}
        />
      );
    };
  // The card's hook from the script (the title when a script has none), its drawing from the video's folder.
  const hook = resolveText(definition.script.delivery.thumbnailHook ?? definition.script.title, references);
  const Hero = hero ?? (() => null);
  const Thumbnail: React.FC<CompositionProps> = ({theme}) => (
    <ThumbnailCard hook={hook} Hero={Hero} references={references} theme={theme} />
  );
  const timeline = resolveVideo(definition, defaultCompositionProps.fps).timeline;
  return {
    id,
    definition,
    Whole,
    Thumbnail,
    timeline,
    scenes: timeline.scenes.map((scene) => ({scene, Component: Scene(scene.id)})),
  };
}
