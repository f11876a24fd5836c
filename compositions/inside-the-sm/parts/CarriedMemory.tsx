import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import type {Rect} from '../../../src/visual/geometry';

/** A memory part on its way from the SM to a ladder rung: the SM's lit tint easing to the rung's. */
export const CarriedMemory: React.FC<{box: Rect; progress: number}> = ({box, progress}) => {
  const palette = usePalette();
  const t = Math.min(1, Math.max(0, progress));
  return (
    <rect
      data-moving="memory"
      x={box.x}
      y={box.y}
      width={box.w}
      height={box.h}
      rx={6 + 8 * t}
      fill={palette.memory}
      fillOpacity={0.3 - 0.08 * t}
      stroke={palette.memory}
      strokeWidth={2 + t}
    />
  );
};
