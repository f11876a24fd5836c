import {formatQuantity} from '../../model/format';
import type {References} from '../../script/references';
import type {Video} from '../../script/schema';
import type {Source} from '../../model/make-quantity';
import {qualifiersOf} from '../../model/provenance';
import {claimsShown, claimSourceOf} from './claims';
import {referencesShown} from './description';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const link = (s: Source) => (s.url === undefined ? s.title : `[${s.title}](${s.url})`);

/** facts.md: every number the video shows (path, value, convention, kind, qualifier, source, beats), then every claim (text, beat, source). */
export function buildFacts(video: Video, references: References): string {
  const rows = [...referencesShown(video).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, beats]) => {
      const q = references[key];
      if (q === undefined) return `| \`${key}\` | missing | | | | |`;
      const source =
        q.source === undefined ? (q.note ?? '') : `${link(q.source)}${q.note === undefined ? '' : ` — ${q.note}`}`;
      const otherwise =
        q.publishedOtherwise === undefined
          ? ''
          : ` NVIDIA prints ${q.publishedOtherwise.figure} (${link(q.publishedOtherwise.source)}).`;
      return `| \`${key}\` | ${formatQuantity(q)} | ${q.value} (${q.dimension}) | ${q.convention ?? ''} | ${q.kind} | ${cell(qualifiersOf(q).join('; '))} | ${cell(source + otherwise)} | ${[...new Set(beats)].join(', ')} |`;
    });
  const claims = claimsShown(video, references).map(
    (c) => `| ${cell(c.text)} | ${c.beat} | ${cell(link(claimSourceOf(c.source)))} |`,
  );
  return [
    `# Facts shown in ${video.id}`,
    '',
    'Every number on screen, as the viewer reads it, with its model path, base-unit value, convention, kind, the qualifier shown with it and its source.',
    '',
    '| reference | shown as | value (base units) | convention | kind | qualifier on screen | source / note | beats |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Claims shown',
    '',
    'Every caption and every label that states a fact, as the viewer reads it, with the beat where it appears and its source.',
    '',
    '| text | beat | source |',
    '|---|---|---|',
    ...claims,
    '',
  ].join('\n');
}
