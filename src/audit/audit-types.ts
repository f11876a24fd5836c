import type {Rect} from '../visual/geometry';
import type {ThemeName} from '../visual/tokens';

/**
 * A box as the browser measures it (a DOMRect's x, y, width, height), in frame pixels
 * (1920×1080). The drawings use `Rect` {x, y, w, h} of src/visual/geometry.ts; a drawing box
 * that the audit compares with measured boxes goes through `clientBoxOf`.
 */
export type ClientBox = {x: number; y: number; width: number; height: number};

export function clientBoxOf(r: Rect): ClientBox {
  return {x: r.x, y: r.y, width: r.w, height: r.h};
}

/**
 * caption and label: the script's texts; chapter: the chapter title; part: a part's name drawn by
 * a primitive (Box titles); counter: a number a simulation draws while its motion runs (the warp
 * countdowns); untracked: any other visible text, which is a finding.
 */
export type TextKind = 'caption' | 'label' | 'chapter' | 'part' | 'counter' | 'untracked';

/** One text element as the browser laid it out at one frame. */
export type MeasuredText = {
  /** data-text-id, or `untracked:<text>` for visible text outside any [data-text-id] */
  id: string;
  kind: TextKind;
  /** what the viewer reads (innerText, whitespace collapsed) */
  text: string;
  /** the glyphs' box: the union of the text's line boxes */
  box: ClientBox;
  /** every rendered line box (Range.getClientRects, merged per line) */
  lines: ClientBox[];
  /** smallest computed font size of its text, px at 1080p */
  fontSize: number;
  /** product of the opacities of the element and its ancestors */
  opacity: number;
  /** computed colour of the text, as the browser reports it (rgb(…)/rgba(…)) */
  color: string;
  /** the element or an overflow-clipping ancestor cuts the text off */
  clipped: boolean;
};

/** When in a beat a frame was measured. */
export type Moment = 'settled' | 'before-next' | 'text-visible' | 'text-last';

export type Checkpoint = {frame: number; sceneId: string; beatId: string; moments: Moment[]};

export type Rule =
  | 'title-safe'
  | 'caption-above-controls'
  | 'overlap'
  | 'clipped'
  | 'font-size'
  | 'caption-lines'
  | 'contrast'
  | 'reading-time'
  | 'flash'
  | 'colour-pairs'
  | 'untracked-text'
  | 'missing-text'
  | 'thumbnail'
  | 'moving-over-text'
  | 'stage'
  | 'side-text-lines'
  | 'text-size';

export type Violation = {
  video: string;
  theme: ThemeName | 'both';
  sceneId: string;
  beatId: string;
  /** the first frame where it was seen (null for the palette) */
  frame: number | null;
  /** every audited frame of this beat where the same text broke the same rule */
  frames: number[];
  textId: string;
  rule: Rule;
  /** what was measured, worded with its unit */
  measured: string;
  /** what the rule requires */
  required: string;
  /** how far it misses, in the rule's own unit (px, px², contrast ratio, seconds, share of frame): larger is worse, compared within a rule */
  severity: number;
};

export type VideoAudit = {
  video: string;
  themes: ThemeName[];
  /** frames measured (DOM and pixels) per theme */
  checkpoints: number;
  /** frames captured for the flash check */
  flashFrames: number;
  /** every check that ran, for the summary: rule → number of checks */
  checked: Partial<Record<Rule, number>>;
  violations: Violation[];
  /** findings of rules not yet fatal (`rules.pendingRules`): reported, not failing */
  pending: Violation[];
  seconds: number;
};
