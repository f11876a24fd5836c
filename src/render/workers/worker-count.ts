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
  return {
    workers,
    why: `${cores} core(s); ${(freeBytes / 1e9).toFixed(1)} GB free, room for ${byMemory} at ${(bytesPerWorker / 1e9).toFixed(1)} GB each within ${memoryShare * 100} %; ${items} item(s) to render`,
  };
}

export type ParallelismInput = {
  cores: number;
  freeBytes: number;
  items: number;
  workers: number | undefined;
  concurrency: number;
  /** the browser's kind: a full Chromium ('chrome-for-testing') is not safe above one tab */
  chromeMode: 'headless-shell' | 'chrome-for-testing';
};

/**
 * The number of worker processes and the line that says why, from the options and the machine,
 * checked before any browser starts: `--concurrency` above the cores or above 1 with a full
 * Chromium (however it was found) is refused; `--workers` is capped by the cores and the items.
 */
export function chooseParallelism(o: ParallelismInput): {workers: number; line: string} {
  if (o.concurrency > o.cores) {
    throw new Error(
      `--concurrency ${o.concurrency} is more than the ${o.cores} core(s) here; use at most ${o.cores} (tabs beyond the cores only wait for each other).`,
    );
  }
  if (o.concurrency > 1 && o.chromeMode === 'chrome-for-testing') {
    throw new Error(
      "--concurrency above 1 is refused with a full Chromium: Remotion has reported corrupt frames there (remotion-dev/remotion#9473). Use 1, install Debian's chromium-headless-shell, or set REMOTION_BROWSER_EXECUTABLE to a headless shell.",
    );
  }
  if (o.workers === undefined) {
    const auto = chooseWorkerCount(o);
    return {
      workers: auto.workers,
      line: `Rendering with ${auto.workers} worker(s) (${auto.why}; --workers N to choose)`,
    };
  }
  const workers = Math.max(1, Math.min(o.workers, o.cores, o.items));
  if (workers === o.workers) return {workers, line: `Rendering with ${workers} worker(s) (--workers ${o.workers})`};
  const limits = [
    o.workers > o.cores ? `${o.cores} core(s)` : undefined,
    o.workers > o.items ? `${o.items} item(s) to render` : undefined,
  ].filter(Boolean);
  return {
    workers,
    line: `Rendering with ${workers} worker(s) (--workers ${o.workers}, capped by ${limits.join(' and ')}; each starts when it first gets an item)`,
  };
}
