import React from 'react';
import {carry} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {boundsOf, place, polylineLength, rect, type Rect} from '../../../src/visual/geometry';
import {fillOwn, hbmToUnified, layoutUnified, unifiedIndex, unifiedPaths} from '../layout-unified';
import {SmallStack} from '../parts/HbmStack';
import {DataFlow, flowFadeOut, useGraceFlow} from '../parts/DataFlow';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {defineEnd, kitFor} from '../kit';
import {hbmEnd} from './HbmStacks';

const {useBeat, useValue, useEnd, usePreviousEnd, useEntrance, useAfterEntrance, PreviousPicture, Part, Label} =
  kitFor('unified-memory');

/**
 * The scene's end: the memory bar under its chips, the working set (the bytes in its GPU's HBM, the
 * rest), and how much of each segment the working set
 * fills as the scene ends (its GPU's own HBM full, the other GPU's HBM cleared again, the rest in
 * Grace's LPDDR5X), as shares of the segment.
 */
export const unifiedEnd = defineEnd('unified-memory', (value) => {
  const hbm = value('gb200.gpuHbm');
  const lpddr = value('grace.lpddr');
  const working = fillOwn(value('memory.dataSize'), hbm);
  const filled: number[] = [];
  filled[unifiedIndex.gpuA] = working.own / hbm;
  filled[unifiedIndex.gpuB] = 0;
  filled[unifiedIndex.grace] = working.spill / lpddr;
  return {layout: layoutUnified(hbm, value('gb200.gpus'), lpddr), working, filled};
});

const SEGMENT_PARTS = ['seg-hbm-a', 'seg-hbm-b', 'seg-lpddr'] as const;
const OWNER_PARTS = ['gpu-a', 'gpu-b', 'grace'] as const;

/** The share of the entrance over which the stacks travel, each starting a little after the one before. */
function stackProgress(progress: number, i: number, count: number): number {
  const start = 0.2 + (0.25 * i) / Math.max(1, count - 1);
  return slice(progress, start, start + 0.55);
}

/**
 * The entrance: hbm3e's eight stacks travel one after another into the first GPU's HBM part of
 * the bar while the rest of that picture fades, and its dies become that GPU's chip. Then Grace's
 * LPDDR5X and the other GPU's HBM grow beside it under their chips: one address space. The rack's
 * NVLink switch trays appear above the module: the two GPUs are two CUDA devices, and NVLink
 * between them leaves the module (correction C17, docs/design.md). One GPU's working set fills
 * its own HBM; the rest goes first to the other GPU's HBM through the switches, clears, then to
 * Grace's LPDDR5X over C2C: two choices, one after the other, each tagged with its size and speed.
 */
export const UnifiedMemory: React.FC = () => {
  const palette = usePalette();
  const {layout: L, working} = useEnd(unifiedEnd);
  const P = unifiedPaths(L);
  const flow = useGraceFlow();
  const entrance = useEntrance();
  const carried = hbmToUnified(usePreviousEnd(hbmEnd), L);
  const pool = useAfterEntrance('pool');
  const fabric = useBeat('fabric');
  const own = useBeat('own');
  const peer = useBeat('peer');
  const spill = useBeat('spill');
  const {own: ownSize, spill: spillSize} = working;
  const handOver = slice(entrance.progress, 0.9, 1);
  const segA = L.segments[unifiedIndex.gpuA] as Rect;
  const segB = L.segments[unifiedIndex.gpuB] as Rect;
  const segG = L.segments[unifiedIndex.grace] as Rect;
  const hatch = (r: Rect, w: number, key: string, opacity = 1) =>
    w <= 6 || opacity <= 0 ? null : (
      <rect
        key={key}
        x={r.x + 3}
        y={r.y + 3}
        width={w - 6}
        height={r.h - 6}
        fill="url(#working-set)"
        opacity={opacity}
      />
    );
  const peerFill = eased(slice(peer.progress, 0.62, 0.97)) * (1 - eased(slice(spill.progress, 0, 0.3)));
  const lpddrFill = eased(slice(spill.progress, 0.3, 0.95));
  // beat own: the working set fills its GPU's HBM; peer: the rest fills the other GPU's HBM, then (spill) clears there and fills LPDDR5X
  const fills = [
    ownSize * L.scale * eased(own.progress),
    spillSize * L.scale * peerFill,
    spillSize * L.scale * lpddrFill,
  ];
  const ownerColour = (i: number) => (i === unifiedIndex.grace ? palette.cpu : palette.gpu);
  return (
    <>
      {/* entrance: hbm3e's dies and stacks move into the first GPU's chip and HBM, one stack after another, under what leaves of that picture */}
      {entrance.done ? null : (
        <Layer>
          {carried.dies.map((d, i) => (
            <Chip
              key={i}
              r={carry(d.from, d.to, slice(entrance.progress, 0.2, 1))}
              color={palette.gpu}
              emphasis
              presence={1 - handOver}
            />
          ))}
          {carried.stacks.map((c, i) => (
            <SmallStack
              key={i}
              r={carry(c.from, c.to, stackProgress(entrance.progress, i, carried.stacks.length))}
              presence={1 - handOver}
              lines={1 - eased(slice(entrance.progress, 0.7, 1))}
            />
          ))}
        </Layer>
      )}
      <PreviousPicture omit={['gpu', 'stacks']} opacity={1 - eased(slice(entrance.progress, 0, 0.35))} />
      <Layer>
        <defs>
          <pattern id="working-set" width={18} height={18} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width={9} height={18} fill={palette.text} opacity={0.55} />
          </pattern>
        </defs>
        {/* beat: fabric — the module's outline and, outside it, the rack's NVLink switch trays */}
        <Chip
          r={L.module}
          color={palette.outline}
          presence={slice(fabric.progress, 0, 0.5)}
          tint={0}
          rx={radius.lg}
          dashed
        />
        <Part id="switches">
          <Chip r={L.switches} color={palette.nvlink} presence={slice(fabric.progress, 0, 0.5)} tint={0.1} />
        </Part>
        <Part id="path-nvlink">
          <Path points={P.nvlink} color={palette.nvlink} width={10} presence={slice(fabric.progress, 0.3, 1)} />
        </Part>
        <Part id="path-c2c">
          <Path points={P.c2c} color={palette.c2c} width={10} presence={slice(fabric.progress, 0.3, 1)} />
        </Part>
        {/* beat: pool — the carried chip and HBM land whole; then Grace's LPDDR5X and the other GPU's HBM grow under their chips */}
        {L.segments.map((s, i) => {
          const landed = i === unifiedIndex.gpuA ? handOver : 0;
          const grow =
            i === unifiedIndex.gpuA
              ? 1
              : eased(slice(pool, i === unifiedIndex.grace ? 0.2 : 0.4, i === unifiedIndex.grace ? 0.7 : 0.9));
          return (
            <g key={i}>
              <Part id={pick(OWNER_PARTS, i, 'OWNER_PARTS')}>
                <Chip
                  r={L.owners[i] ?? s}
                  color={ownerColour(i)}
                  presence={Math.max(landed, slice(pool, 0, 0.3))}
                  emphasis
                />
              </Part>
              <Band r={L.buses[i] ?? s} color={palette.memory} opacity={eased(slice(pool, 0.2, 0.4))} />
              <Part id={pick(SEGMENT_PARTS, i, 'SEGMENT_PARTS')}>
                {i === unifiedIndex.gpuA ? (
                  <Chip r={s} color={palette.memory} rx={radius.sm} tint={0.22} presence={landed} />
                ) : (
                  <Chip
                    r={{...s, w: s.w * grow}}
                    color={palette.memory}
                    rx={radius.sm}
                    tint={0.22}
                    presence={grow > 0 ? 1 : 0}
                  />
                )}
                {/* what the working set fills of it (beats own, peer, spill), carried with it into the race */}
                {hatch(s, fills[i] ?? 0, `fill-${i}`)}
              </Part>
            </g>
          );
        })}
        {/* beat: peer — the rest goes to the other GPU's HBM, out through the switch trays and back */}
        <DataFlow
          points={P.nvlink}
          bandwidth={useValue('path.peerOverNvlink')}
          seconds={peer.seconds}
          color={palette.nvlink}
          opacity={flowFadeOut(peer)}
        />
        <DataFlow
          points={P.intoPeerHbm}
          bandwidth={useValue('path.peerOverNvlink')}
          seconds={peer.seconds - polylineLength(P.nvlink) / flow.speed}
          color={palette.nvlink}
          opacity={flowFadeOut(peer)}
        />
        {/* beat: spill — it clears there and goes to Grace's LPDDR5X over C2C instead */}
        <DataFlow
          points={P.c2c}
          bandwidth={useValue('path.graceOverC2c')}
          seconds={spill.seconds - 0.3}
          color={palette.c2c}
          opacity={flowFadeOut(spill)}
        />
        <DataFlow
          points={P.intoLpddr}
          bandwidth={useValue('path.graceOverC2c')}
          seconds={spill.seconds - 0.3 - polylineLength(P.c2c) / flow.speed}
          color={palette.c2c}
          opacity={flowFadeOut(spill)}
        />
      </Layer>
      <Label id="total" at={place(L.bar, 'below', 24)} />
      {L.owners.map((o, i) => (
        <Label key={i} id={pick(OWNER_PARTS, i, 'OWNER_PARTS')} at={place(o, 'inside-top', 12)} weight={700} />
      ))}
      {L.segments.map((s, i) => (
        <Label key={i} id={pick(SEGMENT_PARTS, i, 'SEGMENT_PARTS')} at={place(s, 'inside-top', 14)} backdrop />
      ))}
      <Label id="switches" at={place(L.switches, 'inside-top', 14)} />
      <Label id="path-c2c" at={place(boundsOf(P.c2c.map((p) => rect(p.x, p.y, 0, 0))), 'above', 28)} />
      <Label id="weights" at={place(segA, 'below-start', 24)} />
      <Label id="tag-peer" at={place(segB, 'below-end', 24)} />
      <Label id="tag-lpddr" at={place(segG, 'below', 24)} />
    </>
  );
};
