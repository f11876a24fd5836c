import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {inject} from 'vitest';
import {videos} from '../../compositions/index';
import {defaultImageFormat} from '../../src/render/encode-settings';
import {childProcessIds} from '../../src/render/memory-peak';
import {renderSegmented, type SegmentedJob} from '../../src/render/render-segmented';
import {isAlive} from '../../src/render/process-alive';
import {resolveBrowser} from '../../src/render/resolve-browser';
import {createScheduler} from '../../src/render/workers/scheduler';
import {startWorkerPool, type WorkerPool} from '../../src/render/workers/worker-pool';
import {resolveVideo} from '../../src/timeline/resolve-video';
import type {Timeline} from '../../src/timeline/timeline-types';
import {frameHashes} from './decode-frames';
import {sharedScheduler} from './session';

// Three 12-frame "scenes" cut from nvlink-nvswitch around its first hold (motion, then stillness).
const definition = videos.find((v) => v.script.id === 'nvlink-nvswitch');
if (definition === undefined) throw new Error('missing');
const full = resolveVideo(definition).timeline;
const hold = full.holds[0] ?? {from: 60, to: 120};
const scenes = [0, 1, 2].map((i) => ({
  ...full.scenes[0]!,
  id: `part-${i}`,
  from: hold.from - 18 + i * 12,
  to: hold.from - 6 + i * 12,
  durationInFrames: 12,
}));
const short: Timeline = {...full, durationInFrames: 36, scenes};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-test-'));
const job = (output: string): SegmentedJob => ({
  compositionId: 'nvlink-nvswitch',
  timeline: short,
  props: {theme: 'dark', fps: 30},
  scale: 1,
  everyFrame: false,
  concurrency: 1,
  encode: {crf: 18, preset: 'veryfast', imageFormat: defaultImageFormat},
  output,
  cache: undefined,
  context: {
    codeHash: 'test',
    references: resolveVideo(definition).references,
    settings: {crf: 18},
    remotionVersion: 'test',
    browserVersion: 'test',
  },
});

const config = () => {
  const choice = resolveBrowser();
  return {serveUrl: inject('serveUrl'), browserExecutable: choice.browserExecutable, chromeMode: choice.chromeMode};
};
/** Every process under the pool's workers (their browsers' processes included), to check that none outlives it. */
const processesOf = (pool: WorkerPool) =>
  pool.states().flatMap((s) => (s.pid === undefined ? [] : [s.pid, ...childProcessIds(s.pid)]));
const waitUntilGone = async (pids: number[]) => {
  for (let i = 0; i < 100 && pids.some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(isAlive);
};

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('rendering scene segments in worker processes', () => {
  it('two workers publish the same decoded frames as one process, and leave no process behind', async () => {
    const single = path.join(dir, 'single.mp4');
    await renderSegmented(await sharedScheduler(), job(single), () => undefined);
    const pool = startWorkerPool(2, config());
    expect(processesOf(pool)).toEqual([]); // the workers start when they first get an item
    const started = new Set<number>();
    const parallel = path.join(dir, 'parallel.mp4');
    try {
      const result = await renderSegmented(createScheduler(pool.runners), job(parallel), () => {
        for (const pid of processesOf(pool)) started.add(pid);
      });
      expect(result.rendered).toEqual(['part-0', 'part-1', 'part-2']);
      expect(started.size).toBeGreaterThanOrEqual(4); // two workers, each with a browser
    } finally {
      await pool.close();
    }
    const frames = await frameHashes(parallel, 1920, 1080);
    expect(frames).toHaveLength(36);
    expect(frames).toEqual(await frameHashes(single, 1920, 1080));
    expect(await waitUntilGone([...started])).toEqual([]);
  });

  it('a worker that died between items is replaced for the next one: the parent never crashes on its closed channel (#46)', async () => {
    const pool = startWorkerPool(1, config());
    try {
      const scheduler = createScheduler(pool.runners);
      const item = (name: string) => ({
        kind: 'video' as const,
        label: `nvlink-nvswitch: scene ${name}`,
        weight: 4,
        job: {
          ...job(path.join(dir, `${name}.mp4`)),
          fps: 30,
          plan: {output: [0, 1, 2, 3], source: [0, 1, 2, 3], captured: [0, 1, 2, 3]},
        },
      });
      await scheduler.submit(item('before'));
      const pid = pool.states()[0]?.pid as number;
      process.kill(pid, 'SIGKILL'); // idle: no item of its own to fail
      await new Promise((r) => setTimeout(r, 500));
      // the next item goes to a fresh worker: sending to the dead one used to throw ERR_IPC_CHANNEL_CLOSED
      await scheduler.submit(item('after'));
      expect(fs.existsSync(path.join(dir, 'after.mp4'))).toBe(true);
      expect(pool.states()[0]?.pid).not.toBe(pid);
    } finally {
      await pool.close();
    }
  });

  it('a worker killed mid-segment is replaced and the segment rendered again; killed twice, the render fails naming the scene', async () => {
    const lines: string[] = [];
    const pool = startWorkerPool(1, config(), (l) => lines.push(l));
    const seen: number[] = [];
    const killed: number[] = [];
    const killer = (times: number) => () => {
      const pid = pool.states()[0]?.pid;
      if (pid === undefined || seen.includes(pid) || seen.length >= times) return;
      seen.push(pid);
      killed.push(pid, ...childProcessIds(pid)); // the worker and its browser
      process.kill(pid, 'SIGKILL');
    };
    try {
      const scheduler = createScheduler(pool.runners);
      const once = path.join(dir, 'once.mp4');
      const item = (output: string) => ({
        kind: 'video' as const,
        label: 'nvlink-nvswitch: scene part-0',
        weight: 20,
        job: {...job(output), fps: 30, plan: {output: [0, 1, 2, 3], source: [0, 1, 2, 3], captured: [0, 1, 2, 3]}},
      });
      await scheduler.submit(item(once), killer(1));
      expect(lines).toEqual([
        `worker 1 lost rendering nvlink-nvswitch: scene part-0 (the worker ended: signal SIGKILL); trying it once more on a fresh worker and browser`,
      ]);
      expect(fs.existsSync(once)).toBe(true);
      seen.length = 0;
      await expect(scheduler.submit(item(path.join(dir, 'twice.mp4')), killer(2))).rejects.toThrow(
        'nvlink-nvswitch: scene part-0 failed twice (the worker ended: signal SIGKILL); the render stops here',
      );
    } finally {
      await pool.close();
    }
    // the killed workers' browsers were killed with them
    expect(killed.length).toBeGreaterThan(seen.length);
    expect(await waitUntilGone(killed)).toEqual([]);
  });
});
