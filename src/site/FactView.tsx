import React from 'react';
import type {Fact} from './site-data';

const conventionWords: Record<string, string> = {
  'each-way': 'each way (per direction)',
  'both-ways': 'both ways (the two directions added)',
  aggregate: 'aggregate (reads and writes share it)',
  unstated: 'direction not stated by the source',
};

export const conventionText = (c: string | undefined): string => (c === undefined ? '' : (conventionWords[c] ?? c));

/** One fact: the number, its convention and kind, its source as a link. */
export const FactView: React.FC<{fact: Fact; links?: boolean}> = ({fact, links = true}) => (
  <span className="fact">
    <strong>{fact.shownAs}</strong>
    {fact.convention === undefined ? null : <> · {conventionText(fact.convention)}</>}
    {' · '}
    {fact.kind}
    {fact.source === undefined ? null : (
      <>
        {' '}
        · source:{' '}
        {links && fact.source.url !== undefined ? <a href={fact.source.url}>{fact.source.title}</a> : fact.source.title}
      </>
    )}
    {fact.note === undefined ? null : <> · {fact.note}</>}
  </span>
);
