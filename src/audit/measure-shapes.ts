import type {Page} from 'playwright-core';

/** The DOM attribute a named `<Part>` carries (src/visual/drawing-context.tsx): the shape snapshot groups shapes by it. */
export const partAttribute = 'data-part-id';

/**
 * One painted shape of the drawing layer as the page draws it: an SVG shape (rect, circle,
 * ellipse, line, path, polygon, polyline, image) or an HTML element with a fill or a border,
 * texts aside (the text snapshot has them).
 */
export type MeasuredShape = {
  /** the named parts it is drawn inside, outermost first ("" for none); a previous picture's shapes start with `previous:<scene>` */
  part: string;
  /** the SVG tag, or `div` (any HTML element) */
  tag: string;
  /** its box in frame pixels, from its geometry and transforms (not from rasterisation) */
  box: {x: number; y: number; width: number; height: number};
  /** fill and stroke colours as `#rrggbb` or `#rrggbbaa` (the paint's own opacity folded in), `none`, or `url` for a gradient or pattern */
  fill: string;
  stroke: string;
  /** the stroke's width in its own units (0 without a stroke) */
  strokeWidth: number;
  /** the effective opacity, the ancestors' multiplied in */
  opacity: number;
};

/**
 * Runs in the page (no imports): every visible painted shape inside `[data-drawing]`, in document
 * order. SVG boxes come from the element's geometry (`getBBox`) mapped through its transforms to
 * the screen, and HTML boxes from layout, so two Chromium versions give the same numbers where
 * their anti-aliasing differs. Colours are normalised from whatever syntax the browser reports
 * (`rgb()`, `rgba()`, `color(srgb …)`) to hex.
 */
function shapesInPage(attribute: string): MeasuredShape[] {
  const root = document.querySelector('[data-drawing]');
  if (root === null) return [];
  const svgShapes = new Set(['rect', 'circle', 'ellipse', 'line', 'path', 'polygon', 'polyline', 'image']);
  const hex = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  const colour = (value: string, alpha: number): string => {
    const v = value.trim();
    if (v === '' || v === 'none' || v === 'transparent') return 'none';
    if (v.startsWith('url(')) return 'url';
    let rgba: number[] | null = null;
    const rgb = /^rgba?\(([^)]*)\)$/.exec(v);
    const srgb = /^color\(srgb\s+([^)]*)\)$/.exec(v);
    if (rgb !== null) {
      const parts = (rgb[1] ?? '')
        .split(/[\s,/]+/)
        .filter((p) => p !== '')
        .map(Number);
      rgba = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    } else if (srgb !== null) {
      const parts = (srgb[1] ?? '')
        .split(/[\s/]+/)
        .filter((p) => p !== '')
        .map(Number);
      rgba = [(parts[0] ?? 0) * 255, (parts[1] ?? 0) * 255, (parts[2] ?? 0) * 255, parts[3] ?? 1];
    }
    if (rgba === null) return v;
    const a = (rgba[3] ?? 1) * alpha;
    if (a <= 0.004) return 'none';
    return `#${hex(rgba[0] ?? 0)}${hex(rgba[1] ?? 0)}${hex(rgba[2] ?? 0)}${a >= 0.998 ? '' : hex(a * 255)}`;
  };
  const opacityOf = (el: Element): number => {
    let o = 1;
    for (let e: Element | null = el; e !== null && o > 0.01; e = e.parentElement) {
      const cs = getComputedStyle(e);
      o *= cs.display === 'none' || cs.visibility === 'hidden' ? 0 : Number(cs.opacity);
    }
    return o;
  };
  const partOf = (el: Element): string => {
    const names: string[] = [];
    for (let e: Element | null = el.parentElement; e !== null && e !== root; e = e.parentElement) {
      const part = e.getAttribute(attribute);
      if (part !== null) names.unshift(part);
      const previous = e.getAttribute('data-previous-picture');
      if (previous !== null) names.unshift(`previous:${previous}`);
    }
    return names.join('/');
  };
  const svgBox = (el: SVGGraphicsElement) => {
    const b = el.getBBox();
    const m = el.getScreenCTM();
    if (m === null) return null;
    const corners = [
      [b.x, b.y],
      [b.x + b.width, b.y],
      [b.x, b.y + b.height],
      [b.x + b.width, b.y + b.height],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return {x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y};
  };
  const out: MeasuredShape[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el.closest('[data-text-id]') !== null) continue;
    const cs = getComputedStyle(el);
    let shape: Omit<MeasuredShape, 'part' | 'opacity'> | null = null;
    if (el instanceof SVGGraphicsElement && svgShapes.has(el.tagName)) {
      const box = svgBox(el);
      const width = Number.parseFloat(cs.strokeWidth) || 0;
      const stroke = width > 0 ? colour(cs.stroke, Number(cs.strokeOpacity)) : 'none';
      const fill = el.tagName === 'line' || el.tagName === 'image' ? 'none' : colour(cs.fill, Number(cs.fillOpacity));
      if (box !== null && (fill !== 'none' || stroke !== 'none' || el.tagName === 'image'))
        shape = {tag: el.tagName, box, fill, stroke, strokeWidth: stroke === 'none' ? 0 : width};
    } else if (el instanceof HTMLElement) {
      const width = Number.parseFloat(cs.borderTopWidth) || 0;
      const fill = colour(cs.backgroundColor, 1);
      const stroke = width > 0 ? colour(cs.borderTopColor, 1) : 'none';
      if (fill !== 'none' || stroke !== 'none') {
        const r = el.getBoundingClientRect();
        shape = {
          tag: 'div',
          box: {x: r.x, y: r.y, width: r.width, height: r.height},
          fill,
          stroke,
          strokeWidth: stroke === 'none' ? 0 : width,
        };
      }
    }
    if (shape === null) continue;
    const opacity = opacityOf(el);
    if (opacity <= 0.01) continue;
    out.push({...shape, part: partOf(el), opacity});
  }
  return out;
}

export async function measureShapes(page: Page): Promise<MeasuredShape[]> {
  return page.evaluate(shapesInPage, partAttribute);
}
