import React from 'react';
import {AbsoluteFill} from 'remotion';
import {usePalette} from '../theme';
import {Caption} from './Caption';
import {ChapterTitle} from './ChapterTitle';
import {ProgressBar} from './ProgressBar';

/** The frame every scene shares: background, progress bar, chapter title, the drawing, then the caption on top (chrome off: the drawing alone, for the thumbnail). */
export const VideoFrame: React.FC<{children: React.ReactNode; chrome?: boolean}> = ({children, chrome = true}) => {
  const palette = usePalette();
  return (
    <AbsoluteFill style={{background: palette.background}}>
      {/* data-drawing: what the audit's stage rule measures, the chrome left out */}
      <AbsoluteFill data-drawing="">{children}</AbsoluteFill>
      {chrome ? (
        <>
          <ProgressBar />
          <ChapterTitle />
          <Caption />
        </>
      ) : null}
    </AbsoluteFill>
  );
};
