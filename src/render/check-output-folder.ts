import fs from 'node:fs';
import path from 'node:path';

/** statfs magic numbers of the kernel's virtual filesystems (linux/magic.h): nothing can be written there. */
const virtualFilesystems: Record<number, string> = {
  0x9fa0: "/proc, the kernel's process filesystem",
  0x62656572: "/sys, the kernel's device filesystem",
  0x64626720: 'debugfs',
  0x74726163: 'tracefs',
  0x27e0eb: 'a cgroup filesystem',
  0x63677270: 'a cgroup filesystem',
};

/** The deepest part of `dir` that exists (a folder, a file or anything else), and what is below it. */
function existingAncestor(dir: string): string {
  let at = dir;
  while (!fs.existsSync(at)) {
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  return at;
}

function virtualFilesystemOf(at: string): string | undefined {
  try {
    return virtualFilesystems[fs.statfsSync(at).type];
  } catch {
    return undefined;
  }
}

/**
 * A recursive mkdir reports a read-only filesystem as ENOENT: the plain mkdir of the first
 * missing folder under the existing one gives the real errno (EROFS, EACCES…).
 */
function realError(error: NodeJS.ErrnoException, existing: string, absolute: string): NodeJS.ErrnoException {
  if (error.code !== 'ENOENT' || existing === absolute) return error;
  const first = path.join(existing, path.relative(existing, absolute).split(path.sep)[0] ?? '');
  try {
    fs.mkdirSync(first);
    fs.rmdirSync(first);
  } catch (direct) {
    return direct as NodeJS.ErrnoException;
  }
  return error;
}

/** One sentence for an errno met while creating or writing the folder. */
function worded(option: string, dir: string, error: NodeJS.ErrnoException): string {
  const where = `${option} ${dir}`;
  switch (error.code) {
    case 'EROFS':
      return `${where} is on a read-only filesystem; choose a folder you can write to.`;
    case 'EACCES':
    case 'EPERM':
      return `${where} is not writable (permission denied for ${error.path ?? dir}); choose a folder you can write to.`;
    case 'ENOSPC':
      return `${where}: no space left on the device; free some space or choose another folder.`;
    case 'EDQUOT':
      return `${where}: the disk quota is used up; free some space or choose another folder.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${where} cannot be a folder: ${error.path ?? dir} is a file.`;
    default:
      return `${where} cannot be used: ${error.code ?? ''} ${error.message}`.replace(/\s+/g, ' ').trim();
  }
}

/**
 * Makes sure `dir` can take a render's files before anything heavy starts: it exists or can be
 * created, is a folder, is not in /proc or /sys, and a file can be written and removed in it.
 * Returns one worded sentence per problem instead of an errno, or undefined when it is usable.
 */
export function outputFolderProblem(dir: string, option = '--out'): string | undefined {
  const absolute = path.resolve(dir);
  const existing = existingAncestor(absolute);
  // Checked before mkdir: a recursive mkdir under /proc loops forever.
  const virtual = virtualFilesystemOf(existing);
  if (virtual !== undefined)
    return `${option} ${dir} is inside ${virtual}, where no file can be written; choose a folder on a disk.`;
  if (!fs.statSync(existing).isDirectory()) {
    return existing === absolute
      ? `${option} ${dir} is a file, not a folder.`
      : `${option} ${dir} cannot be a folder: ${existing} is a file.`;
  }
  const probe = path.join(absolute, `.write-test-${process.pid}`);
  try {
    fs.mkdirSync(absolute, {recursive: true});
    fs.writeFileSync(probe, 'probe');
  } catch (error) {
    return worded(option, dir, realError(error as NodeJS.ErrnoException, existing, absolute));
  } finally {
    fs.rmSync(probe, {force: true});
  }
  return undefined;
}

/** outputFolderProblem, thrown. */
export function assertOutputFolder(dir: string, option = '--out'): void {
  const problem = outputFolderProblem(dir, option);
  if (problem !== undefined) throw new Error(problem);
}
