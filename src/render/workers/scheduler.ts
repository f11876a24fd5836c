import type {RenderProgress} from '../render-video';
import type {WorkItem, WorkResult, WorkRunner} from './work-item';

export type Scheduler = {
  /** Queues an item; it starts when a slot is free, heaviest first among those waiting (`onStart` then). */
  submit(item: WorkItem, onProgress?: (p: RenderProgress) => void, onStart?: () => void): Promise<WorkResult>;
  /** What each slot is running now (its item's label), for the progress board. */
  running(): (string | undefined)[];
  /** Refuses everything still waiting (a cancelled or failed render): their promises reject with `reason`. */
  drop(reason: Error): void;
};

type Waiting = {
  item: WorkItem;
  order: number;
  onProgress: (p: RenderProgress) => void;
  onStart: () => void;
  resolve(r: WorkResult): void;
  reject(e: unknown): void;
};

/**
 * One queue over several slots (a worker process each, or the render's own browser): items
 * submitted in the same turn of the event loop are ordered together, heaviest first (ties in
 * the order submitted), so the longest scene segments of all videos start first and the short
 * ones fill the gaps at the end.
 */
export function createScheduler(slots: readonly WorkRunner[]): Scheduler {
  const waiting: Waiting[] = [];
  const busy: (string | undefined)[] = slots.map(() => undefined);
  let submitted = 0;
  let planned = false;

  const dispatch = () => {
    planned = false;
    waiting.sort((a, b) => b.item.weight - a.item.weight || a.order - b.order);
    for (const [slot, run] of slots.entries()) {
      if (busy[slot] !== undefined) continue;
      const next = waiting.shift();
      if (next === undefined) return;
      busy[slot] = next.item.label;
      next.onStart();
      run(next.item, next.onProgress)
        .then(next.resolve, next.reject)
        .finally(() => {
          busy[slot] = undefined;
          plan();
        });
    }
  };
  const plan = () => {
    if (planned) return;
    planned = true;
    setImmediate(dispatch);
  };

  return {
    submit(item, onProgress = () => undefined, onStart = () => undefined) {
      return new Promise<WorkResult>((resolve, reject) => {
        waiting.push({item, order: submitted++, onProgress, onStart, resolve, reject});
        plan();
      });
    },
    running: () => [...busy],
    drop(reason) {
      for (const w of waiting.splice(0)) w.reject(reason);
    },
  };
}

/**
 * Submits an item and measures its own run on a slot: from the moment a slot takes it to its
 * end, not its wait in the queue (the replayed scaling curve's item time).
 */
export async function submitTimed(
  scheduler: Scheduler,
  item: WorkItem,
  onProgress?: (p: RenderProgress) => void,
): Promise<{result: WorkResult; seconds: number}> {
  let started: number | undefined;
  const result = await scheduler.submit(item, onProgress, () => {
    started = performance.now();
  });
  const ended = performance.now();
  return {result, seconds: (ended - (started ?? ended)) / 1000};
}
