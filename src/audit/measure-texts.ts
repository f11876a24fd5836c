import type {Page} from 'playwright-core';
import type {MeasuredText} from './audit-types';

/** Marks the elements that hold glyphs, so their ink can be hidden for the background capture. */
export const inkAttribute = 'data-audit-ink';

/**
 * Runs in the page: every [data-text-id] element and every other visible text, with the
 * boxes of its glyph lines (not of its container), its smallest font size, effective
 * opacity, colour, and whether it is clipped.
 */
function measureInPage(ink: string): MeasuredText[] {
  type R = {x: number; y: number; width: number; height: number};
  const opacityOf = (el: Element | null): number => {
    let o = 1;
    for (let e = el; e !== null; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden') return 0;
      o *= Number(cs.opacity);
    }
    return o;
  };
  const textNodes = (root: Node): Text[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const out: Text[] = [];
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const parent = n.parentElement;
      if ((n.textContent ?? '').trim() === '' || parent === null || parent.closest('script, style, noscript') !== null)
        continue;
      out.push(n as Text);
    }
    return out;
  };
  const glyphRects = (nodes: Text[]): R[] => {
    const rects: R[] = [];
    for (const n of nodes) {
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of Array.from(range.getClientRects()))
        if (r.width > 0 && r.height > 0) rects.push({x: r.x, y: r.y, width: r.width, height: r.height});
    }
    // one rectangle per rendered line: rects whose vertical extents overlap by more than half
    const lines: R[] = [];
    for (const r of rects.sort((a, b) => a.y - b.y || a.x - b.x)) {
      const line = lines.find(
        (l) => Math.min(l.y + l.height, r.y + r.height) - Math.max(l.y, r.y) > Math.min(l.height, r.height) / 2,
      );
      if (line === undefined) lines.push({...r});
      else {
        const x0 = Math.min(line.x, r.x);
        const y0 = Math.min(line.y, r.y);
        line.width = Math.max(line.x + line.width, r.x + r.width) - x0;
        line.height = Math.max(line.y + line.height, r.y + r.height) - y0;
        line.x = x0;
        line.y = y0;
      }
    }
    return lines;
  };
  const union = (rects: R[]): R => {
    if (rects.length === 0) return {x: 0, y: 0, width: 0, height: 0};
    const x0 = Math.min(...rects.map((r) => r.x));
    const y0 = Math.min(...rects.map((r) => r.y));
    return {
      x: x0,
      y: y0,
      width: Math.max(...rects.map((r) => r.x + r.width)) - x0,
      height: Math.max(...rects.map((r) => r.y + r.height)) - y0,
    };
  };
  const clippedWithin = (nodes: Text[], box: R, top: Element | null): boolean => {
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > innerWidth + 0.5 || box.y + box.height > innerHeight + 0.5)
      return true;
    for (const n of nodes) {
      for (let e = n.parentElement; e !== null && e !== document.body; e = e.parentElement) {
        const cs = getComputedStyle(e);
        const own = top !== null && (e === top || top.contains(e));
        // the text's own boxes: wider than the box that should hold it (overflow shown or not)
        if (own && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) && e.clientWidth > 0)
          return true;
        if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
          const c = e.getBoundingClientRect();
          if (
            box.x < c.left - 0.5 ||
            box.y < c.top - 0.5 ||
            box.x + box.width > c.right + 0.5 ||
            box.y + box.height > c.bottom + 0.5
          )
            return true;
        }
      }
    }
    return false;
  };
  const describe = (
    id: string,
    kind: MeasuredText['kind'],
    el: Element | null,
    nodes: Text[],
    text: string,
  ): MeasuredText => {
    const lines = glyphRects(nodes);
    const box = union(lines);
    const first = nodes[0]?.parentElement ?? el;
    for (const n of nodes) n.parentElement?.setAttribute(ink, '');
    return {
      id,
      kind,
      text,
      box,
      lines,
      fontSize: Math.min(...nodes.map((n) => parseFloat(getComputedStyle(n.parentElement as Element).fontSize))),
      opacity: Math.min(...nodes.map((n) => opacityOf(n.parentElement))),
      color: first === null ? 'rgb(0, 0, 0)' : getComputedStyle(first).color,
      clipped: clippedWithin(nodes, box, el),
    };
  };
  const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
  const measured: MeasuredText[] = [];
  for (const el of Array.from(document.querySelectorAll('[data-text-id]'))) {
    const nodes = textNodes(el);
    if (nodes.length === 0) continue;
    const kind = el.getAttribute('data-text-kind');
    const known = kind === 'caption' || kind === 'chapter' || kind === 'part' || kind === 'counter' ? kind : 'label';
    measured.push(
      describe(
        el.getAttribute('data-text-id') ?? '',
        known,
        el,
        nodes,
        collapse((el as HTMLElement).innerText ?? el.textContent ?? ''),
      ),
    );
  }
  const loose = textNodes(document.body).filter(
    (n) => n.parentElement?.closest('[data-text-id]') === null && opacityOf(n.parentElement) > 0.01,
  );
  const byParent = new Map<Element, Text[]>();
  for (const n of loose) {
    const parent = n.parentElement as Element;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  for (const [parent, nodes] of byParent) {
    const text = collapse(nodes.map((n) => n.textContent ?? '').join(' '));
    // numbers drawn by a scene (countdowns, counters) change every frame: one id for all of them
    const m = describe(`untracked:${text.replace(/\d[\d,.]*/g, '#')}`, 'untracked', parent, nodes, text);
    if (m.box.width > 0) measured.push(m);
  }
  return measured;
}

/** Measures every text on the page's current frame. */
export async function measureTexts(page: Page): Promise<MeasuredText[]> {
  return page.evaluate(measureInPage, inkAttribute);
}

/** What the reading-time check needs at a frame: each marked text's effective opacity and text. */
export type TextPresence = Record<string, {opacity: number; text: string}>;

function presenceInPage(): TextPresence {
  const out: TextPresence = {};
  for (const el of Array.from(document.querySelectorAll('[data-text-id]'))) {
    let o = 1;
    for (let e: Element | null = el; e !== null; e = e.parentElement) {
      const cs = getComputedStyle(e);
      o *= cs.display === 'none' || cs.visibility === 'hidden' ? 0 : Number(cs.opacity);
    }
    const r = el.getBoundingClientRect();
    out[el.getAttribute('data-text-id') ?? ''] = {
      opacity: r.width > 0 && r.height > 0 ? o : 0,
      text: ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim(),
    };
  }
  return out;
}

/** The same from texts already measured. */
export function presenceOfTexts(texts: MeasuredText[]): TextPresence {
  const out: TextPresence = {};
  for (const t of texts)
    if (t.kind !== 'untracked') out[t.id] = {opacity: t.box.width > 0 ? t.opacity : 0, text: t.text};
  return out;
}

export async function readPresence(page: Page): Promise<TextPresence> {
  return page.evaluate(presenceInPage);
}
