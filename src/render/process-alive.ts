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
