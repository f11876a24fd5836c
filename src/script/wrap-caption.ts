import {rules} from './rules';

/**
 * Wraps a caption at word boundaries into lines of at most `width` characters.
 * The one wrapping function: `check`, the frame and the subtitle files all use it.
 *
 * @example wrapCaption('Keep hot data in HBM') // ['Keep hot data in HBM']
 */
export function wrapCaption(text: string, width: number = rules.captionLineLength): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
