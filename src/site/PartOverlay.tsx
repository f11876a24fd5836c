import React, {useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import {FactView} from './FactView';
import type {Part} from './site-data';
import {placeTip, type Rect} from './place-tip';

type Placed = {part: Part} & Rect;

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

export type StageProps = {
  parts: readonly Part[];
  paused: boolean;
  /** changes when the picture under the overlay changes (beat, frame, theme, size) */
  redrawKey: string;
  /** the stage's name: the picture as one image, in words */
  label: string;
  stage: RefObject<HTMLDivElement | null>;
  /** the part linked across the page's views (tables, transcript) */
  linked: string | null;
  setLinked: (id: string | null) => void;
  /** the player's controls, right under the picture */
  controls: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The stage: the Player as one named image (its own subtree hidden from assistive technology),
 * with the current beat's parts as focusable, hoverable buttons over it while it is paused (holds
 * are still). Focus or hover shows the part's facts in a tooltip beside it — it stays while
 * hovered, Esc closes it, it is placed off the part and off its neighbours where it can be — and
 * in the panel below, where the source links can be followed. When the part that has focus leaves
 * the picture, focus moves to the stage, never to the page.
 */
export const PartOverlay: React.FC<StageProps> = ({
  parts,
  paused,
  redrawKey,
  label,
  stage,
  linked,
  setLinked,
  controls,
  children,
}) => {
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<Placed[]>([]);
  // Below this stage width the labels are too small and close to be targets of their own (WCAG 2.5.8):
  // the parts become a row of buttons under the picture, and the one in focus is marked on it.
  const [compact, setCompact] = useState(false);
  // `active`: the part last focused or hovered (its facts stay in the panel, whose links Tab reaches next); `tip`: the one under focus or pointer now.
  const [active, setActive] = useState<string | null>(null);
  const [tip, setTip] = useState<string | null>(null);
  const closing = useRef<number | null>(null);

  // Before a placement drops the focused part's button, focus moves to the stage.
  const commit = (next: Placed[]) => {
    const focused = document.activeElement;
    const id = focused instanceof HTMLElement ? focused.dataset.partButton : undefined;
    if (id !== undefined && !next.some((p) => p.part.id === id)) stage.current?.focus({preventScroll: true});
    setPlaced(next);
    const width = box.current?.getBoundingClientRect().width ?? 0;
    setCompact(width > 0 && width < 640);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    const el = box.current;
    if (el === null || !paused) {
      commitRef.current([]);
      return;
    }
    let frames = 0;
    let raf = 0;
    // The Player draws a seeked frame a few animation frames later: measure until it settles. Meanwhile
    // a part of this beat not drawn yet keeps its last place, so a part that stays keeps its focus.
    const tick = () => {
      const settled = ++frames >= 30;
      const now = measure(el, parts);
      commitRef.current(
        settled
          ? now
          : [
              ...now,
              ...placedRef.current.filter(
                (p) => parts.some((q) => q.id === p.part.id) && !now.some((n) => n.part.id === p.part.id),
              ),
            ],
      );
      if (!settled) raf = requestAnimationFrame(tick);
    };
    tick();
    // The Player rescales its frame a few animation frames after its box resizes: measure again until that settles.
    const resize = new ResizeObserver(() => {
      cancelAnimationFrame(raf);
      frames = 0;
      tick();
    });
    resize.observe(el);
    return () => {
      cancelAnimationFrame(raf);
      resize.disconnect();
    };
  }, [box, parts, paused, redrawKey]);
  const placedRef = useRef(placed);
  placedRef.current = placed;

  useEffect(() => {
    setActive((a) => (parts.some((p) => p.id === a) ? a : null));
    setTip((t) => (parts.some((p) => p.id === t) ? t : null));
  }, [parts]);

  // Esc closes the tooltip wherever focus and pointer are (WCAG 1.4.13: dismissible without moving them).
  useEffect(() => {
    if (tip === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setTip(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tip]);

  const cancelClose = () => {
    if (closing.current !== null) window.clearTimeout(closing.current);
    closing.current = null;
  };
  const enter = (id: string) => {
    cancelClose();
    setActive(id);
    setTip(id);
    setLinked(id);
  };
  // The pointer may cross the gap onto the tooltip (it stays while hovered): close a moment later unless it arrives.
  const leaveSoon = (id: string) => {
    cancelClose();
    closing.current = window.setTimeout(() => {
      setTip((t) => (t === id ? null : t));
      setLinked(null);
    }, 400);
  };
  const blur = (id: string) => {
    setTip((t) => (t === id ? null : t));
    setLinked(null);
  };
  useEffect(() => cancelClose, []);

  const buttons = placed.map(({part, left, top, width, height}) => (
    <button
      key={part.id}
      type="button"
      className={part.id === linked ? 'part linked' : 'part'}
      data-part-button={part.id}
      aria-label={part.name}
      aria-describedby={factsId(part.id)}
      style={
        compact
          ? undefined
          : {left: left - 4, top: top - 4, width: Math.max(24, width + 8), height: Math.max(24, height + 8)}
      }
      onFocus={() => enter(part.id)}
      onMouseEnter={() => enter(part.id)}
      onBlur={() => blur(part.id)}
      onMouseLeave={() => leaveSoon(part.id)}
    >
      {compact ? part.name : null}
    </button>
  ));
  const shown = placed.find((p) => p.part.id === active);
  const tipped = placed.find((p) => p.part.id === tip);
  return (
    <>
      <div className="stage" ref={box}>
        <div className="stage-picture" role="img" aria-label={label} tabIndex={0} ref={stage} data-testid="stage">
          <div aria-hidden="true">{children}</div>
        </div>
        <div className="part-layer" ref={layer}>
          {compact
            ? placed
                .filter((p) => p.part.id === (tip ?? linked))
                .map(({part, left, top, width, height}) => (
                  <div
                    key={part.id}
                    className="part-mark"
                    aria-hidden="true"
                    style={{left: left - 4, top: top - 4, width: width + 8, height: height + 8}}
                  />
                ))
            : buttons}
          {compact || tipped === undefined ? null : (
            <Tip placed={tipped} others={placed} onEnter={cancelClose} onLeave={() => leaveSoon(tipped.part.id)} />
          )}
        </div>
      </div>
      {compact && placed.length > 0 ? (
        <div className="part-chips" role="group" aria-label="Parts of the picture">
          {buttons}
        </div>
      ) : null}
      {controls}
      <div hidden>
        {placed.map(({part}) => (
          <div key={part.id} id={factsId(part.id)}>
            <PartFacts part={part} links={false} />
          </div>
        ))}
      </div>
      <section className="part-panel" aria-labelledby="part-panel-title">
        <h2 id="part-panel-title">Parts of this beat</h2>
        <p className="hint">
          Tab to a labelled part of the picture, or hover it, for its numbers and sources (while paused).
        </p>
        {shown === undefined ? (
          <p>
            {placed.length === 0
              ? 'No labelled parts at this point.'
              : `${placed.length} labelled parts: ${placed.map((p) => p.part.name).join(' · ')}`}
          </p>
        ) : (
          <div data-testid="active-part">
            <PartFacts part={shown.part} />
          </div>
        )}
      </section>
    </>
  );
};

/** The tooltip, placed where it covers neither its part nor, if it can help it, the other parts. */
const Tip: React.FC<{placed: Placed; others: Placed[]; onEnter: () => void; onLeave: () => void}> = ({
  placed,
  others,
  onEnter,
  onLeave,
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{left: number; top: number} | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const bounds = el?.parentElement?.getBoundingClientRect();
    if (el === null || bounds === undefined) return;
    // Every text drawn in the picture (labels that are parts, captions, counters) is a neighbour to keep clear of.
    const texts = [...(el.parentElement?.parentElement?.querySelectorAll('[data-text-id]') ?? [])].map((t) => {
      const r = t.getBoundingClientRect();
      return {left: r.left - bounds.left, top: r.top - bounds.top, width: r.width, height: r.height};
    });
    setAt(
      placeTip(
        placed,
        [...others.filter((o) => o.part.id !== placed.part.id), ...texts],
        {width: el.offsetWidth, height: el.offsetHeight},
        {left: 0, top: 0, width: bounds.width, height: bounds.height},
      ),
    );
  }, [placed, others]);
  return (
    <div
      className="part-tip"
      role="tooltip"
      ref={ref}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      data-testid="part-tip"
      style={at === null ? {left: 0, top: 0, visibility: 'hidden'} : {left: at.left, top: at.top}}
    >
      <PartFacts part={placed.part} links={false} />
    </div>
  );
};

const PartFacts: React.FC<{part: Part; links?: boolean}> = ({part, links = true}) => (
  <>
    <p className="part-name">{part.name}</p>
    {part.facts.length === 0 ? (
      <p className="muted">A name: no number on this part.</p>
    ) : (
      <ul>
        {part.facts.map((f, i) => (
          <li key={i}>
            <FactView fact={f} links={links} />
          </li>
        ))}
      </ul>
    )}
  </>
);
