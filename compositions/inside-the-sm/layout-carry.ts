import {carry} from '../../src/visual/continuity';
import type {LadderLayout} from './layout-ladder';
import type {Rect, SmLayout} from './layout-sm';

/**
 * Geometry of this video's carried boundaries (docs/design.md, continuity): for each part that
 * persists from one scene's last picture into the next, the rectangles it starts from and lands
 * on. Pure: both layouts come in, pairs of rectangles go out; the scene interpolates (carry).
 */

/** Where the anatomy scene draws the SM (the memory ladder's entrance starts from it). */
export const anatomySmBox: Rect = {x: 96, y: 140, width: 1040, height: 810};

/** A part carried from several rectangles (e.g. one per processing block) onto one. */
export type Merge = {from: Rect[]; to: Rect};

/**
 * SM → memory ladder: the four register files merge into the registers rung, the L1 / shared
 * band becomes the shared rung. A ladder without those rungs carries nothing.
 */
export function smToLadder(sm: SmLayout, ladder: LadderLayout): {registers: Merge | null; shared: Merge | null} {
  const rung = (id: string) => ladder.rungs.find((r) => r.id === id)?.box;
  const registers = rung('registers');
  const shared = rung('shared');
  return {
    registers: registers === undefined ? null : {from: sm.blocks.map((b) => b.registers), to: registers},
    shared: shared === undefined ? null : {from: [sm.shared], to: shared},
  };
}

/** carry() for this video's width/height rectangles. */
export function carryRect(from: Rect, to: Rect, progress: number): Rect {
  const b = carry({x: from.x, y: from.y, w: from.width, h: from.height}, {x: to.x, y: to.y, w: to.width, h: to.height}, progress);
  return {x: b.x, y: b.y, width: b.w, height: b.h};
}
