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
  /** NVLink-C2C: one run from Grace's side to each GPU */
  c2c: Point[][];
  /** the rack's NVLink switch trays, above the module */
  switches: Rect;
  /** NVLink between the two GPUs: up out of the first, across the switch trays, down into the second */
  nvlink: Point[];
  labels: {c2c: Point; nvlink: Point; nvhbi: Point; nvhbiBridge: Point; hbm: Point; lpddr: Point; gpus: Point[]};
  /** the recap lines, two columns: the module on the left, the paths on the right */
  lines: Point[];
};

/**
 * Scene 10: the whole superchip as unified-memory drew it: Grace in the middle with its LPDDR5X
 * under it, a dual-die GPU with its stacks on each side joined to Grace by C2C, and NVLink between
 * the GPUs leaving the module for the rack's switch trays above it (correction C17, docs/design.md).
 */
export function layoutRecap(gpuCount: number, dies: number, stacksPerDie: number, lineCount: number): RecapLayout {
  const grace = rect(800, 350, 320, 200);
  const lpddrBus = rect(900, 550, 120, 36);
  const lpddr = rect(800, 586, 320, 84);
  const gpuAreas = Array.from({length: gpuCount}, (_, i) => rect(i === 0 ? 110 : 1250, 290, 560, 320));
  const gpus = gpuAreas.map((a) => layoutGpuPackage(a, {dies, stacksPerDie, gap: 40, stackRow: 50, stackGap: 12}));
  const y = grace.y + grace.h / 2;
  const c2c = gpuAreas.map((a) => (a.x < grace.x
    ? [{x: grace.x, y}, {x: a.x + a.w, y}]
    : [{x: grace.x + grace.w, y}, {x: a.x, y}]));
  const switches = rect(200, 106, 1520, 134);
  // NVLink leaves each GPU between the top stacks of its outer die, through the gap between them
  const outer = (g: GpuPackageLayout | undefined, last: boolean) => {
    const d = last ? g?.dies[g.dies.length - 1] : g?.dies[0];
    return d === undefined ? {x: 0, y: 0} : {x: d.x + d.w / 2, y: d.y};
  };
  const from = outer(gpus[0], false);
  const to = outer(gpus[gpus.length - 1], true);
  const run = switches.y + switches.h - 40;
  const nvlink = [from, {x: from.x, y: run}, {x: to.x, y: run}, to];
  const bridge = gpus[0]?.bridges[0];
  const first = gpuAreas[0] ?? grace;
  return {
    lpddr, lpddrBus, grace, gpus, gpuAreas, c2c, switches, nvlink,
    labels: {
      c2c: {x: grace.x + grace.w / 2, y: grace.y - 50},
      nvlink: {x: switches.x + switches.w / 2, y: switches.y + 6},
      // under the first GPU, pointing at its own bridge: NV-HBI joins the dies of one GPU (correction C15 of the fact review, docs/design.md)
      nvhbi: {x: first.x, y: first.y + first.h + 14},
      nvhbiBridge: bridge === undefined ? {x: 0, y: 0} : centerOf(bridge),
      hbm: {x: first.x, y: first.y - 46},
      lpddr: {x: lpddr.x + lpddr.w / 2, y: lpddr.y + lpddr.h / 2 - 22},
      // each GPU's name on its outer die, clear of the NV-HBI bridge and the NVLink run
      gpus: gpus.map((g, i) => {
        const d = (i === 0 ? g.dies[0] : g.dies[g.dies.length - 1]) ?? grace;
        return {x: d.x + d.w / 2, y: d.y + d.h / 2 - 22};
      }),
    },
    // first half in the left column (the module and its memory), the rest in the right (the paths)
    lines: Array.from({length: lineCount}, (_, i) => {
      const rows = Math.ceil(lineCount / 2);
      return {x: i < rows ? 110 : 930, y: 696 + (i % rows) * 48};
    }),
  };
}


/** The race's bar of the path that takes `seconds`, as the race draws it when it has finished. */
export function finishedBar(race: RaceLayout, lane: number, seconds: number): Rect | null {
  const l = race.lanes[lane];
  return l === undefined ? null : rect(l.track.x, l.track.y, race.xOf(seconds) - l.track.x, l.track.h);
}

/** The C2C wiring as straight runs, each the box its stroke of `width` covers (a run two paths share, drawn once). */
export function c2cRuns(c2c: Point[][], width: number): Rect[] {
  const seen = new Set<string>();
  const runs = c2c.flatMap((points) => points.slice(1).map((b, k) => ({a: points[k] as Point, b}))).filter(({a, b}) => {
    const key = `${a.x},${a.y},${b.x},${b.y}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return runs.map(({a, b}) =>
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
