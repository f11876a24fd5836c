import {rect, type Rect} from '../../src/visual/geometry';
import {layoutGpuPackage, type GpuPackageLayout} from './layout-gpu-package';

export type HbmLayout = {
  /** the zoomed stack: DRAM dies bottom-up */
  layers: Rect[];
  stackBox: Rect;
  pkg: GpuPackageLayout;
};

/** Scene 7: one HBM3e stack zoomed on the left; the GPU with its stacks around the dies on the right. */
export function layoutHbm(diesPerStack: number, dies: number, stacksPerDie: number): HbmLayout {
  const stackBox = rect(150, 300, 420, 400);
  const gap = 10;
  const h = (stackBox.h - gap * (diesPerStack - 1)) / diesPerStack;
  const layers = Array.from({length: diesPerStack}, (_, i) => rect(stackBox.x, stackBox.y + stackBox.h - (i + 1) * h - i * gap, stackBox.w, h));
  const pkg = layoutGpuPackage(rect(760, 190, 1020, 500), {dies, stacksPerDie, gap: 40, stackRow: 110, stackGap: 22});
  return {layers, stackBox, pkg};
}

/** Thin lines across a small stack drawn at `s`, one per boundary between its DRAM dies. */
export function dieLines(s: Rect, diesPerStack: number): Rect[] {
  return Array.from({length: diesPerStack - 1}, (_, i) => rect(s.x + 8, s.y + ((i + 1) * s.h) / diesPerStack - 1, s.w - 16, 2));
}
