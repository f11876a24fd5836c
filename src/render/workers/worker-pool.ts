import {fork, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {killGroups, killOnExit} from '../cleanup-on-exit';
import {projectRoot} from '../render-session';
import type {RenderProgress} from '../render-video';
import {workerConfigVariable, type FromWorker, type WorkerConfig, type WorkerState, type WorkItem, type WorkResult, type WorkRunner} from './work-item';

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
const tsxLoader = () => pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/loader.mjs')).href;

type Worker = {child: ChildProcess; browserPids: number[]; exited: Promise<string>};

/** Starts a worker and resolves once its browser is open. */
function spawnWorker(config: WorkerConfig): Promise<Worker> {
  const child = fork(workerEntry, [], {
    execArgv: ['--import', tsxLoader()],
    env: {...process.env, [workerConfigVariable]: JSON.stringify(config)},
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal === null ? `exit code ${code}` : `signal ${signal}`)));
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

/** What a run ended with: the worker's answer, or the worker gone. */
type Outcome = {kind: 'done'; result: WorkResult} | {kind: 'failed'; message: string} | {kind: 'crashed'; how: string};

function runOn(worker: Worker, id: number, item: WorkItem, onProgress: (p: RenderProgress) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const onMessage = (message: FromWorker) => {
      if (!('id' in message) || message.id !== id) return;
      if (message.type === 'progress') onProgress(message.progress);
      else {
        worker.child.off('message', onMessage);
        resolve(message.type === 'done' ? {kind: 'done', result: message.result} : {kind: 'failed', message: message.message});
      }
    };
    worker.child.on('message', onMessage);
    void worker.exited.then((how) => {
      worker.child.off('message', onMessage);
      resolve({kind: 'crashed', how});
    });
    worker.child.send({type: 'run', id, item});
  });
}

/**
 * `count` worker processes, each with its own browser at concurrency 1 (separate processes,
 * not tabs). A worker that dies while rendering an item is replaced and the item is tried once
 * more on the new worker; a second death fails the render naming the item.
 */
export async function startWorkerPool(count: number, config: WorkerConfig, log: (line: string) => void = (l) => console.error(l)): Promise<WorkerPool> {
  const workers: (Worker | undefined)[] = await Promise.all(Array.from({length: count}, () => spawnWorker(config)));
  const doing: (string | undefined)[] = workers.map(() => undefined);
  let cancelled = false;
  let nextId = 0;

  const runner = (slot: number): WorkRunner => async (item, onProgress) => {
    for (let attempt = 1; ; attempt++) {
      if (cancelled) throw new Error('Render cancelled');
      const worker = workers[slot] ?? (workers[slot] = await spawnWorker(config));
      doing[slot] = item.label;
      const outcome = await runOn(worker, nextId++, item, onProgress).finally(() => {
        doing[slot] = undefined;
      });
      if (outcome.kind === 'done') return outcome.result;
      if (outcome.kind === 'failed') throw new Error(cancelled ? 'Render cancelled' : outcome.message);
      workers[slot] = undefined;
      if (cancelled || outcome.how === 'signal SIGINT' || outcome.how === 'exit code 130') throw new Error('Render cancelled');
      if (attempt >= 2) throw new Error(`${item.label}: its render worker died twice (${outcome.how}); the render stops here`);
      log(`worker ${slot + 1} died rendering ${item.label} (${outcome.how}); trying it once more on a new worker`);
    }
  };

  return {
    runners: workers.map((_, slot) => runner(slot)),
    states: () => workers.map((w, slot) => ({worker: slot + 1, pid: w?.child.pid, doing: doing[slot]})),
    cancel() {
      cancelled = true;
      for (const w of workers) if (w?.child.connected === true) w.child.send({type: 'cancel'});
    },
    async close() {
      await Promise.all(workers.map(async (w) => {
        if (w === undefined) return;
        if (w.child.connected) w.child.disconnect();
        const timer = setTimeout(() => w.child.kill('SIGKILL'), 15_000);
        await w.exited;
        clearTimeout(timer);
      }));
    },
  };
}
