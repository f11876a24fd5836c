import React from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {warpsTextX as textX, warpsThreadArea as threadArea} from '../layout-carry';
import {BlockWarps, useBlockWarps} from '../parts/BlockWarps';
import {lineTop, textLines} from '../layout-text';
import {place} from '../../../src/visual/geometry';
import {kitFor} from '../kit';
import {useLadder} from './MemoryLadder';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useEntrance, useAfterEntrance, carries, PreviousPicture, Label} = kitFor('warps');

/** How far right of its place the block stands while it is alone on the stage: centred in the frame. */
const centreShift = 960 - (threadArea.x + threadArea.w / 2);
/** seconds of the simt beat's motion in which the block moves to its place; the comb lights in the rest */
const simtSlideSeconds = 0.5;
/** the text column right of the block: the instruction, SIMT, divergence, the resident warps (each may wrap) */
const column = textLines(textX, 152, [0, 84, 200, 300], 814);

// entrance: the ladder fades while its top rung, the registers (per thread), moves and opens into the
// thread block's area: the threads that own those registers.
// beat: split — the block's threads regroup into warps, one row of lanes per warp, centred in the frame.
// beat: simt — the block moves left to make room for the text column; then one named instruction reaches all
// lanes of the first warp at once (the comb), its texts arriving with it.
// beat: resident — the SM's warp slots, a row per scheduler (named); this block's warps take a few.
export const BlockIntoWarps: React.FC = () => {
  const palette = usePalette();
  const entrance = useEntrance();
  const split = useAfterEntrance('split');
  const simtBeat = useBeat('simt');
  const simt = simtBeat.progress;
  const simtSlide = simtSlideSeconds / simtBeat.lengthSeconds;
  const resident = eased(useBeat('resident').progress);
  // centred while the block stands alone; it moves left in the simt beat's first quarter, then the comb lights
  const dx = centreShift * (1 - eased(slice(simt, 0, simtSlide)));
  const lit = eased(slice(simt, simtSlide, 1));
  const area = {...threadArea, x: threadArea.x + dx};
  const ladder = useLadder();
  const rung = ladder.rungs[0]?.box;
  const {layout, slots} = useBlockWarps();
  const firstSlotRow = slots[0]?.[0];
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      {rung === undefined || split >= 0.15 ? null : (
        <Layer>
          {(() => {
            const r = carry(rung, area, entrance.progress);
            return (
              <rect
                data-moving={entrance.done ? undefined : 'registers-rung'}
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
                rx={14}
                fill={palette.memory}
                fillOpacity={0.22 * (1 - slice(split, 0, 0.15))}
                stroke={palette.memory}
                strokeWidth={3}
                opacity={1 - slice(split, 0, 0.15)}
              />
            );
          })()}
        </Layer>
      )}
      <div style={{position: 'absolute', inset: 0, transform: `translateX(${dx}px)`}}>
        <BlockWarps split={split} lit={lit} resident={resident} />
      </div>
      {/* the comb's instruction: a leader from its name to the bus */}
      <Layer opacity={lit}>
        <line x1={textX - 12} y1={176} x2={layout.bus.x2 + 6} y2={layout.bus.y} stroke={palette.text} strokeWidth={3} />
      </Layer>
      <Label id="block" at={place(area, 'above-start', 25)} />
      <Label id="instruction" at={place(lineTop(column, 0), 'below-start', 0)} weight={600} />
      <Label id="simt" at={place(lineTop(column, 1), 'below-start', 0)} wrap maxWidth={column[1]?.w} />
      <Label
        id="diverge"
        at={place(lineTop(column, 2), 'below-start', 0)}
        wrap
        maxWidth={column[2]?.w}
        color={palette.textMuted}
      />
      <Label id="resident" at={place(lineTop(column, 3), 'below-start', 0)} wrap maxWidth={column[3]?.w} />
      {firstSlotRow === undefined ? null : (
        <Label id="slot-rows" at={place(firstSlotRow, 'above-start', 3)} color={palette.textMuted} />
      )}
    </>
  );
};
