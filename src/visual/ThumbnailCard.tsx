import React from 'react';
import {AbsoluteFill} from 'remotion';
import type {References} from '../script/references';
import type {Timeline} from '../timeline/resolve-timeline';
import {palettes, fontFamily, type ThemeName} from './tokens';
import {VideoBody, type SceneComponents} from './VideoBody';

export const thumbnailSize = {width: 1280, height: 720} as const;
const drawingScale = 0.55;

/**
 * The YouTube thumbnail: the title large across the top, the drawing of the beat the script
 * marks below it, and the bottom-right corner left clear for YouTube's duration badge.
 */
export const ThumbnailCard: React.FC<{timeline: Timeline; references: References; scenes: SceneComponents; theme: ThemeName}> = ({timeline, references, scenes, theme}) => {
  const palette = palettes[theme];
  return (
    <AbsoluteFill style={{background: palette.background}}>
      <div style={{position: 'absolute', left: 40, top: 126, width: 1920, height: 1080, transform: `scale(${drawingScale})`, transformOrigin: '0 0'}}>
        <VideoBody timeline={timeline} references={references} scenes={scenes} theme={theme} frameOffset={timeline.thumbnailFrame} chrome={false} />
      </div>
      <div data-text-id="thumbnail-title" style={{position: 'absolute', left: 48, top: 24, right: 48, fontFamily, fontWeight: 800, fontSize: 72, lineHeight: 1.1, color: palette.text}}>
        {timeline.title}
      </div>
      <div style={{position: 'absolute', left: 48, top: 116, width: 240, height: 8, borderRadius: 4, background: palette.gpu}} />
    </AbsoluteFill>
  );
};
