/** What one worker (a headless browser, its page, node and ffmpeg) is budgeted, measured here at 0.6–1.3 GB. */
export const bytesPerWorker = 1.5e9;
/** The share of free memory the workers together may use. */
export const memoryShare = 0.75;

export type WorkerCountInput = {cores: number; freeBytes: number; items: number};
export type WorkerCount = {workers: number; why: string};

/**
 * The default number of worker processes: one per core, no more than 75 % of free memory
 * allows at `bytesPerWorker` each, no more than there are items to render, at least one.
 */
export function chooseWorkerCount({cores, freeBytes, items}: WorkerCountInput): WorkerCount {
  const byMemory = Math.floor((memoryShare * freeBytes) / bytesPerWorker);
  const workers = Math.max(1, Math.min(cores, byMemory, items));
  return {workers, why: `${cores} core(s); ${(freeBytes / 1e9).toFixed(1)} GB free, room for ${byMemory} at ${(bytesPerWorker / 1e9).toFixed(1)} GB each within ${memoryShare * 100} %; ${items} item(s) to render`};
}
