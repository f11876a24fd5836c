import {evenColumnsFor, gridCells, lerpRect, rect, type Point, type Rect} from '../../src/visual/geometry';
import {layoutGpuPackage} from './layout-gpu-package';

export type DualDieLayout = {
  /** the GPU's outline around its dies: one GPU */
  outline: Rect;
  dies: Rect[];
  bridges: Rect[];
  l2: Rect;
  /** SM cells per die, above and below the L2 */
  sms: Rect[];
  labels: {transistors: Point; nvhbi: Point; l2: Point};
};

const centred = rect(260, 190, 1400, 500);
const aside = rect(110, 260, 760, 390);

/**
 * Scene 6: the GPU as two dies. `open` 0..1 parts the dies (0: one block); `aside` 0..1 moves
 * the GPU left to make room for the comparison.
 */
export function layoutDualDie(dies: number, smPerDie: number, open: number, toSide: number): DualDieLayout {
  const area = lerpRect(centred, aside, toSide);
  const gap = 80 * open * (1 - 0.25 * toSide);
  const pkg = layoutGpuPackage(area, {dies, stacksPerDie: 0, gap, stackRow: 0, stackGap: 0});
  const sms = pkg.dies.flatMap((d) => {
    const pad = 14;
    const top = rect(d.x + pad, d.y + pad, d.w - 2 * pad, pkg.l2.y - d.y - 2 * pad);
    const bottomY = pkg.l2.y + pkg.l2.h + pad;
    const bottom = rect(d.x + pad, bottomY, d.w - 2 * pad, d.y + d.h - pad - bottomY);
    const half = Math.ceil(smPerDie / 2);
    return [
      ...gridCells(half, top, 6, evenColumnsFor(half, top)),
      ...gridCells(smPerDie - half, bottom, 6, evenColumnsFor(smPerDie - half, bottom)),
    ];
  });
  const outline = rect(area.x - 20, area.y - 20, area.w + 40, area.h + 40);
  return {
    outline,
    dies: pkg.dies,
    bridges: pkg.bridges,
    l2: pkg.l2,
    sms,
    labels: {
      transistors: {x: area.x + area.w / 2, y: outline.y - 64},
      nvhbi: {x: area.x + area.w / 2, y: outline.y + outline.h + 16},
      l2: {x: area.x + area.w / 2, y: pkg.l2.y + pkg.l2.h / 2 - 22},
    },
  };
}

export type CompareRow = {label: Point; before: Rect; after: Rect};

/**
 * The H100 → Blackwell bars: one row per metric under its title, each on its own scale (the longer
 * bar = full length); each bar carries its own short label and number, so no legend is needed.
 */
export function layoutCompare(ratios: number[]): {rows: CompareRow[]} {
  const x = 960;
  const length = 840;
  const thickness = 48;
  const rows = ratios.map((r, i) => {
    const top = 170 + i * 200;
    return {
      label: {x, y: top},
      before: rect(x, top + 52, length / r, thickness),
      after: rect(x, top + 52 + thickness + 10, length, thickness),
    };
  });
  return {rows};
}
