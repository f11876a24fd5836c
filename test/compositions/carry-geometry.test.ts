// The carried boundaries' geometry: each carried part starts where the previous scene draws it and
// lands exactly where the next scene draws it (so nothing jumps when the carry ends).
import {describe, expect, it} from 'vitest';
import {carry} from '../../src/visual/continuity';
import {
  anatomySmBox,
  meterToBar,
  rowToRow,
  smToLadder,
  stallLanesRow,
  stallTimeline,
  switchingMeterBar,
  warpsThreadArea,
  warpToLanes,
} from '../../compositions/inside-the-sm/layout-carry';
import {layoutLadder} from '../../compositions/inside-the-sm/layout-ladder';
import {layoutSm} from '../../compositions/inside-the-sm/layout-sm';
import {rowCells} from '../../src/visual/geometry';
import {layoutTimeline} from '../../compositions/inside-the-sm/layout-trace';
import {allToAllShape, mixShape} from '../../compositions/nvlink-nvswitch/layout-wiring';
import {layoutWarps} from '../../compositions/inside-the-sm/layout-warps';
import {switchingTimeline} from '../../compositions/inside-the-sm/scenes/WarpSwitching';

const sm = layoutSm(anatomySmBox, {blocks: 4, lanesPerBlock: 32, sfusPerBlock: 4, ldstPerBlock: 8});
const ladder = layoutLadder(
  [
    {id: 'registers', latency: 4},
    {id: 'shared', latency: 30},
    {id: 'l2', latency: 300},
    {id: 'hbm', latency: 900, from: 600},
  ],
  {area: {x: 96, y: 196, w: 1728, h: 568}, firstOffChip: 3, barsX: 960, scaleMin: 0.5, scaleMax: 2000, decade: 10},
);

describe('inside-the-sm: SM → memory ladder', () => {
  const {registers, shared} = smToLadder(sm, ladder);

  it('the four register files merge into the registers rung, the L1 / shared band becomes the shared rung', () => {
    expect(registers?.from).toEqual(sm.blocks.map((b) => b.registers));
    expect(registers?.to).toBe(ladder.rungs[0]?.box);
    expect(shared?.from).toEqual([sm.shared]);
    expect(shared?.to).toBe(ladder.rungs[1]?.box);
  });

  it('a carry starts on the SM part, ends on the rung and moves in between', () => {
    const from = sm.shared;
    const to = ladder.rungs[1]?.box ?? from;
    expect(carry(from, to, 0)).toEqual(from);
    expect(carry(from, to, 1)).toEqual(to);
    const mid = carry(from, to, 0.5);
    expect(mid.y).not.toBe(from.y);
    expect(mid.y).not.toBe(to.y);
  });

  it('a ladder without those rungs carries nothing', () => {
    const bare = {...ladder, rungs: ladder.rungs.filter((r) => r.id === 'l2')};
    expect(smToLadder(sm, bare)).toEqual({registers: null, shared: null});
  });
});

describe('inside-the-sm: the block → the stall', () => {
  const warps = layoutWarps(warpsThreadArea, 256, 32);
  const lanes = rowCells(32, stallLanesRow, 6);

  it("each lane of the block's first warp row lands on that lane's cell of the stall", () => {
    const pairs = warpToLanes(warps, lanes);
    expect(pairs).toHaveLength(32);
    expect(pairs.map((p) => p.to)).toEqual(lanes);
    const first = warps.end.filter((t) => t.warp === 0);
    expect(pairs.map((p) => ({x: p.from.x, y: p.from.y}))).toEqual(first.map((t) => ({x: t.x, y: t.y})));
    expect(pairs.every((p) => p.from.y !== p.to.y)).toBe(true);
  });
});

describe('inside-the-sm: the stall → warp switching', () => {
  it("the one warp's strip lands on the first of the many warps' strips", () => {
    const one = layoutTimeline({...stallTimeline, warps: 1, cycles: 3000});
    const many = layoutTimeline({...switchingTimeline, warps: 16, cycles: 9000});
    expect(rowToRow(one, many)).toEqual({from: one.rows[0], to: many.rows[0]});
    expect(one.rows[0]?.y).not.toBe(many.rows[0]?.y);
    expect(rowToRow(layoutTimeline({...stallTimeline, warps: 0, cycles: 1}), many)).toBeNull();
  });
});

describe('inside-the-sm: warp switching → the chart', () => {
  it("the meter's filled part at its reading becomes the chart's bar", () => {
    const bar = {x: 1600, y: 262, w: 60, h: 440};
    expect(meterToBar(switchingMeterBar, 0.97, bar)).toEqual({
      from: {...switchingMeterBar, w: switchingMeterBar.w * 0.97},
      to: bar,
    });
    expect(meterToBar(switchingMeterBar, 1.2, bar).from.w).toBe(switchingMeterBar.w);
  });
});

describe('nvlink-nvswitch: all-to-all wiring → one hop', () => {
  it('the wiring shape goes from the all-to-all shape to the one-hop shape', () => {
    const to = {gpuHeight: 36, chipHeight: 48, trayGap: 0.12};
    expect(mixShape(allToAllShape, to, 0)).toEqual(allToAllShape);
    expect(mixShape(allToAllShape, to, 1)).toEqual(to);
    expect(mixShape(allToAllShape, to, 0.5).chipHeight).toBeCloseTo((allToAllShape.chipHeight + 48) / 2);
  });
});
