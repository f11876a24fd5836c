import React from 'react';
import type {Rect} from '../../../src/visual/geometry';
import {eased} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontFamily, fontSize} from '../../../src/visual/tokens';

/**
 * A part's name written inside its chip (an HTML text above the SVG layer, so the audit reads it
 * like every text): "Blackwell GPU", "NVSwitch". A name, never a number.
 */
export const PartName: React.FC<{r: Rect; text: string; presence?: number; at?: 'top' | 'middle'; size?: number}> = ({r, text, presence = 1, at = 'top', size = fontSize.label}) => {
  const palette = usePalette();
  const p = eased(presence);
  if (p <= 0) return null;
  const top = at === 'top' ? r.y + 12 : r.y + r.h / 2 - size * 0.6;
  return (
    <div data-text-id={`part-${text}`} data-text-kind="part" style={{position: 'absolute', left: r.x, top, width: r.w, textAlign: 'center', opacity: p,
      fontFamily, fontSize: size, fontWeight: 700, lineHeight: 1.2, color: palette.text}}>
      {text}
    </div>
  );
};
