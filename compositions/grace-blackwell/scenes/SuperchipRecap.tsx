import React from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import {centerOf, place, type Point} from '../../../src/visual/geometry';
import type {Carry} from '../../../src/visual/continuity';
import {layoutRecap, raceToRecap} from '../layout-recap';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {DataFlow, steadyOpacity} from '../parts/DataFlow';
import {kitFor} from '../kit';
import {raceEnd} from './PathRace';

const {useBeat, useText, useValue, usePreviousEnd, useEntrance, useAfterEntrance, carries, PreviousPicture, Label} =
  kitFor('recap');

const ROWS = ['module', 'memory'] as const;
const GPU_NAMES = ['gpu-a', 'gpu-b'] as const;
const C2C_WIDTH = 10;

/** px: the C2C bracket's height over Grace's top; C2C's name sits as far again above it */
const C2C_BRACKET_GAP = 12;

/** A thin bracket, in a leader's style, from above Grace down to the middle of each C2C run: it joins C2C's name to both runs. */
const C2cBracket: React.FC<{runs: readonly Point[][]; y: number; presence: number}> = ({runs, y, presence}) => {
  const palette = usePalette();
  const feet = runs.flatMap(([a, b]) => (a === undefined || b === undefined ? [] : [{x: (a.x + b.x) / 2, y: a.y}]));
  if (presence <= 0 || feet.length < 2) return null;
  const xs = feet.map((f) => f.x);
  const d =
    feet.map((f) => `M${f.x} ${f.y} L${f.x} ${y}`).join(' ') + ` M${Math.min(...xs)} ${y} L${Math.max(...xs)} ${y}`;
  return (
    <g opacity={presence}>
      <path d={d} fill="none" stroke={palette.textMuted} strokeWidth={strokeWidth.thin} strokeLinecap="round" />
      {feet.map((f, i) => (
        <circle key={i} cx={f.x} cy={f.y} r={strokeWidth.bold} fill={palette.textMuted} />
      ))}
    </g>
  );
};

/** A carried piece on its way: the colour it had in not-uniform's picture (at that opacity) fading into the part it lands as. */
const Piece: React.FC<{
  c: Carry;
  progress: number;
  color: string;
  opacity?: number;
  landed: (r: Carry['to']) => React.ReactNode;
}> = ({c, progress, color, opacity = 1, landed}) => {
  const r = carry(c.from, c.to, progress);
  const t = eased(progress);
  // square-ended pieces, so that at the start they join into the race's one bar
  return (
    <g>
      <g opacity={t}>{landed(r)}</g>
      <Band r={r} color={color} opacity={opacity * (1 - t)} rx={0} />
    </g>
  );
};

/**
 * The complete superchip with every link named, and the things to remember: the module, its memory,
 * and the three paths a GPU has past its own HBM (C2C, Grace's LPDDR5X over C2C, NVLink to the other GPU). Entrance: the
 * race's own-HBM bar breaks into the GPUs' HBM stacks and the bar of Grace's memory over C2C
 * becomes the C2C wiring, while the rest of the race leaves; then Grace, its LPDDR5X and the
 * GPUs' dies with their NV-HBI build around them.
 */
export const SuperchipRecap: React.FC = () => {
  const palette = usePalette();
  const L = layoutRecap(useValue('gb200.gpus'), useValue('b200.dies'), useValue('b200.hbmStacksPerDie'), ROWS.length);
  // not-uniform as it ends: the HBM stream's band and the C2C link
  const race = usePreviousEnd(raceEnd);
  const carried = raceToRecap(race.bars, L, C2C_WIDTH);
  const entrance = useEntrance();
  // beat: whole — once the carried stacks and wiring have landed: memory and Grace, then the GPUs' dies, bridges and buses
  const build = useAfterEntrance('whole');
  const cpuIn = slice(build, 0, 0.5);
  const gpuIn = slice(build, 0.3, 1);
  const paths = useBeat('paths');
  const pathsFade = steadyOpacity(paths);
  const perStack = useValue('gb200.gpuHbmBandwidth') / useValue('b200.hbmStacks');
  const overC2c = useValue('path.graceOverC2c');
  const peer = useValue('path.peerOverNvlink');
  const stack = (r: Carry['to']) => <Chip r={r} color={palette.memory} rx={radius.sm} />;
  const run = (r: Carry['to']) => <Band r={r} color={palette.c2c} rx={C2C_WIDTH / 2} />;
  return (
    <>
      {/* entrance: the rest of the race leaves (its frame, the PCIe server's bar, the finish marks) */}
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer>
        <Chip r={L.lpddr} color={palette.memory} presence={cpuIn} />
        <Band r={L.lpddrBus} color={palette.memory} opacity={0.55 * eased(cpuIn)} rx={0} />
        <Chip r={L.grace} color={palette.cpu} presence={cpuIn} emphasis />
        {entrance.done
          ? L.c2c.map((points, i) => <Path key={i} points={points} color={palette.c2c} width={C2C_WIDTH} />)
          : carried.c2c.map((c, i) => (
              <Piece key={i} c={c} progress={entrance.progress} color={palette.c2c} landed={run} />
            ))}
        {L.gpus.map((g, k) => (
          <g key={k}>
            {g.dies.map((d, i) => (
              <Chip key={i} r={d} color={palette.gpu} presence={gpuIn} emphasis />
            ))}
            {/* NV-HBI: inside each GPU, between its own two dies */}
            {g.bridges.map((b, i) => (
              <Band key={i} r={b} color={palette.nvhbi} opacity={eased(gpuIn)} />
            ))}
            {entrance.done ? g.stacks.map(({rect: s}, i) => <g key={i}>{stack(s)}</g>) : null}
            {g.buses.map((b, i) => (
              <Band key={i} r={b} color={palette.memory} opacity={eased(gpuIn)} rx={1} />
            ))}
          </g>
        ))}
        {/* NVLink between the two GPUs leaves the module for the rack's switch trays and comes back, as unified-memory drew it */}
        <Chip r={L.switches} color={palette.nvlink} presence={slice(build, 0.4, 0.7)} tint={0.1} />
        <Path points={L.nvlink} color={palette.nvlink} width={C2C_WIDTH} presence={slice(build, 0.5, 1)} />
        {entrance.done
          ? null
          : carried.hbm.map((c, i) => (
              <Piece
                key={i}
                c={c}
                progress={entrance.progress}
                color={palette.memory}
                opacity={race.hbmBandOpacity}
                landed={stack}
              />
            ))}
        {/* beat: paths — data moves along every path as it is named, at the video's one scale: each stack into its die, Grace's memory over C2C, GPU to GPU through the switch trays */}
        {L.gpus.flatMap((g, k) =>
          g.stacks.map(({rect: st, die}, i) => {
            const d = g.dies[die];
            if (d === undefined) return null;
            const cx = st.x + st.w / 2;
            const points =
              st.y < d.y
                ? [
                    {x: cx, y: st.y + st.h / 2},
                    {x: cx, y: d.y + d.h * 0.18},
                  ]
                : [
                    {x: cx, y: st.y + st.h / 2},
                    {x: cx, y: d.y + d.h * 0.82},
                  ];
            return (
              <DataFlow
                key={`${k}-${i}`}
                points={points}
                bandwidth={perStack}
                seconds={paths.seconds}
                color={palette.memory}
                opacity={pathsFade}
                steady
              />
            );
          }),
        )}
        {L.c2c.map((points, i) => (
          <DataFlow
            key={i}
            points={[
              {x: i === 0 ? L.grace.x + 30 : L.grace.x + L.grace.w - 30, y: L.lpddr.y + L.lpddr.h / 2},
              {x: i === 0 ? L.grace.x + 30 : L.grace.x + L.grace.w - 30, y: points[0]?.y ?? 0},
              ...points,
            ]}
            bandwidth={overC2c / L.c2c.length}
            seconds={paths.seconds}
            color={palette.c2c}
            opacity={pathsFade}
            steady
          />
        ))}
        <DataFlow
          points={L.nvlink}
          bandwidth={peer}
          seconds={paths.seconds}
          color={palette.nvlink}
          opacity={pathsFade}
          steady
        />
        {/* C2C's name sits over Grace, under NVLink's box: a bracket from under it down to both C2C runs says which links it names */}
        <C2cBracket runs={L.c2c} y={L.grace.y - C2C_BRACKET_GAP} presence={eased(useText('link-c2c').presence)} />
      </Layer>
      <Label id="lpddr" at={place(L.lpddr, 'inside')} />
      <Label id="grace" at={place(L.grace, 'inside')} weight={700} />
      {L.nameDies.map((d, i) => (
        <Label
          key={i}
          id={pick(GPU_NAMES, i, 'GPU_NAMES')}
          at={place(d, 'inside')}
          maxWidth={L.nameWidth}
          wrap
          weight={700}
        />
      ))}
      {/* every path named where it is drawn: HBM under the first GPU, NV-HBI under the second (pointing at its bridge), C2C over Grace, LPDDR5X's path under it, NVLink in the trays */}
      <Label id="link-hbm" at={place(L.gpuAreas[0] ?? L.grace, 'below', 20)} />
      <Label
        id="link-nvhbi"
        at={place(L.gpuAreas[L.gpuAreas.length - 1] ?? L.grace, 'below', 20)}
        pointTo={centerOf(L.nvhbiBridge)}
      />
      <Label id="link-c2c" at={place(L.grace, 'above', 2 * C2C_BRACKET_GAP)} />
      <Label id="spill" at={place(L.lpddr, 'below', 20)} />
      <Label id="link-nvlink" at={place(L.switches, 'inside-top', 14)} />
      {L.rows.map((row, i) => (
        <Label key={i} id={pick(ROWS, i, 'ROWS')} at={place(row, 'inside')} weight={600} />
      ))}
    </>
  );
};
