import React from 'react';
import {departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {place} from '../../../src/visual/geometry';
import {layoutModule} from '../layout-module';
import {Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {defineEnd, kitFor} from '../kit';

const {useBeat, useValue, useEntrance, carries, PreviousPicture, Part, Label} = kitFor('one-module');

const GPU_LABELS = ['blackwell-a', 'blackwell-b'] as const;

/** The scene's end: the module with its chips slid together and the GPU split in two (GB200). */
export const moduleEnd = defineEnd('one-module', (value) => layoutModule(value('gb200.gpus'), 1, 1));

/**
 * The CPU and GPU of the previous scene slide together onto one module (GH200; the scene's
 * entrance, while their memories and PCIe leave), then the GPU becomes two Blackwells (GB200).
 */
export const OneModule: React.FC = () => {
  const palette = usePalette();
  const gpus = useValue('gb200.gpus');
  const entrance = useEntrance();
  const gh200 = useBeat('gh200');
  const gb200 = useBeat('gb200');
  const L = layoutModule(gpus, eased(entrance.progress), eased(gb200.progress));
  const outlineIn = slice(gh200.progress, 0.6, 1);
  return (
    <>
      {/* entrance: what stays behind of the discrete server fades while the chips slide */}
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer>
        {/* beat: gh200 — the boxes slide together, the module outline and C2C appear */}
        <Chip r={L.outline} color={palette.outline} presence={outlineIn} tint={0} rx={radius.lg} dashed />
        {L.c2c.map((points, i) => (
          <Path key={i} points={points} color={palette.c2c} width={8} presence={outlineIn} />
        ))}
        <Part id="grace">
          <Chip r={L.grace} color={palette.cpu} emphasis />
        </Part>
        {/* beat: gb200 — the GPU divides into two Blackwell GPUs */}
        {L.gpus.map((r, i) => (
          <Chip key={i} r={r} color={palette.gpu} emphasis />
        ))}
      </Layer>
      <Label id="gh200" at={place(L.outline, 'above', 28)} />
      <Label id="grace" at={place(L.grace, 'inside')} weight={700} />
      <Label id="hopper" at={place(L.gpus[0] ?? L.grace, 'inside')} weight={700} />
      {L.gpus.map((r, i) => (
        <Label key={i} id={pick(GPU_LABELS, i, 'GPU_LABELS')} at={place(r, 'inside')} weight={700} />
      ))}
      <Label id="c2c" x={L.c2cLabel.x} y={L.c2cLabel.y} anchor="center" color={palette.textMuted} />
      <Label id="gb200" at={place(L.outline, 'below', 24)} />
    </>
  );
};
