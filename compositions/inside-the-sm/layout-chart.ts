import type {SizedRect} from '../../src/visual/geometry';

/**
 * Geometry of the utilization chart: one bar per warp count, heights from simulated values
 * (0..1). Pure.
 */
export type ChartBar = {warps: number; value: number; rect: SizedRect; centerX: number};

export type ChartLayout = {plot: SizedRect; bars: ChartBar[]; baseY: number; fullY: number};

export function layoutChart(plot: SizedRect, values: readonly number[], firstWarps: number): ChartLayout {
  const pitch = plot.width / Math.max(1, values.length);
  const width = pitch * 0.68;
  const baseY = plot.y + plot.height;
  const bars = values.map((value, i) => {
    const h = plot.height * Math.min(1, Math.max(0, value));
    const x = plot.x + i * pitch + (pitch - width) / 2;
    return {warps: firstWarps + i, value, centerX: x + width / 2, rect: {x, y: baseY - h, width, height: h}};
  });
  return {plot, bars, baseY, fullY: plot.y};
}
