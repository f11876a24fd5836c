import {useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import type {PlayerRef} from '@remotion/player';
import type {SiteBeat, SiteVideo} from './site-data';

export type StepBeat = SiteBeat & {chapterIndex: number; beatIndex: number};

/** The beat a `#scene/beat` hash names, or the first beat. */
export function beatIndexOfHash(beats: readonly StepBeat[], hash: string): number {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const i = beats.findIndex((b) => b.anchor === anchor);
  return i < 0 ? 0 : i;
}

/** The beat a frame lies in: the last one that starts at or before it. */
export function beatIndexAtFrame(beats: readonly StepBeat[], frame: number): number {
  let found = 0;
  beats.forEach((b, i) => {
    if (b.from <= frame) found = i;
  });
  return found;
}

/** Seconds a listener needs to hear a text at a screen reader's default rate (about 180 words a minute), at least 1.5 s. */
export function readingSeconds(text: string): number {
  const words = text.split(/\s+/).filter((w) => w !== '').length;
  return Math.max(1.5, words / 3);
}

export const speeds = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * Beats as steps over the Player: go to a beat's settled frame (holds are still, so a beat is a
 * natural stop), seek to any second, play and pause at a speed, the URL hash carrying the beat.
 * While the video plays the current beat follows the frame; with `pauseAtBeats` playback holds at
 * each beat's settled frame until its `spoken` text has had time to be read.
 */
export function useBeatStepper(
  video: SiteVideo,
  player: RefObject<PlayerRef | null>,
  spoken: (beat: StepBeat) => string,
  pauseAtBeats: boolean,
) {
  const beats = useMemo<StepBeat[]>(
    () => video.chapters.flatMap((c, chapterIndex) => c.beats.map((b, beatIndex) => ({...b, chapterIndex, beatIndex}))),
    [video],
  );
  const [index, setIndex] = useState(() => beatIndexOfHash(beats, window.location.hash));
  const [playing, setPlaying] = useState(false);
  // the shown frame, updated once a second while playing (the seek slider and the overlay need no more)
  const [frame, setFrame] = useState(() => beats[index]?.frame ?? 0);
  const indexRef = useRef(index);
  indexRef.current = index;
  const hold = useRef<{beat: number; resume: number | null; since: number}>({beat: -1, resume: null, since: 0});
  const spokenRef = useRef(spoken);
  spokenRef.current = spoken;
  const pauseRef = useRef(pauseAtBeats);
  pauseRef.current = pauseAtBeats;

  const show = useCallback(
    (i: number) => {
      const beat = beats[i];
      if (beat === undefined) return;
      setIndex(i);
      if (window.location.hash !== `#${beat.anchor}`) window.history.replaceState(null, '', `#${beat.anchor}`);
    },
    [beats],
  );

  const cancelHold = () => {
    if (hold.current.resume !== null) window.clearTimeout(hold.current.resume);
    hold.current.resume = null;
  };

  const goTo = useCallback(
    (i: number) => {
      const clamped = Math.max(0, Math.min(beats.length - 1, i));
      const p = player.current;
      cancelHold();
      p?.pause();
      const f = beats[clamped]?.frame ?? 0;
      p?.seekTo(f);
      setFrame(f);
      show(clamped);
    },
    [beats, player, show],
  );

  /** Seek to a frame (the slider): the beat it lies in becomes current; playing goes on if it was. */
  const seek = useCallback(
    (f: number) => {
      const clamped = Math.max(0, Math.min(video.durationInFrames - 1, Math.round(f)));
      cancelHold();
      player.current?.seekTo(clamped);
      setFrame(clamped);
      const i = beatIndexAtFrame(beats, clamped);
      hold.current = {beat: i, resume: null, since: performance.now()};
      show(i);
    },
    [beats, player, show, video.durationInFrames],
  );

  const toggle = useCallback(() => {
    cancelHold();
    const p = player.current;
    if (p === null) return;
    // At the last frame, Play starts again from the beginning.
    if (!p.isPlaying() && p.getCurrentFrame() >= video.durationInFrames - 1) p.seekTo(0);
    p.toggle();
  }, [player, video.durationInFrames]);

  useEffect(() => {
    const p = player.current;
    if (p === null) return;
    const onFrame = (e: {detail: {frame: number}}) => {
      const f = e.detail.frame;
      setFrame((old) => (Math.floor(old / video.fps) === Math.floor(f / video.fps) && p.isPlaying() ? old : f));
      if (!p.isPlaying()) return;
      const i = beatIndexAtFrame(beats, f);
      if (i !== indexRef.current) {
        show(i);
        hold.current = {beat: -1, resume: null, since: performance.now()};
      }
      const beat = beats[i];
      // Pause at each beat: hold at its settled picture until its words have had time to be read.
      if (pauseRef.current && beat !== undefined && f >= beat.frame && hold.current.beat !== i) {
        const wait = readingSeconds(spokenRef.current(beat)) * 1000 - (performance.now() - hold.current.since);
        hold.current.beat = i;
        if (wait > 0) {
          p.pause();
          hold.current.resume = window.setTimeout(() => {
            hold.current.resume = null;
            p.play();
          }, wait);
        }
      }
    };
    const onPlay = () => {
      setPlaying(true);
      // the beat on screen when Play is pressed has been seen: the next hold is at the next beat
      if (hold.current.resume === null) hold.current = {beat: indexRef.current, resume: null, since: performance.now()};
    };
    const onPause = () => {
      setPlaying(false);
      setFrame(p.getCurrentFrame());
    };
    p.addEventListener('frameupdate', onFrame);
    p.addEventListener('play', onPlay);
    p.addEventListener('pause', onPause);
    p.addEventListener('ended', onPause);
    return () => {
      p.removeEventListener('frameupdate', onFrame);
      p.removeEventListener('play', onPlay);
      p.removeEventListener('pause', onPause);
      p.removeEventListener('ended', onPause);
    };
  }, [beats, player, show, video.fps]);

  useEffect(() => () => cancelHold(), []);

  return {
    beats,
    index,
    beat: beats[index] as StepBeat,
    frame,
    goTo,
    seek,
    toggle,
    playing,
    holding: () => hold.current.resume !== null,
  };
}
