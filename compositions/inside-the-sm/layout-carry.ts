import type {Carry} from '../../src/visual/continuity';
import type {LadderLayout} from './layout-ladder';
import type {TimelineLayout} from './layout-trace';
import type {SmLayout} from './layout-sm';
import type {Rect} from '../../src/visual/geometry';
import type {WarpsLayout} from './layout-warps';

/**
 * Geometry of this video's carried boundaries (docs/design.md, continuity): for each part that
 * persists from one scene's last picture into the next, the rectangles it starts from and lands
 * on. Pure: both layouts come in, pairs of rectangles go out; the scene interpolates (carry).
 */

/** Where the anatomy scene draws the SM (the memory ladder's entrance starts from it). */
export const anatomySmBox: Rect = {x: 96, y: 140, w: 1000, h: 810};

/** Where the warps scene draws the block's threads and the SM's warp slots, and its texts' column. */
export const warpsThreadArea: Rect = {x: 96, y: 196, w: 832, h: 690};
export const warpsSlotArea: Rect = {x: 1010, y: 640, w: 814, h: 300};
export const warpsTextX = 1010;

/** Where the stall scene draws the one warp's lanes (a row of cells, one per lane). */
export const stallLanesRow: Rect = {x: 96, y: 314, w: 864, h: 64};

/** The stall scene's one-warp timeline (warps and cycles aside). */
export const stallTimeline = {x: 314, y: 488, w: 1824 - 314, rowHeight: 60, rowGap: 0, chipWidth: 0, schedulerGap: 28};

/** The warp-switching scene's utilization meter: its bar (the reading fills it from the left). */
export const switchingMeterBar: Rect = {x: 96, y: 620, w: 560, h: 44};

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

/** Block → stall: each lane of the block's first warp row becomes that lane's cell in the stall. */
export function warpToLanes(warps: WarpsLayout, lanes: readonly Rect[]): Carry[] {
  return warps.end
    .filter((t) => t.warp === 0)
    .flatMap((t) => {
      const to = lanes[t.lane];
      return to === undefined ? [] : [{from: {x: t.x, y: t.y, w: warps.cell, h: warps.cell}, to}];
    });
}

/** Stall → switching: the one warp's strip becomes the first strip of the many-warp timeline. */
export function rowToRow(one: TimelineLayout, many: TimelineLayout): Carry | null {
  const from = one.rows[0];
  const to = many.rows[0];
  return from === undefined || to === undefined ? null : {from, to};
}

/** Switching → chart: the meter's filled part, at its final reading, becomes the chart's bar for as many warps. */
export function meterToBar(meter: Rect, reading: number, bar: Rect): Carry {
  return {from: {...meter, w: meter.w * Math.min(1, Math.max(0, reading))}, to: bar};
}
