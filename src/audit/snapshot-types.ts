/**
 * What is on screen at one frame, as data: every shown text (id, string, box, font size, colour),
 * every named part (leader lines, `data-part` elements that are not texts, moving marks, and
 * the drawing's extent) and every painted shape of the drawing layer (box, fill, stroke, opacity,
 * grouped by the `<Part>` it is drawn in). Boxes are rounded to whole pixels at 1080p, so two
 * Chromiums that lay the bundled Inter out alike give the same snapshot even where their
 * anti-aliasing differs: the goldens compare it exactly, and their pixels loosely (docs/design.md §Goldens).
 */
export type SnapshotBox = {x: number; y: number; w: number; h: number};
export type SnapshotText = {id: string; text: string; box: SnapshotBox; fontSize: number; color: string};
export type SnapshotPart = {name: string; box: SnapshotBox};
/** A painted shape: `part` the named parts it is drawn in (outermost first, "" for none), `shape` its tag numbered within that part (`rect#2`). */
export type SnapshotShape = {
  part: string;
  shape: string;
  box: SnapshotBox;
  fill: string;
  stroke: string;
  strokeWidth: number;
  opacity: number;
};
/** `shapes` is absent only in a snapshot recorded before shapes were (the comparison then says so). */
export type ScreenSnapshot = {texts: SnapshotText[]; parts: SnapshotPart[]; shapes?: SnapshotShape[]};
