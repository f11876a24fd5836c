import React, {useEffect, useRef} from 'react';
import {clock, type OnScreenText, type SiteBeat, type SiteVideo} from './site-data';

export type Verbosity = 'off' | 'descriptions' | 'everything';

/** What the live region says when a beat begins: only what enters (its description; with `everything`, also the texts that appear). */
export function spokenAt(beat: SiteBeat, verbosity: Verbosity): string {
  if (verbosity === 'off') return '';
  const words = beat.describe === undefined ? [] : [beat.describe];
  if (verbosity === 'everything') words.push(...beat.entering.map((t) => t.text));
  return words.join(' ');
}

/**
 * The polite live region: what enters at each beat, as the beat changes (never at page load, never
 * the whole screen again). Empty when the listener chose `off`.
 */
export const Announcer: React.FC<{beat: SiteBeat; verbosity: Verbosity}> = ({beat, verbosity}) => {
  const [said, setSaid] = React.useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSaid(spokenAt(beat, verbosity));
  }, [beat, verbosity]);
  useEffect(() => {
    if (verbosity === 'off') setSaid('');
  }, [verbosity]);
  return (
    <div className="sr-only" aria-live="polite" data-testid="announce">
      {said}
    </div>
  );
};

const Line: React.FC<{t: OnScreenText; linked: boolean}> = ({t, linked}) => (
  <li className={t.kind} data-linked={linked ? 'true' : undefined}>
    {t.kind === 'caption' ? <span className="tag">Caption:</span> : null} {t.text}
  </li>
);

/** What is on screen at the current beat, in reading order (not live: the live region says what enters). */
export const CurrentTranscript: React.FC<{beat: SiteBeat}> = ({beat}) => (
  <section className="now" aria-labelledby="now-title">
    <h2 id="now-title">On screen now</h2>
    <div data-testid="transcript-now">
      {beat.describe === undefined ? null : (
        <p className="describe">
          <span className="tag">Picture:</span> {beat.describe}
        </p>
      )}
      {/* a label repeating the chapter's title (a title card) is listed once */}
      <ul>
        {beat.onScreen
          .filter((t, i) => i === 0 || t.text !== beat.onScreen[0]?.text)
          .map((t) => (
            <Line key={t.id} t={t} linked={false} />
          ))}
      </ul>
    </div>
  </section>
);

/**
 * The whole transcript by chapter, in a panel that follows playback: the current beat is marked
 * and scrolled into the panel's view (the panel scrolls, never the page, and focus stays where it
 * is). Each beat is a link named by its words (its first caption or description); following it, or
 * clicking anywhere on the beat, seeks there and brings the video into view.
 */
export const WholeTranscript: React.FC<{
  video: SiteVideo;
  current: SiteBeat;
  linked: string | null;
  go: (anchor: string) => void;
}> = ({video, current, linked, go}) => {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = panel.current;
    const line = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (box === null || box === undefined || line === null || line === undefined) return;
    const top = line.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo({top: Math.max(0, top - box.clientHeight / 4)});
  }, [current.anchor]);
  return (
    <section aria-labelledby="transcript-heading" className="transcript">
      <h2 id="transcript-heading">Transcript</h2>
      <p className="hint">
        The beat on screen is marked and kept in view as the video plays. Choose a beat to go there.
      </p>
      <div className="transcript-panel" ref={panel} data-testid="transcript-panel">
        {video.chapters.map((c) => (
          <section key={c.sceneId} aria-labelledby={`tr-chapter-${c.sceneId}`}>
            <h3 id={`tr-chapter-${c.sceneId}`}>
              {clock(c.from / video.fps)} {c.title}
            </h3>
            {c.beats.map((b) => {
              const named = b.entering.find((t) => t.kind === 'caption' && t.text === b.name);
              const texts = b.entering.filter((t) => t !== named);
              const isCurrent = b.anchor === current.anchor;
              return (
                // The link is the keyboard's way in; a click anywhere on the beat does the same for a pointer.
                <div
                  key={b.id}
                  className="transcript-beat"
                  aria-current={isCurrent ? 'step' : undefined}
                  data-anchor={b.anchor}
                  onClick={(e) => {
                    if (!(e.target instanceof HTMLAnchorElement)) go(b.anchor);
                  }}
                >
                  <p>
                    <a
                      href={`#${b.anchor}`}
                      className="beat-link"
                      onClick={(e) => {
                        e.preventDefault();
                        go(b.anchor);
                      }}
                    >
                      <span className="time">{clock(b.from / video.fps)}</span> {b.name}
                    </a>
                  </p>
                  {b.describe === undefined || b.describe === b.name ? null : (
                    <p className="describe">
                      <span className="tag">Picture:</span> {b.describe}
                    </p>
                  )}
                  {texts.length === 0 ? null : (
                    <ul>
                      {texts.map((t) => (
                        <Line key={t.id} t={t} linked={b.sceneId === current.sceneId && t.id === linked} />
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </section>
  );
};
