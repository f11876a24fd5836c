import type {Rect} from '../../src/visual/geometry';

/**
 * Geometry of the GPU scene: two dies side by side, each a grid of its physical SMs, some
 * of them not enabled; and the zoom that carries one enabled SM onto the SM diagram's box.
 * Pure.
 */
/** Where the zoomed SM lands at the end of the GPU scene: filling the frame's width above the caption (the next scene's entrance starts from it; the GPU draws its SMs in these proportions). */
export const zoomedSmBox: Rect = {x: 260, y: 128, w: 1400, h: 700};

/** How lit every part of the zoomed SM is as the GPU scene ends: none is the subject yet. */
export const zoomedSmLight = 0.4;

export type SmCell = Rect & {die: number; index: number; enabled: boolean};

export type GpuLayout = {dies: Rect[]; cells: SmCell[]; target: SmCell};

export type GpuCounts = {dies: number; perDiePhysical: number; perDieEnabled: number};

/** Which physical SMs of a die are off: spread evenly, shifted per die so the two dies differ. */
export function disabledIndices(physical: number, disabled: number, die: number): Set<number> {
  return new Set(
    Array.from({length: disabled}, (_, k) => (Math.floor(((k + 0.5) * physical) / disabled) + 3 * die + 1) % physical),
  );
}

export function layoutGpu(area: Rect, counts: GpuCounts, cellAspect: number): GpuLayout {
  const gap = 80;
  const dieW = (area.w - gap * (counts.dies - 1)) / counts.dies;
  const pad = 24;
  const grid = (columns: number) => {
    const rows = Math.ceil(counts.perDiePhysical / columns);
    const pitchX = (dieW - 2 * pad) / columns;
    const cellW = pitchX * 0.84;
    const cellH = cellW / cellAspect;
    const pitchY = cellH + (pitchX - cellW);
    return {columns, rows, pitchX, cellW, cellH, pitchY, dieH: rows * pitchY - (pitchX - cellW) + 2 * pad};
  };
  // the fewest columns (the largest SMs) whose dies still fit the area's height: the GPU fills its area
  const candidates = Array.from({length: counts.perDiePhysical}, (_, i) => grid(i + 1));
  const {columns, rows, pitchX, cellW, cellH, pitchY, dieH} =
    candidates.find((g) => g.dieH <= area.h) ?? grid(counts.perDiePhysical);
  const y = area.y + (area.h - dieH) / 2;
  const dies = Array.from({length: counts.dies}, (_, d) => ({x: area.x + d * (dieW + gap), y, w: dieW, h: dieH}));
  const cells = dies.flatMap((die, d) => {
    const off = disabledIndices(counts.perDiePhysical, counts.perDiePhysical - counts.perDieEnabled, d);
    return Array.from({length: counts.perDiePhysical}, (_, i) => ({
      x: die.x + pad + (i % columns) * pitchX,
      y: die.y + pad + Math.floor(i / columns) * pitchY,
      w: cellW,
      h: cellH,
      die: d,
      index: i,
      enabled: !off.has(i),
    }));
  });
  // an enabled SM near the middle of the first die
  const middle = Math.floor(rows / 2) * columns + Math.floor(columns / 2);
  const target = cells.find((c) => c.die === 0 && c.index >= middle && c.enabled) ?? cells[0];
  if (target === undefined) throw new Error('the GPU has no SMs');
  return {dies, cells, target};
}

/**
 * The zoom at progress z (eased, 0..1) as translate + scale: the scale grows geometrically, and
 * the target cell's corner travels with it, so the cell lands exactly on `to`.
 */
export function zoomTransform(from: Rect, to: Rect, z: number): {scale: number; dx: number; dy: number} {
  const end = to.w / from.w;
  const scale = end ** z;
  const w = end === 1 ? z : (scale - 1) / (end - 1);
  const px = from.x + (to.x - from.x) * w;
  const py = from.y + (to.y - from.y) * w;
  return {scale, dx: px - scale * from.x, dy: py - scale * from.y};
}
