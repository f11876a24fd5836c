/**
 * The one geometry of the drawings, in frame pixels (pure): rectangles, points, grids,
 * interpolation and polylines. Layouts, continuity (`continuity.tsx`) and the shapes
 * (`shapes.tsx`) all use this Rect.
 */

export type Rect = {x: number; y: number; w: number; h: number};
export type Point = {x: number; y: number};

export function rect(x: number, y: number, w: number, h: number): Rect {
  return {x, y, w, h};
}

export function centerOf(r: Rect): Point {
  return {x: r.x + r.w / 2, y: r.y + r.h / 2};
}

/** Linear blend of two rectangles; callers pass eased progress. */
export function lerpRect(a: Rect, b: Rect, t: number): Rect {
  const m = (p: number, q: number) => p + (q - p) * t;
  return {x: m(a.x, b.x), y: m(a.y, b.y), w: m(a.w, b.w), h: m(a.h, b.h)};
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** A rectangle shrunk by `pad` on every side. */
export function inset(r: Rect, pad: number): Rect {
  return {x: r.x + pad, y: r.y + pad, w: r.w - 2 * pad, h: r.h - 2 * pad};
}

/** Columns for `count` cells in an area of aspect w/h, so cells come out near square. */
export function columnsFor(count: number, area: Rect): number {
  return Math.max(1, Math.round(Math.sqrt((count * area.w) / area.h)));
}

/** `count` equal cells laid out row by row in `area` with `gap` between them. */
export function gridCells(count: number, area: Rect, gap: number, cols = columnsFor(count, area)): Rect[] {
  const rows = Math.ceil(count / cols);
  const w = (area.w - gap * (cols - 1)) / cols;
  const h = (area.h - gap * (rows - 1)) / rows;
  return Array.from({length: count}, (_, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    return {x: area.x + c * (w + gap), y: area.y + r * (h + gap), w, h};
  });
}

/** `count` equal slots side by side along a row spanning `area`. */
export function rowCells(count: number, area: Rect, gap: number): Rect[] {
  return gridCells(count, area, gap, count);
}

/** Like columnsFor, but the nearest divisor of `count` when it is close, so the last row is full. */
export function evenColumnsFor(count: number, area: Rect): number {
  const ideal = columnsFor(count, area);
  const divisors = Array.from({length: count}, (_, i) => i + 1).filter((c) => count % c === 0);
  const nearest = divisors.reduce((a, b) => (Math.abs(b - ideal) < Math.abs(a - ideal) ? b : a), count);
  return Math.abs(nearest - ideal) <= Math.max(1, ideal * 0.25) ? nearest : ideal;
}

/** The smallest rectangle around all of `rects` (a zero rectangle for none). */
export function boundsOf(rects: Rect[]): Rect {
  if (rects.length === 0) return {x: 0, y: 0, w: 0, h: 0};
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return {x, y, w: Math.max(...rects.map((r) => r.x + r.w)) - x, h: Math.max(...rects.map((r) => r.y + r.h)) - y};
}

/** The length of a polyline. */
export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += Math.hypot(
      (points[i] as Point).x - (points[i - 1] as Point).x,
      (points[i] as Point).y - (points[i - 1] as Point).y,
    );
  return total;
}

/** The point a distance `d` along a polyline (clamped to its ends). */
export function pointAlong(points: readonly Point[], d: number): Point {
  let left = Math.max(0, d);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    const seg = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= seg && seg > 0) return {x: a.x + ((b.x - a.x) * left) / seg, y: a.y + ((b.y - a.y) * left) / seg};
    left -= seg;
  }
  return points[points.length - 1] as Point;
}

/** Where a text sits against a box: beside it, above or below it (centred, from its start or to its end), or inside it. */
export const placeSides = [
  'above',
  'below',
  'left',
  'right',
  'inside',
  'inside-top',
  'inside-bottom',
  'above-start',
  'below-start',
  'above-end',
  'below-end',
  'inside-start',
  'inside-end',
] as const;
export type Side = (typeof placeSides)[number];

/**
 * A point with the point of the text that sits on it: `anchor` horizontally (its left edge, centre
 * or right edge), `align` vertically (its top, middle or bottom). What `<Label at>` takes.
 */
export type Placement = {x: number; y: number; anchor: 'left' | 'center' | 'right'; align: 'top' | 'middle' | 'bottom'};

/** The default gap between a box and a text placed against it, px at 1080p. */
export const placeGap = 16;

/**
 * A text's place relative to a box, `gap` px away from it (inside: `gap` from the named edge):
 * labels follow the boxes layouts return instead of carrying pixel offsets.
 *
 * @example place(rect(100, 100, 200, 50), 'below', 16) // {x: 200, y: 166, anchor: 'center', align: 'top'}
 */
export function place(box: Rect, side: Side, gap = placeGap): Placement {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  switch (side) {
    case 'above':
      return {x: cx, y: box.y - gap, anchor: 'center', align: 'bottom'};
    case 'below':
      return {x: cx, y: box.y + box.h + gap, anchor: 'center', align: 'top'};
    case 'left':
      return {x: box.x - gap, y: cy, anchor: 'right', align: 'middle'};
    case 'right':
      return {x: box.x + box.w + gap, y: cy, anchor: 'left', align: 'middle'};
    case 'inside':
      return {x: cx, y: cy, anchor: 'center', align: 'middle'};
    case 'inside-top':
      return {x: cx, y: box.y + gap, anchor: 'center', align: 'top'};
    case 'inside-bottom':
      return {x: cx, y: box.y + box.h - gap, anchor: 'center', align: 'bottom'};
    case 'above-start':
      return {x: box.x, y: box.y - gap, anchor: 'left', align: 'bottom'};
    case 'below-start':
      return {x: box.x, y: box.y + box.h + gap, anchor: 'left', align: 'top'};
    case 'above-end':
      return {x: box.x + box.w, y: box.y - gap, anchor: 'right', align: 'bottom'};
    case 'below-end':
      return {x: box.x + box.w, y: box.y + box.h + gap, anchor: 'right', align: 'top'};
    case 'inside-start':
      return {x: box.x + gap, y: cy, anchor: 'left', align: 'middle'};
    case 'inside-end':
      return {x: box.x + box.w - gap, y: cy, anchor: 'right', align: 'middle'};
  }
}
