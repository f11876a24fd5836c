import React, {useMemo} from 'react';
import {Composition, Folder} from 'remotion';
import {videos} from '../compositions/index';
import {sceneComponents} from '../compositions/scenes';
import {thumbnailHeroes} from '../compositions/thumbnails';
import {compositionPropsSchema, defaultCompositionProps, parseCompositionProps, type CompositionProps} from './composition-props';
import {model} from './model/model';
import {resolveText, type References} from './script/references';
import {referencesFor, type VideoDefinition} from './script/video-definition';
import {timelineOf} from './timeline/load-video';
import {loadFonts} from './visual/fonts';
import {frameSize} from './visual/tokens';
import {ThumbnailCard, thumbnailSize} from './visual/ThumbnailCard';
import {TrivialComposition} from './visual/TrivialComposition';
import {VideoBody} from './visual/VideoBody';

void loadFonts();

function makeComponents(definition: VideoDefinition) {
  const id = String(definition.script.id);
  const scenes = sceneComponents[id] ?? {};
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
  // The card's hook from the script (the title when a script has none), its drawing from the video's folder.
  const hook = resolveText(definition.script.delivery.thumbnailHook ?? definition.script.title, references);
  const Hero = thumbnailHeroes[id] ?? (() => null);
  const Thumbnail: React.FC<CompositionProps> = ({theme}) => <ThumbnailCard hook={hook} Hero={Hero} references={references} theme={theme} />;
  const timeline = timelineOf(definition, defaultCompositionProps.fps);
  return {id, Whole, Thumbnail, timeline, scenes: timeline.scenes.map((scene) => ({scene, Component: Scene(scene.id)}))};
}

// Built once: a script error stops the listing here, worded as `npm run check` words it.
const entries = videos.map(makeComponents);

/** A folder per video: the whole video and one composition per scene (`<video>-<scene>`). */
export const RemotionRoot: React.FC = () => (
  <>
    <Folder name="bench">
      <Composition id="bench-trivial" component={TrivialComposition} width={frameSize.width} height={frameSize.height} fps={30} durationInFrames={300} />
    </Folder>
    {entries.map(({id, Whole, Thumbnail, timeline, scenes}) => {
      const definition = videos.find((v) => v.script.id === id) as VideoDefinition;
      return (
        <Folder key={id} name={id}>
          <Composition id={id} component={Whole} width={frameSize.width} height={frameSize.height} fps={timeline.fps}
            durationInFrames={timeline.durationInFrames} schema={compositionPropsSchema} defaultProps={defaultCompositionProps}
            calculateMetadata={async ({props}) => {
              const parsed = parseCompositionProps(id, props);
              const t = timelineOf(definition, parsed.fps);
              return {durationInFrames: t.durationInFrames, fps: parsed.fps, props: parsed};
            }} />
          <Composition id={`${id}-thumbnail`} component={Thumbnail} width={thumbnailSize.width} height={thumbnailSize.height} fps={timeline.fps}
            durationInFrames={1} schema={compositionPropsSchema} defaultProps={defaultCompositionProps}
            calculateMetadata={async ({props}) => ({props: parseCompositionProps(`${id}-thumbnail`, props)})} />
          {scenes.map(({scene, Component}) => (
            <Composition key={scene.id} id={`${id}-${scene.id}`} component={Component} width={frameSize.width} height={frameSize.height}
              fps={timeline.fps} durationInFrames={scene.durationInFrames} schema={compositionPropsSchema} defaultProps={defaultCompositionProps}
              calculateMetadata={async ({props}) => {
                const parsed = parseCompositionProps(`${id}-${scene.id}`, props);
                const s = timelineOf(definition, parsed.fps).scenes.find((x) => x.id === scene.id);
                return {durationInFrames: s?.durationInFrames ?? scene.durationInFrames, fps: parsed.fps, props: parsed};
              }} />
          ))}
        </Folder>
      );
    })}
  </>
);
