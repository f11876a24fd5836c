import React from 'react';
import {Composition, Folder} from 'remotion';
import {registry} from '../compositions/index';
import {compositionPropsSchema, defaultCompositionProps, parseCompositionProps} from './composition-props';
import {resolveVideo} from './timeline/resolve-video';
import {makeVideoComponents} from './video-components';
import {loadFonts} from './visual/fonts';
import {frameSize} from './visual/tokens';
import {thumbnailSize} from './visual/ThumbnailCard';
import {TrivialComposition} from './visual/TrivialComposition';
import {LoopFixture} from './visual/LoopFixture';

void loadFonts();

// Built once: a script error stops the listing here, worded as `npm run check` words it.
const entries = registry.map(makeVideoComponents);

/** A folder per video: the whole video and one composition per scene (`<video>-<scene>`). */
export const RemotionRoot: React.FC = () => (
  <>
    <Folder name="bench">
      <Composition
        id="bench-trivial"
        component={TrivialComposition}
        width={frameSize.width}
        height={frameSize.height}
        fps={30}
        durationInFrames={300}
      />
      <Composition
        id="bench-loop"
        component={LoopFixture}
        width={frameSize.width}
        height={frameSize.height}
        fps={30}
        durationInFrames={1080}
      />
    </Folder>
    {entries.map(({id, definition, Whole, Thumbnail, timeline, scenes}) => {
      return (
        <Folder key={id} name={id}>
          <Composition
            id={id}
            component={Whole}
            width={frameSize.width}
            height={frameSize.height}
            fps={timeline.fps}
            durationInFrames={timeline.durationInFrames}
            schema={compositionPropsSchema}
            defaultProps={defaultCompositionProps}
            calculateMetadata={async ({props}) => {
              const parsed = parseCompositionProps(id, props);
              const t = resolveVideo(definition, parsed.fps).timeline;
              return {durationInFrames: t.durationInFrames, fps: parsed.fps, props: parsed};
            }}
          />
          <Composition
            id={`${id}-thumbnail`}
            component={Thumbnail}
            width={thumbnailSize.width}
            height={thumbnailSize.height}
            fps={timeline.fps}
            durationInFrames={1}
            schema={compositionPropsSchema}
            defaultProps={defaultCompositionProps}
            calculateMetadata={async ({props}) => ({props: parseCompositionProps(`${id}-thumbnail`, props)})}
          />
          {scenes.map(({scene, Component}) => (
            <Composition
              key={scene.id}
              id={`${id}-${scene.id}`}
              component={Component}
              width={frameSize.width}
              height={frameSize.height}
              fps={timeline.fps}
              durationInFrames={scene.durationInFrames}
              schema={compositionPropsSchema}
              defaultProps={defaultCompositionProps}
              calculateMetadata={async ({props}) => {
                const parsed = parseCompositionProps(`${id}-${scene.id}`, props);
                const s = resolveVideo(definition, parsed.fps).timeline.scenes.find((x) => x.id === scene.id);
                if (s === undefined) throw new Error(`${id} has no scene ${scene.id} at ${parsed.fps} fps`);
                return {durationInFrames: s.durationInFrames, fps: parsed.fps, props: parsed};
              }}
            />
          ))}
        </Folder>
      );
    })}
  </>
);
