import {makeCancelSignal} from '@remotion/renderer';
import {openRenderBrowser, type BundleSession, type RenderSession} from '../render-session';
import {runWorkItem} from './run-work-item';
import {createScheduler, type Scheduler} from './scheduler';
import type {WorkerState} from './work-item';
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

export async function openExecutor(workers: number, bundle: BundleSession): Promise<Executor> {
  const cancelled = new Error('Render cancelled');
  if (workers === 1) {
    const browser = await openRenderBrowser(bundle.choice);
    const session: RenderSession = {...bundle, browser, close: async () => undefined};
    const {cancel, cancelSignal} = makeCancelSignal();
    const scheduler = createScheduler([(item, onProgress) => runWorkItem(session, item, cancelSignal, onProgress)]);
    return {
      scheduler, workers,
      states: () => [{worker: 1, pid: process.pid, doing: scheduler.running()[0]}],
      cancel() {
        scheduler.drop(cancelled);
        cancel();
      },
      close: () => browser.close({silent: true}).catch(() => undefined),
    };
  }
  const pool = await startWorkerPool(workers, {serveUrl: bundle.serveUrl, browserExecutable: bundle.choice.browserExecutable, chromeMode: bundle.choice.chromeMode});
  const scheduler = createScheduler(pool.runners);
  return {
    scheduler, workers,
    states: pool.states,
    cancel() {
      scheduler.drop(cancelled);
      pool.cancel();
    },
    close: pool.close,
  };
}
