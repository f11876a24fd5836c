import type {MeasuredText, ClientBox} from './audit-types';
import {intersectionArea, visibleOpacity} from './check-layout';
import type {Finding} from './check-layout';

/** A mark that moves during declared motion (a packet, a stripe, a sweeping cursor), marked `data-moving` in the drawing. */
export type MovingMark = {id: string; box: ClientBox};

/** Attribute that marks a moving mark; its value names the mark in findings. */
export const movingAttribute = 'data-moving';

/** Nothing that moves crosses text: one finding per (mark, text) whose boxes intersect at this frame. */
export function checkMovingMarks(marks: readonly MovingMark[], texts: readonly MeasuredText[]): Finding[] {
  const shown = texts.filter((t) => t.opacity > visibleOpacity && t.box.width > 0 && t.box.height > 0);
  const findings: Finding[] = [];
  for (const m of marks) {
    for (const t of shown) {
      const area = Math.max(0, ...(t.lines.length > 0 ? t.lines : [t.box]).map((l) => intersectionArea(m.box, l)));
      if (area <= 0) continue;
      findings.push({
        textId: t.id,
        rule: 'moving-over-text',
        measured: `moving mark ${m.id} crosses the text's box by ${Math.round(area)} px²`,
        required: 'moving marks never intersect a text box',
        severity: area,
      });
    }
  }
  return findings;
}
