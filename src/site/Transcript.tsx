import React from 'react';
import type {SiteBeat, SiteVideo} from './site-data';

/** What is on screen at the current beat, in reading order, announced politely as it changes. */
export const CurrentTranscript: React.FC<{beat: SiteBeat}> = ({beat}) => (
  <section className="now" aria-labelledby="now-title">
    <h2 id="now-title">On screen now</h2>
    <div aria-live="polite" aria-atomic="true" data-testid="transcript-now">
      {beat.describe === undefined ? null : <p className="describe"><span className="tag">Picture:</span> {beat.describe}</p>}
      <ul>{beat.onScreen.map((t) => <li key={t.id} className={t.kind}>{t.kind === 'caption' ? <span className="tag">Caption:</span> : null} {t.text}</li>)}</ul>
    </div>
  </section>
);

/** The whole transcript by chapter: each beat's description and the texts that enter with it. */
export const WholeTranscript: React.FC<{video: SiteVideo; currentAnchor: string}> = ({video, currentAnchor}) => (
  <section aria-labelledby="transcript-title">
    <h2 id="transcript-title">Transcript</h2>
    {video.chapters.map((c) => (
      <section key={c.sceneId} aria-labelledby={`transcript-${c.sceneId}`}>
        <h3 id={`transcript-${c.sceneId}`}>{c.title}</h3>
        {c.beats.map((b) => (
          <div key={b.id} className="transcript-beat" aria-current={b.anchor === currentAnchor ? 'step' : undefined}>
            <p><a href={`#${b.anchor}`}>Go to this beat</a></p>
            {b.describe === undefined ? null : <p className="describe"><span className="tag">Picture:</span> {b.describe}</p>}
            {b.entering.length === 0 ? null : <ul>{b.entering.map((t) => <li key={t.id} className={t.kind}>{t.kind === 'caption' ? <span className="tag">Caption:</span> : null} {t.text}</li>)}</ul>}
          </div>
        ))}
      </section>
    ))}
  </section>
);
