import {safeArea} from '../visual/tokens';
import type {ClientBox} from './audit-types';
import {bottom, right} from './check-layout';
import type {Finding} from './check-layout';

/** The composition rule (docs/design.md §Visual language): how far off centre and how small a scene's drawing may be. */
export const compositionRule = {
  /** the drawing's centre within this share of the title-safe width from the safe area's centre */
  maxCentreOffset: 0.12,
  /** the drawing spans at least this share of the safe width or of the safe height */
  minSpan: 0.55,
} as const;

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
  return {box, centreOffset: Math.abs(centre - (safeArea.left + safeWidth / 2)) / safeWidth, spanX: box.width / safeWidth, spanY: box.height / safeHeight};
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The finding for a scene's settled picture, or null when it passes or its script states why not (`reason`). */
export function checkComposition(f: CompositionFigures, reason: string | null): Finding | null {
  if (reason !== null) return null;
  const offCentre = f.centreOffset - compositionRule.maxCentreOffset;
  const small = compositionRule.minSpan - Math.max(f.spanX, f.spanY);
  if (offCentre <= 1e-9 && small <= 1e-9) return null;
  return {
    textId: '(drawing)', rule: 'composition',
    measured: `centre ${pct(f.centreOffset)} of the safe width off centre, spans ${pct(f.spanX)} of its width and ${pct(f.spanY)} of its height`,
    required: `centre within ${pct(compositionRule.maxCentreOffset)}, span ≥ ${pct(compositionRule.minSpan)} of the safe width or height, or the scene's \`composition\` states why not`,
    severity: Math.max(offCentre, small),
  };
}
