import React from 'react';
import {AbsoluteFill} from 'remotion';
import {usePalette} from '../theme';
import {Caption} from './Caption';
import {ChapterTitle} from './ChapterTitle';
import {ProgressBar} from './ProgressBar';

/** The frame every scene shares: background, progress bar, chapter title, the drawing, then the caption on top. */
export const VideoFrame: React.FC<{children: React.ReactNode}> = ({children}) => {
  const palette = usePalette();
  return (
    <AbsoluteFill style={{background: palette.background}}>
      {children}
      <ProgressBar />
      <ChapterTitle />
      <Caption />
    </AbsoluteFill>
  );
};
