import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {VERSION} from 'remotion/version';

export const sha256File = (file: string): string => {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.alloc(1 << 20);
  try {
    for (let n = fs.readSync(fd, chunk); n > 0; n = fs.readSync(fd, chunk)) hash.update(chunk.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
};

export const sha256Json = (value: unknown): string => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');

export const remotionVersion = VERSION;

/** Writes a file atomically: a temporary name beside it, then rename. */
export function writeAtomically(file: string, content: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
