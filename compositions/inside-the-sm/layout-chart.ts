import type {Rect} from '../../src/visual/geometry';

/**
 * Geometry of the utilization chart: one bar per warp count, heights from simulated values
 * (0..1). Pure.
 */
export type ChartBar = {warps: number; value: number; rect: Rect; centerX: number};

export type ChartLayout = {plot: Rect; bars: ChartBar[]; baseY: number; fullY: number};

export function layoutChart(plot: Rect, values: readonly number[], firstWarps: number): ChartLayout {
  const pitch = plot.w / Math.max(1, values.length);
  const width = pitch * 0.68;
  const baseY = plot.y + plot.h;
  const bars = values.map((value, i) => {
    const h = plot.h * Math.min(1, Math.max(0, value));
    const x = plot.x + i * pitch + (pitch - width) / 2;
    return {warps: firstWarps + i, value, centerX: x + width / 2, rect: {x, y: baseY - h, w: width, h}};
  });
  return {plot, bars, baseY, fullY: plot.y};
}
