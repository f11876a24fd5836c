import React from 'react';
import {arriving, carry, departing} from '../../../src/visual/continuity';
import {eased, mix, slice} from '../../../src/visual/motion';
import {BarComparison} from '../../../src/visual/primitives/BarComparison';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import {place, pointAlong, polylineLength, rect} from '../../../src/visual/geometry';
import {c2cLineSlots, c2cSharedSlot, layoutC2c} from '../layout-c2c';
import {Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {defineEnd, kitFor} from '../kit';
import {graceEnd} from './GraceCores';

const {useBeat, useValue, useEnd, usePreviousEnd, useEntrance, carries, PreviousPicture, Part, Label} =
  kitFor('nvlink-c2c');

const LINE_SLOTS = c2cLineSlots;
const SHARED_SLOT = c2cSharedSlot;
const GPU_NAMES = ['gpu-a', 'gpu-b'] as const;

/** The scene's end (and its whole layout: it stands still): Grace, the GPUs, the C2C paths, the cache-line slots, the bars. */
export const c2cEnd = defineEnd('nvlink-c2c', (value) => layoutC2c(value('gb200.gpus'), LINE_SLOTS));

/**
 * The view pulls back from Grace up close to Grace, C2C and both GPUs (the entrance: Grace shrinks
 * with its cores fading, the GPUs move to their places); then one C2C link from Grace to both GPUs,
 * its bandwidth against PCIe, a cache line shared by both sides.
 */
export const C2cLink: React.FC = () => {
  const palette = usePalette();
  const L = useEnd(c2cEnd);
  // Grace up close as grace-cpu ends
  const G = usePreviousEnd(graceEnd);
  const entrance = useEntrance();
  const graceNow = carry(G.grace, L.grace, entrance.progress);
  const gpusNow = L.gpus.map((r, i) => carry(G.gpus[i] ?? r, r, entrance.progress));
  const slotsIn = arriving(entrance.progress);
  // grace-cpu draws these plain; here they are the beat's subject
  const emphasisStroke = mix(strokeWidth.normal, strokeWidth.bold, entrance.progress);
  const pcie = useValue('pcie5.eachWay');
  const c2c = useValue('c2c.eachWay');
  const link = useBeat('link');
  const bars = useBeat('bars');
  const coherence = useBeat('coherence');
  // beat: coherence — a GPU load goes out over C2C to Grace, the cache line lights there and comes back with it, lighting in the GPU
  const firstPath = L.c2c[0] ?? [];
  const length = polylineLength(firstPath);
  const request = slice(coherence.progress, 0.05, 0.35);
  const cpuLit = eased(slice(coherence.progress, 0.35, 0.45));
  const travel = slice(coherence.progress, 0.45, 0.85);
  const gpuLit = eased(slice(coherence.progress, 0.85, 0.95));
  const load = pointAlong(firstPath, length * (1 - eased(request)));
  const pulse = pointAlong(firstPath, length * eased(travel));
  const slot = (r: {x: number; y: number; w: number; h: number}, i: number, lit: number) => (
    <rect
      key={i}
      x={r.x}
      y={r.y}
      width={r.w}
      height={r.h}
      rx={radius.sm}
      fill={palette.memory}
      fillOpacity={i === SHARED_SLOT ? 0.15 + 0.85 * lit : 0.15}
      stroke={palette.memory}
      strokeWidth={i === SHARED_SLOT ? 2 + 3 * lit : 2}
    />
  );
  const barY = L.bars.rows[0] ?? 0;
  const barGap = (L.bars.rows[1] ?? 0) - barY - L.bars.thickness;
  // a bar row from Grace's left edge (where its name starts) to where the bar starts
  const rowBox = (i: number) => rect(L.grace.x, L.bars.rows[i] ?? 0, L.bars.x - L.grace.x, L.bars.thickness);
  return (
    <>
      {/* entrance: LPDDR5X and the old C2C runs fade */}
      <PreviousPicture omit={[...carries, 'grace-cores']} opacity={departing(entrance.progress)} />
      <Layer>
        {/* beat: link — Grace, the GPUs, one C2C link leaving Grace's side once they are in place */}
        <Chip r={graceNow} color={palette.cpu} tint={mix(0.08, 0.24, entrance.progress)} stroke={emphasisStroke} />
        {gpusNow.map((r, i) => (
          <Part key={i} id={pick(GPU_NAMES, i, 'GPU_NAMES')}>
            <Chip r={r} color={palette.gpu} tint={mix(0.13, 0.24, entrance.progress)} stroke={emphasisStroke} />
          </Part>
        ))}
      </Layer>
      {/* entrance: Grace up close shrinks back into Grace, its cores fading inside it */}
      <PreviousPicture
        only={['grace-cores']}
        camera={{drawn: G.grace, shown: graceNow}}
        opacity={departing(entrance.progress)}
      />
      <Layer>
        {L.c2c.map((points, i) => (
          <Path key={i} points={points} color={palette.c2c} width={10} presence={slice(link.progress, 0.6, 1)} />
        ))}
        <g opacity={slotsIn}>
          {L.cpuLines.map((r, i) => slot(r, i, cpuLit))}
          <Part id="gpu-a-lines">{L.gpuLines.map((r, i) => slot(r, i, gpuLit))}</Part>
        </g>
        {/* the load request (GPU green) out to Grace, then the cache line (memory amber, a slot's shape) back */}
        {request > 0 && request < 1 ? (
          <rect
            data-moving="packet"
            x={load.x - 12}
            y={load.y - 12}
            width={24}
            height={24}
            rx={12}
            fill={palette.gpu}
            stroke={palette.background}
            strokeWidth={3}
          />
        ) : null}
        {travel > 0 && travel < 1 ? (
          <rect
            data-moving="packet"
            x={pulse.x - 28}
            y={pulse.y - 15}
            width={56}
            height={30}
            rx={radius.sm}
            fill={palette.memory}
            stroke={palette.background}
            strokeWidth={3}
          />
        ) : null}
      </Layer>
      {/* beat: bars — per direction, one scale; their empty tracks arrive with the new picture */}
      <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity: slotsIn}}>
        <BarComparison
          x={L.bars.x}
          y={barY}
          length={L.bars.length}
          thickness={L.bars.thickness}
          gap={barGap}
          progress={bars.progress}
          bars={[
            {key: 'pcie', value: pcie, color: palette.pcie},
            {key: 'c2c', value: c2c, color: palette.c2c},
          ]}
        />
      </div>
      <Label id="grace" at={place(L.grace, 'inside-top', 14)} weight={700} />
      {L.gpus.map((r, i) => (
        <Label key={i} id={pick(GPU_NAMES, i, 'GPU_NAMES')} at={place(r, 'inside-top', 14)} weight={700} />
      ))}
      {/* the link's name and rates under its shared run; the coherence result above it, clear of the load and the line travelling on it */}
      <Label id="c2c" at={place(L.run, 'below', 20)} weight={700} />
      <Label id="c2c-rates" at={place(L.run, 'below', 70)} />
      <Label id="same-line" at={place(L.run, 'above', 56)} />
      {/* each bar's name on its row, left of the bar; the ratio under the longer bar */}
      <Label id="bar-pcie" at={place(rowBox(0), 'inside-start', 0)} />
      <Label id="bar-c2c" at={place(rowBox(1), 'inside-start', 0)} />
      <Label
        id="ratio"
        at={place(rect(L.bars.x, L.bars.rows[1] ?? 0, L.bars.length, L.bars.thickness), 'below-start', 24)}
      />
    </>
  );
};
