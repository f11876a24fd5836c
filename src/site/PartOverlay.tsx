import React, {useEffect, useRef, useState} from 'react';
import {FactView} from './FactView';
import type {Part} from './site-data';

type Placed = {part: Part; left: number; top: number; width: number; height: number};

/** Where each part's marked element (`data-part`, set by the Label primitive) is drawn in the Player, relative to `box`. */
function measure(box: HTMLElement, parts: readonly Part[]): Placed[] {
  const origin = box.getBoundingClientRect();
  const placed = parts.flatMap((part) => {
    const el = box.querySelector(`[data-part="${CSS.escape(part.id)}"]`);
    if (el === null) return [];
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return [];
    return [{part, left: r.left - origin.left, top: r.top - origin.top, width: r.width, height: r.height}];
  });
  // Tab order is reading order: rows from the top, left to right within a row.
  return placed.sort((a, b) => (Math.abs(a.top - b.top) > 12 ? a.top - b.top : a.left - b.left));
}

const factsId = (id: string) => `part-facts-${id}`;

/**
 * The Player (children) with the current beat's parts as focusable, hoverable buttons over the Player (while it is paused:
 * holds are still); focus or hover shows the part's facts from the model beside it and in the
 * panel below, where the source links can be followed.
 */
export const PartOverlay: React.FC<{parts: readonly Part[]; paused: boolean; redrawKey: string; children: React.ReactNode}> = ({parts, paused, redrawKey, children}) => {
  const box = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<Placed[]>([]);
  // `active`: the part last focused or hovered (its facts stay in the panel, whose links Tab reaches next); `tip`: the one under focus or pointer now.
  const [active, setActive] = useState<string | null>(null);
  const [tip, setTip] = useState<string | null>(null);
  useEffect(() => {
    const el = box.current;
    if (el === null || !paused) {
      setPlaced([]);
      return;
    }
    let frames = 0;
    let raf = 0;
    // The Player draws a seeked frame a few animation frames later: measure until it settles.
    const tick = () => {
      setPlaced(measure(el, parts));
      if (++frames < 30) raf = requestAnimationFrame(tick);
    };
    tick();
    const resize = new ResizeObserver(() => setPlaced(measure(el, parts)));
    resize.observe(el);
    return () => {
      cancelAnimationFrame(raf);
      resize.disconnect();
    };
  }, [box, parts, paused, redrawKey]);
  useEffect(() => {
    setActive(null);
    setTip(null);
  }, [redrawKey]);
  const enter = (id: string) => {
    setActive(id);
    setTip(id);
  };
  const leave = (id: string) => setTip((t) => (t === id ? null : t));
  const shown = placed.find((p) => p.part.id === active);
  const tipped = placed.find((p) => p.part.id === tip);
  return (
    <>
      <div className="stage" ref={box}>
      {children}
      <div className="part-layer" aria-hidden={placed.length === 0 ? true : undefined}>
        {placed.map(({part, left, top, width, height}) => (
          <button key={part.id} type="button" className="part" data-part-button={part.id} aria-label={part.name} aria-describedby={factsId(part.id)}
            style={{left: left - 4, top: top - 4, width: width + 8, height: height + 8}}
            onFocus={() => enter(part.id)} onMouseEnter={() => enter(part.id)} onBlur={() => leave(part.id)} onMouseLeave={() => leave(part.id)} />
        ))}
        {tipped === undefined ? null : (
          <div className="part-tip" role="tooltip" style={{left: Math.max(0, tipped.left), top: tipped.top + tipped.height + 8}}>
            <PartFacts part={tipped.part} links={false} />
          </div>
        )}
      </div>
      </div>
      <div className="sr-only">
        {placed.map(({part}) => <div key={part.id} id={factsId(part.id)}><PartFacts part={part} links={false} /></div>)}
      </div>
      <section className="part-panel" aria-labelledby="part-panel-title">
        <h2 id="part-panel-title">Parts of this beat</h2>
        <p className="hint">Tab to a labelled part of the picture, or hover it, for its numbers and sources (while paused).</p>
        {shown === undefined ? <p>{placed.length === 0 ? 'No labelled parts at this point.' : `${placed.length} labelled parts: ${placed.map((p) => p.part.name).join(' · ')}`}</p>
          : <div data-testid="active-part"><PartFacts part={shown.part} /></div>}
      </section>
    </>
  );
};

const PartFacts: React.FC<{part: Part; links?: boolean}> = ({part, links = true}) => (
  <>
    <p className="part-name">{part.name}</p>
    {part.facts.length === 0 ? <p className="muted">A name: no number on this part.</p> : (
      <ul>{part.facts.map((f, i) => <li key={i}><FactView fact={f} links={links} /></li>)}</ul>
    )}
  </>
);
