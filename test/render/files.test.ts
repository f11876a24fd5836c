// The Node helpers every writer shares: sha256File and writeAtomically (src/render/files.ts), and isAlive (src/render/process-alive.ts).
import {execFileSync, spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {sha256File, writeAtomically} from '../../src/render/files';
import {isAlive, isRunning, statFields} from '../../src/render/process-alive';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, {recursive: true, force: true});
});

describe('sha256File', () => {
  it('hashes the bytes, across the 1 MiB chunk boundary', () => {
    const file = path.join(tempDir(), 'x.bin');
    const bytes = crypto.randomBytes((1 << 20) + 12345);
    fs.writeFileSync(file, bytes);
    expect(sha256File(file)).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
  });
  it('hashes an empty file', () => {
    const file = path.join(tempDir(), 'empty');
    fs.writeFileSync(file, '');
    expect(sha256File(file)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('writeAtomically', () => {
  it('makes the folder, writes the content and leaves no temporary', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a', 'b', 'x.json');
    writeAtomically(file, '{"a":1}');
    writeAtomically(file, '{"a":2}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['x.json']);
  });
  it('sets the mode before the file appears (0600 for secrets)', () => {
    const file = path.join(tempDir(), 'tokens.json');
    writeAtomically(file, 'secret', {mode: 0o600});
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
  it('leaves the old file and no temporary when the write fails', () => {
    const dir = tempDir();
    const file = path.join(dir, 'x.txt');
    writeAtomically(file, 'old');
    fs.mkdirSync(path.join(dir, 'blocked'));
    // renaming a file over a folder fails: the temporary is removed, the folder untouched
    expect(() => writeAtomically(path.join(dir, 'blocked'), 'new')).toThrow();
    expect(fs.readdirSync(dir).sort()).toEqual(['blocked', 'x.txt']);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
  });
});

describe('isAlive', () => {
  it('is true for this process and for a process of another user (EPERM)', () => {
    expect(isAlive(process.pid)).toBe(true);
    if (process.getuid?.() !== 0) expect(isAlive(1)).toBe(true);
  });
  it('is false for a process that has ended, and for pids that name no process', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid as number;
    await new Promise((resolve) => child.on('exit', resolve));
    execFileSync(process.execPath, ['-e', '']); // the child is reaped once 'exit' fired
    expect(isAlive(pid)).toBe(false);
    expect(isAlive(0)).toBe(false);
    expect(isAlive(-1)).toBe(false);
    expect(isAlive(Number.NaN)).toBe(false);
  });
});

describe('isRunning', () => {
  it('is true for this process, false for one that has ended; a zombie (state Z) is not running', async () => {
    expect(isRunning(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid as number;
    await new Promise((resolve) => child.on('exit', resolve));
    execFileSync(process.execPath, ['-e', '']);
    expect(isRunning(pid)).toBe(false);
    expect(statFields('4242 (chrome (renderer) x) Z 17 4242')[0]).toBe('Z');
    expect(statFields('1 (init) S 0 1 1')).toEqual(['S', '0', '1', '1']);
  });
});
