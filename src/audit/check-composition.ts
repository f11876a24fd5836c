import {rules} from '../script/rules';
import {safeArea} from '../visual/tokens';
import type {ClientBox} from './audit-types';
import {bottom, right} from './check-layout';
import type {Finding} from './check-layout';

export type CompositionFigures = {
  /** the box around everything drawn, frame chrome excluded; null when nothing is drawn */
  box: ClientBox | null;
  /** horizontal distance of its centre from the safe area's centre, as a share of the safe width */
  centreOffset: number;
  /** its width as a share of the safe width, its height as a share of the safe height */
  spanX: number;
  spanY: number;
};

const safeWidth = safeArea.right - safeArea.left;
const safeHeight = safeArea.bottom - safeArea.top;

/** The union of the boxes of everything drawn, and how it sits in the title-safe area. */
export function compositionFigures(boxes: readonly ClientBox[]): CompositionFigures {
  const drawn = boxes.filter((b) => b.width > 0 || b.height > 0);
  if (drawn.length === 0) return {box: null, centreOffset: 1, spanX: 0, spanY: 0};
  const x = Math.min(...drawn.map((b) => b.x));
  const y = Math.min(...drawn.map((b) => b.y));
  const box = {x, y, width: Math.max(...drawn.map(right)) - x, height: Math.max(...drawn.map(bottom)) - y};
  const centre = box.x + box.width / 2;
  return {
    box,
    centreOffset: Math.abs(centre - (safeArea.left + safeWidth / 2)) / safeWidth,
    spanX: box.width / safeWidth,
    spanY: box.height / safeHeight,
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The stage rule (issue #41, docs/design.md §Stage grammar), at every beat's settled frame: the
 * drawing with its labels (captions and frame chrome aside) spans at least `minSpanX` of the
 * title-safe width or `minSpanY` of its height, its centre lies in the middle `centreBand` of the
 * safe width, and no empty band taller than `maxEmptyBand` of the safe height separates its bottom
 * from the caption band (the two caption lines above the player's controls). A scene opts out
 * only with `composition: {reason}` in its script (a title card).
 */
export const stageRule = {
  minSpanX: 0.8,
  minSpanY: 0.75,
  /** the centre lies within ±20 % of the safe width of the safe area's centre */
  centreBand: 0.4,
  maxEmptyBand: 0.3,
  /** the caption band's top: two caption lines (line height 1.25) above the caption's bottom */
  captionBandTop: safeArea.captionBottom - 2 * 1.25 * rules.minCaptionPx,
} as const;

export type StageFigures = CompositionFigures & {
  /** px between the drawing's bottom and the caption band's top, as a share of the safe height (0 when they meet) */
  emptyBand: number;
};

export function stageFigures(boxes: readonly ClientBox[]): StageFigures {
  const f = compositionFigures(boxes);
  const emptyBand = f.box === null ? 1 : Math.max(0, stageRule.captionBandTop - bottom(f.box)) / safeHeight;
  return {...f, emptyBand};
}

/** The stage finding for a beat's settled picture, or null when it passes or its scene states why not. */
export function checkStage(f: StageFigures, reason: string | null): Finding | null {
  if (reason !== null) return null;
  const small = Math.min(stageRule.minSpanX - f.spanX, stageRule.minSpanY - f.spanY);
  const offCentre = f.centreOffset - stageRule.centreBand / 2;
  const band = f.emptyBand - stageRule.maxEmptyBand;
  const misses = [
    ...(small > 1e-9 ? [`spans ${pct(f.spanX)} of the safe width and ${pct(f.spanY)} of its height`] : []),
    ...(offCentre > 1e-9 ? [`centre ${pct(f.centreOffset)} of the safe width off centre`] : []),
    ...(band > 1e-9 ? [`an empty band of ${pct(f.emptyBand)} of the safe height above the caption band`] : []),
  ];
  if (misses.length === 0) return null;
  return {
    textId: '(drawing)',
    rule: 'stage',
    measured: misses.join('; '),
    required: `span ≥ ${pct(stageRule.minSpanX)} of the safe width or ≥ ${pct(stageRule.minSpanY)} of its height, centre in the middle ${pct(stageRule.centreBand)}, empty band ≤ ${pct(stageRule.maxEmptyBand)}; or the scene's \`composition\` states why not`,
    severity: Math.max(small, offCentre, band),
  };
}
