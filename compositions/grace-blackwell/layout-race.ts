import {rect, type Point, type Rect} from '../../src/visual/geometry';

/** A lane: where its memory sits (the source block), its name above the track, the track its bar grows along. */
export type RaceLane = {label: Point; track: Rect; source: Rect};

export type RaceLayout = {
  lanes: RaceLane[];
  /** x of a time (seconds) on the log axis */
  xOf: (seconds: number) => number;
  axisY: number;
  /** the axis line, from the first tick to the last */
  axis: Rect;
  ticks: {seconds: number; x: number}[];
  /** the dashed box that sets the comparison server's lane apart */
  divider: Rect;
  /** the row above the lanes: what is read, on its left; the note that the times are best cases, on its right */
  header: Rect;
  /** the second lane's read once its data has been prefetched into HBM: a thin bar under that lane's track */
  prefetched: Rect;
  /** the prefetch itself: from the second lane's source block (LPDDR5X) up into the first's (HBM) */
  prefetchPath: Point[];
  /** what makes room for it: as much cold data from HBM down into LPDDR5X (HBM is full of the working set) */
  evictPath: Point[];
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
  const tops = [188, 376, 596];
  const laneTop = (i: number) => tops[i] ?? 150 + i * 200;
  const out = Array.from({length: lanes}, (_, i) => {
    const top = laneTop(i);
    const track = rect(x0, top + 52, x1 - x0, 64);
    // the memory a lane reads, level with its track's middle
    return {label: {x: x0, y: top}, track, source: rect(110, track.y + track.h / 2 - 42, 240, 84)};
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
    lanes: out,
    xOf,
    ticks,
    axisY: (last?.track.y ?? 0) + (last?.track.h ?? 0) + 52,
    axis: rect(x0, (last?.track.y ?? 0) + (last?.track.h ?? 0) + 52, x1 - x0, 0),
    // around the last lane: its name, its track and its memory
    divider: rect(
      90,
      lastTop - 14,
      x1 - 90 + 20,
      Math.max((last?.track.y ?? 0) + (last?.track.h ?? 0), (last?.source.y ?? 0) + (last?.source.h ?? 0)) +
        12 -
        (lastTop - 14),
    ),
    header: rect(110, 130, x1 - 110 + 20, 44),
    prefetched: second === undefined ? rect(0, 0, 0, 0) : rect(x0, second.track.y + second.track.h + 10, x1 - x0, 30),
    prefetchPath:
      first === undefined || second === undefined
        ? []
        : [
            {x: second.source.x + second.source.w * 0.25, y: second.source.y},
            {x: first.source.x + first.source.w * 0.25, y: first.source.y + first.source.h},
          ],
    evictPath:
      first === undefined || second === undefined
        ? []
        : [
            {x: first.source.x + first.source.w * 0.75, y: first.source.y + first.source.h},
            {x: second.source.x + second.source.w * 0.75, y: second.source.y},
          ],
  };
}

/** The race's bar of the path that takes `seconds`, as the race draws it when it has finished. */
export function finishedBar(race: RaceLayout, lane: number, seconds: number): Rect | null {
  const l = race.lanes[lane];
  return l === undefined ? null : rect(l.track.x, l.track.y, race.xOf(seconds) - l.track.x, l.track.h);
}
