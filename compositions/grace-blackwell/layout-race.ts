import {rect, type Point, type Rect} from '../../src/visual/geometry';

/** A lane: where its memory sits (the source block), its name above the track, the track its bar grows along. */
export type RaceLane = {label: Point; track: Rect; source: Rect};

export type RaceLayout = {
  lanes: RaceLane[];
  /** x of a time (seconds) on the log axis */
  xOf: (seconds: number) => number;
  axisY: number;
  ticks: {seconds: number; x: number}[];
  /** the dashed box that sets the comparison server's lane apart */
  divider: Rect;
  header: Point;
  /** the second lane's read once its data has been prefetched into HBM: a thin bar under that lane's track */
  prefetched: Rect;
  /** the prefetch itself: from the second lane's source block (LPDDR5X) up into the first's (HBM) */
  prefetchPath: Point[];
};

/**
 * Scene 9: three lanes on one log time axis from `from` to `to` seconds, one tick per decade; each
 * lane starts at the memory it reads (the source blocks carried from unified-memory's bar), the
 * PCIe server's lane set apart in a dashed box.
 */
export function layoutRace(lanes: number, from: number, to: number): RaceLayout {
  const x0 = 420;
  const x1 = 1790;
  const decades = Math.log10(to / from);
  const xOf = (s: number) => x0 + ((x1 - x0) * Math.log10(Math.max(from, Math.min(to, s)) / from)) / decades;
  const tops = [195, 385, 610];
  const laneTop = (i: number) => tops[i] ?? 150 + i * 200;
  const out = Array.from({length: lanes}, (_, i) => {
    const top = laneTop(i);
    return {label: {x: x0, y: top}, track: rect(x0, top + 52, x1 - x0, 64), source: rect(110, top + 30, 240, 110)};
  });
  const ticks = Array.from({length: Math.round(decades) + 1}, (_, k) => {
    const seconds = from * 10 ** k;
    return {seconds, x: xOf(seconds)};
  });
  const last = out[out.length - 1];
  const first = out[0];
  const second = out[1];
  const lastTop = last?.label.y ?? 0;
  return {
    lanes: out, xOf, ticks,
    axisY: (last?.track.y ?? 0) + (last?.track.h ?? 0) + 40,
    divider: rect(90, lastTop - 16, x1 - 90 + 20, (last?.track.y ?? 0) + (last?.track.h ?? 0) + 16 - (lastTop - 16)),
    header: {x: 110, y: 122},
    prefetched: second === undefined ? rect(0, 0, 0, 0) : rect(x0, second.track.y + second.track.h + 10, x1 - x0, 30),
    prefetchPath: first === undefined || second === undefined ? [] : [
      {x: second.source.x + second.source.w * 0.25, y: second.source.y},
      {x: first.source.x + first.source.w * 0.25, y: first.source.y + first.source.h},
    ],
  };
}
