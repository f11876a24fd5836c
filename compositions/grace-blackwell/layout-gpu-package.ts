import {rect, rowCells, type Rect} from '../../src/visual/geometry';

export type GpuPackageLayout = {
  dies: Rect[];
  /** the NV-HBI bridge in each gap between neighbouring dies */
  bridges: Rect[];
  /** the shared L2: one band across every die and bridge */
  l2: Rect;
  /** HBM stacks: per die, half along its top edge and half along its bottom edge */
  stacks: {rect: Rect; die: number}[];
  /** a short bus from each stack to its die */
  buses: Rect[];
};

export type GpuPackageOptions = {
  dies: number;
  stacksPerDie: number;
  /** gap between dies, where NV-HBI sits */
  gap: number;
  /** height of a stack row above and below the dies (0: no stacks) */
  stackRow: number;
  /** space between a stack row and the dies */
  stackGap: number;
};

/** A Blackwell GPU seen from above: dies side by side, NV-HBI between, HBM stacks above and below. */
export function layoutGpuPackage(area: Rect, o: GpuPackageOptions): GpuPackageLayout {
  const rows = o.stackRow > 0 ? 2 : 0;
  const dieY = area.y + (rows > 0 ? o.stackRow + o.stackGap : 0);
  const dieH = area.h - (rows > 0 ? 2 * (o.stackRow + o.stackGap) : 0);
  const dies = rowCells(o.dies, rect(area.x, dieY, area.w, dieH), o.gap);
  const bridges = dies.slice(1).map((d, i) => {
    const left = dies[i] as Rect;
    return rect(left.x + left.w, d.y + d.h * 0.2, o.gap, d.h * 0.6);
  });
  const l2 = rect(area.x + 12, dieY + dieH * 0.42, area.w - 24, dieH * 0.16);
  const stacks: {rect: Rect; die: number}[] = [];
  const buses: Rect[] = [];
  if (rows > 0) {
    const perRow = Math.ceil(o.stacksPerDie / 2);
    dies.forEach((d, die) => {
      const top = rowCells(perRow, rect(d.x + 8, area.y, d.w - 16, o.stackRow), 16);
      const bottom = rowCells(
        o.stacksPerDie - perRow,
        rect(d.x + 8, area.y + area.h - o.stackRow, d.w - 16, o.stackRow),
        16,
      );
      for (const s of top) {
        stacks.push({rect: s, die});
        buses.push(rect(s.x + s.w * 0.3, s.y + s.h, s.w * 0.4, o.stackGap));
      }
      for (const s of bottom) {
        stacks.push({rect: s, die});
        buses.push(rect(s.x + s.w * 0.3, s.y - o.stackGap, s.w * 0.4, o.stackGap));
      }
    });
  }
  return {dies, bridges, l2, stacks, buses};
}
