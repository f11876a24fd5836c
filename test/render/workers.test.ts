import {describe, expect, it} from 'vitest';
import type {RenderProgress} from '../../src/render/render-video';
import {createScheduler, submitTimed} from '../../src/render/workers/scheduler';
import type {WorkItem, WorkRunner} from '../../src/render/workers/work-item';
import {bytesPerWorker, chooseWorkerCount} from '../../src/render/workers/worker-count';

const item = (label: string, weight: number): WorkItem => ({
  kind: 'thumbnail',
  label,
  weight,
  videoId: 'v',
  props: {theme: 'dark', fps: 30},
  output: '/dev/null',
});

/** A runner that records what it started and finishes each item when told. */
function recordingRunner(started: string[]) {
  const finish = new Map<string, () => void>();
  const run: WorkRunner = (i: WorkItem, _p: (p: RenderProgress) => void) =>
    new Promise((resolve) => {
      started.push(i.label);
      finish.set(i.label, () => resolve({bytes: 1}));
    });
  return {run, finish: (label: string) => finish.get(label)?.()};
}
const tick = () => new Promise((r) => setImmediate(r));

describe('the work queue', () => {
  it('starts the heaviest items first across everything submitted in the same turn, one per slot', async () => {
    const started: string[] = [];
    const a = recordingRunner(started);
    const b = recordingRunner(started);
    const scheduler = createScheduler([a.run, b.run]);
    const done = ['small', 'big', 'thumb', 'middle'].map((label, i) =>
      scheduler.submit(item(label, [10, 300, 0, 120][i]!)),
    );
    await tick();
    expect(started).toEqual(['big', 'middle']);
    expect(scheduler.running()).toEqual(['big', 'middle']);
    a.finish('big');
    await tick();
    await tick();
    expect(started).toEqual(['big', 'middle', 'small']);
    b.finish('middle');
    a.finish('small');
    await tick();
    await tick();
    await tick();
    expect(started).toEqual(['big', 'middle', 'small', 'thumb']);
    a.finish('thumb');
    b.finish('thumb');
    expect(await Promise.all(done)).toHaveLength(4);
  });

  it('keeps the submission order between equal weights, and drop() refuses what still waits', async () => {
    const started: string[] = [];
    const a = recordingRunner(started);
    const scheduler = createScheduler([a.run]);
    const first = scheduler.submit(item('first', 5));
    const second = scheduler.submit(item('second', 5));
    await tick();
    expect(started).toEqual(['first']);
    scheduler.drop(new Error('Render cancelled'));
    await expect(second).rejects.toThrow('Render cancelled');
    a.finish('first');
    await expect(first).resolves.toEqual({bytes: 1});
  });
});

describe('an item timed on its slot', () => {
  it('measures from the moment a slot takes it to its end, not its wait in the queue', async () => {
    const scheduler = createScheduler([
      (i) => new Promise((resolve) => setTimeout(() => resolve({bytes: 1}), i.label === 'first' ? 300 : 100)),
    ]);
    const [first, second] = await Promise.all([
      submitTimed(scheduler, item('first', 5)),
      submitTimed(scheduler, item('second', 1)),
    ]);
    expect(first.seconds).toBeGreaterThanOrEqual(0.29);
    // the second waited 300 ms for the slot and ran 100 ms: its time is the 100 ms
    expect(second.seconds).toBeGreaterThanOrEqual(0.09);
    expect(second.seconds).toBeLessThan(0.25);
  });
});

describe('the default number of workers', () => {
  it('is one per core while memory allows', () => {
    expect(chooseWorkerCount({cores: 16, freeBytes: 64e9, items: 40}).workers).toBe(16);
    expect(chooseWorkerCount({cores: 2, freeBytes: 24e9, items: 40}).workers).toBe(2);
  });
  it('keeps the workers within 75 % of free memory', () => {
    expect(chooseWorkerCount({cores: 16, freeBytes: 8e9, items: 40}).workers).toBe(
      Math.floor((0.75 * 8e9) / bytesPerWorker),
    );
  });
  it('never starts more workers than there are items, and at least one', () => {
    expect(chooseWorkerCount({cores: 16, freeBytes: 64e9, items: 3}).workers).toBe(3);
    expect(chooseWorkerCount({cores: 16, freeBytes: 0.5e9, items: 3}).workers).toBe(1);
    expect(chooseWorkerCount({cores: 4, freeBytes: 64e9, items: 0}).workers).toBe(1);
  });
  it('says why in words', () => {
    expect(chooseWorkerCount({cores: 2, freeBytes: 24e9, items: 20}).why).toBe(
      '2 core(s); 24.0 GB free, room for 12 at 1.5 GB each within 75 %; 20 item(s) to render',
    );
  });
});
