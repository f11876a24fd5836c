import React, {useMemo} from 'react';
import {defaultCompositionProps, type CompositionProps} from './composition-props';
import {model} from './model/model';
import type {References} from './script/references';
import {referencesFor, type VideoDefinition} from './script/video-definition';
import {timelineOf} from './timeline/load-video';
import {ThumbnailCard} from './visual/ThumbnailCard';
import {VideoBody, type SceneComponents} from './visual/VideoBody';

/**
 * One video's React components: the whole video, its thumbnail and one component per scene.
 * The Remotion root (compositions) and the companion pages (the Player) both draw these.
 */
export function makeVideoComponents(definition: VideoDefinition, scenes: SceneComponents) {
  const id = String(definition.script.id);
  // Scenes draw from the model, the video's computed values and its script constants (the 500 GB model, C = 79…).
  const references = {...referencesFor(definition, model), ...(definition.script.constants ?? {})} as References;
  const useTimelineAt = (fps: number) => useMemo(() => timelineOf(definition, fps), [fps]);
  const Whole: React.FC<CompositionProps> = ({theme, fps}) => (
    <VideoBody timeline={useTimelineAt(fps)} references={references} scenes={scenes} theme={theme} />
  );
  const Scene = (sceneId: string): React.FC<CompositionProps> => ({theme, fps}) => {
    const timeline = useTimelineAt(fps);
    const scene = timeline.scenes.find((s) => s.id === sceneId);
    return <VideoBody timeline={timeline} references={references} scenes={scenes} theme={theme} frameOffset={scene?.from ?? 0} />;
  };
  const Thumbnail: React.FC<CompositionProps> = ({theme}) => (
    <ThumbnailCard timeline={useTimelineAt(defaultCompositionProps.fps)} references={references} scenes={scenes} theme={theme} />
  );
  const timeline = timelineOf(definition, defaultCompositionProps.fps);
  return {id, Whole, Thumbnail, timeline, scenes: timeline.scenes.map((scene) => ({scene, Component: Scene(scene.id)}))};
}
