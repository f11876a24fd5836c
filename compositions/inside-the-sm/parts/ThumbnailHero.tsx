import React from 'react';
import type {ThumbnailHero} from '../../../src/visual/ThumbnailCard';

/** The shortest wait drawn, as a share of the width: every warp waits before it issues. */
const leadShare = 0.16;

/**
 * Warps hiding a wait, simplified: one row per warp of the switching scene's scheduler, each
 * waiting (stalled colour) until its turn and then issuing (ready colour). The turns form one
 * unbroken diagonal: at every moment some warp issues. The earliest turns are at the bottom, so
 * the rows there end early and the duration-badge corner stays empty.
 */
export const InsideTheSmHero: ThumbnailHero = ({box, corner, palette, references}) => {
  const warps = Math.round(references['sim.manyWarps']?.value ?? 0);
  if (warps < 1) throw new Error('inside-the-sm thumbnail: sim.manyWarps is missing');
  const pitch = box.h / warps;
  const barHeight = Math.max(6, pitch * 0.7);
  const lead = box.w * leadShare;
  const slot = (box.w - lead) / warps;
  return (
    <g>
      {Array.from({length: warps}, (_, i) => {
        const y = box.y + i * pitch + (pitch - barHeight) / 2;
        const turn = box.x + lead + (warps - 1 - i) * slot;
        const issueEnd = turn + slot;
        const intoCorner = y + barHeight > corner.y && issueEnd > corner.x;
        if (intoCorner) throw new Error(`inside-the-sm thumbnail: warp row ${i} reaches the badge corner`);
        return (
          <g key={i}>
            <rect
              x={box.x}
              y={y}
              width={turn - box.x - 4}
              height={barHeight}
              rx={barHeight / 3}
              fill={palette.warpStalled}
              fillOpacity={0.55}
            />
            <rect x={turn} y={y} width={slot} height={barHeight} rx={barHeight / 3} fill={palette.warpReady} />
          </g>
        );
      })}
    </g>
  );
};
