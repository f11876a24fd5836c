import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import type {CompositionProps} from '../composition-props';
import {frameSize} from '../visual/tokens';
import {KeysDialog} from './KeysDialog';
import {PartOverlay} from './PartOverlay';
import {clock, type SiteVideo} from './site-data';
import {ChartTable, ChartTables, FactSheet, type RowLink} from './Tables';
import {ThemeToggle} from './ThemeToggle';
import {Announcer, CurrentTranscript, spokenAt, WholeTranscript, type Verbosity} from './Transcript';
import {beatIndexOfHash, speeds, useBeatStepper, type StepBeat} from './use-beat-stepper';
import {useTheme} from './use-theme';

const formField = (el: EventTarget) =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
/** Space on these presses them; elsewhere in the player (the picture, a part) it plays and pauses. */
const pressesOnSpace = (el: EventTarget) =>
  (el instanceof HTMLButtonElement && el.dataset.partButton === undefined) ||
  el instanceof HTMLAnchorElement ||
  (el instanceof HTMLElement && el.tagName === 'SUMMARY');

/** The stage's name: the picture as one image, where it is and what it shows. */
export function stageLabel(video: SiteVideo, beat: StepBeat): string {
  const chapter = video.chapters[beat.chapterIndex];
  return `Animation, chapter ${beat.chapterIndex + 1} of ${video.chapters.length} (${chapter?.title}), beat ${beat.beatIndex + 1} of ${chapter?.beats.length ?? 0}: ${beat.describe ?? beat.name}`;
}

/** The seek slider's spoken value: the time and the chapter there ("1:14, NVLink-C2C"). */
export function timeText(video: SiteVideo, frame: number): string {
  const chapter = [...video.chapters].reverse().find((c) => c.from <= frame) ?? video.chapters[0];
  return `${clock(frame / video.fps)}, ${chapter?.title ?? ''}`;
}

/** A video's companion page: the live composition as a player with beats as steps, transcript, parts, tables, facts. */
export const VideoPage: React.FC<{video: SiteVideo; component: React.ComponentType<CompositionProps>}> = ({
  video,
  component,
}) => {
  const player = useRef<PlayerRef>(null);
  const stage = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const {choice, setChoice, theme} = useTheme();
  const [verbosity, setVerbosity] = useState<Verbosity>('descriptions');
  const [pauseAtBeats, setPauseAtBeats] = useState(false);
  const [rate, setRate] = useState(1);
  const [keysOpen, setKeysOpen] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const [linked, setLinked] = useState<string | null>(null);
  const spoken = useCallback(
    (b: StepBeat) => spokenAt(b, verbosity === 'off' ? 'descriptions' : verbosity),
    [verbosity],
  );
  const {beats, index, beat, frame, goTo, seek, toggle, playing} = useBeatStepper(video, player, spoken, pauseAtBeats);
  const chapter = video.chapters[beat.chapterIndex];
  const chart = video.tables.find((t) => t.sceneId === beat.sceneId);

  /** Bring the video into view and put focus on it (after a link, a transcript line, a hash). */
  const reveal = useCallback(() => {
    const el = stage.current;
    if (el === null) return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight)
      el.scrollIntoView({block: r.height > window.innerHeight ? 'start' : 'center'});
    el.focus({preventScroll: true});
  }, []);
  const go = useCallback(
    (anchor: string) => {
      goTo(beatIndexOfHash(beats, `#${anchor}`));
      reveal();
    },
    [beats, goTo, reveal],
  );

  useEffect(() => {
    const onHash = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      if (beats.some((b) => b.anchor === anchor) && anchor !== beats[index]?.anchor) go(anchor);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [beats, go, index]);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === region.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleLarger = useCallback(() => {
    if (document.fullscreenElement !== null) void document.exitFullscreen();
    else if (enlarged) setEnlarged(false);
    // Full screen where the browser allows it; otherwise the stage grows to the window.
    else if (region.current === null || typeof region.current.requestFullscreen !== 'function') setEnlarged(true);
    else region.current.requestFullscreen().catch(() => setEnlarged(true));
  }, [enlarged]);

  // The player's keys act only while focus is inside it (WCAG 2.1.1 / 2.1.4): elsewhere ← → scroll and Space presses.
  const onKey = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target instanceof Element && e.target.closest('dialog') !== null))
      return;
    const k = e.key;
    if (k === '?') setKeysOpen(true);
    else if (formField(e.target)) return;
    else if (k === 'ArrowRight') goTo(index + 1);
    else if (k === 'ArrowLeft') goTo(index - 1);
    else if (k === 'Home') goTo(0);
    else if (k === 'End') goTo(beats.length - 1);
    else if (k === 'k' || k === 'K' || (k === ' ' && !pressesOnSpace(e.target))) toggle();
    else if (k === 'f' || k === 'F') toggleLarger();
    else if (k === 'Escape' && enlarged) setEnlarged(false);
    else return;
    e.preventDefault();
  };

  const linkedKeys = useMemo(
    () =>
      new Set(
        beat.parts.find((p) => p.id === linked)?.facts.flatMap((f) => (f.key === undefined ? [] : [f.key])) ?? [],
      ),
    [beat, linked],
  );
  const rowLink: RowLink = {
    keys: linkedKeys,
    hover: (keys) =>
      setLinked(
        keys === null
          ? null
          : (beat.parts.find((p) => p.facts.some((f) => f.key !== undefined && keys.includes(f.key)))?.id ?? null),
      ),
  };
  const seconds = Math.floor(frame / video.fps);
  const lastSecond = Math.floor((video.durationInFrames - 1) / video.fps);
  const atStart = index === 0;
  const atEnd = index === beats.length - 1;

  const controls = (
    <>
      <div className="controls" role="group" aria-label="Player controls">
        {/* At either end the button stays focusable and says so (aria-disabled), so focus never drops to the page. */}
        <button
          type="button"
          onClick={() => {
            if (!atStart) goTo(index - 1);
          }}
          aria-disabled={atStart}
        >
          <span aria-hidden="true">← </span>Previous beat
        </button>
        <button type="button" onClick={toggle} className="play">
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          onClick={() => {
            if (!atEnd) goTo(index + 1);
          }}
          aria-disabled={atEnd}
        >
          Next beat<span aria-hidden="true"> →</span>
        </button>
        <label className="seek">
          <span className="sr-only">Seek</span>
          <input
            type="range"
            min={0}
            max={lastSecond}
            step={1}
            value={Math.min(seconds, lastSecond)}
            aria-valuetext={timeText(video, seconds * video.fps)}
            onChange={(e) => seek(Number(e.target.value) * video.fps)}
            data-testid="seek"
          />
        </label>
        <span className="time" aria-hidden="true">
          {clock(seconds)} / {clock(video.lengthSeconds)}
        </span>
        <label className="speed">
          Speed{' '}
          <select value={rate} onChange={(e) => setRate(Number(e.target.value))}>
            {speeds.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <button type="button" aria-pressed={fullscreen || enlarged} onClick={toggleLarger}>
          Larger picture
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => setKeysOpen(true)}>
          Keys <kbd aria-hidden="true">?</kbd>
        </button>
      </div>
      <p className="position" data-testid="position">
        Chapter {beat.chapterIndex + 1} of {video.chapters.length}, {chapter?.title} · beat {beat.beatIndex + 1} of{' '}
        {chapter?.beats.length} · {clock(beat.frame / video.fps)}
      </p>
      <div className="options">
        <label>
          Announce beats{' '}
          <select value={verbosity} onChange={(e) => setVerbosity(e.target.value as Verbosity)} data-testid="verbosity">
            <option value="off">off</option>
            <option value="descriptions">descriptions</option>
            <option value="everything">everything</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={pauseAtBeats} onChange={(e) => setPauseAtBeats(e.target.checked)} /> Pause at
          each beat until its description has been read
        </label>
        {chart === undefined ? null : (
          <button
            type="button"
            aria-expanded={tableOpen}
            aria-controls="stage-table"
            onClick={() => setTableOpen((o) => !o)}
          >
            Table view of this chart
          </button>
        )}
      </div>
      <div id="stage-table" className="stage-table" hidden={chart === undefined || !tableOpen}>
        {chart === undefined || !tableOpen ? null : <ChartTable table={chart} link={rowLink} />}
      </div>
    </>
  );

  return (
    <>
      <a
        className="skip"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          reveal();
        }}
      >
        Skip to the video
      </a>
      <header>
        <nav aria-label="Site">
          <a href="index.html">All videos</a>
        </nav>
        <ThemeToggle choice={choice} setChoice={setChoice} />
      </header>
      <main id="main">
        <h1>{video.title}</h1>
        <p className="subtitle">
          {video.subtitle} · {clock(video.lengthSeconds)}
        </p>
        <p>{video.summary}</p>
        <section className={enlarged ? 'player enlarged' : 'player'} aria-label="Player" ref={region} onKeyDown={onKey}>
          <PartOverlay
            parts={beat.parts}
            paused={!playing}
            redrawKey={`${beat.anchor}|${theme}|${frame}|${fullscreen}|${enlarged}`}
            label={stageLabel(video, beat)}
            stage={stage}
            linked={linked}
            setLinked={setLinked}
            controls={controls}
          >
            <Player
              ref={player}
              component={component}
              inputProps={{theme, fps: video.fps}}
              durationInFrames={video.durationInFrames}
              fps={video.fps}
              compositionWidth={frameSize.width}
              compositionHeight={frameSize.height}
              initialFrame={beat.frame}
              controls={false}
              clickToPlay={false}
              spaceKeyToPlayOrPause={false}
              doubleClickToFullscreen={false}
              playbackRate={rate}
              acknowledgeRemotionLicense
              style={{width: '100%', aspectRatio: '16 / 9'}}
            />
          </PartOverlay>
          <p className="hint">
            Keys act while focus is in the player: ← and → step through the beats, Space plays and pauses, <kbd>?</kbd>{' '}
            lists them all. The address names the beat, so a link opens at it.
          </p>
        </section>
        <KeysDialog open={keysOpen} close={() => setKeysOpen(false)} />
        <Announcer beat={beat} verbosity={verbosity} />
        <CurrentTranscript beat={beat} />
        <WholeTranscript video={video} current={beat} linked={linked} go={go} />
        <nav aria-labelledby="chapters-title" className="chapters">
          <h2 id="chapters-title">Chapters</h2>
          <p className="hint">Each beat of a chapter is in the transcript above.</p>
          <ol>
            {video.chapters.map((c) => (
              <li key={c.sceneId}>
                <a
                  href={`#${c.beats[0]?.anchor}`}
                  onClick={(e) => {
                    e.preventDefault();
                    go(c.beats[0]?.anchor ?? '');
                  }}
                  aria-current={c.sceneId === chapter?.sceneId ? 'true' : undefined}
                >
                  {clock(c.from / video.fps)} {c.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <section aria-labelledby="downloads-title">
          <h2 id="downloads-title">Downloads</h2>
          <ul className="downloads">
            {video.media.mp4 === undefined ? (
              <li>
                MP4: not rendered on this machine yet (<code>npm run render -- {video.id}</code>, then{' '}
                <code>npm run site</code>)
              </li>
            ) : (
              <li>
                <a href={video.media.mp4} download>
                  The video (MP4, no sound)
                </a>
              </li>
            )}
            <li>
              <a href={video.media.captions} download>
                Captions (WebVTT)
              </a>
            </li>
            <li>
              <a href={video.media.descriptions} download>
                Descriptions of the pictures (WebVTT, kind descriptions)
              </a>
            </li>
          </ul>
        </section>
        <ChartTables video={video} link={rowLink} />
        <FactSheet video={video} link={rowLink} go={go} />
      </main>
    </>
  );
};
