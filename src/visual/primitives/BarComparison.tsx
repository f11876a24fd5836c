import React from 'react';
import {eased} from '../motion';
import {usePalette} from '../theme';

export type Bar = {key: string; value: number; color: string};

export type BarComparisonProps = {
  x: number;
  y: number;
  /** length of the longest bar, px: every bar shares one scale */
  length: number;
  thickness: number;
  gap: number;
  bars: Bar[];
  /** 0..1: bars grow to their values */
  progress: number;
};

/** Horizontal bars on one scale (same convention on every bar: the caller checks that). */
export const BarComparison: React.FC<BarComparisonProps> = ({x, y, length, thickness, gap, bars, progress}) => {
  const palette = usePalette();
  const max = Math.max(...bars.map((b) => b.value));
  return (
    <>
      {bars.map((b, i) => (
        <div
          key={b.key}
          style={{
            position: 'absolute',
            left: x,
            top: y + i * (thickness + gap),
            width: length,
            height: thickness,
            background: palette.surfaceRaised,
            borderRadius: 6,
          }}
        >
          <div
            style={{
              width: (length * b.value * eased(progress)) / max,
              height: '100%',
              background: b.color,
              borderRadius: 6,
            }}
          />
        </div>
      ))}
    </>
  );
};
