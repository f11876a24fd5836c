import React from 'react';
import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius} from '../../../src/visual/tokens';
import {centerOf} from '../../../src/visual/geometry';
import {fillSegments, hbmToUnified, layoutUnified} from '../layout-unified';
import {layoutHbm} from '../layout-hbm';
import {SmallStack} from '../parts/HbmStack';
import {Band, Chip, Layer} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useValue, useEntrance, useAfterEntrance, PreviousPicture, Label} = kitFor('unified-memory');

const SEGMENT_LABELS = ['seg-hbm-a', 'seg-hbm-b', 'seg-lpddr'] as const;
const OWNER_LABELS = ['gpu-a', 'gpu-b', 'grace'] as const;

/**
 * The entrance: hbm3e's stacks slide into the first GPU's HBM part of the bar and its dies into
 * that GPU's chip above it, while the zoomed stack and the buses fade. Then (once they have
 * landed) the other GPU's HBM and Grace's LPDDR5X grow beside it under their chips: one address space; then one GPU's working set, larger than
 * its HBM, fills that GPU's HBM and the rest sits in LPDDR5X, which the same GPU reads over C2C.
 * The other GPU's HBM is another CUDA device: it dims and stays empty (correction C2 of the fact review, docs/design.md).
 */
export const UnifiedMemory: React.FC = () => {
  const palette = usePalette();
  const hbm = useValue('gb200.gpuHbm');
  const gpus = useValue('gb200.gpus');
  const dataSize = useValue('memory.dataSize');
  const L = layoutUnified(hbm, gpus, useValue('grace.lpddr'));
  const entrance = useEntrance();
  // hbm3e's picture as it ends: its dies and stacks are the ones carried
  const carried = hbmToUnified(layoutHbm(useValue('hbm3e.diesPerStack'), useValue('b200.dies'), useValue('b200.hbmStacksPerDie')), L);
  const pool = useAfterEntrance('pool');
  // the carried pieces hand over to the whole chip and HBM part in the entrance's last 15 %, when they are all but in place
  const handOver = slice(entrance.progress, 0.85, 1);
  const model = useBeat('model');
  const fills = fillSegments(dataSize * eased(model.progress), hbm, gpus);
  const settled = fillSegments(dataSize, hbm, gpus);
  const ownSeg = L.segments[0] ?? L.bar;
  const ownEnd = ownSeg.x + (settled[0] ?? 0) * L.scale;
  const otherDim = 1 - 0.6 * eased(slice(model.progress, 0, 0.3));
  const spillSeg = L.segments[L.segments.length - 1] ?? L.bar;
  const spillEnd = spillSeg.x + (settled[settled.length - 1] ?? 0) * L.scale;
  const ownerBottom = (L.owners[0]?.y ?? 0) + (L.owners[0]?.h ?? 0);
  const ownerColour = (i: number) => (i < gpus ? palette.gpu : palette.cpu);
  return (
    <>
      {/* entrance: hbm3e's dies and stacks (named there) move into the first GPU's chip and HBM, under what leaves of that picture (the zoomed stack, NV-HBI and the buses, drawn over the dies and stacks there) */}
      {entrance.done ? null : (
        <Layer>
          {carried.dies.map((d, i) => <Chip key={i} r={carry(d.from, d.to, entrance.progress)} color={palette.gpu} emphasis presence={1 - handOver} />)}
          {carried.stacks.map((c, i) => <SmallStack key={i} r={carry(c.from, c.to, entrance.progress)} presence={1 - handOver} lines={departing(entrance.progress)} />)}
        </Layer>
      )}
      <PreviousPicture omit={['gpu', 'stacks']} opacity={departing(entrance.progress)} />
      <Layer>
        <defs>
          <pattern id="weights" width={18} height={18} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width={9} height={18} fill={palette.text} opacity={0.55} />
          </pattern>
        </defs>
        {/* beat: pool — the carried chip and HBM land whole; after them each other segment grows to scale under its chip */}
        {L.segments.map((s, i) => {
          const landed = i === 0 ? handOver : 0;
          return (
            <g key={i} opacity={i > 0 && i < gpus ? otherDim : 1}>
              <Chip r={L.owners[i] ?? s} color={ownerColour(i)} presence={Math.max(landed, slice(pool, 0, 0.3))} emphasis />
              <Band r={{x: centerOf(s).x - 3, y: ownerBottom, w: 6, h: s.y - ownerBottom}} color={palette.memory} opacity={eased(slice(pool, 0.2, 0.4))} />
              {i === 0
                ? <Chip r={s} color={palette.memory} rx={radius.sm} tint={0.22} presence={landed} />
                : <Chip r={{...s, w: s.w * eased(slice(pool, 0.2 + 0.2 * i, 0.6 + 0.2 * i))}} color={palette.memory} rx={radius.sm} tint={0.22} />}
            </g>
          );
        })}
        {/* beat: model — one GPU's data fills its own HBM, the rest sits in LPDDR5X; the other GPU's HBM dims */}
        {L.segments.map((s, i) => <rect key={i} x={s.x + 3} y={s.y + 3} width={Math.max(0, (fills[i] ?? 0) * L.scale - 6)} height={s.h - 6} fill="url(#weights)" />)}
        {model.progress > 0 ? (
          <g opacity={eased(slice(model.progress, 0.8, 1))}>
            <Band r={{x: L.bar.x, y: L.bar.y + L.bar.h + 16, w: ownEnd - L.bar.x, h: 6}} color={palette.text} />
            <Band r={{x: spillSeg.x, y: L.bar.y + L.bar.h + 96, w: spillEnd - spillSeg.x, h: 6}} color={palette.text} />
          </g>
        ) : null}
      </Layer>
      <Label id="total" x={960} y={160} anchor="center" />
      <Label id="coherent" x={960} y={214} anchor="center" size={fontSize.labelSmall} color={palette.textMuted} />
      {L.owners.map((o, i) => <Label key={i} id={pick(OWNER_LABELS, i, 'OWNER_LABELS')} x={centerOf(o).x} y={centerOf(o).y - 20} anchor="center" size={fontSize.labelSmall} weight={700} />)}
      {L.segments.map((s, i) => <Label key={i} id={pick(SEGMENT_LABELS, i, 'SEGMENT_LABELS')} x={centerOf(s).x} y={centerOf(s).y - 20} anchor="center" size={fontSize.labelSmall} backdrop />)}
      <Label id="weights" x={L.bar.x} y={L.bar.y + L.bar.h + 30} />
      <Label id="other" x={(L.segments[1] ?? spillSeg).x + 12} y={L.bar.y + L.bar.h + 30} size={fontSize.labelSmall} color={palette.textMuted} />
      <Label id="spill" x={spillSeg.x} y={L.bar.y + L.bar.h + 110} />
    </>
  );
};
