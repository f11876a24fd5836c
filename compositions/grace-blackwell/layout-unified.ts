import type {Carry} from '../../src/visual/continuity';
import {centerOf, gridCells, rect, rowCells, type Point, type Rect} from '../../src/visual/geometry';
import type {HbmLayout} from './layout-hbm';

/**
 * Scene 8, the module's memory as one bar, to scale: the first GPU's HBM, Grace's LPDDR5X, the
 * second GPU's HBM (left to right, so Grace sits between the GPUs as on the board), each under the
 * chip it belongs to, inside the module's outline. Above the module, outside it, the rack's NVLink
 * switch trays: the only NVLink path between the two GPUs leaves the module and comes back
 * (correction C17 of the fact review, docs/design.md).
 */
export type UnifiedLayout = {
  /** HBM of the first GPU, HBM of the second, LPDDR5X: to scale (index order of `memory.ts`: A, B, Grace) */
  segments: Rect[];
  /** the chip owning each segment, above it (same order) */
  owners: Rect[];
  /** px per byte of capacity */
  scale: number;
  bar: Rect;
  /** the module's outline around the chips and the bar */
  module: Rect;
  /** the rack's NVLink switch trays, above the module */
  switches: Rect;
  /** one bus per segment, chip bottom to segment top */
  buses: Rect[];
};

export const unifiedIndex = {gpuA: 0, gpuB: 1, grace: 2} as const;

export function layoutUnified(hbmPerGpu: number, gpus: number, lpddr: number): UnifiedLayout {
  const bar = rect(140, 540, 1640, 170);
  const total = hbmPerGpu * gpus + lpddr;
  const scale = bar.w / total;
  const hbmW = hbmPerGpu * scale;
  const lpddrW = lpddr * scale;
  const a = rect(bar.x, bar.y, hbmW, bar.h);
  const g = rect(bar.x + hbmW, bar.y, lpddrW, bar.h);
  const b = rect(bar.x + hbmW + lpddrW, bar.y, bar.w - hbmW - lpddrW, bar.h);
  const segments = [a, b, g];
  const owners = segments.map((s, i) => {
    const w = i === unifiedIndex.grace ? 380 : Math.round(s.w - 40);
    return rect(Math.round(s.x + (s.w - w) / 2), 300, w, 140);
  });
  const buses = segments.map((s, i) => {
    const o = owners[i] as Rect;
    const c = centerOf(o).x;
    return rect(c - 4, o.y + o.h, 8, s.y - o.y - o.h);
  });
  return {segments, owners, scale, bar, buses, module: rect(110, 280, 1700, 522), switches: rect(200, 128, 1520, 140)};
}

/**
 * How much of each segment one GPU's working set of `size` bytes fills: its own HBM first; the
 * rest (`spill`) goes either to the other GPU's HBM or to Grace's LPDDR5X, one after the other in
 * the picture, as the two choices they are.
 */
export function fillOwn(size: number, hbmPerGpu: number): {own: number; spill: number} {
  return {own: Math.min(size, hbmPerGpu), spill: Math.max(0, size - hbmPerGpu)};
}

export type UnifiedPaths = {
  /** first GPU's top → up out of the module → across the switch trays → down to the second GPU's top */
  nvlink: Point[];
  /** first GPU → Grace, NVLink-C2C, at the chips' mid-height */
  c2c: Point[];
  /** where spilled data lands: second GPU bottom → its HBM; Grace bottom → LPDDR5X (left of Grace's bus) */
  intoPeerHbm: Point[];
  intoLpddr: Point[];
  /** the run through the switch trays (its y) */
  switchRun: number;
};

export function unifiedPaths(L: UnifiedLayout): UnifiedPaths {
  const a = L.owners[unifiedIndex.gpuA] as Rect;
  const b = L.owners[unifiedIndex.gpuB] as Rect;
  const g = L.owners[unifiedIndex.grace] as Rect;
  const segB = L.segments[unifiedIndex.gpuB] as Rect;
  const segG = L.segments[unifiedIndex.grace] as Rect;
  const run = L.switches.y + L.switches.h - 40;
  const ax = centerOf(a).x;
  const bx = centerOf(b).x;
  const mid = centerOf(a).y + 20;
  const gx = g.x + 60;
  return {
    nvlink: [
      {x: ax, y: a.y},
      {x: ax, y: run},
      {x: bx, y: run},
      {x: bx, y: b.y},
    ],
    c2c: [
      {x: a.x + a.w, y: mid},
      {x: g.x, y: mid},
    ],
    intoPeerHbm: [
      {x: bx, y: b.y + b.h},
      {x: bx, y: segB.y},
    ],
    intoLpddr: [
      {x: gx, y: g.y + g.h},
      {x: gx, y: segG.y},
    ],
    switchRun: run,
  };
}

/**
 * HBM3e → one memory space: the GPU's HBM stacks shrink into its HBM part of the bar keeping their
 * arrangement (the row above the dies becomes the bar's upper half, the row below its lower half,
 * each row in its order left to right), and its dies become the chip above that part, one half
 * each. The other GPU's HBM and Grace's LPDDR5X are new.
 */
export function hbmToUnified(hbm: HbmLayout, unified: UnifiedLayout): {dies: Carry[]; stacks: Carry[]} {
  const segment = unified.segments[unifiedIndex.gpuA];
  const owner = unified.owners[unifiedIndex.gpuA];
  if (segment === undefined || owner === undefined) return {dies: [], stacks: []};
  const stacks = hbm.pkg.stacks.map((s) => s.rect);
  const rowTops = [...new Set(stacks.map((s) => s.y))].sort((p, q) => p - q);
  const bands = gridCells(rowTops.length, segment, 0, 1);
  const stacksCarried = rowTops.flatMap((top, row) => {
    const inRow = stacks.filter((s) => s.y === top).sort((p, q) => p.x - q.x);
    const cells = rowCells(inRow.length, bands[row] ?? segment, 0);
    return inRow.map((s, i) => ({from: s, to: cells[i] ?? segment}));
  });
  const halves = rowCells(hbm.pkg.dies.length, owner, 0);
  return {dies: hbm.pkg.dies.map((d, i) => ({from: d, to: halves[i] ?? owner})), stacks: stacksCarried};
}
