import React from 'react';
import {Composition, Folder} from 'remotion';
import {videos} from '../compositions/index';
import {sceneComponents} from '../compositions/scenes';
import {compositionPropsSchema, defaultCompositionProps, parseCompositionProps} from './composition-props';
import type {VideoDefinition} from './script/video-definition';
import {timelineOf} from './timeline/load-video';
import {makeVideoComponents} from './video-components';
import {loadFonts} from './visual/fonts';
import {frameSize} from './visual/tokens';
import {thumbnailSize} from './visual/ThumbnailCard';
import {TrivialComposition} from './visual/TrivialComposition';

void loadFonts();

// Built once: a script error stops the listing here, worded as `npm run check` words it.
const entries = videos.map((definition) => makeVideoComponents(definition, sceneComponents[String(definition.script.id)] ?? {}));

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
