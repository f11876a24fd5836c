import {evenColumnsFor, gridCells, rect, type Point, type Rect} from '../../src/visual/geometry';
import {frameSize} from '../../src/visual/tokens';

export type GraceLayout = {
  /** Grace alone in the first beat: the same drawing, larger and centred in the frame */
  graceAlone: Rect;
  grace: Rect;
  cores: Rect[];
  l3: Rect;
  lpddr: Rect;
  lpddrBus: Rect;
  gpus: Rect[];
  /** NVLink-C2C from Grace to the GPUs */
  c2c: Point[][];
  /** data streaming from LPDDR5X up through Grace's cores and out over C2C to each GPU */
  feedPaths: Point[][];
  /** the launches beat's contrast: the old server's PCIe path, the long way round from Grace to the second GPU */
  ghostPcie: Point[];
  /** the ghost path's bottom run, which its label sits under */
  ghostRun: Rect;
  /** top centre of the cores' label, under the grid */
  coresLabel: Point;
  /** top left of the C2C name, beside the link's junction between the GPUs */
  c2cLabel: Point;
};

/** The GPUs' column right of Grace, one above the other (as the nvlink-c2c scene draws them). */
const gpuColumn = rect(1440, 150, 360, 460);
const gpuGap = 100;

/** How much larger Grace is drawn while it is alone (the cores beat), before its memory and GPUs join. */
const aloneScale = 1.32;

/**
 * Scene 4: Grace up close (alone in the first beat, larger and centred; it moves up and left into
 * `grace` as the memory beat builds),
 * its cores in a grid and L3 under them; LPDDR5X directly under Grace, so the memory beat keeps the
 * drawing centred; the GPUs it feeds in a column on the right, one C2C junction between them.
 * The feed runs up from LPDDR5X right of its texts, through Grace in a channel beside the cores and L3, and out over C2C.
 */
/** px: the channel at Grace's right edge that the feed climbs in, beside the cores and L3 (a flow dot is 20 px) */
export const feedChannel = 60;

export function layoutGrace(coreCount: number, gpuCount: number): GraceLayout {
  const grace = rect(250, 125, 1060, 470);
  // the cores and L3 leave a channel on Grace's right for the feed, so its dots climb beside them, not over them
  const inner = {x: grace.x + 30, w: grace.w - 30 - feedChannel};
  const coreArea = rect(inner.x, grace.y + 70, inner.w, 246);
  const cores = gridCells(coreCount, coreArea, 10, evenColumnsFor(coreCount, coreArea));
  const l3 = rect(inner.x, grace.y + grace.h - 84, inner.w, 60);
  // the memory bus under Grace, on the right as far as the feed's channel, so the feed climbs out of LPDDR5X within it
  const lpddrBus = rect(grace.x + 60, grace.y + grace.h, grace.w - 60 - feedChannel / 6, 28);
  const lpddr = rect(grace.x, lpddrBus.y + lpddrBus.h, grace.w, 180);
  const gpuH = (gpuColumn.h - gpuGap * (gpuCount - 1)) / gpuCount;
  const gpus = Array.from({length: gpuCount}, (_, i) =>
    rect(gpuColumn.x, gpuColumn.y + i * (gpuH + gpuGap), gpuColumn.w, gpuH),
  );
  const hubY = gpuColumn.y + gpuColumn.h / 2;
  const hubX = (grace.x + grace.w + gpuColumn.x) / 2;
  const c2c = gpus.map((g) => [
    {x: grace.x + grace.w, y: hubY},
    {x: hubX, y: hubY},
    {x: hubX, y: g.y + g.h / 2},
    {x: g.x, y: g.y + g.h / 2},
  ]);
  // up from LPDDR5X beside its texts, through Grace in its channel right of L3 and the cores, out over C2C
  const through = grace.x + grace.w - feedChannel / 2;
  const feedPaths = c2c.map((path) => [{x: through, y: lpddr.y + lpddr.h - 30}, {x: through, y: hubY}, ...path]);
  const last = cores[cores.length - 1] ?? coreArea;
  const graceAlone = rect(
    (frameSize.width - grace.w * aloneScale) / 2,
    (frameSize.height - grace.h * aloneScale) / 2,
    grace.w * aloneScale,
    grace.h * aloneScale,
  );
  // the long way round under the C2C junction: out of Grace's lower right, below the second GPU, up into it
  const lowest = gpus[gpus.length - 1] ?? gpuColumn;
  const ghostX = lowest.x + lowest.w / 2;
  const ghostY = lowest.y + lowest.h + 50;
  const ghostFrom = grace.y + grace.h - 40;
  const ghostPcie = [
    {x: grace.x + grace.w, y: ghostFrom},
    {x: hubX, y: ghostFrom},
    {x: hubX, y: ghostY},
    {x: ghostX, y: ghostY},
    {x: ghostX, y: lowest.y + lowest.h},
  ];
  return {
    graceAlone,
    grace,
    cores,
    l3,
    lpddr,
    lpddrBus,
    gpus,
    c2c,
    feedPaths,
    ghostPcie,
    ghostRun: rect(hubX, ghostY, ghostX - hubX, 0),
    coresLabel: {x: coreArea.x + coreArea.w / 2, y: last.y + last.h + 10},
    c2cLabel: {x: gpuColumn.x + 24, y: hubY - 20},
  };
}
