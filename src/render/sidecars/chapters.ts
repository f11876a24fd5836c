import type {Timeline} from '../../timeline/resolve-timeline';

/** "00:00", "1:14" → YouTube chapter timestamps (mm:ss, hours when needed). */
export function chapterStamp(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${String(m).padStart(2, '0')}:${rest}`;
}

/** The chapter lines of a description: `00:00 Title`, one per scene. */
export function chapterLines(timeline: Timeline): string[] {
  return timeline.chapters.map((c) => `${chapterStamp(c.startSeconds)} ${c.title}`);
}

/** YouTube's chapter rules: first at 00:00, at least 3, ascending, each at least 10 s. Returns problems. */
export function chapterProblems(timeline: Timeline): string[] {
  const problems: string[] = [];
  const starts = timeline.chapters.map((c) => c.startSeconds);
  if (starts[0] !== 0) problems.push('the first chapter must start at 00:00');
  if (starts.length < 3) problems.push(`${starts.length} chapters; YouTube needs at least 3`);
  const ends = [...starts.slice(1), timeline.durationInFrames / timeline.fps];
  starts.forEach((s, i) => {
    const length = (ends[i] ?? s) - s;
    if (length < 10) problems.push(`chapter "${timeline.chapters[i]?.title}" lasts ${length} s; at least 10 s`);
    if (i > 0 && s <= (starts[i - 1] ?? 0)) problems.push('chapters must be in ascending order');
  });
  return problems;
}
