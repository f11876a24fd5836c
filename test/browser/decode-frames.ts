import crypto from 'node:crypto';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {bundledBinary} from '../../src/render/ffmpeg';

/** md5 of every decoded raw yuv420p frame of an MP4, decoded by the bundled ffmpeg on a pipe. */
export function frameHashes(file: string, width: number, height: number): Promise<string[]> {
  const bin = bundledBinary('ffmpeg');
  const frameBytes = (width * height * 3) / 2;
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['-v', 'error', '-i', path.resolve(file), '-f', 'image2pipe', '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'], {cwd: path.dirname(bin)});
    const hashes: string[] = [];
    let pending = Buffer.alloc(0);
    child.stdout.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= frameBytes) {
        hashes.push(crypto.createHash('md5').update(pending.subarray(0, frameBytes)).digest('hex'));
        pending = pending.subarray(frameBytes);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && pending.length === 0 ? resolve(hashes) : reject(new Error(`decode failed (${code}), ${pending.length} stray bytes`))));
  });
}
