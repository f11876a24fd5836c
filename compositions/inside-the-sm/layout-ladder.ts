import type {Rect} from '../../src/visual/geometry';

/**
 * Geometry of the memory ladder: one rung per level, widening as capacity grows, an
 * "off-chip" line between the last on-chip rung and HBM, and a latency bar per rung on a
 * log scale. Pure: latencies come in (cycles, from the model), rectangles go out.
 */
/** A rung's latency in cycles; `from`: the rung is a range known only to its order of magnitude, from..latency. */
export type Rung = {id: string; latency: number; from?: number};

/** `bar` runs to the latency (for a range, to its low end); `range` is the uncertain span of a range rung. */
export type RungLayout = Rung & {box: Rect; labelY: number; bar: Rect; range?: Rect; latencyLabelY: number};

export type LadderLayout = {
  rungs: RungLayout[];
  /** y of the off-chip line, and its x extent */
  offChip: {y: number; x1: number; x2: number};
  /** the bars' column and the x of each decade gridline (1, 10, 100… cycles) */
  bars: Rect;
  gridlines: number[];
};

export type LadderOptions = {
  area: Rect;
  /** index of the first off-chip rung */
  firstOffChip: number;
  /** where the latency column starts */
  barsX: number;
  /** log scale: the smallest and largest value the column spans */
  scaleMin: number;
  scaleMax: number;
  /** gridline spacing factor (10: one per decade) */
  decade: number;
};

/** A value's x on the log scale of [x, x + width]. */
export function logX(value: number, bars: Rect, min: number, max: number): number {
  return bars.x + (bars.w * Math.log(value / min)) / Math.log(max / min);
}

export function layoutLadder(rungs: Rung[], o: LadderOptions): LadderLayout {
  const gap = 36;
  const offGap = 84;
  const n = rungs.length;
  const height = (o.area.h - gap * (n - 2) - offGap) / n;
  const ladderW = o.barsX - o.area.x - 56;
  const bars = {x: o.barsX, y: o.area.y, w: o.area.x + o.area.w - o.barsX, h: o.area.h};
  let y = o.area.y;
  const laid = rungs.map((r, i) => {
    const width = ladderW * (0.64 + (0.36 * i) / Math.max(1, n - 1));
    const box = {x: o.area.x + (ladderW - width) / 2, y, w: width, h: height};
    const x = (v: number) => logX(v, bars, o.scaleMin, o.scaleMax);
    const barY = y + height * 0.52;
    const bar = {x: bars.x, y: barY, w: Math.max(0, x(r.from ?? r.latency) - bars.x), h: height * 0.36};
    const range = r.from === undefined ? undefined : {x: x(r.from), y: barY, w: Math.max(0, x(r.latency) - x(r.from)), h: height * 0.36};
    y += height + (i + 1 === o.firstOffChip ? offGap : gap);
    return {...r, box, labelY: box.y + height / 2 - 22, bar, ...(range === undefined ? {} : {range}), latencyLabelY: box.y + 4};
  });
  const before = laid[o.firstOffChip - 1];
  const offY = before === undefined ? o.area.y : before.box.y + height + offGap / 2;
  const gridlines: number[] = [];
  for (let v = o.decade ** Math.ceil(Math.log(o.scaleMin) / Math.log(o.decade)); v <= o.scaleMax; v *= o.decade) {
    gridlines.push(logX(v, bars, o.scaleMin, o.scaleMax));
  }
  return {rungs: laid, offChip: {y: offY, x1: o.area.x, x2: o.area.x + o.area.w}, bars, gridlines};
}
