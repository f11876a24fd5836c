import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {outputFolderProblem} from '../../src/render/check-output-folder';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'out-folder-'));
const mounted: string[] = [];

/** A tmpfs mounted at a fresh folder (root only); undefined where mounting is not allowed. */
function tmpfs(name: string, options: string): string | undefined {
  const dir = path.join(base, name);
  fs.mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], {stdio: 'ignore'});
  } catch {
    return undefined;
  }
  mounted.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of mounted) execFileSync('umount', [dir], {stdio: 'ignore'});
  fs.rmSync(base, {recursive: true, force: true});
});

describe('the output folder, checked before any browser starts', () => {
  it('accepts a new folder (creating it) and an existing one, and leaves no probe file', () => {
    const fresh = path.join(base, 'a/b/c');
    expect(outputFolderProblem(fresh)).toBeUndefined();
    expect(fs.readdirSync(fresh)).toEqual([]);
    expect(outputFolderProblem(base)).toBeUndefined();
  });

  it('refuses /proc and /sys at once instead of looping in mkdir', () => {
    const started = performance.now();
    expect(outputFolderProblem('/proc/out')).toBe(
      "--out /proc/out is inside /proc, the kernel's process filesystem, where no file can be written; choose a folder on a disk.",
    );
    expect(outputFolderProblem('/proc/self/deep/er')).toMatch(/^--out \/proc\/self\/deep\/er is inside \/proc/);
    expect(outputFolderProblem('/sys/out')).toBe(
      "--out /sys/out is inside /sys, the kernel's device filesystem, where no file can be written; choose a folder on a disk.",
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a file, and a folder below a file', () => {
    const file = path.join(base, 'a-file');
    fs.writeFileSync(file, 'x');
    expect(outputFolderProblem(file)).toBe(`--out ${file} is a file, not a folder.`);
    expect(outputFolderProblem(path.join(file, 'out'))).toBe(
      `--out ${file}/out cannot be a folder: ${file} is a file.`,
    );
  });

  it.skipIf(process.getuid?.() !== 0)('words a read-only filesystem and a full disk (tmpfs mounts)', () => {
    const readOnly = tmpfs('ro', 'ro,size=64k');
    const full = tmpfs('full', 'size=16k');
    if (readOnly === undefined || full === undefined) return expect.fail('root could not mount a tmpfs');
    expect(outputFolderProblem(readOnly)).toBe(
      `--out ${readOnly} is on a read-only filesystem; choose a folder you can write to.`,
    );
    expect(outputFolderProblem(path.join(readOnly, 'sub'))).toBe(
      `--out ${readOnly}/sub is on a read-only filesystem; choose a folder you can write to.`,
    );
    fs.writeFileSync(path.join(full, 'filler'), Buffer.alloc(0));
    try {
      fs.writeFileSync(path.join(full, 'filler'), Buffer.alloc(64 * 1024));
    } catch {
      // the disk is now full
    }
    expect(outputFolderProblem(full)).toBe(
      `--out ${full}: no space left on the device; free some space or choose another folder.`,
    );
  });
});
