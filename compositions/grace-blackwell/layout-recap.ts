import type {Carry} from '../../src/visual/continuity';
import {centerOf, rect, type Point, type Rect} from '../../src/visual/geometry';
import {layoutGpuPackage, type GpuPackageLayout} from './layout-gpu-package';
import type {RaceLayout} from './layout-race';

export type RecapLayout = {
  lpddr: Rect;
  lpddrBus: Rect;
  grace: Rect;
  gpus: GpuPackageLayout[];
  gpuAreas: Rect[];
  c2c: Point[][];
  /** NVLink between the two GPUs (through the rack's switches, drawn as one bracket on their right) */
  nvlink: Point[];
  labels: {c2c: Point; nvlink: Point; nvhbi: Point; nvhbiBridge: Point; hbm: Point; lpddr: Point; gpus: Point[]};
  /** the recap lines, two columns: the module on the left, the paths on the right */
  lines: Point[];
};

/** Scene 10: the whole superchip, LPDDR5X → Grace → C2C → two dual-die GPUs with their stacks. */
export function layoutRecap(gpuCount: number, dies: number, stacksPerDie: number, lineCount: number): RecapLayout {
  const lpddr = rect(120, 270, 210, 200);
  const grace = rect(400, 240, 280, 260);
  const lpddrBus = rect(lpddr.x + lpddr.w, 330, grace.x - lpddr.x - lpddr.w, 80);
  const gpuAreas = Array.from({length: gpuCount}, (_, i) => rect(1000, 150 + i * 270, 660, 210));
  const gpus = gpuAreas.map((a) => layoutGpuPackage(a, {dies, stacksPerDie, gap: 40, stackRow: 38, stackGap: 10}));
  const y = grace.y + grace.h / 2;
  const junction = 900;
  const c2c = gpuAreas.map((a) => [{x: grace.x + grace.w, y}, {x: junction, y}, {x: junction, y: a.y + a.h / 2}, {x: a.x, y: a.y + a.h / 2}]);
  const bridge = gpus[0]?.bridges[0];
  const first = gpuAreas[0] ?? grace;
  const last = gpuAreas[gpuAreas.length - 1] ?? grace;
  const right = first.x + first.w + 60;
  const nvlink = [{x: first.x + first.w, y: first.y + first.h / 2}, {x: right, y: first.y + first.h / 2}, {x: right, y: last.y + last.h / 2}, {x: last.x + last.w, y: last.y + last.h / 2}];
  return {
    lpddr, lpddrBus, grace, gpus, gpuAreas, c2c, nvlink,
    labels: {
      c2c: {x: (grace.x + grace.w + junction) / 2, y: y - 50},
      // in the gap between the two GPUs, where the bracket joins them
      nvlink: {x: first.x + first.w / 2, y: (first.y + first.h + last.y) / 2 - 20},
      // above the first GPU's own bridge, not between the two GPUs: NV-HBI joins the dies of one GPU (correction C15 of the fact review, docs/design.md)
      nvhbi: {x: bridge === undefined ? 0 : bridge.x + bridge.w / 2, y: first.y - 48},
      // where its leader points: the middle of that bridge, inside the GPU
      nvhbiBridge: bridge === undefined ? {x: 0, y: 0} : centerOf(bridge),
      hbm: {x: first.x + first.w + 14, y: first.y},
      lpddr: {x: lpddr.x + lpddr.w / 2, y: lpddr.y + lpddr.h / 2 - 20},
      // each GPU's name on its first die, clear of the NV-HBI bridge
      gpus: gpus.map((g) => {
        const d = g.dies[0] ?? grace;
        return {x: d.x + d.w / 2, y: d.y + d.h / 2 - 20};
      }),
    },
    // first half in the left column (the module and its memory), the rest in the right (the paths)
    lines: Array.from({length: lineCount}, (_, i) => {
      const rows = Math.ceil(lineCount / 2);
      return {x: i < rows ? 120 : 900, y: 650 + (i % rows) * 54};
    }),
  };
}


/** The race's bar of the path that takes `seconds`, as the race draws it when it has finished. */
export function finishedBar(race: RaceLayout, lane: number, seconds: number): Rect | null {
  const l = race.lanes[lane];
  return l === undefined ? null : rect(l.track.x, l.track.y, race.xOf(seconds) - l.track.x, l.track.h);
}

/** The C2C wiring as straight runs, each the box its stroke of `width` covers: the shared run from Grace once, then each GPU's own runs. */
export function c2cRuns(c2c: Point[][], width: number): Rect[] {
  const runs = c2c.flatMap((points, i) => points.slice(1).map((b, k) => ({a: points[k] as Point, b, shared: i > 0 && k === 0})));
  return runs.filter((r) => !r.shared).map(({a, b}) =>
    rect(Math.min(a.x, b.x) - width / 2, Math.min(a.y, b.y) - width / 2, Math.abs(b.x - a.x) + width, Math.abs(b.y - a.y) + width));
}

/**
 * `bar` cut into pieces along its length, one per target, each as long as its target's share of
 * `weights`; the cuts fall on whole pixels, so the pieces still read as one bar where they start.
 */
function cutAlong(bar: Rect, targets: Rect[], weights: number[]): Carry[] {
  const total = weights.reduce((s, w) => s + w, 0);
  let sum = 0;
  const cuts = [bar.x, ...weights.map((w, i) => {
    sum += w;
    return i === weights.length - 1 || total <= 0 ? bar.x + bar.w : Math.round(bar.x + (bar.w * sum) / total);
  })];
  return targets.map((to, i) => {
    const x = cuts[i] ?? bar.x;
    return {from: rect(x, bar.y, (cuts[i + 1] ?? x) - x, bar.h), to};
  });
}

/**
 * Race → recap (docs/design.md §Visual language, carried parts): the race's last picture has a bar
 * per path; the two GB200 paths become the parts they measured. The own-HBM bar breaks into the
 * GPUs' HBM stacks (one equal piece per stack); the bar of Grace's memory over C2C becomes the C2C
 * wiring (one piece per straight run, as long as the run). The PCIe server's lane has no part here.
 */
export function raceToRecap(race: RaceLayout, times: {ownHbm: number; overC2c: number}, recap: RecapLayout, c2cWidth: number): {hbm: Carry[]; c2c: Carry[]} {
  const hbmBar = finishedBar(race, 0, times.ownHbm);
  const c2cBar = finishedBar(race, 1, times.overC2c);
  const stacks = recap.gpus.flatMap((g) => g.stacks.map((s) => s.rect));
  const runs = c2cRuns(recap.c2c, c2cWidth);
  return {
    hbm: hbmBar === null ? [] : cutAlong(hbmBar, stacks, stacks.map(() => 1)),
    c2c: c2cBar === null ? [] : cutAlong(c2cBar, runs, runs.map((r) => Math.max(r.w, r.h) - c2cWidth)),
  };
}
