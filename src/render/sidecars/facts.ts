import {formatQuantity} from '../../model/format';
import type {References} from '../../script/references';
import type {Video} from '../../script/schema';
import {referencesShown} from './description';

/** facts.md: every number the video shows, its path, value, convention, kind, source and beats. */
export function buildFacts(video: Video, references: References): string {
  const rows = [...referencesShown(video).entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, beats]) => {
    const q = references[key];
    if (q === undefined) return `| \`${key}\` | missing | | | | |`;
    const source = q.source === undefined ? (q.note ?? '') : `[${q.source.title}](${q.source.url})${q.note === undefined ? '' : ` — ${q.note}`}`;
    return `| \`${key}\` | ${formatQuantity(q)} | ${q.value} (${q.dimension}) | ${q.convention ?? ''} | ${q.kind} | ${source.replace(/\|/g, '\\|')} | ${[...new Set(beats)].join(', ')} |`;
  });
  return [`# Facts shown in ${video.id}`, '', 'Every number on screen, as the viewer reads it, with its model path, base-unit value, convention, kind and source.', '',
    '| reference | shown as | value (base units) | convention | kind | source / note | beats |', '|---|---|---|---|---|---|---|', ...rows, ''].join('\n');
}
