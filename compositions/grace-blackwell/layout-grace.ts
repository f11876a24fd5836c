import {evenColumnsFor, gridCells, rect, rowCells, type Point, type Rect} from '../../src/visual/geometry';

export type GraceLayout = {
  grace: Rect;
  cores: Rect[];
  l3: Rect;
  lpddr: Rect;
  lpddrBus: Rect;
  gpus: Rect[];
  /** NVLink-C2C from Grace to the GPUs */
  c2c: Point[][];
  /** data streaming from LPDDR5X through Grace to each GPU */
  feedPaths: Point[][];
  /** top centre of the cores' label, under the grid */
  coresLabel: Point;
  /** top left of the C2C name, above the link's upper run */
  c2cLabel: Point;
};

/** Scene 4: Grace zoomed in, its cores in a grid, L3 under them, LPDDR5X and the GPUs it feeds on the right. */
export function layoutGrace(coreCount: number, gpuCount: number): GraceLayout {
  const grace = rect(120, 170, 960, 610);
  const coreArea = rect(150, 236, 900, 390);
  const cores = gridCells(coreCount, coreArea, 12, evenColumnsFor(coreCount, coreArea));
  const l3 = rect(150, 696, 900, 60);
  const lpddr = rect(1180, 170, 620, 230);
  const lpddrBus = rect(grace.x + grace.w, 250, lpddr.x - grace.x - grace.w, 70);
  const gpus = rowCells(gpuCount, rect(1240, 530, 560, 150), 20);
  const hubY = 600;
  const hubX = 1140;
  const c2c = gpus.map((g) => [{x: grace.x + grace.w, y: hubY}, {x: hubX, y: hubY}, {x: hubX, y: g.y - 30}, {x: g.x + g.w / 2, y: g.y - 30}, {x: g.x + g.w / 2, y: g.y}]);
  // through the cores (Grace prepares the data) and out over C2C
  const through = grace.x + grace.w - 150;
  const feedPaths = c2c.map((path) => [{x: lpddr.x + 40, y: 285}, {x: through, y: 285}, {x: through, y: hubY}, ...path]);
  const last = cores[cores.length - 1] ?? coreArea;
  return {grace, cores, l3, lpddr, lpddrBus, gpus, c2c, feedPaths, coresLabel: {x: grace.x + grace.w / 2, y: last.y + last.h + 14}, c2cLabel: {x: hubX + 14, y: (gpus[0]?.y ?? 0) - 30 - 48}};
}
