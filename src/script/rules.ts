/**
 * The one table of limits: the visual-language rules and YouTube's delivery limits. The schema,
 * the frame, the sidecars, the audit and the upload all read them here (docs/design.md).
 */
export const rules = {
  /**
   * entrances and exits of texts and diagram changes, seconds: a third of a second (10 frames at
   * 30 fps, 8 at 24, 20 at 60), so a label lands right after its object and a text fade after a
   * beat's motion costs 10 captured frames, not 15 (issue #48's capture budget)
   */
  transitionSeconds: 1 / 3,
  /** a scene's entrance from the previous scene's picture (carried parts, a camera move), seconds */
  minEntranceSeconds: 0.5,
  maxEntranceSeconds: 2,
  captionLineLength: 42,
  captionMaxLines: 2,
  /** text sizes at 1080p, px: the caption, a label or part name, any text (a counter: the floor) */
  minCaptionPx: 50,
  minLabelPx: 36,
  minTextPx: 32,
  /**
   * the floors before the stage grammar (caption 48, label 32, text 28): under them is the fatal
   * `font-size` rule; between them and the limits above is `text-size`, pending until the videos pass
   */
  formerTextPx: {caption: 48, label: 32, text: 28},
  /** a block of side text (a label, a part title) wraps to at most this many lines */
  maxSideTextLines: 2,
  minChapters: 3,
  minChapterSeconds: 10,
  maxChapterTitle: 49,
  maxVideoTitle: 100,
  /** YouTube's description limit, UTF-8 bytes */
  maxDescriptionBytes: 5000,
  maxTagsCharacters: 500,
  /** a label of this many words or more states a fact and needs a source (or is a legend); shorter ones name parts */
  claimWords: 4,
  /** the thumbnail's hook: read at a glance in a list of results */
  maxThumbnailHookWords: 6,
  /** a dot of data in motion (the Flow primitive) at 1080p, px: seen, not read about */
  minFlowDotPx: 16,
  /** the drawing layer stands still at most this long inside a scene, unless a beat says why (`still`) */
  maxStillSeconds: 8,
  /** declared stills per video, title scenes aside */
  maxStillsPerVideo: 3,
  /**
   * rules being adopted that `npm run check` and the audit report under "not yet fatal" without
   * failing, while the videos are redrawn to pass them; a rule leaves this list (and becomes fatal)
   * once all three videos pass it. Empty since session 41: still, stage, side-text-lines and
   * text-size are fatal.
   */
  pendingRules: [] as readonly string[],
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
