import React from 'react';
import {useValue} from '../kit';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {layoutModule} from '../layout-module';
import {Chip, Path} from '../../../src/visual/shapes';

/** The GB200 module's last picture without its Grace box: the outline, NVLink-C2C and both GPUs. */
export const ModuleLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const L = layoutModule(useValue('gb200.gpus'), 1, 1);
  if (opacity <= 0) return null;
  return (
    <g opacity={opacity}>
      <Chip r={L.outline} color={palette.outline} tint={0} rx={radius.lg} dashed />
      {L.c2c.map((points, i) => <Path key={i} points={points} color={palette.c2c} width={8} />)}
      {L.gpus.map((r, i) => <Chip key={i} r={r} color={palette.gpu} emphasis />)}
    </g>
  );
};

/** Where the module's Grace box ends its scene (the next scene's entrance starts from it). */
export function moduleGraceBox(gpuCount: number) {
  return layoutModule(gpuCount, 1, 1).grace;
}
