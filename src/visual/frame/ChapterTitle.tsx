import React from 'react';
import {useScene} from '../../timeline/timeline-context';
import {ScreenText} from '../primitives/ScreenText';
import {usePalette} from '../theme';
import {fontFamily, fontSize, safeArea, space} from '../tokens';

/** The chapter title at top left, under the progress bar. */
export const ChapterTitle: React.FC = () => {
  const scene = useScene();
  const palette = usePalette();
  if (scene.index === 0) return null; // the title scene shows the title itself
  return (
    <ScreenText
      id="chapter"
      kind="chapter"
      style={{
        position: 'absolute',
        left: safeArea.left,
        top: safeArea.top + space.md,
        fontFamily,
        fontSize: fontSize.chapter,
        fontWeight: 600,
        color: palette.textMuted,
        letterSpacing: 0.3,
      }}
    >
      {scene.chapter}
    </ScreenText>
  );
};
