import {rect, type Point, type Rect} from '../../src/visual/geometry';
import {layoutGpuPackage, type GpuPackageLayout} from './layout-gpu-package';

export type RecapLayout = {
  lpddr: Rect;
  lpddrBus: Rect;
  grace: Rect;
  gpus: GpuPackageLayout[];
  gpuAreas: Rect[];
  c2c: Point[][];
  labels: {c2c: Point; nvhbi: Point; hbm: Point; lpddr: Point; gpus: Point[]};
  /** the recap lines, two columns */
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
  return {
    lpddr, lpddrBus, grace, gpus, gpuAreas, c2c,
    labels: {
      c2c: {x: (grace.x + grace.w + junction) / 2, y: y - 50},
      // above the first GPU's own bridge, not between the two GPUs: NV-HBI joins the dies of one GPU (correction C15 of the fact review, docs/design.md §Facts)
      nvhbi: {x: bridge === undefined ? 0 : bridge.x + bridge.w / 2, y: first.y - 48},
      hbm: {x: first.x + first.w + 14, y: first.y},
      lpddr: {x: lpddr.x + lpddr.w / 2, y: lpddr.y + lpddr.h / 2 - 20},
      // each GPU's name on its first die, clear of the NV-HBI bridge
      gpus: gpus.map((g) => {
        const d = g.dies[0] ?? grace;
        return {x: d.x + d.w / 2, y: d.y + d.h / 2 - 20};
      }),
    },
    lines: Array.from({length: lineCount}, (_, i) => ({x: i % 2 === 0 ? 120 : 1000, y: 660 + Math.floor(i / 2) * 62})),
  };
}
