import fs from 'node:fs';
import {statFields} from './process-alive';

/**
 * Peak memory of this process and everything it started (the browser's processes, ffmpeg),
 * sampled from /proc. Each process counts its proportional set size (PSS: shared pages split
 * between the processes sharing them), so Chromium's shared memory is not counted once per
 * process. Where /proc is missing (macOS, Windows) only this process's own peak is known.
 */
export type MemorySampler = {stop(): MemoryPeak};
export type MemoryPeak = {bytes: number; scope: 'process tree' | 'node process'};

export function startMemorySampler(intervalMs = 1000): MemorySampler {
  if (!fs.existsSync('/proc/self/stat')) {
    return {stop: () => ({bytes: process.resourceUsage().maxRSS * 1024, scope: 'node process'})};
  }
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeMemoryBytes(process.pid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {bytes: peak, scope: 'process tree'};
    },
  };
}

/** The summed PSS (or RSS where PSS is unreadable) of `root` and all its descendants. */
export function treeMemoryBytes(root: number): number {
  return descendants(root, processParents()).reduce((sum, pid) => sum + processMemoryBytes(pid), 0);
}

/** The pids whose parent is `pid` now (a worker's browser, before the worker could die and orphan it). */
export function childProcessIds(pid: number): number[] {
  return [...processParents()].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** Every process's parent, from /proc (empty where /proc is missing). */
function processParents(): Map<number, number> {
  const parents = new Map<number, number>();
  if (!fs.existsSync('/proc/self/stat')) return parents;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    const parent = stat === null ? null : parentPid(stat);
    if (parent !== null) parents.set(Number(entry), parent);
  }
  return parents;
}

/** `root` and every pid whose chain of parents reaches it. */
export function descendants(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    if (found.includes(pid)) continue;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** The parent pid from a /proc/<pid>/stat line; the command name in parentheses may itself hold spaces and parentheses. */
export function parentPid(stat: string): number | null {
  const parent = Number(statFields(stat)[1]);
  return Number.isInteger(parent) ? parent : null;
}

/** Bytes from the `Pss:` (else `Rss:`/`VmRSS:`) line of smaps_rollup or status, which state kB. */
export function kilobytesField(text: string, names: readonly string[]): number | null {
  for (const name of names) {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
    if (match !== null) return Number(match[1]) * 1024;
  }
  return null;
}

function processMemoryBytes(pid: number): number {
  const rollup = readOrNull(`/proc/${pid}/smaps_rollup`);
  const pss = rollup === null ? null : kilobytesField(rollup, ['Pss']);
  if (pss !== null) return pss;
  const status = readOrNull(`/proc/${pid}/status`);
  return (status === null ? null : kilobytesField(status, ['VmRSS'])) ?? 0;
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
}
