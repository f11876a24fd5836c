import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {anatomySmBox} from '../layout-carry';
import {smPartOrder, type SmLayout, type SmPart} from '../layout-sm';
import type {Rect} from '../../../src/visual/geometry';
import {SmDiagram, type PartLight} from './SmDiagram';
import {useFinalFocus} from '../../../src/visual/use-final-focus';
import {useSmLayout} from './use-sm-layout';

/** Every part lit, as the anatomy scene ends (its last beat lights the Tensor Memory). */
const allLit: PartLight = Object.fromEntries(smPartOrder.map((p) => [p, 1]));

/** The SM as the anatomy scene lays it out (the next scene's entrance starts from it). */
export function useSmFinal(): SmLayout {
  return useSmLayout(anatomySmBox);
}

/** The anatomy scene's last picture (dimmed by its last beat's focus) without the parts the next scene carries, at `opacity`. */
export const SmLeaving: React.FC<{opacity: number; carried: readonly SmPart[]}> = ({opacity, carried}) => {
  const sm = useSmFinal();
  const dim = useFinalFocus('sm-anatomy');
  if (opacity <= 0) return null;
  return <SmDiagram sm={sm} light={allLit} focus="tmem" dim={dim} opacity={opacity} omit={carried} />;
};

/** A memory part on its way from the SM to a ladder rung: the SM's lit tint easing to the rung's. */
export const CarriedMemory: React.FC<{box: Rect; progress: number}> = ({box, progress}) => {
  const palette = usePalette();
  const t = Math.min(1, Math.max(0, progress));
  return (
    <rect data-moving="memory" x={box.x} y={box.y} width={box.w} height={box.h} rx={6 + 8 * t} fill={palette.memory} fillOpacity={0.3 - 0.08 * t}
      stroke={palette.memory} strokeWidth={2 + t} />
  );
};
