import type {Point, Rect} from '../../src/visual/geometry';

/**
 * Geometry of the utilization chart: one bar per warp count, heights from simulated values
 * (0..1). Pure.
 */
export type ChartBar = {warps: number; value: number; rect: Rect; centerX: number};

export type ChartLayout = {
  plot: Rect;
  bars: ChartBar[];
  baseY: number;
  fullY: number;
  /** the 100 % line, as a box of no height (its value is named at its left) */
  fullLine: Rect;
  /** where the x axis's title stands: a point on the axis, right of the middle */
  axisTitle: Rect;
};

export function layoutChart(plot: Rect, values: readonly number[], firstWarps: number): ChartLayout {
  const pitch = plot.w / Math.max(1, values.length);
  const width = pitch * 0.68;
  const baseY = plot.y + plot.h;
  const bars = values.map((value, i) => {
    const h = plot.h * Math.min(1, Math.max(0, value));
    const x = plot.x + i * pitch + (pitch - width) / 2;
    return {warps: firstWarps + i, value, centerX: x + width / 2, rect: {x, y: baseY - h, w: width, h}};
  });
  return {
    plot,
    bars,
    baseY,
    fullY: plot.y,
    fullLine: {x: plot.x, y: plot.y, w: plot.w, h: 0},
    axisTitle: {x: plot.x + plot.w * 0.72, y: baseY, w: 0, h: 0},
  };
}

/**
 * The loads-in-flight picture under the chart (the how-many-warps scene's last beat): a row for a line of text, then
 * two tracks, one per warp count, each a load's round trip: out from the SM (a box at the left, under the plot's
 * start) to HBM (a box at the right) on the upper lane, the data back on the lower; the whole loop (`trips`) is as long
 * as the latency.
 */
export type InFlightLayout = {text: Rect; tracks: [Rect, Rect]; trips: [RoundTrip, RoundTrip]; sm: Rect; hbm: Rect};

/** A load's round trip along a track: out to HBM on the upper lane (the request), then down and back on the lower (the data). */
export type RoundTrip = {out: Point[]; back: Point[]};

/** px from a track's top and bottom edges to its lanes' centres: two lanes of 20 px dots, 4 px apart */
const laneInset = 13;

export function roundTrip(t: Rect): RoundTrip {
  const [out, back] = [t.y + laneInset, t.y + t.h - laneInset];
  return {
    out: [
      {x: t.x, y: out},
      {x: t.x + t.w, y: out},
    ],
    back: [
      {x: t.x + t.w, y: out},
      {x: t.x + t.w, y: back},
      {x: t.x, y: back},
    ],
  };
}

export function layoutInFlight(chart: ChartLayout, left: number, trackWidth: number): InFlightLayout {
  const top = chart.baseY + 64;
  const end = 112;
  const track = (i: number): Rect => ({x: chart.plot.x + end, y: top + 56 + i * 56, w: trackWidth, h: 50});
  const tracks: [Rect, Rect] = [track(0), track(1)];
  const span = {y: tracks[0].y - 6, h: tracks[1].y + tracks[1].h + 6 - (tracks[0].y - 6)};
  return {
    text: {x: left, y: top, w: chart.plot.x + chart.plot.w - left, h: 44},
    tracks,
    trips: [roundTrip(tracks[0]), roundTrip(tracks[1])],
    sm: {x: chart.plot.x, w: end, ...span},
    hbm: {x: tracks[0].x + trackWidth, w: end + 20, ...span},
  };
}
