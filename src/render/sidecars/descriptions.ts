import type {Timeline} from '../../timeline/timeline-types';
import {toVtt, type Cue} from './captions';

/**
 * The descriptions track (WebVTT kind="descriptions"): each beat's `describe` text from the
 * beat's first frame to the next beat, in order; beats without one leave a gap.
 */
export function buildDescriptionCues(timeline: Timeline): Cue[] {
  const ms = (frame: number) => Math.round((frame / timeline.fps) * 1000);
  return timeline.scenes.flatMap((scene) =>
    scene.beats.flatMap((beat) =>
      beat.describe === undefined || beat.to <= beat.from
        ? []
        : [{startMs: ms(beat.from), endMs: ms(beat.to), lines: [beat.describe]}],
    ),
  );
}

/** descriptions.vtt, the text a screen reader speaks for what the drawing shows. */
export function toDescriptionsVtt(timeline: Timeline): string {
  return toVtt(buildDescriptionCues(timeline));
}
