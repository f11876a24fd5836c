import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius} from '../../../src/visual/tokens';
import {centerOf} from '../../../src/visual/geometry';
import {layoutRecap} from '../layout-recap';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useValue, Label} = kitFor('recap');

const LINES = ['module', 'memory', 'c2c', 'hbm'] as const;
const GPU_NAMES = ['gpu-a', 'gpu-b'] as const;

/** The complete superchip with every link named, and the four things to remember. */
export const SuperchipRecap: React.FC = () => {
  const palette = usePalette();
  const L = layoutRecap(useValue('gb200.gpus'), useValue('b200.dies'), useValue('b200.hbmStacksPerDie'), LINES.length);
  const whole = useBeat('whole');
  // beat: whole — memory and Grace, then C2C, then the GPUs with their dies, bridges and stacks
  const cpuIn = slice(whole.progress, 0, 0.3);
  const linkIn = slice(whole.progress, 0.2, 0.55);
  const gpuIn = slice(whole.progress, 0.45, 0.85);
  return (
    <>
      <Layer>
        <Chip r={L.lpddr} color={palette.memory} presence={cpuIn} />
        <Band r={L.lpddrBus} color={palette.memory} opacity={0.55 * eased(cpuIn)} rx={0} />
        <Chip r={L.grace} color={palette.cpu} presence={cpuIn} emphasis />
        {L.c2c.map((points, i) => <Path key={i} points={points} color={palette.c2c} width={10} presence={linkIn} />)}
        {L.gpus.map((g, k) => (
          <g key={k}>
            {g.dies.map((d, i) => <Chip key={i} r={d} color={palette.gpu} presence={gpuIn} emphasis />)}
            {g.bridges.map((b, i) => <Band key={i} r={b} color={palette.nvhbi} opacity={eased(gpuIn)} />)}
            {g.stacks.map(({rect: s}, i) => <Chip key={i} r={s} color={palette.memory} presence={gpuIn} rx={radius.sm} />)}
            {g.buses.map((b, i) => <Band key={i} r={b} color={palette.memory} opacity={eased(gpuIn)} rx={1} />)}
          </g>
        ))}
      </Layer>
      <Label id="lpddr" x={L.labels.lpddr.x} y={L.labels.lpddr.y} anchor="center" size={fontSize.labelSmall} />
      <Label id="grace" x={centerOf(L.grace).x} y={centerOf(L.grace).y - 22} anchor="center" weight={700} />
      <Label id="link-c2c" x={L.labels.c2c.x} y={L.labels.c2c.y} anchor="center" size={fontSize.labelSmall} />
      <Label id="link-nvhbi" x={L.labels.nvhbi.x} y={L.labels.nvhbi.y} anchor="center" size={fontSize.labelSmall} />
      <Label id="link-hbm" x={L.labels.hbm.x} y={L.labels.hbm.y} size={fontSize.labelSmall} />
      {L.labels.gpus.map((p, i) => <Label key={i} id={pick(GPU_NAMES, i, 'GPU_NAMES')} x={p.x} y={p.y} anchor="center" size={fontSize.labelSmall} weight={700} />)}
      {L.lines.map((p, i) => <Label key={i} id={pick(LINES, i, 'LINES')} x={p.x} y={p.y} />)}
    </>
  );
};
