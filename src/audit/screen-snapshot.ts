import type {Page} from 'playwright-core';
import type {ClientBox, MeasuredText} from './audit-types';
import {compositionFigures} from './check-composition';
import {compareShapes} from './compare-shapes';
import {visibleOpacity} from './check-layout';
import {measureDrawing, measureMovingMarks} from './measure-drawing';
import {measureShapes, type MeasuredShape} from './measure-shapes';
import {measureTexts} from './measure-texts';
import type {ScreenSnapshot, SnapshotBox, SnapshotPart, SnapshotShape, SnapshotText} from './snapshot-types';

export type {ScreenSnapshot, SnapshotBox, SnapshotPart, SnapshotShape, SnapshotText} from './snapshot-types';

export const roundBox = (b: ClientBox): SnapshotBox => ({
  x: Math.round(b.x),
  y: Math.round(b.y),
  w: Math.round(b.width),
  h: Math.round(b.height),
});

/** Runs in the page: the boxes of the named parts that are not texts (no imports). */
function namedPartsInPage(): {name: string; box: ClientBox}[] {
  const shown = (el: Element): boolean => {
    let o = 1;
    for (let e: Element | null = el; e !== null; e = e.parentElement) {
      const cs = getComputedStyle(e);
      o *= cs.display === 'none' || cs.visibility === 'hidden' ? 0 : Number(cs.opacity);
    }
    return o > 0.01;
  };
  // an element's own box joined with its descendants' (a leader's <svg> is 1×1; its line is the part)
  const boxOf = (el: Element): ClientBox | null => {
    const rects = [el, ...Array.from(el.querySelectorAll('*'))]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 || r.height > 0);
    if (rects.length === 0) return null;
    const x = Math.min(...rects.map((r) => r.left));
    const y = Math.min(...rects.map((r) => r.top));
    return {
      x,
      y,
      width: Math.max(...rects.map((r) => r.right)) - x,
      height: Math.max(...rects.map((r) => r.bottom)) - y,
    };
  };
  const out: {name: string; box: ClientBox}[] = [];
  for (const el of Array.from(document.querySelectorAll('[data-leader], [data-part]:not([data-text-id])'))) {
    const leader = el.getAttribute('data-leader');
    const box = shown(el) ? boxOf(el) : null;
    if (box !== null)
      out.push({name: leader === null ? `part:${el.getAttribute('data-part') ?? ''}` : `leader:${leader}`, box});
  }
  return out;
}

/** Texts keep the order the page draws them in; a repeated id gets `#2`, `#3`… so every key is unique. */
function numbered<T>(items: T[], key: (t: T) => string): (T & {key: string})[] {
  const seen = new Map<string, number>();
  return items.map((t) => {
    const k = key(t);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return {...t, key: n === 1 ? k : `${k}#${n}`};
  });
}

/** The snapshot of the page's current frame (seek it first). */
export async function captureScreenSnapshot(page: Page): Promise<ScreenSnapshot> {
  const measured: MeasuredText[] = await measureTexts(page);
  const texts = measured
    .filter((t) => t.opacity > visibleOpacity && t.box.width > 0 && t.box.height > 0)
    .map((t): SnapshotText => ({
      id: t.id,
      text: t.text,
      box: roundBox(t.box),
      fontSize: Math.round(t.fontSize * 100) / 100,
      color: t.color,
    }));
  const drawing = compositionFigures(await measureDrawing(page)).box;
  const parts: SnapshotPart[] = [
    ...(drawing === null ? [] : [{name: 'drawing', box: roundBox(drawing)}]),
    ...(await page.evaluate(namedPartsInPage)).map((p) => ({name: p.name, box: roundBox(p.box)})),
    ...(await measureMovingMarks(page)).map((m) => ({name: `moving:${m.id}`, box: roundBox(m.box)})),
  ];
  return {
    texts: numbered(texts, (t) => t.id).map(({key, ...t}) => ({...t, id: key})),
    parts: numbered(parts, (p) => p.name).map(({key, ...p}) => ({...p, name: key})),
    shapes: snapshotShapes(await measureShapes(page)),
  };
}

/** Measured shapes as recorded: boxes in whole pixels, opacity to 0.01, stroke width to 0.1, each numbered by tag within its part (`rect#1`, `rect#2`…). */
export function snapshotShapes(measured: readonly MeasuredShape[]): SnapshotShape[] {
  const seen = new Map<string, number>();
  return measured.map((m) => {
    const key = `${m.part} ${m.tag}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return {
      part: m.part,
      shape: `${m.tag}#${n}`,
      box: roundBox(m.box),
      fill: m.fill,
      stroke: m.stroke,
      strokeWidth: Math.round(m.strokeWidth * 10) / 10,
      opacity: Math.round(m.opacity * 100) / 100,
    };
  });
}

const showBox = (b: SnapshotBox) => `x ${b.x} y ${b.y} w ${b.w} h ${b.h}`;

/** What moved in a box, e.g. "x 640 → 642" (only the coordinates that changed). */
function boxChange(a: SnapshotBox, b: SnapshotBox): string | null {
  const changed = (['x', 'y', 'w', 'h'] as const).filter((k) => a[k] !== b[k]).map((k) => `${k} ${a[k]} → ${b[k]}`);
  return changed.length === 0 ? null : changed.join(', ');
}

/**
 * Every difference between a recorded snapshot and a fresh one, one line each, prefixed with
 * where it is (video, scene, theme, beat and frame): a text gone or new, and per text its string,
 * box, font size and colour; a part gone, new or moved; a shape moved, resized, recoloured, gone or
 * new, naming its `<Part>` (src/audit/compare-shapes.ts). Empty: the same picture of text and geometry.
 *
 * @example compareSnapshots(golden, now, 'grace-blackwell / title dark, beat intro, frame 149')
 * // ['grace-blackwell / title dark, beat intro, frame 149: text "title": string "Grace" → "Grade"']
 */
export function compareSnapshots(expected: ScreenSnapshot, actual: ScreenSnapshot, where: string): string[] {
  const out: string[] = [];
  const now = new Map(actual.texts.map((t) => [t.id, t]));
  for (const e of expected.texts) {
    const a = now.get(e.id);
    if (a === undefined) {
      out.push(`${where}: text "${e.id}" is gone (was "${e.text}" at ${showBox(e.box)})`);
      continue;
    }
    if (a.text !== e.text) out.push(`${where}: text "${e.id}": string "${e.text}" → "${a.text}"`);
    const moved = boxChange(e.box, a.box);
    if (moved !== null) out.push(`${where}: text "${e.id}": box ${moved}`);
    if (a.fontSize !== e.fontSize) out.push(`${where}: text "${e.id}": size ${e.fontSize} px → ${a.fontSize} px`);
    if (a.color !== e.color) out.push(`${where}: text "${e.id}": colour ${e.color} → ${a.color}`);
  }
  const before = new Set(expected.texts.map((t) => t.id));
  for (const a of actual.texts)
    if (!before.has(a.id)) out.push(`${where}: text "${a.id}" is new: "${a.text}" at ${showBox(a.box)}`);
  const parts = new Map(actual.parts.map((p) => [p.name, p]));
  for (const e of expected.parts) {
    const a = parts.get(e.name);
    if (a === undefined) out.push(`${where}: part "${e.name}" is gone (was at ${showBox(e.box)})`);
    else {
      const moved = boxChange(e.box, a.box);
      if (moved !== null) out.push(`${where}: part "${e.name}": box ${moved}`);
    }
  }
  const hadPart = new Set(expected.parts.map((p) => p.name));
  for (const a of actual.parts)
    if (!hadPart.has(a.name)) out.push(`${where}: part "${a.name}" is new at ${showBox(a.box)}`);
  return [...out, ...compareShapes(expected.shapes, actual.shapes ?? [], where)];
}

/** The snapshot as committed: one text, part or shape per line, so a review's diff shows what changed. */
export function formatSnapshot(header: Record<string, string | number>, snapshot: ScreenSnapshot): string {
  const lines = (items: unknown[]) => items.map((i) => `    ${JSON.stringify(i)}`).join(',\n');
  const head = Object.entries(header)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join('\n');
  return `{\n${head}\n  "texts": [\n${lines(snapshot.texts)}\n  ],\n  "parts": [\n${lines(snapshot.parts)}\n  ],\n  "shapes": [\n${lines(snapshot.shapes ?? [])}\n  ]\n}\n`;
}
