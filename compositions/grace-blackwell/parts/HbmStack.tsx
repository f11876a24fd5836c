import React from 'react';
import {useValue} from '../kit';
import type {Rect} from '../../../src/visual/geometry';
import {eased} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {dieLines} from '../layout-hbm';
import {Band, Chip} from '../../../src/visual/shapes';

/** One DRAM die of the zoomed stack, dropping `drop` px above its place. */
export const TowerLayer: React.FC<{r: Rect; drop?: number; opacity?: number}> = ({r, drop = 0, opacity = 1}) => {
  const palette = usePalette();
  return (
    <rect
      x={r.x}
      y={r.y - drop}
      width={r.w}
      height={r.h}
      rx={radius.sm}
      opacity={opacity}
      fill={palette.memory}
      fillOpacity={0.35}
      stroke={palette.memory}
      strokeWidth={3}
    />
  );
};

/** A small HBM stack seen from above at `r`, with a line per boundary between its DRAM dies (the lines at `lines` opacity). */
export const SmallStack: React.FC<{r: Rect; presence?: number; lines?: number}> = ({r, presence = 1, lines = 1}) => {
  const palette = usePalette();
  const diesPerStack = useValue('hbm3e.diesPerStack');
  return (
    <g>
      <Chip r={r} color={palette.memory} presence={presence} rx={radius.sm} />
      {presence > 0
        ? dieLines(r, diesPerStack).map((line, j) => (
            <Band key={j} r={line} color={palette.memory} opacity={eased(presence) * lines} rx={1} />
          ))
        : null}
    </g>
  );
};
