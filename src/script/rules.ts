/** The numbers of the visual-language rules (storyboards.md), in one place. */
export const rules = {
  /** entrances and exits of texts and diagram changes, seconds */
  transitionSeconds: 0.5,
  captionLineLength: 42,
  captionMaxLines: 2,
  minChapters: 3,
  minChapterSeconds: 10,
  maxChapterTitle: 49,
  maxVideoTitle: 100,
  maxTagsCharacters: 500,
  /** the thumbnail's hook: read at a glance in a list of results */
  maxThumbnailHookWords: 6,
  /** fps at which a fixed length must be a whole number of frames */
  frameRates: [24, 30, 60],
} as const;

/** max(0.2 s × words + R, 0.3 s × words), R = 2 s under 10 words and 3 s from 10 (BBC, Clearcast). */
export function secondsNeeded(words: number): number {
  const recognition = words < 10 ? 2 : 3;
  return Math.max(0.2 * words + recognition, 0.3 * words);
}

/** A word is a whitespace-separated token with a letter or digit in it (×, =, →, · are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** YouTube counts tags as their lengths plus a comma between each, and quotes around a tag with a space. */
export function tagsLength(tags: readonly string[]): number {
  const each = tags.map((t) => t.length + (t.includes(' ') ? 2 : 0));
  return each.reduce((a, b) => a + b, 0) + Math.max(0, tags.length - 1);
}
