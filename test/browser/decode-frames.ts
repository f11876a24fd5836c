import crypto from 'node:crypto';
import {decodedFrames} from '../../src/render/raw-frames';

/** md5 of every decoded raw yuv420p frame of an MP4, decoded by the bundled ffmpeg on a pipe. */
export async function frameHashes(file: string, width: number, height: number): Promise<string[]> {
  const hashes: string[] = [];
  for await (const frame of decodedFrames(file, width, height))
    hashes.push(crypto.createHash('md5').update(frame).digest('hex'));
  return hashes;
}
