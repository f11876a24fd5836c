import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';

/**
 * Temporary paths and child processes of a render, removed and killed however the process
 * ends: normally, by an error, or when a cancelled render leaves nothing for the event loop to
 * wait on (Node then exits without running the awaiting code's `finally`).
 */
const paths = new Set<string>();
/** each child, with the process groups it started detached (a worker's browser), killed with it */
const children = new Map<ChildProcess, () => readonly number[]>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const [child, groups] of children) {
      killGroups(groups());
      child.kill('SIGKILL');
    }
    for (const p of paths) fs.rmSync(p, {recursive: true, force: true});
  });
}

export function removeOnExit(path: string): () => void {
  install();
  paths.add(path);
  return () => paths.delete(path);
}

/** Kills process groups by their leaders' pids (Remotion starts each browser detached, its own group); gone ones are skipped. */
export function killGroups(leaders: readonly number[]): void {
  for (const pid of leaders) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/** `detached`: the groups the child started that would outlive it (read when the process exits). */
export function killOnExit(child: ChildProcess, detached: () => readonly number[] = () => []): () => void {
  install();
  children.set(child, detached);
  child.once('close', () => children.delete(child));
  return () => children.delete(child);
}
