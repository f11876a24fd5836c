import {fork, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {killGroups, killOnExit} from '../cleanup-on-exit';
import {projectRoot} from '../render-session';
import type {RenderProgress} from '../render-video';
import {stallSeconds, watchItem} from './watchdog';
import {
  browserDiedCode,
  workerConfigVariable,
  type FromWorker,
  type ToWorker,
  type WorkerConfig,
  type WorkerState,
  type WorkItem,
  type WorkResult,
  type WorkRunner,
} from './work-item';

export type WorkerPool = {
  /** one runner per worker process, for the scheduler */
  runners: WorkRunner[];
  states(): WorkerState[];
  /** Stops the running items (a cancelled or failed render): their runners reject with "cancelled". */
  cancel(): void;
  /** Ends every worker (each closes its browser) and waits for them. */
  close(): Promise<void>;
};

const workerEntry = path.join(projectRoot, 'src/render/workers/worker-main.ts');
const tsxLoader = () =>
  pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/loader.mjs'))
    .href;

type Worker = {child: ChildProcess; browserPids: number[]; exited: Promise<string>};

/** Sends to a worker that may have died meanwhile: a closed channel is not an error here, the worker's exit is handled where it is awaited. */
function sendTo(worker: Worker, message: ToWorker): void {
  if (!worker.child.connected) return;
  try {
    worker.child.send(message, undefined, {}, () => undefined);
  } catch {
    // ERR_IPC_CHANNEL_CLOSED between the check and the send
  }
}

/** Starts a worker and resolves once its browser is open. */
function spawnWorker(config: WorkerConfig): Promise<Worker> {
  const child = fork(workerEntry, [], {
    execArgv: ['--import', tsxLoader()],
    env: {...process.env, [workerConfigVariable]: JSON.stringify(config)},
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  // a send racing the worker's death emits 'error' on the child: never an unhandled event that ends the render
  child.on('error', () => undefined);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal === null ? `exit code ${code}` : `signal ${signal}`)),
  );
  const worker: Worker = {child, browserPids: [], exited};
  // However the render ends (an error, Ctrl-C's exit), no worker and no worker's browser outlives it.
  const forget = killOnExit(child, () => worker.browserPids);
  void exited.then(() => {
    killGroups(worker.browserPids); // a worker that died cannot close its browser
    forget();
  });
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromWorker) => {
      if (message.type === 'ready') {
        worker.browserPids = message.browserPids;
        child.off('message', onMessage);
        resolve(worker);
      } else if (message.type === 'start-failed') {
        child.off('message', onMessage);
        reject(new Error(message.message));
      }
    };
    child.on('message', onMessage);
    void exited.then((how) => reject(new Error(`a render worker could not start (${how})`)));
  });
}

/** What a run ended with: the worker's answer, or the worker lost (dead, or killed for making no progress). */
type Outcome = {kind: 'done'; result: WorkResult} | {kind: 'failed'; message: string} | {kind: 'lost'; how: string};

/** Why a worker's exit ended an item, in words. */
const describeExit = (how: string) =>
  how === `exit code ${browserDiedCode}` ? 'its browser died' : `the worker ended: ${how}`;

function runOn(
  worker: Worker,
  id: number,
  item: WorkItem,
  onProgress: (p: RenderProgress) => void,
  stallMs: number,
): Promise<Outcome> {
  const watchdog = watchItem(stallMs);
  let onMessage: (message: FromWorker) => void = () => undefined;
  /** why this process killed the worker, when it did */
  let stalled: string | undefined;
  return new Promise<Outcome>((resolve) => {
    onMessage = (message: FromWorker) => {
      if (!('id' in message) || message.id !== id) return;
      watchdog.progress();
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'failed' && message.browserLost !== undefined) {
        // the worker's browser stopped responding: the worker and its browser are killed, the item tried again
        stalled = message.browserLost;
        worker.child.kill('SIGKILL');
        killGroups(worker.browserPids);
      } else
        resolve(
          message.type === 'done' ? {kind: 'done', result: message.result} : {kind: 'failed', message: message.message},
        );
    };
    worker.child.on('message', onMessage);
    void worker.exited.then((how) => resolve({kind: 'lost', how: stalled ?? describeExit(how)}));
    void watchdog.lost.then(({how}) => {
      // hung: the worker and its browser are killed, so nothing of this attempt runs on beside the next
      stalled = how;
      worker.child.kill('SIGKILL');
      killGroups(worker.browserPids);
    });
    sendTo(worker, {type: 'run', id, item});
  }).finally(() => {
    watchdog.stop();
    worker.child.off('message', onMessage);
  });
}

/**
 * `count` slots for worker processes, each with its own browser at concurrency 1 (separate
 * processes, not tabs), started when an item first needs one. A worker whose browser dies, or
 * that dies itself, or that makes no progress for the stall time (watchdog.ts) while rendering
 * an item is replaced and the item tried once more on a fresh worker; a second loss fails the
 * render naming the item. A worker lost between items is replaced for the next one.
 */
export function startWorkerPool(
  count: number,
  config: WorkerConfig,
  log: (line: string) => void = (l) => console.error(l),
  stallMs: number = stallSeconds() * 1000,
): WorkerPool {
  const workers: (Worker | undefined)[] = Array.from({length: count}, () => undefined);
  const doing: (string | undefined)[] = workers.map(() => undefined);
  let cancelled = false;
  let nextId = 0;

  const start = async (slot: number): Promise<Worker> => {
    const worker = await spawnWorker(config);
    workers[slot] = worker;
    // a worker that ends while idle (its browser died) is replaced when its slot next gets an item
    void worker.exited.then(() => {
      if (workers[slot] === worker) workers[slot] = undefined;
    });
    return worker;
  };

  const runner =
    (slot: number): WorkRunner =>
    async (item, onProgress) => {
      for (let attempt = 1; ; attempt++) {
        if (cancelled) throw new Error('Render cancelled');
        doing[slot] = item.label;
        let outcome: Outcome;
        try {
          const worker = workers[slot] ?? (await start(slot));
          if (cancelled) throw new Error('Render cancelled');
          outcome = await runOn(worker, nextId++, item, onProgress, stallMs);
        } finally {
          doing[slot] = undefined;
        }
        if (outcome.kind === 'done') return outcome.result;
        if (outcome.kind === 'failed') throw new Error(cancelled ? 'Render cancelled' : outcome.message);
        const lost = workers[slot];
        workers[slot] = undefined;
        if (lost !== undefined) killGroups([...lost.browserPids]);
        if (cancelled || outcome.how.endsWith('signal SIGINT') || outcome.how.endsWith('exit code 130'))
          throw new Error('Render cancelled');
        if (attempt >= 2) throw new Error(`${item.label} failed twice (${outcome.how}); the render stops here`);
        log(
          `worker ${slot + 1} lost rendering ${item.label} (${outcome.how}); trying it once more on a fresh worker and browser`,
        );
      }
    };

  return {
    runners: workers.map((_, slot) => runner(slot)),
    states: () =>
      workers.map((w, slot) => ({
        worker: slot + 1,
        pid: w?.child.pid,
        doing: doing[slot],
        browser: w?.browserPids ?? [],
      })),
    cancel() {
      cancelled = true;
      for (const w of workers) if (w !== undefined) sendTo(w, {type: 'cancel'});
    },
    async close() {
      await Promise.all(
        workers.map(async (w) => {
          if (w === undefined) return;
          if (w.child.connected) w.child.disconnect();
          const timer = setTimeout(() => w.child.kill('SIGKILL'), 15_000);
          await w.exited;
          clearTimeout(timer);
        }),
      );
    },
  };
}
