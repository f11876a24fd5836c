import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {removeOnExit} from './cleanup-on-exit';
import {isAlive, isRunning} from './process-alive';

/**
 * One folder per render process for all its temporary work (docs/design.md, "Temporary
 * work"): Remotion's bundle, the browser profile and the assets Remotion downloads (they
 * follow TMPDIR), removed on every exit that runs code — normal end, error, SIGTERM, and
 * SIGINT, whose Remotion handler calls process.exit(130), which still runs 'exit' listeners.
 * A SIGKILL runs nothing: the next render sweeps folders whose process is gone.
 */
export const tempPrefix = 'gpu-explainers-render-';

export type RenderTemp = {dir: string; bundleDir: string; close(): void};

/** Removes the entries of `dir` whose name carries the pid of a process that is gone; returns their names. */
export function sweepDead(
  dir: string,
  pidOf: (name: string) => number | undefined,
  beforeRemove: (entry: string) => void = () => undefined,
): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const entry of fs.readdirSync(dir)) {
    const pid = pidOf(entry);
    if (pid === undefined || !Number.isInteger(pid) || pid <= 0 || isAlive(pid)) continue;
    beforeRemove(path.join(dir, entry));
    try {
      fs.rmSync(path.join(dir, entry), {recursive: true, force: true, maxRetries: 3});
      removed.push(entry);
    } catch {
      // still being written by a process of the dead render (its browser): the next start sweeps it
    }
  }
  return removed;
}

/** The first captured group of `pattern` in `name` that matched, as a pid. */
export function pidIn(pattern: RegExp, name: string): number | undefined {
  const found = pattern
    .exec(name)
    ?.slice(1)
    .find((g) => g !== undefined);
  return found === undefined ? undefined : Number(found);
}

const tempPattern = new RegExp(`^${tempPrefix}(\\d+)$`);

/**
 * Kills the processes still working in `folder`: the browsers of a render killed with SIGKILL
 * (Remotion starts them detached, so they outlive it), found by the profile folder on their
 * command line. Linux only (/proc); elsewhere nothing is found.
 */
export function killProcessesIn(folder: string): number[] {
  if (!fs.existsSync('/proc/self/cmdline')) return [];
  const killed: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let cmdline: string;
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!cmdline.split('\0').some((arg) => arg.includes(`${folder}/`) || arg.endsWith(folder))) continue;
    try {
      process.kill(Number(entry), 'SIGKILL');
      killed.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return killed;
}

/**
 * Waits (at most `limitMs`) until the killed processes are gone: a browser killed with SIGKILL
 * still writes to its profile for a moment on a loaded machine, and removing the folder meanwhile
 * failed (the folder stayed until the next start). Synchronous: the sweep runs at a render's start.
 */
function awaitEnd(pids: number[], limitMs = 5000): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < limitMs && pids.some(isRunning); waited += 20) Atomics.wait(pause, 0, 0, 20);
}

/** Sweeps dead renders' folders (and the browsers still using them) from the system temp folder, then makes this process's own and points TMPDIR at it. */
export function openRenderTemp(base = os.tmpdir()): RenderTemp {
  sweepDead(
    base,
    (name) => pidIn(tempPattern, name),
    (folder) => awaitEnd(killProcessesIn(folder)),
  );
  const dir = path.join(base, `${tempPrefix}${process.pid}`);
  fs.mkdirSync(dir, {recursive: true});
  const forget = removeOnExit(dir);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  let closed = false;
  return {
    dir,
    bundleDir: path.join(dir, 'bundle'),
    close() {
      if (closed) return;
      closed = true;
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      fs.rmSync(dir, {recursive: true, force: true});
      forget();
    },
  };
}
