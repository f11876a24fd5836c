import type {ClientBox} from './audit-types';

/**
 * A capture's cost grows with its area (the PNG encode and decode: a 1080p frame took about ten
 * times a 400 × 100 clip), plus a fixed cost per capture worth about this many pixels.
 */
export const captureOverheadPixels = 200_000;

const area = (b: ClientBox) => b.width * b.height;

function union(a: ClientBox, b: ClientBox): ClientBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * The whole-pixel regions to capture so that every pixel contrast reads behind these line boxes
 * (measure-contrast.ts: floor to ceil of each box, inside the frame) is captured: one box per
 * text, then merged while one capture of the union costs less than two captures.
 *
 * @example captureRegions([[{x: 10.5, y: 20, width: 5, height: 10}]], {width: 1920, height: 1080}) // [{x: 10, y: 20, width: 6, height: 10}]
 */
export function captureRegions(
  linesPerText: readonly (readonly ClientBox[])[],
  frame: {width: number; height: number},
): ClientBox[] {
  const regions: ClientBox[] = [];
  for (const lines of linesPerText) {
    const boxes = lines.flatMap((r) => {
      const x0 = Math.max(0, Math.floor(r.x));
      const y0 = Math.max(0, Math.floor(r.y));
      const x1 = Math.min(frame.width, Math.ceil(r.x + r.width));
      const y1 = Math.min(frame.height, Math.ceil(r.y + r.height));
      return x1 > x0 && y1 > y0 ? [{x: x0, y: y0, width: x1 - x0, height: y1 - y0}] : [];
    });
    if (boxes.length > 0) regions.push(boxes.reduce(union));
  }
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < regions.length && !merged; i++) {
      for (let j = i + 1; j < regions.length && !merged; j++) {
        const a = regions[i] as ClientBox;
        const b = regions[j] as ClientBox;
        const u = union(a, b);
        if (area(u) > area(a) + area(b) + captureOverheadPixels) continue;
        regions.splice(j, 1);
        regions[i] = u;
        merged = true;
      }
    }
  }
  return regions;
}
