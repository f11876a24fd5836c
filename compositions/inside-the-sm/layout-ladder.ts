import type {Rect} from '../../src/visual/geometry';

/**
 * Geometry of the memory ladder: one rung per level, widening as capacity grows, an
 * "off-chip" line between the last on-chip rung and HBM, and a latency bar per rung on a
 * log scale. Pure: latencies come in (cycles, from the model), rectangles go out.
 */
/**
 * A rung's latency in cycles; `from`: the rung is a range known only to its order of magnitude, from..latency;
 * no latency: the rung has no bar of its own (registers: operands every cycle).
 */
export type Rung = {id: string; latency?: number; from?: number};

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

/** A value's x on a linear scale whose right edge is `max`: past `max` the bar runs on, off the column (and the frame). */
export function linearX(value: number, bars: Rect, max: number): number {
  return bars.x + (bars.w * value) / max;
}

/**
 * The latency column's axis as the scene moves it: a linear axis whose right edge is `linearMax` cycles
 * (the camera pulls back by raising it), folding into the log scale as `fold` goes 0 → 1.
 */
export type LadderAxis = {linearMax: number; fold: number};

/** A value's x on an axis between linear and log. */
export function axisX(value: number, bars: Rect, axis: LadderAxis, min: number, max: number): number {
  return linearX(value, bars, axis.linearMax) * (1 - axis.fold) + logX(value, bars, min, max) * axis.fold;
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
    // under the latency label's two lines (a rung ~144 px tall at 1080p)
    const barY = y + height * 0.62;
    const end = r.from ?? r.latency;
    const bar = {x: bars.x, y: barY, w: end === undefined ? 0 : Math.max(0, x(end) - bars.x), h: height * 0.32};
    const range =
      r.from === undefined || r.latency === undefined
        ? undefined
        : {x: x(r.from), y: barY, w: Math.max(0, x(r.latency) - x(r.from)), h: height * 0.32};
    y += height + (i + 1 === o.firstOffChip ? offGap : gap);
    return {
      ...r,
      box,
      labelY: box.y + height / 2 - 22,
      bar,
      ...(range === undefined ? {} : {range}),
      latencyLabelY: box.y,
    };
  });
  const before = laid[o.firstOffChip - 1];
  const offY = before === undefined ? o.area.y : before.box.y + height + offGap / 2;
  const gridlines: number[] = [];
  for (let v = o.decade ** Math.ceil(Math.log(o.scaleMin) / Math.log(o.decade)); v <= o.scaleMax; v *= o.decade) {
    gridlines.push(logX(v, bars, o.scaleMin, o.scaleMax));
  }
  return {rungs: laid, offChip: {y: offY, x1: o.area.x, x2: o.area.x + o.area.w}, bars, gridlines};
}

/** The ladder with its rungs moved `dx` to the side (the latency column stays): centred while it stands alone, it makes room for the bars. */
export function shiftRungs(ladder: LadderLayout, dx: number): LadderLayout {
  if (dx === 0) return ladder;
  return {...ladder, rungs: ladder.rungs.map((r) => ({...r, box: {...r.box, x: r.box.x + dx}}))};
}

/** How far the rungs move right to stand centred in the frame's `width` (the latency column empty). */
export function centringShift(ladder: LadderLayout, width: number): number {
  const left = Math.min(...ladder.rungs.map((r) => r.box.x));
  const right = Math.max(...ladder.rungs.map((r) => r.box.x + r.box.w));
  return ladder.rungs.length === 0 ? 0 : width / 2 - (left + right) / 2;
}
