import React from 'react';
import type {Rect} from '../geometry';
import {eased} from '../motion';
import {usePalette} from '../theme';
import {fontFamily, fontSize} from '../tokens';
import {ScreenText} from './ScreenText';

/**
 * A part's name written inside its drawing ("Blackwell GPU", "NVSwitch"): centred across `box`,
 * at its top or its middle, fading in with `presence`. A name, never a number.
 */
export const PartTitle: React.FC<{
  box: Rect;
  text: string;
  id?: string;
  presence?: number;
  at?: 'top' | 'middle';
  size?: number;
}> = ({box, text, id = `part-${text}`, presence = 1, at = 'top', size = fontSize.label}) => {
  const palette = usePalette();
  const p = eased(presence);
  if (p <= 0) return null;
  const top = at === 'top' ? box.y + 12 : box.y + box.h / 2 - size * 0.6;
  return (
    <ScreenText
      id={id}
      kind="part"
      style={{
        position: 'absolute',
        left: box.x,
        top,
        width: box.w,
        textAlign: 'center',
        opacity: p,
        fontFamily,
        fontSize: size,
        fontWeight: 700,
        lineHeight: 1.2,
        color: palette.text,
      }}
    >
      {text}
    </ScreenText>
  );
};
