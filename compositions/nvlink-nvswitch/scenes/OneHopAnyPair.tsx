import React, {useMemo} from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import type {Point} from '../../../src/visual/geometry';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {place} from '../../../src/visual/geometry';
import {fontSize, space, strokeWidth} from '../../../src/visual/tokens';
import {routesBetween} from '../build-topology';
import {
  allToAllBox,
  allToAllShape,
  checkedChip,
  curvePath,
  layoutWiring,
  mixShape,
  pointOn,
  routeCurves,
  type Curve,
  type Wiring,
} from '../layout-wiring';
import {DataFlow, flowFadeSeconds} from '../parts/DataFlow';
import {FlowLegend} from '../../../src/visual/primitives/Flow';
import {useNvlinkFlow} from '../flow-scale';
import {WiringCanvas} from '../parts/WiringCanvas';
import {WiringNodes} from '../parts/WiringNodes';
import {useExamplePair, useTopology} from '../parts/use-rack';
import type {Topology} from '../build-topology';
import {kitFor} from '../kit';

const {useBeats, useValue, Label, useEntrance} = kitFor('one-hop');

const schematic = {x: 130, y: 300, w: 1660, h: 470};
const shape = {gpuHeight: 36, chipHeight: 48, trayGap: 0.12};
/** the two lines above the schematic clear the GPU names over its top row; one label line apart */
const lineHeight = fontSize.label * 1.2;
const namesGap = lineHeight * 1.4;

type Stripe = {chip: number; out: Curve; into: Curve; path: Point[]};

/** Every route from one GPU to another through the switch chips, as curves and as one polyline each (out to the chip, on to the other GPU). */
function stripesOf(topology: Topology, wiring: Wiring, from: number, to: number): Stripe[] {
  return routesBetween(topology, from, to).map((r) => {
    const {out, into} = routeCurves(wiring, from, to, r);
    const steps = 16;
    const path = [
      ...Array.from({length: steps + 1}, (_, i) => pointOn(out, i / steps)),
      ...Array.from({length: steps}, (_, i) => pointOn(into, (i + 1) / steps)),
    ];
    return {chip: r.chip, out, into, path};
  });
}

/** GPU A (the GPU whose links fanned out) to GPU B: one switch stage over all its links; a second pair through the same chips; both at once. */
export const OneHopAnyPair: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  // entrance (a camera): the full wiring of the scene before moves into this scene's schematic; drawn fully from the first frame, so nothing dips
  const entrance = useEntrance();
  const e = eased(entrance.progress);
  const wiring = useMemo(
    () => layoutWiring(topology, carry(allToAllBox, schematic, entrance.progress), mixShape(allToAllShape, shape, e)),
    [topology, entrance.progress, e],
  );
  const {a, b, c, d} = useExamplePair();
  const first = useMemo(() => stripesOf(topology, wiring, a, b), [topology, wiring, a, b]);
  const second = useMemo(() => stripesOf(topology, wiring, c, d), [topology, wiring, c, d]);
  // beat: pick — the other links fade, GPU A and GPU B stand out
  const [pickBeat, stripesBeat, sendBeat, timeBeat, secondBeat, bothBeat] = useBeats([
    'pick',
    'stripes',
    'send',
    'time',
    'second',
    'both',
  ]);
  const pick = eased(pickBeat?.progress ?? 0);
  // beat: stripes — A's routes draw in: out to every chip, then on into B
  const drawnFirst = eased(stripesBeat?.progress ?? 0);
  // beat: second — C's routes through the same chips; A's dim while they draw
  const drawnSecond = eased(secondBeat?.progress ?? 0);
  // beats: send, time, second, both — A's data streams steadily over every route at one link's rate each way (the
  // video's flow scale), from the send beat on without a break (each beat's motion runs to the next beat): the
  // streams repeat every period, so the renderer captures one; C's streams join them in the both beat
  const perLink = useValue('nvlink5.perLinkEachWay');
  const firstSeconds =
    (sendBeat?.seconds ?? 0) + (timeBeat?.seconds ?? 0) + (secondBeat?.seconds ?? 0) + (bothBeat?.seconds ?? 0);
  const secondSeconds = bothBeat?.seconds ?? 0;
  // the key to the streams' scale, under the schematic's left end (the caption band is centred)
  const flowScale = useNvlinkFlow();
  // A's routes and streams dim while C's draw, and come back as both pairs send (over the both beat's transition)
  const firstOpacity = 1 - 0.6 * drawnSecond * (1 - eased(Math.min(1, secondSeconds / flowFadeSeconds)));
  const strongGpus = new Set(drawnSecond > 0 ? [a, b, c, d] : pick > 0 ? [a, b] : [a]);
  const strongChips = new Set(drawnFirst > 0.5 ? first.map((s) => s.chip) : entrance.done ? [] : [checkedChip(wiring)]);
  const fanA = useMemo(() => wiring.links.filter((l) => l.gpu === a), [wiring, a]);
  const checked = useMemo(() => wiring.links.filter((l) => l.chip === checkedChip(wiring)), [wiring]);
  const labelOf = (gpu: number, below: boolean) => {
    const g = wiring.gpus[gpu];
    return g === undefined
      ? {x: 0, y: 0}
      : {x: g.x + g.w / 2, y: below ? g.y + g.h + 10 : g.y - fontSize.label * 1.2 - 10};
  };
  const stripeLines = (stripes: Stripe[], drawn: number, opacity: number, key: string) =>
    stripes.flatMap((s) =>
      [s.out, s.into].map((curve, h) => (
        <path
          key={`${key}-${s.chip}-${h}`}
          d={curvePath(curve)}
          fill="none"
          stroke={palette.nvlink}
          strokeWidth={strokeWidth.normal}
          opacity={opacity}
          strokeLinecap="round"
          pathLength={1}
          strokeDasharray={1}
          strokeDashoffset={1 - slice(drawn, h * 0.5, h * 0.5 + 0.5)}
        />
      )),
    );
  return (
    <>
      <WiringCanvas
        wiring={wiring}
        color={palette.nvlink}
        gpuAlpha={wiring.gpus.map((g) => (g.id === a ? 0 : mix(0.42, 0.12, pick)))}
        lineWidth={mix(1.25, 1, e)}
      />
      <Layer>
        {/* GPU A's links as the wiring scene left them (its fan), fading with the others; that scene's checked chip's links fade out */}
        {fanA.map((l) => (
          <path
            key={`fan-${l.port}`}
            d={curvePath(l.curve)}
            fill="none"
            stroke={palette.nvlink}
            strokeWidth={strokeWidth.thin}
            strokeLinecap="round"
            opacity={mix(1, 0.12, pick)}
          />
        ))}
        {entrance.done
          ? null
          : checked.map((l) => (
              <path
                key={`check-${l.gpu}`}
                d={curvePath(l.curve)}
                fill="none"
                stroke={palette.text}
                strokeWidth={strokeWidth.thin}
                strokeLinecap="round"
                opacity={departing(entrance.progress)}
              />
            ))}
        {drawnFirst > 0 ? stripeLines(first, drawnFirst, firstOpacity, 'ab') : null}
        {drawnSecond > 0 ? stripeLines(second, drawnSecond, 1, 'cd') : null}
        {[
          {key: 'ab', stripes: first, seconds: firstSeconds, color: palette.text, dim: firstOpacity},
          {key: 'cd', stripes: second, seconds: secondSeconds, color: palette.gpu, dim: 1},
        ].flatMap(({key, stripes, seconds, color, dim}) =>
          stripes.map((s) => (
            <DataFlow
              key={`${key}-${s.chip}`}
              path={s.path}
              bandwidth={perLink}
              seconds={seconds}
              color={color}
              opacity={Math.min(1, seconds / flowFadeSeconds) * dim}
              steady
            />
          )),
        )}
      </Layer>
      <WiringNodes
        wiring={wiring}
        presence={1}
        strongGpus={strongGpus}
        otherGpus={1 - 0.5 * pick}
        strongChips={strongChips}
      />
      <Label id="gpu-a" {...labelOf(a, false)} anchor="center" weight={700} />
      <Label id="gpu-b" {...labelOf(b, true)} anchor="center" weight={700} />
      <Label id="gpu-c" {...labelOf(c, false)} anchor="center" weight={700} />
      <Label id="gpu-d" {...labelOf(d, true)} anchor="center" weight={700} />
      <Label id="stripes" at={place(schematic, 'above-start', namesGap + lineHeight + space.xs)} weight={600} />
      <Label id="time" at={place(schematic, 'above-start', namesGap)} />
      <FlowLegend
        scale={flowScale}
        at={place(schematic, 'below-start', space.sm)}
        color={palette.text}
        textId="dot-scale"
      />
    </>
  );
};
