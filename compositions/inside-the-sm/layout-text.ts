import type {Rect} from '../../src/visual/geometry';
import {fontSize} from '../../src/visual/tokens';

/**
 * The lines of text a scene sets in a column (its header, a side column): one box per line, its top at
 * `top + offset` and one label line tall, so a label follows its line with `place(lineTop(lines, i), 'below-start', 0)`
 * (top-aligned, however many lines it wraps to) or `place(line, 'inside-start', 0)`. Pure.
 */
export function textLines(
  x: number,
  top: number,
  offsets: readonly number[],
  w = 0,
  size: number = fontSize.label,
): Rect[] {
  return offsets.map((offset) => ({x, y: top + offset, w, h: size * 1.2}));
}

/** The top edge of line `i`: where a top-aligned label starts (`place(lineTop(lines, 0), 'below-start', 0)`). */
export function lineTop(lines: readonly Rect[], i: number): Rect {
  const line = lines[i];
  if (line === undefined) throw new Error(`no text line ${i} (of ${lines.length})`);
  return {...line, h: 0};
}
