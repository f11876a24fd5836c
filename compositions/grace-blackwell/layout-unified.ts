import {rect, type Rect} from '../../src/visual/geometry';

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
 * CUDA device and stays empty (correction C2 of the fact review, docs/design.md §Facts).
 */
export function fillSegments(size: number, hbmPerGpu: number, gpus: number): number[] {
  const own = Math.min(size, hbmPerGpu);
  const spill = Math.max(0, size - hbmPerGpu);
  return [own, ...Array.from({length: gpus - 1}, () => 0), spill];
}
