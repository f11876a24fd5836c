import {useLayoutEffect} from 'react';
import {useDelayRender, useRemotionEnvironment} from 'remotion';

/**
 * While rendering, a frame counts as ready to capture two animation frames after React
 * committed it, not at once (docs/design.md, Determinism). Chromium 156 now and then captures an
 * edge of a slowly moving box with different anti-aliasing from one launch to the next, though
 * the DOM is identical. Measured on grace-blackwell's nvlink-c2c pull-back (16 frames, 14 new
 * browsers each, page screenshots): 17 odd captures of 224 without this wait, 3 with it (4 with
 * four animation frames: waiting longer does not help more). Through renderFrames, 30 frames in
 * 8 interleaved rounds: 1 odd of 240 without, 0 of 240 with, at 1.01× the time, the same
 * pictures. Holds are captured once, so only captured frames pay it. Not in Studio or the Player.
 */
export function usePaintedFrame(frame: number): void {
  const {isRendering} = useRemotionEnvironment();
  const {delayRender, continueRender} = useDelayRender();
  useLayoutEffect(() => {
    if (!isRendering) return undefined;
    const handle = delayRender(`painting frame ${frame}`);
    let open = true;
    const release = () => {
      if (open) continueRender(handle);
      open = false;
    };
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(release);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      release();
    };
  }, [frame, isRendering, delayRender, continueRender]);
}
