import React from 'react';
import {carry, Carried, departing, mapPoint} from '../../../src/visual/continuity';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import {place, centerOf} from '../../../src/visual/geometry';
import {layoutGrace} from '../layout-grace';
import {DataFlow, steadyOpacity} from '../parts/DataFlow';
import {flowFadeSeconds} from '../flow-scale';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {defineEnd, kitFor} from '../kit';
import {moduleEnd} from './OneModule';

const {useBeat, useValue, useEnd, usePreviousEnd, useFocus, useEntrance, carries, PreviousPicture, Part, Label} =
  kitFor('grace-cpu');

/** The scene's end: Grace moved up and left with its memory under it, the GPUs it feeds on its right (`grace`, not `graceAlone`). */
export const graceEnd = defineEnd('grace-cpu', (value) => layoutGrace(value('grace.cores'), value('gb200.gpus')));

/**
 * Grace up close: the module's Grace box grows into this drawing, alone and centred (the entrance,
 * while the rest of the module fades); its cores fill in; Grace moves up and left as L3 and
 * LPDDR5X (under it) build; then it feeds the GPUs on its right over C2C.
 */
export const GraceCores: React.FC = () => {
  const palette = usePalette();
  const L = useEnd(graceEnd);
  const previous = usePreviousEnd(moduleEnd);
  const entrance = useEntrance();
  const cores = useBeat('cores');
  const room = useBeat('room');
  // the memory beat's focus (memory) dims the cores while L3 and LPDDR5X are named; the job beat names none, so they return
  const dim = useFocus();
  // the entrance grows the module's Grace into Grace alone; the room beat moves it into place
  const graceNow = entrance.done
    ? carry(L.graceAlone, L.grace, room.progress)
    : carry(previous.grace, L.graceAlone, entrance.progress);
  const inGrace = (p: {x: number; y: number}) => mapPoint(p, L.grace, graceNow);
  const graceLabel = inGrace({x: centerOf(L.grace).x, y: L.grace.y + 12});
  const coresLabel = inGrace(L.coresLabel);
  const l3Label = inGrace({x: centerOf(L.l3).x, y: L.l3.y + 10});
  const job = useBeat('job');
  const launches = useBeat('launches');
  const feedRate = useValue('path.graceOverC2c');
  // beat: launches — the C2C link and the old PCIe path at the video's one scale (each way)
  const c2cRate = useValue('c2c.eachWay');
  const pcieRate = useValue('h100.pcieEachWay');
  const launchesIn = steadyOpacity(launches);
  return (
    <>
      {/* entrance: the module's Grace box grows into Grace up close; the GPUs, C2C and outline leave */}
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer>
        <Part id="grace">
          <Chip
            r={graceNow}
            color={palette.cpu}
            tint={mix(0.24, 0.08, entrance.progress)}
            stroke={mix(strokeWidth.bold, strokeWidth.normal, entrance.progress)}
          />
        </Part>
        {/* beat: cores — one cell per core, filling in row by row (inside the growing box) */}
        <Part id="grace-cores">
          <Carried drawn={L.grace} shown={graceNow}>
            {L.cores.map((r, i) => {
              const p = eased(
                slice(cores.progress, 0.1 + (0.8 * i) / L.cores.length, 0.2 + (0.8 * i) / L.cores.length),
              );
              return p <= 0 ? null : (
                <rect
                  key={i}
                  x={r.x}
                  y={r.y}
                  width={r.w}
                  height={r.h}
                  rx={radius.sm}
                  fill={palette.cpu}
                  fillOpacity={0.35 * p}
                  stroke={palette.cpu}
                  strokeWidth={2}
                  opacity={p * dim('cores')}
                />
              );
            })}
            {/* beat: room — the L3 under the cores (moving with Grace); LPDDR5X under Grace once Grace has cleared its place */}
            <Chip r={L.l3} color={palette.memory} presence={room.progress} rx={radius.sm} />
          </Carried>
        </Part>
        <Band r={L.lpddrBus} color={palette.memory} opacity={0.55 * eased(slice(room.progress, 0.6, 1))} rx={0} />
        <Chip r={L.lpddr} color={palette.memory} presence={slice(room.progress, 0.5, 1)} />
        {/* beat: job — the GPUs Grace feeds, over NVLink-C2C */}
        {/* beat: room — the GPUs Grace feeds join on its right, over NVLink-C2C (dimmed with the cores while memory is named) */}
        <g opacity={dim('gpu')}>
          {L.c2c.map((points, i) => (
            <Path key={i} points={points} color={palette.c2c} width={8} presence={slice(room.progress, 0.5, 1)} />
          ))}
          {L.gpus.map((r, i) => (
            <Part key={i} id={pick(GPU_NAMES, i, 'GPU_NAMES')}>
              <Chip r={r} color={palette.gpu} presence={slice(room.progress, 0.4, 0.9)} />
            </Part>
          ))}
        </g>
        {/* the feed at the video's one scale: Grace's memory over C2C, its bound (~390 GB/s), drawn as one stream that splits between the GPUs */}
        {L.feedPaths.map((points, i) => (
          <DataFlow
            key={i}
            points={points}
            bandwidth={feedRate / L.feedPaths.length}
            phase={i / L.feedPaths.length}
            seconds={job.seconds}
            color={palette.memory}
            opacity={steadyOpacity(job)}
            steady
          />
        ))}
        {/* beat: launches — the old server's PCIe path, ghosted, for contrast */}
        <g opacity={0.45}>
          <Path
            points={L.ghostPcie}
            color={palette.pcie}
            width={6}
            presence={launches.seconds / flowFadeSeconds}
            dashed
          />
        </g>
        {/* beat: launches — launches and data go straight over C2C to each GPU (the link's each-way rate, split between them); the old PCIe path carries its trickle at the same scale, ghosted */}
        {L.c2c.map((points, i) => (
          <DataFlow
            key={i}
            points={points}
            bandwidth={c2cRate / L.c2c.length}
            phase={i / L.c2c.length}
            seconds={launches.seconds}
            color={palette.cpu}
            opacity={launchesIn}
            steady
          />
        ))}
        <DataFlow
          points={L.ghostPcie}
          bandwidth={pcieRate}
          seconds={launches.seconds}
          color={palette.pcie}
          opacity={0.45 * launchesIn}
          steady
        />
      </Layer>
      <Label id="grace" x={graceLabel.x} y={graceLabel.y} anchor="center" weight={700} />
      <Label id="cores" x={coresLabel.x} y={coresLabel.y} anchor="center" />
      <Label id="l3" x={l3Label.x} y={l3Label.y} anchor="center" />
      <Label id="lpddr" at={place(L.lpddr, 'inside-top', 24)} />
      {/* the origin of ~390 GB/s, since NVIDIA's GB200 row prints "up to 512 GB/s" (correction C3 of the fact review, docs/design.md) */}
      <Label
        id="lpddr-origin"
        at={place(L.lpddr, 'inside-bottom', 20)}
        maxWidth={L.lpddr.w * 0.7}
        wrap
        color={palette.textMuted}
      />
      <Label id="c2c" x={L.c2cLabel.x} y={L.c2cLabel.y} color={palette.textMuted} />
      {L.gpus.map((r, i) => (
        <Label key={i} id={pick(GPU_NAMES, i, 'GPU_NAMES')} at={place(r, 'inside')} weight={700} />
      ))}
      <Label id="old-pcie" at={place(L.ghostRun, 'below')} color={palette.textMuted} />
    </>
  );
};

const GPU_NAMES = ['gpu-a', 'gpu-b'] as const;
