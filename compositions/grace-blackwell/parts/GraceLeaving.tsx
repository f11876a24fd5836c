import React from 'react';
import {useValue} from '../kit';
import {Carried} from '../../../src/visual/continuity';
import type {Rect} from '../../../src/visual/geometry';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {layoutGrace, type GraceLayout} from '../layout-grace';
import {Band, Chip, Path} from '../../../src/visual/shapes';

/** Grace up close as its scene ends (the next scene's entrance starts from it). */
export function useGraceFinal(): GraceLayout {
  return layoutGrace(useValue('grace.cores'), useValue('gb200.gpus'));
}

/**
 * Grace up close without its box and GPUs, leaving: the cores and L3 shrink with the box
 * (`graceNow`), LPDDR5X and the C2C runs stay where they were; all at `opacity`.
 */
export const GraceLeaving: React.FC<{graceNow: Rect; opacity: number}> = ({graceNow, opacity}) => {
  const palette = usePalette();
  const G = useGraceFinal();
  if (opacity <= 0) return null;
  return (
    <g opacity={opacity}>
      <Carried drawn={G.grace} shown={graceNow}>
        {G.cores.map((r, i) => <rect key={i} x={r.x} y={r.y} width={r.w} height={r.h} rx={radius.sm} fill={palette.cpu} fillOpacity={0.35} stroke={palette.cpu} strokeWidth={2} />)}
        <Chip r={G.l3} color={palette.memory} rx={radius.sm} />
      </Carried>
      <Band r={G.lpddrBus} color={palette.memory} opacity={0.55} rx={0} />
      <Chip r={G.lpddr} color={palette.memory} />
      {G.c2c.map((points, i) => <Path key={i} points={points} color={palette.c2c} width={8} />)}
    </g>
  );
};
