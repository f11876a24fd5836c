import {rect, type Rect} from '../../src/visual/geometry';
import {layoutGpuPackage, type GpuPackageLayout} from './layout-gpu-package';

export type HbmLayout = {
  /** the zoomed stack: DRAM dies bottom-up */
  layers: Rect[];
  stackBox: Rect;
  pkg: GpuPackageLayout;
  /** the rows of text under the package, top down: the physical total, the enabled capacity, the bandwidth */
  textRows: Rect[];
};

/** Scene 7: one HBM3e stack zoomed on the left; the GPU with its stacks around the dies on the right. */
export function layoutHbm(diesPerStack: number, dies: number, stacksPerDie: number): HbmLayout {
  const stackBox = rect(130, 250, 440, 500);
  const gap = 10;
  const h = (stackBox.h - gap * (diesPerStack - 1)) / diesPerStack;
  const layers = Array.from({length: diesPerStack}, (_, i) =>
    rect(stackBox.x, stackBox.y + stackBox.h - (i + 1) * h - i * gap, stackBox.w, h),
  );
  const area = rect(740, 170, 1060, 580);
  const pkg = layoutGpuPackage(area, {dies, stacksPerDie, gap: 40, stackRow: 110, stackGap: 22});
  const textsTop = area.y + area.h + 30;
  const textRows = [0, 55, 120].map((dy) => rect(area.x, textsTop + dy, area.w, 64));
  return {layers, stackBox, pkg, textRows};
}

/** Thin lines across a small stack drawn at `s`, one per boundary between its DRAM dies. */
export function dieLines(s: Rect, diesPerStack: number): Rect[] {
  return Array.from({length: diesPerStack - 1}, (_, i) =>
    rect(s.x + 8, s.y + ((i + 1) * s.h) / diesPerStack - 1, s.w - 16, 2),
  );
}

/** Each stack's flood into its die: from the stack's inner edge across its bus into the die, a third of the way to the die's middle line. */
export function floodPaths(L: HbmLayout): {x: number; y: number}[][] {
  return L.pkg.stacks.map(({rect: s, die}) => {
    const d = L.pkg.dies[die];
    if (d === undefined) return [];
    const cx = s.x + s.w / 2;
    const above = s.y < d.y;
    return above
      ? [
          {x: cx, y: s.y + s.h * 0.5},
          {x: cx, y: d.y + d.h * 0.3},
        ]
      : [
          {x: cx, y: s.y + s.h * 0.5},
          {x: cx, y: d.y + d.h * 0.7},
        ];
  });
}
