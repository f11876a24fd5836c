import {rules} from '../script/rules';
import {frameSize, safeArea} from '../visual/tokens';
import type {MeasuredText, ClientBox, Rule} from './audit-types';

export type Finding = {textId: string; rule: Rule; measured: string; required: string; severity: number};

/** Below this effective opacity a text is not on screen (an exit that has ended). */
export const visibleOpacity = 0.01;
/** Sub-pixel slack for boxes that touch a limit exactly. */
const slack = 0.5;

export const limits = {
  safe: {left: safeArea.left, top: safeArea.top, right: safeArea.right, bottom: safeArea.bottom},
  captionBottom: safeArea.captionBottom,
  captionSize: rules.minCaptionPx,
  labelSize: rules.minLabelPx,
  minimumSize: rules.minTextPx,
  captionLines: rules.captionMaxLines,
} as const;

const px = (n: number) => `${Math.round(n * 10) / 10} px`;

export function right(r: ClientBox): number {
  return r.x + r.width;
}

export function bottom(r: ClientBox): number {
  return r.y + r.height;
}

/** Area of the intersection of two rectangles (0 when they only touch). */
export function intersectionArea(a: ClientBox, b: ClientBox): number {
  const w = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
  const h = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
  return w > slack && h > slack ? w * h : 0;
}

/** How far a box sticks out of the title-safe area, by side; empty when inside. */
export function outsideSafeArea(r: ClientBox): string[] {
  return sidesOutside(r).map((o) => o.text);
}

function sidesOutside(r: ClientBox): {text: string; px: number}[] {
  const s = limits.safe;
  const out: {text: string; px: number}[] = [];
  if (r.x < s.left - slack) out.push({text: `left ${px(r.x)} < ${s.left}`, px: s.left - r.x});
  if (right(r) > s.right + slack) out.push({text: `right ${px(right(r))} > ${s.right}`, px: right(r) - s.right});
  if (r.y < s.top - slack) out.push({text: `top ${px(r.y)} < ${s.top}`, px: s.top - r.y});
  if (bottom(r) > s.bottom + slack) out.push({text: `bottom ${px(bottom(r))} > ${s.bottom}`, px: bottom(r) - s.bottom});
  return out;
}

/** Caption ≥ 50 px, labels and part names ≥ 36 px; a counter (many per frame, e.g. 16 warp countdowns) at least the 32 px floor. */
function requiredSize(t: MeasuredText): number {
  return t.kind === 'caption' ? limits.captionSize : t.kind === 'counter' ? limits.minimumSize : limits.labelSize;
}

/** The same by the floors before the stage grammar: under these, `font-size` (fatal); between, `text-size` (rules.pendingRules). */
function formerSize(t: MeasuredText): number {
  const f = rules.formerTextPx;
  return t.kind === 'caption' ? f.caption : t.kind === 'counter' ? f.text : f.label;
}

/**
 * Geometry and size rules for the texts on screen at one frame: title-safe area, caption
 * above the player's controls, no overlap, not clipped, sizes, caption lines, every text
 * marked with data-text-id.
 */
export function checkLayout(texts: MeasuredText[]): Finding[] {
  const shown = texts.filter((t) => t.opacity > visibleOpacity && t.box.width > 0 && t.box.height > 0);
  const findings: Finding[] = [];
  for (const t of shown) {
    const outside = sidesOutside(t.box);
    if (outside.length > 0) {
      findings.push({
        textId: t.id,
        rule: 'title-safe',
        measured: outside.map((o) => o.text).join(', '),
        required: `inside x ${limits.safe.left}..${limits.safe.right}, y ${limits.safe.top}..${limits.safe.bottom}`,
        severity: Math.max(...outside.map((o) => o.px)),
      });
    }
    if (t.kind === 'caption' && bottom(t.box) > limits.captionBottom + slack) {
      findings.push({
        textId: t.id,
        rule: 'caption-above-controls',
        measured: `bottom ${px(bottom(t.box))}`,
        required: `≤ ${limits.captionBottom} px`,
        severity: bottom(t.box) - limits.captionBottom,
      });
    }
    if (t.clipped)
      findings.push({
        textId: t.id,
        rule: 'clipped',
        measured: 'text cut off or overflowing its box',
        required: 'whole text inside its box and the frame',
        severity: 1,
      });
    const needed = requiredSize(t);
    if (t.fontSize + 1e-6 < needed) {
      findings.push({
        textId: t.id,
        rule: t.fontSize + 1e-6 < formerSize(t) ? 'font-size' : 'text-size',
        measured: px(t.fontSize),
        required: `≥ ${needed} px (${t.kind === 'caption' ? 'caption' : t.kind === 'counter' ? 'counter' : 'labels'}; nothing < ${limits.minimumSize})`,
        severity: needed - t.fontSize,
      });
    }
    if ((t.kind === 'label' || t.kind === 'part') && t.lines.length > rules.maxSideTextLines) {
      findings.push({
        textId: t.id,
        rule: 'side-text-lines',
        measured: `${t.lines.length} lines`,
        required: `≤ ${rules.maxSideTextLines} lines (side text; say less or let the picture say it)`,
        severity: t.lines.length - rules.maxSideTextLines,
      });
    }
    if (t.kind === 'caption' && t.lines.length > limits.captionLines) {
      findings.push({
        textId: t.id,
        rule: 'caption-lines',
        measured: `${t.lines.length} lines`,
        required: `≤ ${limits.captionLines} lines`,
        severity: t.lines.length - limits.captionLines,
      });
    }
    if (t.kind === 'untracked') {
      findings.push({
        textId: t.id,
        rule: 'untracked-text',
        measured: `"${t.text}" has no data-text-id`,
        required: 'every text from the script, marked',
        severity: 1,
      });
    }
  }
  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      const a = shown[i] as MeasuredText;
      const b = shown[j] as MeasuredText;
      const area = a.lines.reduce((sum, la) => sum + b.lines.reduce((s, lb) => s + intersectionArea(la, lb), 0), 0);
      if (area > 0)
        findings.push({
          textId: `${a.id} × ${b.id}`,
          rule: 'overlap',
          measured: `${Math.round(area)} px² overlap`,
          required: 'no overlap',
          severity: area,
        });
    }
  }
  return findings;
}

/** Is a rectangle inside the frame? */
export function insideFrame(r: ClientBox): boolean {
  return r.x >= -slack && r.y >= -slack && right(r) <= frameSize.width + slack && bottom(r) <= frameSize.height + slack;
}
