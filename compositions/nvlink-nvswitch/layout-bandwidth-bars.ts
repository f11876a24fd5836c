/**
 * Per-direction bandwidth bars on one scale: the NVLink bar, the network card's bar, and tick
 * marks that cut the NVLink bar into network-card lengths (the ratio, seen). Pure.
 */
export type BarsLayout = {
  x: number;
  length: number;
  thickness: number;
  bars: {y: number; labelY: number; length: number}[];
  /** x positions of the ticks on the first bar */
  ticks: number[];
  ratioY: number;
  /** the rack's total (both ways, summed over GPUs), and under it the bisection (each way), one line each */
  totalY: number;
  bisectionY: number;
};

/** Where the why-it-matters scene draws its bars (the recap's entrance starts from them). */
export const whyBarsArea = {x: 200, y: 140, w: 1520};

/** The first (longest, NVLink) bar's box: it fills the scale. */
export function firstBarBox(layout: BarsLayout): {x: number; y: number; w: number; h: number} {
  return {x: layout.x, y: layout.bars[0]?.y ?? 0, w: layout.length, h: layout.thickness};
}

export function layoutBandwidthBars(values: readonly number[], area: {x: number; y: number; w: number}): BarsLayout {
  // four bars, the ratio and the total fit above a two-line caption (its top at 836 px)
  const thickness = 56;
  const labelBand = 56;
  const step = labelBand + thickness + 24;
  const max = Math.max(...values);
  const bars = values.map((v, i) => ({
    labelY: area.y + i * step,
    y: area.y + i * step + labelBand,
    length: (area.w * v) / max,
  }));
  const [first = 0, second = 0] = values;
  const ticks: number[] = [];
  if (second > 0)
    for (let i = 1; i * second < first - second / 2; i++) ticks.push(area.x + (area.w * i * second) / max);
  const after = area.y + values.length * step;
  return {
    x: area.x,
    length: area.w,
    thickness,
    bars,
    ticks,
    ratioY: after,
    totalY: after + 80,
    bisectionY: after + 150,
  };
}
