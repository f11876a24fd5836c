import React from 'react';
import type {Rect} from '../geometry';
import {usePalette} from '../theme';
import {fontFamily, fontSize} from '../tokens';
import {ScreenText} from './ScreenText';

/**
 * A value that changes every frame (a countdown, a running total), centred in `box` with
 * tabular digits so it does not jitter. Its text is computed by the scene, never typed; the
 * audit knows it as a counter (the 32 px floor, since many stand side by side).
 */
export const Counter: React.FC<{
  id: string;
  box: Rect;
  text: string;
  size?: number;
  weight?: number;
  color?: string;
  opacity?: number;
}> = ({id, box, text, size = fontSize.minimum, weight = 600, color, opacity = 1}) => {
  const palette = usePalette();
  return (
    <ScreenText
      id={id}
      kind="counter"
      style={{
        position: 'absolute',
        left: box.x,
        top: box.y + box.h / 2 - size * 0.6,
        width: box.w,
        textAlign: 'center',
        opacity,
        fontFamily,
        fontSize: size,
        fontWeight: weight,
        lineHeight: 1.2,
        color: color ?? palette.text,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {text}
    </ScreenText>
  );
};
