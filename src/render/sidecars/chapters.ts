import {chapterProblems as problemsOf, chapterStamp, type ChapterMark} from '../../script/chapter-rules';
import type {Timeline} from '../../timeline/timeline-types';

export {chapterStamp};

/** The timeline's chapters as YouTube will read them from the description. */
export function chapterMarks(timeline: Timeline): ChapterMark[] {
  return timeline.chapters.map((c) => ({seconds: c.startSeconds, stamp: chapterStamp(c.startSeconds), title: c.title}));
}

/** The chapter lines of a description: `00:00 Title`, one per scene. */
export function chapterLines(timeline: Timeline): string[] {
  return chapterMarks(timeline).map((c) => `${c.stamp} ${c.title}`);
}

/** YouTube's chapter rules (src/script/chapter-rules.ts) against the timeline's chapters. */
export function chapterProblems(timeline: Timeline): string[] {
  return problemsOf(chapterMarks(timeline), timeline.durationInFrames / timeline.fps);
}
