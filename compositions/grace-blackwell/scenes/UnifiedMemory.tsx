import React from 'react';
import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius} from '../../../src/visual/tokens';
import {centerOf} from '../../../src/visual/geometry';
import {fillSegments, hbmToUnified, layoutUnified, unifiedPaths} from '../layout-unified';
import {layoutHbm} from '../layout-hbm';
import {SmallStack} from '../parts/HbmStack';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useValue, useEntrance, useAfterEntrance, PreviousPicture, Label} = kitFor('unified-memory');

const SEGMENT_LABELS = ['seg-hbm-a', 'seg-hbm-b', 'seg-lpddr'] as const;
const OWNER_LABELS = ['gpu-a', 'gpu-b', 'grace'] as const;

/**
 * The entrance: hbm3e's stacks slide into the first GPU's HBM part of the bar and its dies into
 * that GPU's chip above it, while the zoomed stack and the buses fade. Then (once they have
 * landed) the other GPU's HBM and Grace's LPDDR5X grow beside it under their chips: one address space; then one GPU's working set, larger than
 * its HBM, fills that GPU's HBM, and the rest is drawn where it can live: in the other GPU's HBM (peer
 * access over NVLink, a separate CUDA device: correction C2 of the fact review, docs/design.md) or in
 * Grace's LPDDR5X (over C2C), each with its path and its bandwidth (issue 37, item 2).
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
  // the data fills its own GPU's HBM first; then the rest appears in both places it can live, with the path to each
  const fills = fillSegments(dataSize * eased(slice(model.progress, 0, 0.55)), hbm, gpus).own;
  const settled = fillSegments(dataSize, hbm, gpus);
  const choice = eased(slice(model.progress, 0.5, 1));
  const paths = unifiedPaths(L);
  const ownSeg = L.segments[0] ?? L.bar;
  const ownEnd = ownSeg.x + (settled.own[0] ?? 0) * L.scale;
  const under = L.bar.y + L.bar.h + 16;
  const rows = {weights: L.bar.y + L.bar.h + 30, peer: L.bar.y + L.bar.h + 100, spill: L.bar.y + L.bar.h + 160};
  const swatch = (y: number, color: string) => <Band r={{x: L.bar.x, y: y + 12, w: 22, h: 22}} color={color} opacity={choice} rx={4} />;
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
            <g key={i}>
              <Chip r={L.owners[i] ?? s} color={ownerColour(i)} presence={Math.max(landed, slice(pool, 0, 0.3))} emphasis />
              <Band r={{x: centerOf(s).x - 3, y: ownerBottom, w: 6, h: s.y - ownerBottom}} color={palette.memory} opacity={eased(slice(pool, 0.2, 0.4))} />
              {i === 0
                ? <Chip r={s} color={palette.memory} rx={radius.sm} tint={0.22} presence={landed} />
                : <Chip r={{...s, w: s.w * eased(slice(pool, 0.2 + 0.2 * i, 0.6 + 0.2 * i))}} color={palette.memory} rx={radius.sm} tint={0.22} />}
            </g>
          );
        })}
        {/* beat: model — one GPU's data fills its own HBM; the rest is drawn, fainter and outlined, in each place it can live */}
        {L.segments.map((s, i) => <rect key={i} x={s.x + 3} y={s.y + 3} width={Math.max(0, (fills[i] ?? 0) * L.scale - 6)} height={s.h - 6} fill="url(#weights)" />)}
        {model.progress > 0 ? L.segments.map((s, i) => {
          const w = (settled.choices[i] ?? 0) * L.scale;
          if (w <= 0) return null;
          const color = i < gpus ? palette.nvlink : palette.c2c;
          return (
            <g key={i} opacity={choice}>
              <rect x={s.x + 3} y={s.y + 3} width={w - 6} height={s.h - 6} fill="url(#weights)" opacity={0.5} />
              <rect x={s.x + 3} y={s.y + 3} width={w - 6} height={s.h - 6} fill="none" stroke={color} strokeWidth={4} strokeDasharray="12 8" />
              <Band r={{x: s.x, y: under, w, h: 6}} color={color} />
            </g>
          );
        }) : null}
        {model.progress > 0 ? (
          <g>
            <Band r={{x: L.bar.x, y: under, w: ownEnd - L.bar.x, h: 6}} color={palette.text} opacity={eased(slice(model.progress, 0.4, 0.6))} />
            <Band r={paths.nvlink} color={palette.nvlink} opacity={choice} rx={3} />
            <Path points={paths.c2c} color={palette.c2c} width={8} presence={choice} />
            {swatch(rows.peer, palette.nvlink)}
            {swatch(rows.spill, palette.c2c)}
          </g>
        ) : null}
      </Layer>
      <Label id="total" x={960} y={150} anchor="center" />
      <Label id="coherent" x={960} y={200} anchor="center" size={fontSize.labelSmall} color={palette.textMuted} />
      {L.owners.map((o, i) => <Label key={i} id={pick(OWNER_LABELS, i, 'OWNER_LABELS')} x={centerOf(o).x} y={centerOf(o).y - 20} anchor="center" size={fontSize.labelSmall} weight={700} />)}
      {L.segments.map((s, i) => <Label key={i} id={pick(SEGMENT_LABELS, i, 'SEGMENT_LABELS')} x={centerOf(s).x} y={centerOf(s).y - 20} anchor="center" size={fontSize.labelSmall} backdrop />)}
      <Label id="weights" x={L.bar.x} y={rows.weights} />
      <Label id="peer" x={L.bar.x + 36} y={rows.peer} size={fontSize.labelSmall} />
      <Label id="spill" x={L.bar.x + 36} y={rows.spill} size={fontSize.labelSmall} />
      <Label id="path-nvlink" x={paths.nvlinkLabel.x} y={paths.nvlinkLabel.y} anchor="center" size={fontSize.labelSmall} backdrop />
      <Label id="path-c2c" x={paths.c2cLabel.x} y={paths.c2cLabel.y} anchor="center" size={fontSize.labelSmall} backdrop />
    </>
  );
};
