import {rect, rowCells, type Point, type Rect} from '../../src/visual/geometry';

/** Cache-line slots drawn in Grace and in the first GPU; the one both sides share. */
export const c2cLineSlots = 8;
export const c2cSharedSlot = 5;

export type C2cLayout = {
  grace: Rect;
  gpus: Rect[];
  /** one path per GPU, all leaving Grace's side as one link */
  c2c: Point[][];
  /** cache-line slots inside Grace and inside the first GPU */
  cpuLines: Rect[];
  gpuLines: Rect[];
  /** the shared run of the link, from Grace's side to the junction where it splits (its texts sit above and below it) */
  run: Rect;
  /** the bars: where each starts, the longest bar's length, each row's top */
  bars: {x: number; length: number; thickness: number; rows: number[]};
};

/** Scene 5: Grace on the left, one C2C link branching to the GPUs, bars for both links below. */
export function layoutC2c(gpuCount: number, lineSlots: number): C2cLayout {
  const grace = rect(110, 150, 440, 300);
  const gpuH = (360 - 50 * (gpuCount - 1)) / gpuCount;
  const gpus = Array.from({length: gpuCount}, (_, i) => rect(1360, 120 + i * (gpuH + 50), 450, gpuH));
  const y = grace.y + grace.h / 2;
  const junction = 1290;
  const c2c = gpus.map((g) => [
    {x: grace.x + grace.w, y},
    {x: junction, y},
    {x: junction, y: g.y + g.h / 2},
    {x: g.x, y: g.y + g.h / 2},
  ]);
  const slots = (r: Rect) => rowCells(lineSlots, rect(r.x + 24, r.y + r.h - 52, r.w - 48, 30), 8);
  const first = gpus[0] ?? grace;
  return {
    grace,
    gpus,
    c2c,
    run: rect(grace.x + grace.w, y, junction - grace.x - grace.w, 0),
    cpuLines: slots(grace),
    gpuLines: slots(first),
    bars: {x: 580, length: 1230, thickness: 64, rows: [560, 676]},
  };
}
