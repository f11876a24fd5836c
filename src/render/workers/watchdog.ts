import type {HeadlessBrowser} from '@remotion/renderer';
import {childProcessIds} from '../memory-peak';
import {isAlive} from '../process-alive';

/**
 * How long a work item may go without progress (a captured frame, an encoded frame, a
 * finished item) before its browser or worker is taken for hung, killed, and the item tried
 * once more on a fresh one. `GPU_EXPLAINERS_STALL_SECONDS` overrides the default (tests use a
 * few seconds). The longest silence of a healthy item is the page load before the first frame
 * and the encoder's flush after the last: seconds, tens on a machine shared with other work.
 */
export const defaultStallSeconds = 120;

export function stallSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.GPU_EXPLAINERS_STALL_SECONDS;
  if (text === undefined || text === '') return defaultStallSeconds;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`GPU_EXPLAINERS_STALL_SECONDS must be a number of seconds above 0, got "${text}"`);
  return n;
}

/** Why an attempt at an item was abandoned: its process or browser is gone, or it stopped making progress. */
export type Lost = {kind: 'died' | 'stalled'; how: string};

export type Watchdog = {
  /** Progress was made: the stall clock starts again. */
  progress(): void;
  /** Settles when the attempt is lost (never, while it is healthy). */
  lost: Promise<Lost>;
  stop(): void;
};

/**
 * Watches one attempt at one item: `dead()` is polled (a browser's or worker's process gone)
 * and the time since the last `progress()` is measured against `stallMs`.
 */
export function watchItem(stallMs: number, dead: () => string | undefined = () => undefined, pollMs = 500): Watchdog {
  let last = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const lost = new Promise<Lost>((resolve) => {
    timer = setInterval(
      () => {
        const how = dead();
        if (how !== undefined) resolve({kind: 'died', how});
        else if (performance.now() - last > stallMs)
          resolve({kind: 'stalled', how: `no progress for ${Math.round(stallMs / 1000)} s`});
        else return;
        clearInterval(timer);
      },
      Math.min(pollMs, stallMs / 4),
    );
    timer.unref();
  });
  return {
    progress: () => {
      last = performance.now();
    },
    lost,
    stop: () => clearInterval(timer),
  };
}

/**
 * Remotion's own time limits (a page that does not render, a frame that does not arrive: about
 * 30 s) end an attempt on a browser that stopped responding before the stall clock does; such an
 * error is the browser lost, not the item failed.
 */
export function browserStopped(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /timeout \d+ ?ms exceeded|timed out/i.test(message)
    ? `the browser stopped responding: ${message.split('\n')[0]}`
    : undefined;
}

/** A browser with the pids of the processes it started (its group leader first), to watch and to kill. */
export type WatchedBrowser = {browser: HeadlessBrowser; pids: number[]; gone(): boolean};

/** Opens a browser and learns its process: the child this process gained while opening it. */
export async function openWatchedBrowser(open: () => Promise<HeadlessBrowser>): Promise<WatchedBrowser> {
  const before = new Set(childProcessIds(process.pid));
  const browser = await open();
  const pids = childProcessIds(process.pid).filter((pid) => !before.has(pid));
  // Without /proc nothing is learned: death is then seen only through the browser's own errors and the stall clock.
  return {browser, pids, gone: () => pids.length > 0 && !isAlive(pids[0] as number)};
}
