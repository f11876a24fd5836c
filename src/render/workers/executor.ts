import {makeCancelSignal} from '@remotion/renderer';
import {killGroups} from '../cleanup-on-exit';
import {openRenderBrowser, type BundleSession, type RenderSession} from '../render-session';
import {runWorkItem} from './run-work-item';
import {createScheduler, type Scheduler} from './scheduler';
import {browserStopped, openWatchedBrowser, stallSeconds, watchItem, type Lost, type WatchedBrowser} from './watchdog';
import type {WorkerState, WorkResult, WorkRunner} from './work-item';
import {startWorkerPool} from './worker-pool';

/** Where a render's browser work runs: its own browser (`--workers 1`) or N worker processes with a browser each. */
export type Executor = {
  scheduler: Scheduler;
  workers: number;
  states(): WorkerState[];
  /** Stops what runs and refuses what waits. */
  cancel(): void;
  close(): Promise<void>;
};

/** Both kinds start their browsers when the first item needs one, not before. */
export async function openExecutor(
  workers: number,
  bundle: BundleSession,
  log: (line: string) => void = (l) => console.error(l),
  stallMs: number = stallSeconds() * 1000,
): Promise<Executor> {
  const cancelled = new Error('Render cancelled');
  if (workers === 1) {
    const slot = ownBrowserSlot(bundle, log, stallMs);
    const scheduler = createScheduler([slot.run]);
    return {
      scheduler,
      workers,
      states: () => [{worker: 1, pid: process.pid, doing: scheduler.running()[0], browser: slot.browserPids()}],
      cancel() {
        scheduler.drop(cancelled);
        slot.cancel();
      },
      close: slot.close,
    };
  }
  const pool = startWorkerPool(
    workers,
    {
      serveUrl: bundle.serveUrl,
      browserExecutable: bundle.choice.browserExecutable,
      chromeMode: bundle.choice.chromeMode,
    },
    log,
    stallMs,
  );
  const scheduler = createScheduler(pool.runners);
  return {
    scheduler,
    workers,
    states: pool.states,
    cancel() {
      scheduler.drop(cancelled);
      pool.cancel();
    },
    close: pool.close,
  };
}

/**
 * `--workers 1`: the items run in this process on one browser, opened for the first item. The
 * same watchdog as a worker's: a browser that dies (or errs because it died) or an item with
 * no progress for the stall time loses the attempt; the browser is killed, the attempt
 * cancelled and the item tried once more on a fresh browser; a second loss stops the render
 * naming the item.
 */
function ownBrowserSlot(bundle: BundleSession, log: (line: string) => void, stallMs: number) {
  let current: WatchedBrowser | undefined;
  let stop: (() => void) | undefined;
  let cancelled = false;
  const browser = async () => (current ??= await openWatchedBrowser(() => openRenderBrowser(bundle.choice)));
  const discard = (lost: WatchedBrowser) => {
    killGroups(lost.pids);
    void lost.browser.close({silent: true}).catch(() => undefined);
    if (current === lost) current = undefined;
  };

  const attempt = async (
    watched: WatchedBrowser,
    ...[item, onProgress]: Parameters<WorkRunner>
  ): Promise<{result: WorkResult} | {lost: Lost}> => {
    const session: RenderSession = {...bundle, browser: watched.browser, close: async () => undefined};
    const {cancel, cancelSignal} = makeCancelSignal();
    stop = cancel;
    const watchdog = watchItem(stallMs, () => (watched.gone() ? 'its browser died' : undefined));
    const run = runWorkItem(session, item, cancelSignal, (p) => {
      watchdog.progress();
      onProgress(p);
    }).then(
      (result) => ({result}),
      async (error: unknown) => {
        // an error from a browser killed under the item ("Target closed"…) is a lost browser, not a failed item
        await new Promise((r) => setTimeout(r, 300));
        if (cancelled) throw error;
        if (watched.gone()) return {lost: {kind: 'died', how: 'its browser died'} satisfies Lost};
        const stopped = browserStopped(error);
        if (stopped !== undefined) return {lost: {kind: 'stalled', how: stopped} satisfies Lost};
        throw error;
      },
    );
    try {
      const outcome = await Promise.race([run, watchdog.lost.then((lost) => ({lost}))]);
      if ('lost' in outcome) {
        cancel();
        discard(watched);
        // the abandoned attempt ends with its browser (its partial file removed) before the item is tried again
        await Promise.race([run.catch(() => undefined), new Promise((r) => setTimeout(r, 15_000).unref())]);
      }
      return outcome;
    } finally {
      watchdog.stop();
      stop = undefined;
    }
  };

  const run: WorkRunner = async (item, onProgress) => {
    for (let n = 1; ;) {
      if (cancelled) throw new Error('Render cancelled');
      const watched = await browser();
      if (cancelled) throw new Error('Render cancelled'); // Ctrl-C while the browser was opening
      if (watched.gone()) {
        discard(watched); // died between items: a fresh one, no attempt spent
        continue;
      }
      const outcome = await attempt(watched, item, onProgress);
      if ('result' in outcome) return outcome.result;
      if (cancelled) throw new Error('Render cancelled');
      if (n++ >= 2) throw new Error(`${item.label} failed twice (${outcome.lost.how}); the render stops here`);
      log(`the browser was lost rendering ${item.label} (${outcome.lost.how}); trying it once more on a fresh browser`);
    }
  };

  return {
    run,
    browserPids: () => current?.pids ?? [],
    cancel() {
      cancelled = true;
      stop?.();
    },
    close: async () => {
      const open = current;
      current = undefined;
      await open?.browser.close({silent: true}).catch(() => undefined);
    },
  };
}
