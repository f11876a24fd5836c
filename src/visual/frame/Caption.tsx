import React from 'react';
import {useTexts} from '../../timeline/use-beat';
import {eased} from '../motion';
import {ScreenText} from '../primitives/ScreenText';
import {usePalette} from '../theme';
import {fontFamily, fontSize, safeArea} from '../tokens';

/** The caption slot near the bottom, above the player's controls: a new caption crosses over the old one. */
export const Caption: React.FC = () => {
  const palette = usePalette();
  const captions = useTexts('caption').filter((c) => c.presence > 0);
  return (
    <>
      {captions.map((c) => (
        <ScreenText
          key={c.resolved.id}
          id={c.resolved.id}
          kind="caption"
          style={{
            position: 'absolute',
            left: safeArea.left,
            right: 1920 - safeArea.right,
            bottom: 1080 - safeArea.captionBottom,
            display: 'flex',
            justifyContent: 'center',
            opacity: eased(c.presence),
          }}
        >
          <div
            style={{
              fontFamily,
              fontSize: fontSize.caption,
              fontWeight: 500,
              lineHeight: 1.25,
              color: palette.text,
              textAlign: 'center',
              background: palette.captionBackground,
              padding: '8px 24px',
              borderRadius: 12,
            }}
          >
            {c.lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        </ScreenText>
      ))}
    </>
  );
};
