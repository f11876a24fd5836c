import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';

/**
 * Temporary paths and child processes of a render, removed and killed however the process
 * ends: normally, by an error, or when a cancelled render leaves nothing for the event loop to
 * wait on (Node then exits without running the awaiting code's `finally`).
 */
const paths = new Set<string>();
const children = new Set<ChildProcess>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
    for (const p of paths) fs.rmSync(p, {recursive: true, force: true});
  });
}

export function removeOnExit(path: string): () => void {
  install();
  paths.add(path);
  return () => paths.delete(path);
}

export function killOnExit(child: ChildProcess): () => void {
  install();
  children.add(child);
  child.once('close', () => children.delete(child));
  return () => children.delete(child);
}
