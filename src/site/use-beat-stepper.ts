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
  beats.forEach((b, i) => { if (b.from <= frame) found = i; });
  return found;
}

const typing = (el: Element | null) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
const activatesOnSpace = (el: Element | null) => el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement || el instanceof HTMLElement && el.tagName === 'SUMMARY';

/**
 * Beats as steps: ← / → go to the previous / next beat's settled frame (holds are still, so a
 * beat is a natural stop), Space plays and pauses, the URL hash carries the beat. While the video
 * plays, the current beat follows the frame.
 */
export function useBeatStepper(video: SiteVideo, player: RefObject<PlayerRef | null>) {
  const beats = useMemo<StepBeat[]>(() => video.chapters.flatMap((c, chapterIndex) => c.beats.map((b, beatIndex) => ({...b, chapterIndex, beatIndex}))), [video]);
  const [index, setIndex] = useState(() => beatIndexOfHash(beats, window.location.hash));
  const [playing, setPlaying] = useState(false);
  const indexRef = useRef(index);
  indexRef.current = index;

  const show = useCallback((i: number) => {
    const beat = beats[i];
    if (beat === undefined) return;
    setIndex(i);
    if (window.location.hash !== `#${beat.anchor}`) window.history.replaceState(null, '', `#${beat.anchor}`);
  }, [beats]);

  const goTo = useCallback((i: number) => {
    const clamped = Math.max(0, Math.min(beats.length - 1, i));
    const p = player.current;
    p?.pause();
    p?.seekTo(beats[clamped]?.frame ?? 0);
    show(clamped);
  }, [beats, player, show]);

  const toggle = useCallback(() => player.current?.toggle(), [player]);

  useEffect(() => {
    const p = player.current;
    if (p === null) return;
    const onFrame = (e: {detail: {frame: number}}) => {
      if (!p.isPlaying()) return;
      const i = beatIndexAtFrame(beats, e.detail.frame);
      if (i !== indexRef.current) show(i);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
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
  }, [beats, player, show]);

  useEffect(() => {
    const onHash = () => {
      const i = beatIndexOfHash(beats, window.location.hash);
      if (beats[i]?.anchor === decodeURIComponent(window.location.hash.slice(1))) goTo(i);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || typing(document.activeElement)) return;
      if (e.key === 'ArrowRight') goTo(indexRef.current + 1);
      else if (e.key === 'ArrowLeft') goTo(indexRef.current - 1);
      else if (e.key === ' ' && !activatesOnSpace(document.activeElement)) toggle();
      else return;
      e.preventDefault();
    };
    window.addEventListener('hashchange', onHash);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('keydown', onKey);
    };
  }, [beats, goTo, toggle]);

  return {beats, index, beat: beats[index] as StepBeat, goTo, toggle, playing};
}
