import {parse, rgb as toRgb, wcagContrast, type Rgb} from 'culori';
import type {ClientBox} from './audit-types';

/** Decoded RGBA pixels (pngjs's PNG has this shape). */
export type Pixels = {width: number; height: number; data: Uint8Array | Buffer};

export type ContrastResult = {
  /** contrast at the chosen percentile of the pixels behind the text (the rule's value) */
  contrast: number;
  /** the lowest contrast over any pixel behind the text */
  lowest: number;
  /** the background colour at that percentile, #rrggbb */
  background: string;
  /** the text colour as drawn (its alpha and opacity composited), #rrggbb over that background */
  text: string;
  /** pixels read: the ink's, or the boxes' */
  pixels: number;
};

/** The share of the text box allowed to fall below the limit (anti-aliased edges of a line behind the text). */
export const contrastPercentile = 0.05;

const hex = (c: Rgb) =>
  `#${[c.r, c.g, c.b]
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** A CSS colour as the browser reports it (rgb(), rgba(), color(srgb …)) with its alpha. */
export function parseCssColor(css: string): {color: Rgb; alpha: number} {
  const parsed = parse(css);
  if (parsed === undefined) throw new Error(`cannot parse colour ${css}`);
  const c = toRgb(parsed);
  return {color: {mode: 'rgb', r: c.r, g: c.g, b: c.b}, alpha: c.alpha ?? 1};
}

/** Text of colour `text` with opacity `alpha` drawn over `background`, blended in sRGB as the browser blends. */
export function composite(text: Rgb, alpha: number, background: Rgb): Rgb {
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return {mode: 'rgb', r: mix(text.r, background.r), g: mix(text.g, background.g), b: mix(text.b, background.b)};
}

/** A pixel counts as ink when the frame with text differs from the frame without by more than this (sum over R, G, B). */
export const inkDifference = 24;
/** Below this share of ink pixels in the boxes (text nearly the colour of its background) every pixel of the boxes is read. */
const minimumInkShare = 0.02;

/**
 * WCAG contrast between a text colour and the pixels behind it, read from a capture with the
 * glyphs hidden (`background`). With `drawn`, the same frame with its text, only the pixels
 * under the ink are read (where the two captures differ); otherwise, or when a text leaves
 * almost no ink (its colour is nearly its background's), every pixel of its line boxes.
 * The value is the contrast at `percentile` of those pixels (5 %: a background feature under
 * more than 5 % of the ink decides, a stray anti-aliased edge does not). Pixel coordinates are
 * frame coordinates × `scale`.
 *
 * @example contrastBehind('rgb(240, 246, 252)', 1, png, [{x: 100, y: 100, width: 200, height: 40}]).contrast
 */
export function contrastBehind(
  textCss: string,
  opacity: number,
  background: Pixels,
  rects: ClientBox[],
  scale = 1,
  percentile = contrastPercentile,
  drawn?: Pixels,
): ContrastResult | null {
  const {color, alpha} = parseCssColor(textCss);
  const a = alpha * Math.min(1, Math.max(0, opacity));
  const inBoxes = pixelsUnder(background, rects, scale);
  if (inBoxes.length === 0) return null;
  let chosen = inBoxes;
  if (drawn !== undefined && drawn.width === background.width && drawn.height === background.height) {
    const ink = inBoxes.filter((p) => {
      const i = p * 4;
      const d =
        Math.abs((drawn.data[i] as number) - (background.data[i] as number)) +
        Math.abs((drawn.data[i + 1] as number) - (background.data[i + 1] as number)) +
        Math.abs((drawn.data[i + 2] as number) - (background.data[i + 2] as number));
      return d > inkDifference;
    });
    if (ink.length >= inBoxes.length * minimumInkShare) chosen = ink;
  }
  const counts = new Map<number, number>();
  for (const p of chosen) {
    const i = p * 4;
    const key =
      ((background.data[i] as number) << 16) |
      ((background.data[i + 1] as number) << 8) |
      (background.data[i + 2] as number);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rows = [...counts]
    .map(([key, n]) => {
      const behind: Rgb = {
        mode: 'rgb',
        r: ((key >> 16) & 255) / 255,
        g: ((key >> 8) & 255) / 255,
        b: (key & 255) / 255,
      };
      const shown = composite(color, a, behind);
      return {n, behind, shown, contrast: wcagContrast(shown, behind)};
    })
    .sort((x, y) => x.contrast - y.contrast);
  const lowest = rows[0] as (typeof rows)[number];
  const target = chosen.length * percentile;
  let cumulative = 0;
  let at = lowest;
  for (const row of rows) {
    cumulative += row.n;
    at = row;
    if (cumulative > target) break;
  }
  return {
    contrast: at.contrast,
    lowest: lowest.contrast,
    background: hex(at.behind),
    text: hex(at.shown),
    pixels: chosen.length,
  };
}

/**
 * Indices of the pixels under the rectangles, each pixel once, row by row. A text's line boxes can
 * overlap, so they are marked on a mask of their bounding box (a Set of indices cost the audit
 * more time than any other step of its own, most of it in the garbage collector).
 */
function pixelsUnder(pixels: Pixels, rects: ClientBox[], scale: number): Int32Array {
  const boxes = rects
    .map((r) => ({
      x0: Math.max(0, Math.floor(r.x * scale)),
      y0: Math.max(0, Math.floor(r.y * scale)),
      x1: Math.min(pixels.width, Math.ceil((r.x + r.width) * scale)),
      y1: Math.min(pixels.height, Math.ceil((r.y + r.height) * scale)),
    }))
    .filter((b) => b.x1 > b.x0 && b.y1 > b.y0);
  if (boxes.length === 0) return new Int32Array(0);
  const left = Math.min(...boxes.map((b) => b.x0));
  const top = Math.min(...boxes.map((b) => b.y0));
  const width = Math.max(...boxes.map((b) => b.x1)) - left;
  const height = Math.max(...boxes.map((b) => b.y1)) - top;
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (const b of boxes)
    for (let y = b.y0; y < b.y1; y++)
      for (let m = (y - top) * width + b.x0 - left, end = m + b.x1 - b.x0; m < end; m++) {
        count += 1 - (mask[m] as number);
        mask[m] = 1;
      }
  const out = new Int32Array(count);
  let k = 0;
  for (let y = 0, m = 0; y < height; y++)
    for (let x = 0; x < width; x++, m++) if (mask[m] === 1) out[k++] = (top + y) * pixels.width + left + x;
  return out;
}
