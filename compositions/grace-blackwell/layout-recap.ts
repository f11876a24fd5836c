import type {Carry} from '../../src/visual/continuity';
import {rect, type Point, type Rect} from '../../src/visual/geometry';
import {layoutGpuPackage, type GpuPackageLayout} from './layout-gpu-package';

/** px between a die's edge and the GPU name wrapped inside it */
const nameInset = 16;

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
  /** the outer die of each GPU, where its name goes (two lines), and the width the name wraps at */
  nameDies: Rect[];
  nameWidth: number;
  /** the second GPU's NV-HBI bridge, which the NV-HBI label under that GPU points at */
  nvhbiBridge: Rect;
  /** the two summary rows under the drawing: the module, its memory */
  rows: Rect[];
};

/**
 * Scene 10: the whole superchip as unified-memory drew it, every path named where it is drawn:
 * Grace in the middle with its LPDDR5X under it, a dual-die GPU with its stacks on each side joined
 * to Grace by C2C, and NVLink between the GPUs leaving the module for the rack's switch trays above
 * it (correction C17, docs/design.md); the module's two facts in two rows under the drawing.
 */
export function layoutRecap(gpuCount: number, dies: number, stacksPerDie: number, rowCount: number): RecapLayout {
  const grace = rect(800, 340, 320, 180);
  const lpddrBus = rect(900, grace.y + grace.h, 120, 36);
  const lpddr = rect(800, lpddrBus.y + lpddrBus.h, 320, 84);
  const gpuAreas = Array.from({length: gpuCount}, (_, i) => rect(i === 0 ? 110 : 1290, 280, 520, 306));
  const gpus = gpuAreas.map((a) => layoutGpuPackage(a, {dies, stacksPerDie, gap: 40, stackRow: 50, stackGap: 12}));
  const y = grace.y + grace.h / 2;
  const c2c = gpuAreas.map((a) =>
    a.x < grace.x
      ? [
          {x: grace.x, y},
          {x: a.x + a.w, y},
        ]
      : [
          {x: grace.x + grace.w, y},
          {x: a.x, y},
        ],
  );
  const switches = rect(200, 128, 1520, 140);
  // NVLink leaves each GPU between the top stacks of its outer die, through the gap between them
  const outerDie = (g: GpuPackageLayout | undefined, last: boolean) =>
    (last ? g?.dies[g.dies.length - 1] : g?.dies[0]) ?? grace;
  const from = outerDie(gpus[0], false);
  const to = outerDie(gpus[gpus.length - 1], true);
  // the run sits low in the trays: their name above it, clear of its widest stream
  const run = switches.y + switches.h - 40;
  const nvlink = [
    {x: from.x + from.w / 2, y: from.y},
    {x: from.x + from.w / 2, y: run},
    {x: to.x + to.w / 2, y: run},
    {x: to.x + to.w / 2, y: to.y},
  ];
  const nameDies = gpus.map((g, i) => outerDie(g, i > 0));
  const summaryTop = lpddr.y + lpddr.h + 80;
  return {
    lpddr,
    lpddrBus,
    grace,
    gpus,
    gpuAreas,
    c2c,
    switches,
    nvlink,
    nameDies,
    nameWidth: Math.min(...nameDies.map((d) => d.w)) - 2 * nameInset,
    nvhbiBridge: gpus[gpus.length - 1]?.bridges[0] ?? grace,
    rows: Array.from({length: rowCount}, (_, i) => rect(switches.x, summaryTop + i * 46, switches.w, 44)),
  };
}

/** The C2C wiring as straight runs, each the box its stroke of `width` covers (a run two paths share, drawn once). */
export function c2cRuns(c2c: Point[][], width: number): Rect[] {
  const seen = new Set<string>();
  const runs = c2c
    .flatMap((points) => points.slice(1).map((b, k) => ({a: points[k] as Point, b})))
    .filter(({a, b}) => {
      const key = `${a.x},${a.y},${b.x},${b.y}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return runs.map(({a, b}) =>
    rect(
      Math.min(a.x, b.x) - width / 2,
      Math.min(a.y, b.y) - width / 2,
      Math.abs(b.x - a.x) + width,
      Math.abs(b.y - a.y) + width,
    ),
  );
}

/**
 * `bar` cut into pieces along its length, one per target, each as long as its target's share of
 * `weights`; the cuts fall on whole pixels, so the pieces still read as one bar where they start.
 */
function cutAlong(bar: Rect, targets: Rect[], weights: number[]): Carry[] {
  const total = weights.reduce((s, w) => s + w, 0);
  let sum = 0;
  const cuts = [
    bar.x,
    ...weights.map((w, i) => {
      sum += w;
      return i === weights.length - 1 || total <= 0 ? bar.x + bar.w : Math.round(bar.x + (bar.w * sum) / total);
    }),
  ];
  return targets.map((to, i) => {
    const x = cuts[i] ?? bar.x;
    return {from: rect(x, bar.y, (cuts[i + 1] ?? x) - x, bar.h), to};
  });
}

/**
 * Race → recap (docs/design.md §Visual language, carried parts): the race's last picture (its end
 * record) has a bar per path; the two GB200 paths become the parts they measured. The own-HBM bar
 * breaks into the GPUs' HBM stacks (one equal piece per stack); the bar of Grace's memory over C2C
 * becomes the C2C wiring (one piece per straight run, as long as the run). The PCIe server's lane
 * has no part here.
 */
export function raceToRecap(
  bars: {ownHbm: Rect | null; overC2c: Rect | null},
  recap: RecapLayout,
  c2cWidth: number,
): {hbm: Carry[]; c2c: Carry[]} {
  const hbmBar = bars.ownHbm;
  const c2cBar = bars.overC2c;
  const stacks = recap.gpus.flatMap((g) => g.stacks.map((s) => s.rect));
  const runs = c2cRuns(recap.c2c, c2cWidth);
  return {
    hbm:
      hbmBar === null
        ? []
        : cutAlong(
            hbmBar,
            stacks,
            stacks.map(() => 1),
          ),
    c2c:
      c2cBar === null
        ? []
        : cutAlong(
            c2cBar,
            runs,
            runs.map((r) => Math.max(r.w, r.h) - c2cWidth),
          ),
  };
}
