import React from 'react';
import {useValue} from '../kit';
import {Carried} from '../../../src/visual/continuity';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {boundsOf, type Rect} from '../../../src/visual/geometry';
import {layoutCompare, layoutDualDie, type DualDieLayout} from '../layout-dual-die';
import {Chip} from '../../../src/visual/shapes';

/** The dual-die scene's GPU as it ends: opened, moved aside for the comparison. */
export function useDualDieFinal(): DualDieLayout {
  return layoutDualDie(useValue('b200.dies'), useValue('sm.perDiePhysical'), 1, 1);
}

/**
 * The dual-die picture as it ends, without its dies and bridges (the next scene carries them):
 * the SMs and the L2 travel with the dies (`diesNow`, the dies' bounds now), drawn over them
 * (`over`); the outline and the H100 comparison stay, under them; all at `opacity`.
 */
export const DualDieLeaving: React.FC<{diesNow: Rect; opacity: number; layer: 'under' | 'over'}> = ({diesNow, opacity, layer}) => {
  const palette = usePalette();
  const D = useDualDieFinal();
  const C = layoutCompare([
    useValue('b200.transistors') / useValue('h100.transistors'),
    useValue('b200.l2') / useValue('h100.l2'),
    useValue('gb200.gpuHbmBandwidth') / useValue('h100.hbmBandwidth'),
  ]);
  if (opacity <= 0) return null;
  const bar = (r: Rect, solid: boolean, key: string) => (
    <rect key={key} x={r.x} y={r.y} width={r.w} height={r.h} rx={radius.sm} fill={palette.gpu} fillOpacity={solid ? 1 : 0.18} stroke={palette.gpu} strokeWidth={solid ? 0 : 3} />
  );
  if (layer === 'over') {
    return (
      <Carried drawn={boundsOf(D.dies)} shown={diesNow} opacity={opacity}>
        {D.sms.map((r, i) => <rect key={i} x={r.x} y={r.y} width={r.w} height={r.h} rx={3} fill={palette.gpu} opacity={0.3} />)}
        <Chip r={D.l2} color={palette.memory} tint={0.3} rx={radius.sm} emphasis />
      </Carried>
    );
  }
  return (
    <g opacity={opacity}>
      <Chip r={D.outline} color={palette.outline} tint={0} rx={radius.lg} dashed />
      {C.rows.map((row, i) => [bar(row.before, false, `b${i}`), bar(row.after, true, `a${i}`)])}
      {bar({x: C.legend.x, y: C.legend.y + 6, w: 56, h: 34}, false, 'swatch-h100')}
      {bar({x: C.legend.x + 260, y: C.legend.y + 6, w: 56, h: 34}, true, 'swatch-blackwell')}
    </g>
  );
};
