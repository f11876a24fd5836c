import {centerOf, lerpRect, rect, type Point, type Rect} from '../../src/visual/geometry';
import {layoutDiscrete} from './layout-discrete';

export type ModuleLayout = {
  grace: Rect;
  /** one rect per GPU; while there is one GPU both sit on top of each other */
  gpus: Rect[];
  outline: Rect;
  /** one C2C path per GPU, from the CPU's side */
  c2c: Point[][];
  /** where the C2C name's top sits: under the straight link, then between the two branches */
  c2cLabel: Point;
};

// the module drawn 1.25× the size it had at first, about the frame's middle (issue 43: use the frame)
const grace = rect(298, 230, 450, 460);
const outline = rect(248, 180, 1425, 560);
const oneGpu = rect(1098, 230, 525, 460);
const junctionX = 779;

/**
 * Scene 3: the two boxes of scene 2 slide together into one module (GH200), then the GPU
 * divides into two (GB200). `slide` and `split` are eased 0..1.
 */
export function layoutModule(gpuCount: number, slide: number, split: number): ModuleLayout {
  const before = layoutDiscrete({tiles: 1, pcieRate: 1, pcieWidth: 1});
  const g = lerpRect(before.cpu, grace, slide);
  const single = lerpRect(before.gpu, oneGpu, slide);
  const h = (oneGpu.h - 50 * (gpuCount - 1)) / gpuCount;
  const gpus = Array.from({length: gpuCount}, (_, i) =>
    lerpRect(single, rect(oneGpu.x, oneGpu.y + i * (h + 50), oneGpu.w, h), split),
  );
  const from = {x: g.x + g.w, y: centerOf(g).y};
  const c2c = gpus.map((r) => {
    const to = {x: r.x, y: centerOf(r).y};
    return [from, {x: junctionX, y: from.y}, {x: junctionX, y: to.y}, to];
  });
  return {
    grace: g,
    gpus,
    outline,
    c2c,
    c2cLabel: {x: (junctionX + oneGpu.x) / 2, y: centerOf(grace).y + 16 - 36 * split},
  };
}
