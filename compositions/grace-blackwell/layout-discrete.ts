import {centerOf, rect, rowCells, type Point, type Rect} from '../../src/visual/geometry';

export type DiscreteLayout = {
  /** the server's outline, around both halves: one box, two memories */
  server: Rect;
  cpu: Rect;
  ddr5: Rect;
  gpu: Rect;
  hbm: Rect;
  /** the PCIe Gen5 x16 link, CPU → GPU */
  pcie: [Point, Point];
  /** where packets travel: host memory → CPU → PCIe → GPU → HBM */
  copyPath: Point[];
  /** data tiles in host memory and their copies arriving in HBM */
  sourceTiles: Rect[];
  copyTiles: Rect[];
  /** px of bus width per B/s when widths are drawn to scale */
  widthPerRate: number;
  /** the free column between the two halves, where the link's texts go: under the link, and between the memories */
  underLink: Rect;
  betweenMemories: Rect;
};

/** The discrete server's drawing constants, shared by its scene and the next scene's entrance. */
export const discreteTiles = 8;
export const discretePcieWidth = 6;

/** Scene 2: a conventional server, CPU + DDR5 on the left, GPU + HBM on the right. */
export function layoutDiscrete(o: {tiles: number; pcieRate: number; pcieWidth: number}): DiscreteLayout {
  const cpu = rect(130, 220, 480, 260);
  const ddr5 = rect(130, 620, 480, 150);
  const gpu = rect(1310, 220, 480, 260);
  const hbm = rect(1310, 620, 480, 150);
  const y = centerOf(cpu).y;
  // packets skirt the chips' names: down the CPU's right side, across, down the GPU's left side
  const cx = cpu.x + cpu.w - 60;
  const gx = gpu.x + 60;
  const tileRow = (m: Rect) => rowCells(o.tiles, rect(m.x + 24, m.y + m.h - 56, m.w - 48, 36), 12);
  return {
    server: rect(100, 140, 1720, 660),
    cpu,
    ddr5,
    gpu,
    hbm,
    underLink: rect(cpu.x + cpu.w, y, gpu.x - cpu.x - cpu.w, cpu.y + cpu.h - y),
    betweenMemories: rect(cpu.x + cpu.w, ddr5.y, gpu.x - cpu.x - cpu.w, ddr5.h),
    pcie: [
      {x: cpu.x + cpu.w, y},
      {x: gpu.x, y},
    ],
    // from the top edge of one memory to the top edge of the other: packets never cross the labels inside the chips
    copyPath: [
      {x: cx, y: ddr5.y - 12},
      {x: cx, y},
      {x: gx, y},
      {x: gx, y: hbm.y - 12},
    ],
    sourceTiles: tileRow(ddr5),
    copyTiles: tileRow(hbm),
    widthPerRate: o.pcieWidth / o.pcieRate,
  };
}

/** A vertical bus between a chip and its memory, centred, `width` px wide. */
export function busBetween(chip: Rect, memory: Rect, width: number): Rect {
  const cx = centerOf(chip).x;
  return rect(cx - width / 2, chip.y + chip.h, width, memory.y - chip.y - chip.h);
}
