import React from 'react';
import {Sequence, useCurrentFrame} from 'remotion';
import type {References} from '../script/references';
import type {Timeline} from '../timeline/timeline-types';
import {SceneProvider, sceneAt, TimelineProvider} from '../timeline/timeline-context';
import {DrawingProvider} from './drawing-context';
import {usePaintedFrame} from './frame/use-painted-frame';
import {VideoFrame} from './frame/VideoFrame';
import {ThemeProvider} from './theme';
import type {ThemeName} from './tokens';

export type SceneComponents = Readonly<Record<string, React.FC>>;

export type VideoBodyProps = {
  timeline: Timeline;
  references: References;
  scenes: SceneComponents;
  theme: ThemeName;
  /** absolute frame of this composition's frame 0 (a scene composition starts at its scene) */
  frameOffset?: number;
  /** the progress bar, chapter title and caption; off for the thumbnail's drawing */
  chrome?: boolean;
  /** the drawing layer alone: chrome and labels off (the boundary test compares it across each cut) */
  drawingOnly?: boolean;
};

/** A whole video, or one scene of it: the shared frame around one <Sequence> per scene, named by scene id. */
export const VideoBody: React.FC<VideoBodyProps> = ({
  timeline,
  references,
  scenes,
  theme,
  frameOffset = 0,
  chrome = true,
  drawingOnly = false,
}) => {
  const frame = useCurrentFrame() + frameOffset;
  const current = sceneAt(timeline, frame);
  usePaintedFrame(frame); // a render captures the frame once the browser has painted it (use-painted-frame.ts)
  return (
    <ThemeProvider theme={theme}>
      <TimelineProvider timeline={timeline} references={references} frame={frame}>
        <SceneProvider scene={current}>
          <DrawingProvider scenes={scenes} labels={!drawingOnly}>
            <VideoFrame chrome={chrome && !drawingOnly}>
              {timeline.scenes.map((scene) => {
                const Scene = scenes[scene.id];
                if (Scene === undefined) throw new Error(`${timeline.videoId}: scene ${scene.id} has no component`);
                return (
                  <Sequence
                    key={scene.id}
                    name={scene.id}
                    from={scene.from - frameOffset}
                    durationInFrames={scene.durationInFrames}
                    layout="none"
                  >
                    <SceneProvider scene={scene}>
                      <Scene />
                    </SceneProvider>
                  </Sequence>
                );
              })}
            </VideoFrame>
          </DrawingProvider>
        </SceneProvider>
      </TimelineProvider>
    </ThemeProvider>
  );
};
