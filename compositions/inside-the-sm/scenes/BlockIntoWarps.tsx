import React from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {warpsTextX as textX, warpsThreadArea as threadArea} from '../layout-carry';
import {BlockWarps, useBlockWarps} from '../parts/BlockWarps';
import {kitFor} from '../kit';
import {useLadder} from './MemoryLadder';

const {useBeat, useEntrance, useAfterEntrance, carries, PreviousPicture, Label} = kitFor('warps');

// entrance: the ladder fades while its top rung, the registers (per thread), moves and opens into the
// thread block's area: the threads that own those registers.
// beat: split — the block's threads regroup into warps, one row of lanes per warp.
// beat: simt — one named instruction reaches all lanes of the first warp at once (the comb).
// beat: resident — the SM's warp slots, a row per scheduler (named); this block's warps take a few.
export const BlockIntoWarps: React.FC = () => {
  const palette = usePalette();
  const entrance = useEntrance();
  const split = useAfterEntrance('split');
  const simt = useBeat('simt').progress;
  const resident = eased(useBeat('resident').progress);
  const lit = eased(slice(simt, 0, 0.3));
  const ladder = useLadder();
  const rung = ladder.rungs[0]?.box;
  const {layout, slots} = useBlockWarps();
  const firstSlotRow = slots[0]?.[0];
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      {rung === undefined || split >= 0.15 ? null : (
        <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
          {(() => {
            const r = carry(rung, threadArea, entrance.progress);
            return <rect data-moving={entrance.done ? undefined : 'registers-rung'} x={r.x} y={r.y} width={r.w} height={r.h} rx={14}
              fill={palette.memory} fillOpacity={0.22 * (1 - slice(split, 0, 0.15))} stroke={palette.memory} strokeWidth={3} opacity={1 - slice(split, 0, 0.15)} />;
          })()}
        </svg>
      )}
      <BlockWarps split={split} lit={lit} resident={resident} />
      {/* the comb's instruction: a leader from its name to the bus */}
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0, opacity: lit}}>
        <line x1={textX - 12} y1={176} x2={layout.bus.x2 + 6} y2={layout.bus.y} stroke={palette.text} strokeWidth={3} />
      </svg>
      <Label id="block" x={threadArea.x} y={120} />
      <Label id="instruction" x={textX} y={152} weight={600} />
      <Label id="simt" x={textX} y={236} wrap maxWidth={814} />
      <Label id="diverge" x={textX} y={352} wrap maxWidth={814} size={fontSize.labelSmall} color={palette.textMuted} />
      <Label id="resident" x={textX} y={452} wrap maxWidth={814} />
      {firstSlotRow === undefined ? null : <Label id="slot-rows" x={textX} y={firstSlotRow.y - 46} size={fontSize.labelSmall} color={palette.textMuted} />}
    </>
  );
};
