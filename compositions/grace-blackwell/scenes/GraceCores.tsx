import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius} from '../../../src/visual/tokens';
import {centerOf} from '../layout-geometry';
import {layoutGrace} from '../layout-grace';
import {Packets} from '../parts/Packets';
import {Band, Chip, Layer, Path} from '../parts/Shapes';
import {useMotionSeconds} from '../parts/use-motion-seconds';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useValue, Label} = kitFor('grace-cpu');

/** Grace up close: its cores fill in, L3 and LPDDR5X join, then it feeds the GPUs over C2C. */
export const GraceCores: React.FC = () => {
  const palette = usePalette();
  const L = layoutGrace(useValue('grace.cores'), useValue('gb200.gpus'));
  const cores = useBeat('cores');
  const memory = useBeat('memory');
  const job = useBeat('job');
  const launches = useBeat('launches');
  const jobSeconds = useMotionSeconds('job');
  const launchSeconds = useMotionSeconds('launches');
  return (
    <>
      <Layer>
        <Chip r={L.grace} color={palette.cpu} presence={slice(cores.progress, 0, 0.2)} tint={0.08} />
        {/* beat: cores — one cell per core, filling in row by row */}
        {L.cores.map((r, i) => {
          const p = eased(slice(cores.progress, 0.1 + (0.8 * i) / L.cores.length, 0.2 + (0.8 * i) / L.cores.length));
          return p <= 0 ? null : <rect key={i} x={r.x} y={r.y} width={r.w} height={r.h} rx={radius.sm} fill={palette.cpu} fillOpacity={0.35 * p} stroke={palette.cpu} strokeWidth={2} opacity={p} />;
        })}
        {/* beat: memory — the L3 under the cores, LPDDR5X beside Grace */}
        <Chip r={L.l3} color={palette.memory} presence={memory.progress} rx={radius.sm} />
        <Band r={L.lpddrBus} color={palette.memory} opacity={0.55 * eased(memory.progress)} rx={0} />
        <Chip r={L.lpddr} color={palette.memory} presence={memory.progress} />
        {/* beat: job — the GPUs Grace feeds, over NVLink-C2C */}
        {L.c2c.map((points, i) => <Path key={i} points={points} color={palette.c2c} width={8} presence={slice(job.progress, 0, 0.15)} />)}
        {L.gpus.map((r, i) => <Chip key={i} r={r} color={palette.gpu} presence={slice(job.progress, 0, 0.1)} />)}
        {L.feedPaths.map((points, i) => (
          <Packets key={i} points={points} color={palette.memory} seconds={job.seconds} motionSeconds={jobSeconds} rate={2} speed={420} size={20} />
        ))}
        {/* beat: launches — kernel launches go straight over C2C */}
        {L.c2c.map((points, i) => (
          <Packets key={i} points={points} color={palette.cpu} seconds={launches.seconds} motionSeconds={launchSeconds} rate={2.5} speed={360} size={20} />
        ))}
      </Layer>
      <Label id="grace" x={centerOf(L.grace).x} y={L.grace.y + 12} anchor="center" weight={700} />
      <Label id="cores" x={L.coresLabel.x} y={L.coresLabel.y} anchor="center" />
      <Label id="l3" x={centerOf(L.l3).x} y={L.l3.y + 10} anchor="center" size={fontSize.labelSmall} />
      <Label id="lpddr" x={centerOf(L.lpddr).x} y={centerOf(L.lpddr).y - 20} anchor="center" size={fontSize.labelSmall} />
      <Label id="c2c" x={L.c2cLabel.x} y={L.c2cLabel.y} size={fontSize.labelSmall} color={palette.textMuted} />
      {L.gpus.map((r, i) => <Label key={i} id={pick(GPU_NAMES, i, 'GPU_NAMES')} x={centerOf(r).x} y={centerOf(r).y - 20} anchor="center" size={fontSize.labelSmall} weight={700} />)}
    </>
  );
};

const GPU_NAMES = ['gpu-a', 'gpu-b'] as const;
