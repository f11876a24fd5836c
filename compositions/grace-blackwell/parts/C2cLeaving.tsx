import React from 'react';
import {useValue} from '../kit';
import {BarComparison} from '../../../src/visual/primitives/BarComparison';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {layoutC2c, type C2cLayout} from '../layout-c2c';
import {Chip, Layer, Path} from '../../../src/visual/shapes';

export const c2cLineSlots = 8;
export const c2cSharedSlot = 5;

/** The NVLink-C2C scene's layout as it ends (the next scene's entrance starts from it). */
export function useC2cFinal(): C2cLayout {
  return layoutC2c(useValue('gb200.gpus'), c2cLineSlots);
}

/** Cache-line slots as the NVLink-C2C scene ends: the shared line lit. */
export const SettledLineSlots: React.FC<{slots: {x: number; y: number; w: number; h: number}[]}> = ({slots}) => {
  const palette = usePalette();
  return (
    <>
      {slots.map((r, i) => (
        <rect key={i} x={r.x} y={r.y} width={r.w} height={r.h} rx={radius.sm} fill={palette.memory} fillOpacity={i === c2cSharedSlot ? 1 : 0.15} stroke={palette.memory} strokeWidth={i === c2cSharedSlot ? 5 : 2} />
      ))}
    </>
  );
};

/**
 * The NVLink-C2C picture as it ends, without the GPU the next scene carries (`keep`), leaving:
 * Grace and its lit cache line, the other GPUs, the links and the bars, all at `opacity`.
 */
export const C2cLeaving: React.FC<{keep: number; opacity: number}> = ({keep, opacity}) => {
  const palette = usePalette();
  const L = useC2cFinal();
  const pcie = useValue('pcie5.eachWay');
  const c2c = useValue('c2c.eachWay');
  if (opacity <= 0) return null;
  const barY = L.bars.rows[0] ?? 0;
  const barGap = (L.bars.rows[1] ?? 0) - barY - L.bars.thickness;
  return (
    <>
      <Layer opacity={opacity}>
        <Chip r={L.grace} color={palette.cpu} emphasis />
        {L.gpus.map((r, i) => (i === keep ? null : <Chip key={i} r={r} color={palette.gpu} emphasis />))}
        {L.c2c.map((points, i) => <Path key={i} points={points} color={palette.c2c} width={10} />)}
        <SettledLineSlots slots={L.cpuLines} />
      </Layer>
      <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity}}>
        <BarComparison x={L.bars.x} y={barY} length={L.bars.length} thickness={L.bars.thickness} gap={barGap} progress={1}
          bars={[{key: 'pcie', value: pcie, color: palette.pcie}, {key: 'c2c', value: c2c, color: palette.c2c}]} />
      </div>
    </>
  );
};
