import {rules} from './rules';

/** A chapter as YouTube reads it from a description: its start, its timestamp as written, its title. */
export type ChapterMark = {seconds: number; stamp: string; title: string};

/** "00:00", "1:14" → YouTube chapter timestamps (mm:ss, hours when needed). */
export function chapterStamp(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${String(m).padStart(2, '0')}:${rest}`;
}

/**
 * YouTube's chapter rules, one implementation for the description writer and the uploader:
 * the first at 00:00, at least `rules.minChapters`, ascending, each at least `rules.minChapterSeconds`.
 */
export function chapterProblems(chapters: readonly ChapterMark[], lengthSeconds: number): string[] {
  const problems: string[] = [];
  if (chapters.length < rules.minChapters)
    problems.push(
      `${chapters.length} chapter timestamps; YouTube needs at least ${rules.minChapters}, the first at 00:00`,
    );
  if (chapters.length > 0 && chapters[0]?.seconds !== 0)
    problems.push(`the first chapter starts at ${chapters[0]?.stamp}; YouTube needs it at 00:00`);
  chapters.forEach((c, i) => {
    const previous = chapters[i - 1];
    if (previous !== undefined && c.seconds <= previous.seconds)
      problems.push(
        `chapter "${c.title}" (${c.stamp}) is not after "${previous.title}" (${previous.stamp}); YouTube needs ascending timestamps`,
      );
    const end = chapters[i + 1]?.seconds ?? lengthSeconds;
    if (end - c.seconds < rules.minChapterSeconds && end > c.seconds) {
      problems.push(
        `chapter "${c.title}" (${c.stamp}) lasts ${Math.round((end - c.seconds) * 10) / 10} s; YouTube needs at least ${rules.minChapterSeconds} s`,
      );
    }
  });
  return problems;
}
