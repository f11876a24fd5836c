import React from 'react';
import {eased} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontFamily, fontSize, radius, strokeWidth} from '../../../src/visual/tokens';

export type BoxProps = {
  x: number;
  y: number;
  w: number;
  h: number;
  /** the meaning colour: palette.cpu, palette.gpu… */
  color: string;
  /** a short name drawn inside (a part's name, not a number) */
  title?: string;
  /** 0..1 entrance */
  presence?: number;
  /** filled more strongly when it is the beat's focus */
  emphasis?: boolean;
  children?: React.ReactNode;
};

/** A chip, die or memory as an HTML box tinted by meaning (this video's; the others draw `Chip` from src/visual/shapes.tsx). */
export const Box: React.FC<BoxProps> = ({x, y, w, h, color, title, presence = 1, emphasis = false, children}) => {
  const palette = usePalette();
  const p = eased(presence);
  if (p <= 0) return null;
  return (
    <div style={{
      position: 'absolute', left: x, top: y, width: w, height: h, opacity: p, transform: `scale(${0.94 + 0.06 * p})`,
      border: `${emphasis ? strokeWidth.bold : strokeWidth.normal}px solid ${color}`, borderRadius: radius.md,
      background: `color-mix(in srgb, ${color} ${emphasis ? 22 : 12}%, ${palette.surface})`, boxSizing: 'border-box',
    }}>
      {title === undefined ? null : (
        <div data-text-id={`part-${title}`} data-text-kind="part" style={{position: 'absolute', left: 0, right: 0, top: 10, textAlign: 'center', fontFamily, fontSize: fontSize.label, fontWeight: 700, color: palette.text}}>
          {title}
        </div>
      )}
      {children}
    </div>
  );
};
