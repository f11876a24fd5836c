import type {Carry} from '../../src/visual/continuity';
import {gridCells, rect, rowCells, type Rect} from '../../src/visual/geometry';
import type {HbmLayout} from './layout-hbm';

export type UnifiedLayout = {
  /** HBM of each GPU, then LPDDR5X, to scale */
  segments: Rect[];
  /** the chip owning each segment, above it */
  owners: Rect[];
  /** px per byte of capacity */
  scale: number;
  bar: Rect;
};

/** Scene 8: the module's memory as one bar, every segment to scale, each under the chip it belongs to. */
export function layoutUnified(hbmPerGpu: number, gpus: number, lpddr: number): UnifiedLayout {
  const bar = rect(120, 440, 1680, 120);
  const total = hbmPerGpu * gpus + lpddr;
  const scale = bar.w / total;
  const sizes = [...Array.from({length: gpus}, () => hbmPerGpu), lpddr];
  let x = bar.x;
  const segments = sizes.map((size) => {
    const r = rect(x, bar.y, size * scale, bar.h);
    x += size * scale;
    return r;
  });
  const owners = segments.map((s) => {
    const w = Math.min(s.w - 30, 320);
    return rect(s.x + (s.w - w) / 2, 292, w, 84);
  });
  return {segments, owners, scale, bar};
}

/**
 * How much of each segment one GPU's working set of `size` bytes fills: that GPU's own HBM
 * first, the rest in Grace's LPDDR5X (read over C2C). The other GPU's HBM belongs to another
 * CUDA device and stays empty (correction C2 of the fact review, docs/design.md).
 */
export function fillSegments(size: number, hbmPerGpu: number, gpus: number): number[] {
  const own = Math.min(size, hbmPerGpu);
  const spill = Math.max(0, size - hbmPerGpu);
  return [own, ...Array.from({length: gpus - 1}, () => 0), spill];
}


/**
 * HBM3e → one memory space: the GPU's HBM stacks shrink into its HBM part of the bar keeping their
 * arrangement (the row above the dies becomes the bar's upper half, the row below its lower half,
 * each row in its order left to right), and its dies become the chip above that part, one half
 * each. The other GPU's HBM and Grace's LPDDR5X are new.
 */
export function hbmToUnified(hbm: HbmLayout, unified: UnifiedLayout): {dies: Carry[]; stacks: Carry[]} {
  const segment = unified.segments[0];
  const owner = unified.owners[0];
  if (segment === undefined || owner === undefined) return {dies: [], stacks: []};
  const stacks = hbm.pkg.stacks.map((s) => s.rect);
  const rowTops = [...new Set(stacks.map((s) => s.y))].sort((a, b) => a - b);
  const bands = gridCells(rowTops.length, segment, 0, 1);
  const stacksCarried = rowTops.flatMap((top, row) => {
    const inRow = stacks.filter((s) => s.y === top).sort((a, b) => a.x - b.x);
    const cells = rowCells(inRow.length, bands[row] ?? segment, 0);
    return inRow.map((s, i) => ({from: s, to: cells[i] ?? segment}));
  });
  const halves = rowCells(hbm.pkg.dies.length, owner, 0);
  return {dies: hbm.pkg.dies.map((d, i) => ({from: d, to: halves[i] ?? owner})), stacks: stacksCarried};
}
