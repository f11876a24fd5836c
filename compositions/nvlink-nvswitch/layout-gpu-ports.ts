/**
 * One GPU with its NVLink ports around its edge: each side gets ports in proportion to its
 * length, each port a square on the edge with a stub pointing outward. Pure.
 */
import type {Rect} from '../../src/visual/geometry';

export type Side = 'top' | 'right' | 'bottom' | 'left';
export type PortMark = {index: number; side: Side; x: number; y: number; stubX: number; stubY: number};

export function layoutGpuPorts(gpu: Rect, ports: number, stub: number): {gpu: Rect; ports: PortMark[]} {
  const perimeter = 2 * (gpu.w + gpu.h);
  const across = Math.round((ports * gpu.w) / perimeter);
  const left = Math.floor((ports - 2 * across) / 2);
  const perSide: Record<Side, number> = {top: across, right: ports - 2 * across - left, bottom: across, left};
  const marks: PortMark[] = [];
  // Clockwise from the top-left corner, so port order reads around the chip.
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const n = perSide[side];
    for (let i = 0; i < n; i++) {
      const f = (i + 0.5) / n;
      const at = {
        top: {x: gpu.x + f * gpu.w, y: gpu.y, dx: 0, dy: -1},
        right: {x: gpu.x + gpu.w, y: gpu.y + f * gpu.h, dx: 1, dy: 0},
        bottom: {x: gpu.x + (1 - f) * gpu.w, y: gpu.y + gpu.h, dx: 0, dy: 1},
        left: {x: gpu.x, y: gpu.y + (1 - f) * gpu.h, dx: -1, dy: 0},
      }[side];
      marks.push({index: marks.length, side, x: at.x, y: at.y, stubX: at.x + at.dx * stub, stubY: at.y + at.dy * stub});
    }
  }
  return {gpu: {...gpu}, ports: marks};
}
