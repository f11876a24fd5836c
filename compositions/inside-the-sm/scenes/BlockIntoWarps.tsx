import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {warpsTextX as textX, warpsThreadArea as threadArea} from '../layout-carry';
import {BlockWarps} from '../parts/BlockWarps';
import {kitFor} from '../kit';

const {useBeat, Label} = kitFor('warps');

// beat: split — the block's threads regroup into warps, one row of lanes per warp.
// beat: simt — one instruction reaches all lanes of the first warp at once.
// beat: resident — the SM's warp slots, a row per scheduler; this block's warps take a few.
export const BlockIntoWarps: React.FC = () => {
  const palette = usePalette();
  const split = useBeat('split').progress;
  const simt = useBeat('simt').progress;
  const resident = eased(useBeat('resident').progress);
  const lit = eased(slice(simt, 0, 0.3));
  return (
    <>
      <BlockWarps split={split} lit={lit} resident={resident} />
      <Label id="block" x={threadArea.x} y={136} />
      <Label id="simt" x={textX} y={236} wrap maxWidth={814} />
      <Label id="diverge" x={textX} y={352} wrap maxWidth={814} size={fontSize.labelSmall} color={palette.textMuted} />
      <Label id="resident" x={textX} y={500} wrap maxWidth={814} />
    </>
  );
};
