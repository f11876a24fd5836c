import type {Beat, Entrance} from '../script/schema';

/**
 * The resolved timeline's types: what `resolveTimeline` (resolve-timeline.ts) produces and every
 * tool reads. Their own module, so the frame arithmetic (frames.ts) and the resolver both import
 * them and neither imports the other's types back.
 */

/** Frames [from, to): `to` is the first frame after. */
export type Interval = {from: number; to: number};

export type ResolvedText = {
  id: string;
  kind: 'caption' | 'label';
  sceneId: string;
  beatId: string;
  /** the script's text, references unresolved */
  source: string;
  /** the text the viewer reads */
  text: string;
  /** caption lines as wrapped at 42 characters; a label is one line */
  lines: string[];
  /** entrance starts */
  appear: number;
  /** entrance has ended: fully visible from here */
  visibleFrom: number;
  /** exit starts; null when the text stays to its scene's cut */
  exitStart: number | null;
  exitEnd: number | null;
  /** a counting number is read from its settled value: the end of its beat's motion */
  settledFrom: number;
  counting: boolean;
  /** the part the label names (`label.of`): it enters once that part is drawn; null for captions and free labels */
  of: string | null;
  /** the label states what its beat's motion produced: it enters when that motion ends */
  result: boolean;
};

export type ResolvedBeat = {
  id: string;
  sceneId: string;
  /** seconds from the scene's start, as in the script */
  at: number;
  from: number;
  /** first frame after the beat's transition and declared motion */
  motionEnd: number;
  /**
   * first frame at which this beat's own texts have all entered (a label that lands with its
   * object or a result enters after the motion); the beat's `from` when it has none
   */
  textsLanded: number;
  /** next beat's first frame, or the scene's end */
  to: number;
  motion: Beat['motion'];
  /** the parts this beat's motion draws (`motion.builds`) */
  builds: string[];
  /** the motion's period in frames (`motion.period`): frame f equals f + period inside [from, motionEnd); null: not periodic */
  periodFrames: number | null;
  /** the script's reason why the drawing stands still for long from this beat (`still`); null: none given */
  still: string | null;
  /** the parts in focus; empty: nothing is dimmed */
  focus: string[];
  thumbnail: boolean;
  /** the script's `describe`, references resolved (not on screen) */
  describe: string | undefined;
};

/** A scene's entrance from the previous scene's picture: frames [from, to), declared motion. */
export type ResolvedEntrance = {
  kind: Entrance['kind'];
  from: number;
  to: number;
  /** the parts carried over the boundary */
  carries: string[];
  /** the scene whose last picture the entrance starts from */
  previousSceneId: string;
};

export type ResolvedScene = {
  id: string;
  index: number;
  chapter: string;
  /** null: the scene cuts in */
  entrance: ResolvedEntrance | null;
  /** the script's reason why its picture is off centre or small; null: the stage rule applies */
  compositionReason: string | null;
  from: number;
  durationInFrames: number;
  /** first frame after the scene */
  to: number;
  beats: ResolvedBeat[];
  texts: ResolvedText[];
};

export type Timeline = {
  videoId: string;
  title: string;
  subtitle: string;
  fps: number;
  durationInFrames: number;
  transitionFrames: number;
  scenes: ResolvedScene[];
  chapters: {title: string; from: number; startSeconds: number}[];
  /** frames where something may move: transitions and declared motion */
  motion: Interval[];
  /** runs of identical frames: everything else, split at scene cuts */
  holds: Interval[];
  thumbnailFrame: number;
};
