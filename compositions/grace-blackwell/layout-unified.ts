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
 * first. The rest is `choices`: it can live in the other GPU's HBM (peer access over NVLink) or in
 * Grace's LPDDR5X (read over C2C), so the picture draws it in both, as the choice it is (issue 37;
 * correction C2 of the fact review, docs/design.md: the two GPUs are two CUDA devices).
 */
export function fillSegments(size: number, hbmPerGpu: number, gpus: number): {own: number[]; choices: number[]} {
  const own = Math.min(size, hbmPerGpu);
  const rest = Math.max(0, size - hbmPerGpu);
  const zeros = (n: number) => Array.from({length: n}, () => 0);
  return {own: [own, ...zeros(gpus)], choices: [0, ...zeros(gpus - 1).map((_, i) => (i === 0 ? Math.min(rest, hbmPerGpu) : 0)), rest]};
}

/** The two paths to the rest, drawn over the chips: NVLink from the GPU to the other GPU, and C2C from the GPU through Grace. */
export function unifiedPaths(L: UnifiedLayout): {nvlink: Rect; c2c: {x: number; y: number}[]; nvlinkLabel: {x: number; y: number}; c2cLabel: {x: number; y: number}} {
  const a = L.owners[0] ?? L.bar;
  const b = L.owners[1] ?? L.bar;
  const grace = L.owners[L.owners.length - 1] ?? L.bar;
  const mid = a.y + a.h / 2;
  const run = a.y - 22;
  const gap = b.x + b.w;
  return {
    nvlink: rect(a.x + a.w, mid - 6, b.x - a.x - a.w, 12),
    c2c: [{x: a.x + 60, y: a.y}, {x: a.x + 60, y: run}, {x: grace.x + 60, y: run}, {x: grace.x + 60, y: grace.y}],
    nvlinkLabel: {x: (a.x + a.w + b.x) / 2, y: a.y + a.h + 12},
    c2cLabel: {x: (gap + grace.x) / 2, y: run + 14},
  };
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
