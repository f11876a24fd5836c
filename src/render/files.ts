import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The sha256 of a file's bytes, read in 1 MiB chunks (videos are hashed without loading them whole). */
export function sha256File(file: string): string {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.alloc(1 << 20);
  try {
    for (let n = fs.readSync(fd, chunk); n > 0; n = fs.readSync(fd, chunk)) hash.update(chunk.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * Writes a file atomically: the content goes to a temporary name beside it (this process's pid
 * and a random tag, so two writers never share one), then a rename puts it in place; a reader
 * sees the old file or the new one, never a part. `mode` sets the file's permissions (0600 for
 * secrets) before it appears under its name. The folder is made when missing.
 *
 * @example writeAtomically('out/x/manifest.json', JSON.stringify(m)); writeAtomically(tokens, json, {mode: 0o600})
 */
export function writeAtomically(file: string, content: string | Uint8Array, options: {mode?: number} = {}): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, content, options.mode === undefined ? {} : {mode: options.mode});
    if (options.mode !== undefined) fs.chmodSync(temporary, options.mode);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, {force: true});
    throw error;
  }
}
