import {parseCssColor, inkDifference, type Pixels} from './measure-contrast';
import {intersectionArea} from './check-layout';
import {clientBoxOf, type MeasuredText, type ClientBox} from './audit-types';
import {thumbnailLayout, thumbnailSize} from '../visual/ThumbnailCard';

export type ThumbnailFinding = {
  textId: string;
  rule: 'thumbnail';
  measured: string;
  required: string;
  severity: number;
};

export const thumbnailLimits = {
  /** the hook's font size on the 1280×720 card */
  hookSize: 110,
  /** every text at least this tall (its font size) once the card is scaled to the list size */
  listTextHeight: 12,
  /** the hero drawing's ink box, as a share of the card's area */
  heroShare: 0.5,
  hookId: 'thumbnail-hook',
} as const;

/** Scale of the card in YouTube's lists: 168 / 1280. */
export const listScale = thumbnailLayout.listSize.width / thumbnailSize.width;

const differs = (p: Pixels, i: number, bg: [number, number, number]) =>
  Math.abs((p.data[i] ?? 0) - bg[0]) + Math.abs((p.data[i + 1] ?? 0) - bg[1]) + Math.abs((p.data[i + 2] ?? 0) - bg[2]) >
  inkDifference;

function rgbOf(css: string): [number, number, number] {
  const {color} = parseCssColor(css);
  return [Math.round(color.r * 255), Math.round(color.g * 255), Math.round(color.b * 255)];
}

/** The box around every pixel that is not the background, outside `exclude` (the texts); null when nothing is drawn. */
export function inkBox(pixels: Pixels, background: string, exclude: ClientBox[] = []): ClientBox | null {
  const bg = rgbOf(background);
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (!differs(pixels, (y * pixels.width + x) * 4, bg)) continue;
      if (exclude.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < 0 ? null : {x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1};
}

/** Pixels inside `corner` that are not the background. */
export function cornerInk(pixels: Pixels, background: string, corner: ClientBox): number {
  const bg = rgbOf(background);
  let n = 0;
  for (let y = Math.max(0, corner.y); y < Math.min(pixels.height, corner.y + corner.height); y++) {
    for (let x = Math.max(0, corner.x); x < Math.min(pixels.width, corner.x + corner.width); x++)
      if (differs(pixels, (y * pixels.width + x) * 4, bg)) n++;
  }
  return n;
}

/**
 * The thumbnail's rules on one capture of the 1280×720 card: the hook ≥ 110 px; every text
 * ≥ 12 px tall at the list size (168×94); nothing, text or drawing, in the duration-badge
 * corner; the drawing's ink box (texts left out) at least half the card. Contrast is measured
 * separately, at both sizes, as for the video frames.
 */
export function checkThumbnail(texts: MeasuredText[], pixels: Pixels, background: string): ThumbnailFinding[] {
  const findings: ThumbnailFinding[] = [];
  const shown = texts.filter((t) => t.opacity > 0.01 && t.box.width > 0);
  const corner = clientBoxOf(thumbnailLayout.corner);
  const hook = shown.find((t) => t.id === thumbnailLimits.hookId);
  if (hook === undefined)
    findings.push({
      textId: thumbnailLimits.hookId,
      rule: 'thumbnail',
      measured: 'no hook on the card',
      required: "the script's hook",
      severity: 1,
    });
  else if (hook.fontSize + 1e-6 < thumbnailLimits.hookSize) {
    findings.push({
      textId: hook.id,
      rule: 'thumbnail',
      measured: `hook ${hook.fontSize} px`,
      required: `≥ ${thumbnailLimits.hookSize} px`,
      severity: thumbnailLimits.hookSize - hook.fontSize,
    });
  }
  for (const t of shown) {
    const tall = t.fontSize * listScale;
    if (tall + 1e-6 < thumbnailLimits.listTextHeight) {
      findings.push({
        textId: t.id,
        rule: 'thumbnail',
        measured: `${tall.toFixed(1)} px tall at ${thumbnailLayout.listSize.width}×${thumbnailLayout.listSize.height}`,
        required: `≥ ${thumbnailLimits.listTextHeight} px (${Math.ceil(thumbnailLimits.listTextHeight / listScale)} px on the card)`,
        severity: thumbnailLimits.listTextHeight - tall,
      });
    }
    const inCorner = t.lines.reduce((s, l) => s + intersectionArea(l, corner), 0);
    if (inCorner > 0)
      findings.push({
        textId: t.id,
        rule: 'thumbnail',
        measured: `${Math.round(inCorner)} px² in the badge corner`,
        required: 'corner clear',
        severity: inCorner,
      });
  }
  const ink = cornerInk(pixels, background, corner);
  if (ink > 0)
    findings.push({
      textId: '(corner)',
      rule: 'thumbnail',
      measured: `${ink} drawn pixels in the badge corner`,
      required: 'corner clear',
      severity: ink,
    });
  const hero = inkBox(
    pixels,
    background,
    shown.flatMap((t) => t.lines),
  );
  const share = hero === null ? 0 : (hero.width * hero.height) / (pixels.width * pixels.height);
  if (share + 1e-9 < thumbnailLimits.heroShare) {
    findings.push({
      textId: '(hero)',
      rule: 'thumbnail',
      measured: `drawing spans ${(share * 100).toFixed(1)} % of the card`,
      required: `≥ ${thumbnailLimits.heroShare * 100} %`,
      severity: thumbnailLimits.heroShare - share,
    });
  }
  return findings;
}
