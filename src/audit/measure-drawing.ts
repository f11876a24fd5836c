import type {Page} from 'playwright-core';
import type {ClientBox} from './audit-types';
import type {MovingMark} from './check-moving-marks';

/**
 * Boxes of everything drawn inside `[data-drawing]` (the frame chrome is outside it): SVG shapes
 * and text, and HTML elements with a text, a fill or a border, each visible (effective opacity
 * above 0.01). A box covering most of the frame is a backdrop, not a part, and is left out.
 * Runs in the page: no imports.
 */
function drawingInPage(): ClientBox[] {
  const root = document.querySelector('[data-drawing]');
  if (root === null) return [];
  const visible = (el: Element): boolean => {
    let o = 1;
    for (let e: Element | null = el; e !== null && o > 0.01; e = e.parentElement) {
      const cs = getComputedStyle(e);
      o *= cs.display === 'none' || cs.visibility === 'hidden' ? 0 : Number(cs.opacity);
    }
    return o > 0.01;
  };
  const painted = (el: Element): boolean => {
    if (el instanceof SVGElement)
      return ['rect', 'circle', 'ellipse', 'line', 'path', 'polygon', 'polyline', 'text', 'image'].includes(el.tagName);
    const cs = getComputedStyle(el);
    const hasText = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    const filled = cs.backgroundColor !== 'rgba(0, 0, 0, 0)' && cs.backgroundColor !== 'transparent';
    return hasText || filled || Number.parseFloat(cs.borderTopWidth) > 0;
  };
  const boxes: ClientBox[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!painted(el) || !visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 && r.height <= 0) continue;
    if (r.width * r.height > 0.8 * window.innerWidth * window.innerHeight) continue;
    boxes.push({x: r.x, y: r.y, width: r.width, height: r.height});
  }
  return boxes;
}

/** Boxes of the visible `[data-moving]` marks. Runs in the page. */
function movingInPage(): MovingMark[] {
  return Array.from(document.querySelectorAll('[data-moving]')).flatMap((el) => {
    let o = 1;
    for (let e: Element | null = el; e !== null; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    const r = el.getBoundingClientRect();
    return o > 0.01 && r.width > 0 && r.height > 0
      ? [{id: el.getAttribute('data-moving') ?? '', box: {x: r.x, y: r.y, width: r.width, height: r.height}}]
      : [];
  });
}

export async function measureDrawing(page: Page): Promise<ClientBox[]> {
  return page.evaluate(drawingInPage);
}

export async function measureMovingMarks(page: Page): Promise<MovingMark[]> {
  return page.evaluate(movingInPage);
}
