// A render worker: a child process of `npm run render` with its own browser (concurrency 1),
// rendering the work items its parent sends, one at a time. It ends with its parent: when the
// IPC channel closes (the parent exited, even by SIGKILL) it cancels, closes its browser and exits.
import {makeCancelSignal, type CancelSignal} from '@remotion/renderer';
import {childProcessIds} from '../memory-peak';
import {openRenderBrowser} from '../render-session';
import type {RenderSession} from '../render-session';
import type {BrowserChoice} from '../resolve-browser';
import {runWorkItem} from './run-work-item';
import {workerConfigVariable, type FromWorker, type ToWorker, type WorkerConfig} from './work-item';

const send = (message: FromWorker) => {
  if (process.connected) process.send?.(message);
};

async function main(): Promise<void> {
  const config = JSON.parse(process.env[workerConfigVariable] ?? 'null') as WorkerConfig | null;
  if (config === null) throw new Error(`${workerConfigVariable} is not set: this file is started by the render command`);
  const choice: BrowserChoice = {browserExecutable: config.browserExecutable, chromeMode: config.chromeMode, origin: 'environment'};
  const browser = await openRenderBrowser(choice);
  const session: RenderSession = {serveUrl: config.serveUrl, browser, choice, close: async () => undefined};
  let current: {cancel(): void} | undefined;
  let ending = false;
  const end = async () => {
    if (ending) return;
    ending = true;
    current?.cancel();
    await browser.close({silent: true}).catch(() => undefined);
    process.exit(0);
  };
  process.on('disconnect', () => void end());
  process.on('message', (message: ToWorker) => {
    if (message.type === 'cancel') {
      current?.cancel();
      return;
    }
    const {cancel, cancelSignal} = makeCancelSignal();
    current = {cancel};
    void run(session, message.id, message.item, cancelSignal).finally(() => {
      current = undefined;
    });
  });
  send({type: 'ready', browserPids: childProcessIds(process.pid)});
}

async function run(session: RenderSession, id: number, item: Extract<ToWorker, {type: 'run'}>['item'], cancelSignal: CancelSignal): Promise<void> {
  let last = 0;
  try {
    const result = await runWorkItem(session, item, cancelSignal, (progress) => {
      const now = performance.now();
      if (now - last < 200) return; // the parent's board redraws a few times a second at most
      last = now;
      send({type: 'progress', id, progress});
    });
    send({type: 'done', id, result});
  } catch (error) {
    send({type: 'failed', id, message: error instanceof Error ? error.message : String(error)});
  }
}

main().catch((error: unknown) => {
  send({type: 'start-failed', message: error instanceof Error ? error.message : String(error)});
  process.exit(1);
});
