import React, {useMemo} from 'react';

import {arriving, carry, departing} from '../../../src/visual/continuity';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, strokeWidth} from '../../../src/visual/tokens';
import {routesBetween} from '../build-topology';
import {allToAllBox, allToAllShape, alongRoute, centralGpu, curvePath, layoutWiring, mixShape, routeCurves} from '../layout-wiring';
import {WiringCanvas} from '../parts/WiringCanvas';
import {WiringNodes} from '../parts/WiringNodes';
import {useExamplePair, useTopology} from '../parts/use-rack';
import {kitFor} from '../kit';

const {useBeat, Label, useEntrance, PreviousPicture} = kitFor('one-hop');

const schematic = {x: 110, y: 200, w: 1170, h: 520};
const shape = {gpuHeight: 36, chipHeight: 48, trayGap: 0.12};
const column = {x: 1336, w: 488};
const packetsPerStripe = 3;

/** GPU A (top stack) to GPU B (bottom stack): the data splits into stripes, each through its own switch chip. */
export const OneHopAnyPair: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  // entrance (a camera): the full wiring of the scene before (its own last picture) shrinks into this
  // scene's schematic and hands over to this scene's wiring, so that GPU A and GPU B are picked out of it
  const entrance = useEntrance();
  const e = eased(entrance.progress);
  const wiring = useMemo(() => layoutWiring(topology, carry(allToAllBox, schematic, entrance.progress), mixShape(allToAllShape, shape, e)),
    [topology, entrance.progress, e]);
  const central = useMemo(() => centralGpu(layoutWiring(topology, allToAllBox)), [topology]);
  const {a, b} = useExamplePair();
  const stripes = useMemo(() => routesBetween(topology, a, b).map((r) => ({route: r, ...routeCurves(wiring, a, b, r)})), [topology, wiring, a, b]);
  const gpuA = wiring.gpus[a];
  const gpuB = wiring.gpus[b];
  // beat: pick — the two GPUs stand out over the faint wiring
  const pick = eased(useBeat('pick').progress);
  // beat: stripes — each route draws in, then packets cross all of them at once
  const stripesBeat = useBeat('stripes').progress;
  const drawn = eased(slice(stripesBeat, 0, 0.2));
  const packets = stripesBeat > 0 && stripesBeat < 1
    ? stripes.flatMap((s, i) => Array.from({length: packetsPerStripe}, (_, j) => {
      const t = slice(stripesBeat, 0.2 + j * 0.14, 0.62 + j * 0.14);
      return t > 0 && t < 1 ? {key: `${i}-${j}`, ...alongRoute(s, eased(t))} : null;
    })).filter((p) => p !== null)
    : [];
  // beat: time — nothing new is drawn: the label gives the transfer time at this rate
  return (
    <>
      <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity: arriving(entrance.progress)}}>
      <WiringCanvas wiring={wiring} color={palette.nvlink} gpuAlpha={wiring.gpus.map((g) => mix(g.id === central ? 1 : 0.42, 0.12 * pick, e))} lineWidth={mix(1.25, 1, e)} />
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {stripes.map((s) => [s.out, s.into].map((c, h) => (
          <path key={`${s.route.chip}-${h}`} d={curvePath(c)} fill="none" stroke={palette.nvlink} strokeWidth={strokeWidth.normal}
            strokeLinecap="round" pathLength={1} strokeDasharray={1} strokeDashoffset={1 - slice(drawn, h * 0.5, h * 0.5 + 0.5)} data-moving="stripe" />
        )))}
        {packets.map((p) => <circle key={p.key} data-moving="packet" cx={p.x} cy={p.y} r={6} fill={palette.text} stroke={palette.background} strokeWidth={strokeWidth.thin} />)}
      </svg>
      <WiringNodes wiring={wiring} presence={1} strongGpus={new Set([a, b])} otherGpus={1 - 0.5 * pick}
        strongChips={drawn > 0.5 ? new Set(stripes.map((s) => s.route.chip)) : new Set()} />
      </div>
      <PreviousPicture camera={{drawn: allToAllBox, shown: carry(allToAllBox, schematic, entrance.progress)}} opacity={departing(entrance.progress)} />
      {gpuA === undefined ? null : <Label id="gpu-a" x={gpuA.x} y={gpuA.y - fontSize.label * 1.2 - 16} weight={700} />}
      {gpuB === undefined ? null : <Label id="gpu-b" x={gpuB.x + gpuB.w} y={gpuB.y + gpuB.h + 12} anchor="right" weight={700} />}
      <Label id="stripes" x={column.x} y={260} maxWidth={column.w} wrap />
      <Label id="time" x={column.x} y={500} maxWidth={column.w} wrap weight={600} />
    </>
  );
};
