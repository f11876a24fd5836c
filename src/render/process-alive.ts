import fs from 'node:fs';

/**
 * Whether a process with this pid exists. Signal 0 checks without sending anything: ESRCH means
 * gone; EPERM means it exists but belongs to another user (alive: its files are not ours to sweep).
 *
 * @example isAlive(process.pid) // true
 */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The fields of a /proc/<pid>/stat line after the command name (state first), which may itself hold spaces and parentheses. */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * Whether a process still runs: it exists (/proc) and is not a zombie (ended, not yet reaped by
 * whoever adopted it: it writes nothing any more). False where /proc is missing.
 */
export function isRunning(pid: number): boolean {
  try {
    return statFields(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))[0] !== 'Z';
  } catch {
    return false;
  }
}
