import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {projectRoot} from './render-session';

/**
 * Another commit of this repository as a tree on disk, for `npm run bench -- --against <rev>`:
 * `git archive` of the commit into `.cache/bench-against/<sha>/` (kept for the next run), with
 * this checkout's `node_modules` linked in, so the commit's videos bundle and render with the
 * dependencies installed here. Nothing is checked out and the working tree is not touched.
 */
export type RevisionTree = {
  /** the full commit hash */
  sha: string;
  dir: string;
  /** the commit's package-lock.json differs from this checkout's: it renders with these dependencies, not its own */
  lockDiffers: boolean;
};

export function revisionTree(rev: string, root = projectRoot): RevisionTree {
  const sha = resolveCommit(rev, root);
  const dir = path.join(root, '.cache', 'bench-against', sha);
  if (!fs.existsSync(path.join(dir, '.complete'))) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    const tar = execFileSync('git', ['archive', '--format=tar', sha], {cwd: root, maxBuffer: 1 << 30});
    execFileSync('tar', ['-x', '-C', dir], {input: tar});
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, '.complete'), `${sha}\n`);
    pruneTrees(path.dirname(dir), dir);
  }
  const lockHere = readOrEmpty(path.join(root, 'package-lock.json'));
  const lockThere = readOrEmpty(path.join(dir, 'package-lock.json'));
  return {sha, dir, lockDiffers: lockHere !== lockThere};
}

/** Keeps the newest few trees (each about 12 MB): a tree is made again when asked for. */
function pruneTrees(parent: string, keep: string, most = 3): void {
  const trees = fs
    .readdirSync(parent)
    .map((name) => path.join(parent, name))
    .filter((dir) => dir !== keep)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const dir of trees.slice(most - 1)) fs.rmSync(dir, {recursive: true, force: true});
}

function resolveCommit(rev: string, root: string): string {
  if (rev.startsWith('-') || rev.trim() === '')
    throw new Error(`--against takes a commit (a hash, tag or branch), got "${rev}"`);
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(
      `--against ${rev}: no such commit in this repository (a shallow clone may not have it: git fetch --unshallow)`,
    );
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** This checkout's commit, and whether its working tree has changes: what "after" is. */
export function describeHead(root = projectRoot): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty === '' ? head : `${head} with uncommitted changes`;
  } catch {
    return 'not a git checkout';
  }
}
