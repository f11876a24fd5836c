import {rect, type Point, type Rect} from '../../src/visual/geometry';

export type RaceLane = {label: Point; track: Rect};

export type RaceLayout = {
  lanes: RaceLane[];
  /** x of a time (seconds) on the log axis */
  xOf: (seconds: number) => number;
  axisY: number;
  ticks: {seconds: number; x: number}[];
  /** the dashed line that sets the comparison server apart, and the box around its lane */
  divider: Rect;
  header: Point;
};

/** Scene 9: three lanes on one log time axis from `from` to `to` seconds, one tick per decade. */
export function layoutRace(lanes: number, from: number, to: number): RaceLayout {
  const x0 = 160;
  const x1 = 1760;
  const decades = Math.log10(to / from);
  const xOf = (s: number) => x0 + ((x1 - x0) * Math.log10(Math.max(from, Math.min(to, s)) / from)) / decades;
  const laneTop = (i: number) => 205 + i * 118 + (i === lanes - 1 ? 34 : 0);
  const out = Array.from({length: lanes}, (_, i) => ({label: {x: x0, y: laneTop(i)}, track: rect(x0, laneTop(i) + 50, x1 - x0, 40)}));
  const ticks = Array.from({length: Math.round(decades) + 1}, (_, k) => {
    const seconds = from * 10 ** k;
    return {seconds, x: xOf(seconds)};
  });
  const last = out[out.length - 1];
  return {
    lanes: out, xOf, ticks,
    axisY: (last?.track.y ?? 0) + (last?.track.h ?? 0) + 44,
    divider: rect(x0 - 20, (last?.label.y ?? 0) - 22, x1 - x0 + 40, 2),
    header: {x: x0, y: 148},
  };
}
