export type Rect = {left: number; top: number; width: number; height: number};

const gap = 8;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where a tooltip of `size` goes beside `part` inside `bounds`: below, above, right or left of it
 * (slid along that side: from the part's left or right edge or an end of the bounds), never over the part itself, and of those the place that
 * covers the least of the `others`; ties keep that order. If no side leaves the part uncovered
 * inside the bounds, below it, even if it hangs out of them.
 */
export function placeTip(
  part: Rect,
  others: readonly Rect[],
  size: {width: number; height: number},
  bounds: Rect,
): {left: number; top: number} {
  const clampX = (x: number) => Math.max(bounds.left, Math.min(x, bounds.left + bounds.width - size.width));
  const clampY = (y: number) => Math.max(bounds.top, Math.min(y, bounds.top + bounds.height - size.height));
  // below and above: starting at the part's left edge, ending at its right edge, or at either end of the bounds
  const xs = [part.left, part.left + part.width - size.width, bounds.left, bounds.left + bounds.width - size.width].map(
    clampX,
  );
  const candidates = [
    ...xs.map((left) => ({left, top: part.top + part.height + gap})),
    ...xs.map((left) => ({left, top: part.top - size.height - gap})),
    {left: part.left + part.width + gap, top: clampY(part.top)},
    {left: part.left - size.width - gap, top: clampY(part.top)},
  ];
  const inside = (c: {left: number; top: number}) =>
    c.left >= bounds.left &&
    c.top >= bounds.top &&
    c.left + size.width <= bounds.left + bounds.width + 0.5 &&
    c.top + size.height <= bounds.top + bounds.height + 0.5;
  let best: {left: number; top: number} | null = null;
  let bestCover = Infinity;
  for (const c of candidates) {
    const r = {...c, ...size};
    if (!inside(c) || overlap(r, part) > 0) continue;
    const cover = others.reduce((sum, o) => sum + overlap(r, o), 0);
    if (cover < bestCover) {
      best = c;
      bestCover = cover;
    }
  }
  return best ?? {left: clampX(part.left), top: part.top + part.height + gap};
}
