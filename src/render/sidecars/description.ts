import type {Quantity} from '../../model/quantity';
import type {Source} from '../../model/make-quantity';
import {claimsShown, claimSourceOf} from './claims';
import type {References} from '../../script/references';
import {referencedKeys, resolveText} from '../../script/references';
import type {Video} from '../../script/schema';
import type {Timeline} from '../../timeline/timeline-types';
import {rules} from '../../script/rules';
import {chapterLines, chapterProblems} from './chapters';

export const maxDescriptionBytes = rules.maxDescriptionBytes;
export const silentNote = 'This video has no sound: everything is shown on screen.';

/** Every reference a video's texts use, with the beats where each appears. */
export function referencesShown(video: Video): Map<string, string[]> {
  const shown = new Map<string, string[]>();
  const add = (text: string, where: string) => {
    for (const key of referencedKeys(text)) shown.set(key, [...(shown.get(key) ?? []), where]);
  };
  video.scenes.forEach((scene) => {
    add(scene.chapter, `${scene.id} (chapter)`);
    scene.beats.forEach((beat) => {
      if (beat.caption !== undefined)
        add(typeof beat.caption === 'string' ? beat.caption : beat.caption.text, `${scene.id}/${beat.id}`);
      for (const l of beat.labels ?? []) add(l.text, `${scene.id}/${beat.id}`);
    });
  });
  return shown;
}

/** The distinct sources behind the numbers and the claims shown (the book once, by its chapters). */
export function sourcesShown(video: Video, references: References): Source[] {
  const seen = new Map<string, Source>();
  const add = (s: Source) => seen.set(s.url ?? s.title, s);
  for (const key of referencesShown(video).keys()) {
    const q: Quantity | undefined = references[key];
    if (q?.source !== undefined) add(q.source);
    if (q?.publishedOtherwise !== undefined) add(q.publishedOtherwise.source);
  }
  for (const claim of claimsShown(video, references)) add(claimSourceOf(claim.source));
  return [...seen.values()];
}

/** description.txt: title, summary, the silent note, chapters, sources. At most 5,000 bytes, no < or >. */
export function buildDescription(video: Video, timeline: Timeline, references: References): string {
  const problems = chapterProblems(timeline);
  if (problems.length > 0) throw new Error(`${video.id}: chapters break YouTube's rules: ${problems.join('; ')}`);
  const lines = [
    resolveText(video.title, references),
    '',
    resolveText(video.delivery.summary, references),
    '',
    silentNote,
    '',
    'Chapters:',
    ...chapterLines(timeline),
    '',
    'Sources of the numbers and claims shown:',
    ...sourcesShown(video, references).map((s) => (s.url === undefined ? `- ${s.title}` : `- ${s.title}: ${s.url}`)),
  ];
  const text = lines.join('\n').replace(/[<>]/g, '') + '\n';
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxDescriptionBytes)
    throw new Error(`${video.id}: description.txt is ${bytes} bytes; YouTube allows ${maxDescriptionBytes}`);
  return text;
}
