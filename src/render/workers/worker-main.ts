// A render worker: a child process of `npm run render` with its own browser (concurrency 1),
// rendering the work items its parent sends, one at a time. It ends with its parent: when the
// IPC channel closes (the parent exited, even by SIGKILL) it cancels, closes its browser and exits.
// When its browser dies it exits at once with `browserDiedCode` (busy or idle): the parent then
// starts a fresh worker for the next item, or the same item once more.
import {makeCancelSignal, type CancelSignal} from '@remotion/renderer';
import {openRenderBrowser} from '../render-session';
import type {RenderSession} from '../render-session';
import type {BrowserChoice} from '../resolve-browser';
import {runWorkItem} from './run-work-item';
import {browserStopped, openWatchedBrowser} from './watchdog';
import {browserDiedCode, workerConfigVariable, type FromWorker, type ToWorker, type WorkerConfig} from './work-item';

const send = (message: FromWorker) => {
  // the parent may be gone between the check and the send: the 'disconnect' handler ends this worker
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};

async function main(): Promise<void> {
  const config = JSON.parse(process.env[workerConfigVariable] ?? 'null') as WorkerConfig | null;
  if (config === null)
    throw new Error(`${workerConfigVariable} is not set: this file is started by the render command`);
  const choice: BrowserChoice = {
    browserExecutable: config.browserExecutable,
    chromeMode: config.chromeMode,
    origin: 'environment',
  };
  // a parent that dies while the browser is still opening disconnects before the handler below exists
  let parentGone = false;
  process.once('disconnect', () => (parentGone = true));
  const watched = await openWatchedBrowser(() => openRenderBrowser(choice));
  const {browser} = watched;
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
  if (parentGone || !process.connected) {
    await end();
    return;
  }
  process.on('disconnect', () => void end());
  setInterval(() => {
    if (!watched.gone()) return;
    current?.cancel();
    process.exit(browserDiedCode); // 'exit' handlers remove the partial file and stop ffmpeg
  }, 250).unref();
  process.on('message', (message: ToWorker) => {
    if (message.type === 'cancel') {
      current?.cancel();
      return;
    }
    const {cancel, cancelSignal} = makeCancelSignal();
    current = {cancel};
    void run(session, message.id, message.item, cancelSignal, watched.gone).finally(() => {
      current = undefined;
    });
  });
  send({type: 'ready', browserPids: watched.pids});
}

async function run(
  session: RenderSession,
  id: number,
  item: Extract<ToWorker, {type: 'run'}>['item'],
  cancelSignal: CancelSignal,
  browserGone: () => boolean,
): Promise<void> {
  let last = 0;
  try {
    const result = await runWorkItem(session, item, cancelSignal, (progress) => {
      const now = performance.now();
      // the parent's board redraws a few times a second at most; the end of capture is always told
      if (now - last < 200 && progress.captured !== progress.toCapture) return;
      last = now;
      send({type: 'progress', id, progress});
    });
    send({type: 'done', id, result});
  } catch (error) {
    // an error from a browser killed under the item ("Target closed"…): a lost browser, tried again on a fresh worker
    await new Promise((r) => setTimeout(r, 300));
    if (browserGone()) process.exit(browserDiedCode);
    send({
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
      browserLost: browserStopped(error),
    });
  }
}

main().catch((error: unknown) => {
  send({type: 'start-failed', message: error instanceof Error ? error.message : String(error)});
  process.exit(1);
});
