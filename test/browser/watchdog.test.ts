import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {inject} from 'vitest';
import {defaultImageFormat} from '../../src/render/encode-settings';
import {isAlive} from '../../src/render/process-alive';
import type {RenderProgress} from '../../src/render/render-video';
import {resolveBrowser} from '../../src/render/resolve-browser';
import {openExecutor, type Executor} from '../../src/render/workers/executor';
import type {WorkItem} from '../../src/render/workers/work-item';

// Each item: 6 captured frames of nvlink-nvswitch's opening motion, encoded to its own MP4.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchdog-test-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
const frames = [0, 1, 2, 3, 4, 5];
const item = (name: string): Extract<WorkItem, {kind: 'video'}> => ({
  kind: 'video',
  label: `nvlink-nvswitch: scene ${name}`,
  weight: 6,
  job: {
    compositionId: 'nvlink-nvswitch',
    props: {theme: 'dark', fps: 30},
    fps: 30,
    scale: 0.25,
    concurrency: 1,
    encode: {crf: 28, preset: 'veryfast', imageFormat: defaultImageFormat},
    output: path.join(dir, `${name}.mp4`),
    plan: {output: frames, source: frames, captured: frames},
  },
});

const open = (workers: number, lines: string[], stallMs = 120_000) => {
  const choice = resolveBrowser();
  return openExecutor(
    workers,
    {serveUrl: inject('serveUrl'), choice, close: async () => undefined},
    (l) => lines.push(l),
    stallMs,
  );
};

/** The browser (its whole process group) of the slot running `label`, or of any slot with one when no label is given. */
function browserOf(executor: Executor, label?: string): number[] {
  const state = executor.states().find((s) => (label === undefined ? (s.browser ?? []).length > 0 : s.doing === label));
  return state?.browser ?? [];
}
/** Kills a browser's process group, recording its pids in `killed` (each test keeps its own: they run side by side). */
function kill(killed: number[], pids: number[], signal: NodeJS.Signals = 'SIGKILL'): void {
  const leader = pids[0];
  if (leader === undefined) throw new Error('no browser to kill');
  killed.push(...pids);
  for (const target of [-leader, leader]) {
    try {
      process.kill(target, signal);
    } catch {
      // gone
    }
  }
}
/** A progress callback that kills the item's browser once `when` holds, `times` times at most (once per attempt). */
function killWhen(
  killed: number[],
  executor: Executor,
  label: string,
  when: (p: RenderProgress) => boolean,
  times = 1,
  signal: NodeJS.Signals = 'SIGKILL',
) {
  const done = new Set<number>();
  return (p: RenderProgress) => {
    const pids = browserOf(executor, label);
    const leader = pids[0];
    if (!when(p) || leader === undefined || done.has(leader) || done.size >= times) return;
    done.add(leader);
    kill(killed, pids, signal);
  };
}
const decodedFrames = (file: string) => fs.statSync(file).size > 0;

// With --workers 2 the tests run side by side: each executor's browsers are its worker processes'
// children, and most of a test's time is waiting (a stall clock, a replacement browser, a retry).
// With --workers 1 they run one after the other: an in-process executor knows its browser as the
// processes this process started meanwhile, which another test's launches would join.
for (const workers of [1, 2]) {
  (workers === 1 ? describe : describe.concurrent)(`the watchdog, --workers ${workers}`, () => {
    it(`a browser killed mid-capture, at the end of capture and between items: each item is done once more on a fresh browser, never a silent wait`, async () => {
      const lines: string[] = [];
      const killed: number[] = [];
      const executor = await open(workers, lines);
      const started = performance.now();
      try {
        const {scheduler} = executor;
        const mid = item(`mid-${workers}`);
        const end = item(`end-${workers}`);
        await Promise.all([
          scheduler.submit(
            mid,
            killWhen(killed, executor, mid.label, (p) => p.captured >= 2),
          ),
          scheduler.submit(
            end,
            killWhen(killed, executor, end.label, (p) => p.captured === p.toCapture),
          ),
        ]);
        expect(
          lines.filter((l) => l.includes(`rendering ${mid.label} (its browser died); trying it once more on a fresh`)),
        ).toHaveLength(1);
        const between = item(`between-${workers}`);
        await scheduler.submit(between);
        const idle = browserOf(executor);
        expect(idle.every(isAlive)).toBe(true);
        kill(killed, idle); // between items: the slot's next item gets a fresh browser, no attempt spent
        await new Promise((r) => setTimeout(r, 1000));
        const after = item(`after-${workers}`);
        await scheduler.submit(after);
        for (const i of [mid, end, between, after]) expect(decodedFrames(i.job.output)).toBe(true);
      } finally {
        await executor.close();
      }
      expect((performance.now() - started) / 1000).toBeLessThan(240);
      await new Promise((r) => setTimeout(r, 2000));
      expect(killed.filter(isAlive)).toEqual([]);
    }, 300_000);

    it(`killed twice, the render stops in one sentence naming the scene`, async () => {
      const lines: string[] = [];
      const killed: number[] = [];
      const executor = await open(workers, lines);
      try {
        const twice = item(`twice-${workers}`);
        await expect(
          executor.scheduler.submit(
            twice,
            killWhen(killed, executor, twice.label, (p) => p.captured >= 1, 2),
          ),
        ).rejects.toThrow(`${twice.label} failed twice (its browser died); the render stops here`);
      } finally {
        await executor.close();
      }
    }, 300_000);

    it(`a browser that stops making progress (SIGSTOP) is killed after the stall time and the item done on a fresh one`, async () => {
      const lines: string[] = [];
      const killed: number[] = [];
      const executor = await open(workers, lines, 45_000); // above a fresh browser's first page load on a loaded machine
      try {
        const stalled = item(`stalled-${workers}`);
        await executor.scheduler.submit(
          stalled,
          killWhen(killed, executor, stalled.label, (p) => p.captured >= 1, 1, 'SIGSTOP'),
        );
        // whichever notices first: the stall clock, or Remotion's own 30 s limits ("Timeout 30000ms exceeded",
        // "… timed out": whatever browserStopped() takes for a browser that stopped responding)
        expect(
          lines.filter((l) =>
            new RegExp(
              `rendering ${stalled.label} \\((no progress for 45 s|the browser stopped responding: .+)\\); trying it once more`,
            ).test(l),
          ),
          lines.join('\n'),
        ).toHaveLength(1);
        expect(decodedFrames(stalled.job.output)).toBe(true);
      } finally {
        await executor.close();
      }
      await new Promise((r) => setTimeout(r, 2000));
      expect(killed.filter(isAlive)).toEqual([]);
    }, 300_000);
  });
}
