import type {CompositionProps} from '../../composition-props';
import type {RenderJob, RenderProgress, RenderResult} from '../render-video';

/**
 * One unit of browser work, sent to a worker as plain data: a range of a video (a scene
 * segment, or a --scenes/--frames piece) or a thumbnail. `weight` orders the queue (frames to
 * capture: the longest work starts first); `label` names it in progress and errors.
 */
export type WorkItem =
  | {kind: 'video'; label: string; weight: number; job: RenderJob}
  | {kind: 'thumbnail'; label: string; weight: number; videoId: string; props: CompositionProps; output: string};

export type WorkResult = RenderResult | {bytes: number};

/** Runs one item to its end; `onProgress` gets the item's own captured/encoded counts. */
export type WorkRunner = (item: WorkItem, onProgress: (p: RenderProgress) => void) => Promise<WorkResult>;

/** What a worker is doing, for the progress board; `browser`: its browser's processes (none before it starts). */
export type WorkerState = {worker: number; pid: number | undefined; doing: string | undefined; browser?: number[]};

/** A worker's exit code when its browser died under it. */
export const browserDiedCode = 70;

/** Parent → worker. */
export type ToWorker = {type: 'run'; id: number; item: WorkItem} | {type: 'cancel'};

/** Worker → parent. */
export type FromWorker =
  | {type: 'ready'; browserPids: number[]}
  | {type: 'progress'; id: number; progress: RenderProgress}
  | {type: 'done'; id: number; result: WorkResult}
  | {
      type: 'failed';
      id: number;
      message: string;
      /** the browser stopped responding (watchdog.ts browserStopped) */ browserLost?: string;
    }
  | {type: 'start-failed'; message: string};

/** The worker's start-up data, passed in its environment. */
export type WorkerConfig = {
  serveUrl: string;
  browserExecutable: string | null;
  chromeMode: 'headless-shell' | 'chrome-for-testing';
};
export const workerConfigVariable = 'GPU_EXPLAINERS_WORKER_CONFIG';
