import fs from 'node:fs';
import path from 'node:path';
import {runBinary} from './ffmpeg';

/**
 * Joins closed-GOP segments encoded with identical settings by stream copy (no re-encode): the
 * concat demuxer, moov first, no edit list, timestamps from zero.
 */
export async function joinSegments(segments: string[], output: string): Promise<void> {
  const list = `${output}.list.txt`;
  fs.writeFileSync(list, segments.map((s) => `file '${path.resolve(s).replace(/'/g, "'\\''")}'`).join('\n') + '\n');
  try {
    await runBinary('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      path.resolve(list),
      '-c',
      'copy',
      '-an',
      '-use_editlist',
      '0',
      '-movflags',
      '+faststart+negative_cts_offsets',
      '-f',
      'mp4',
      path.resolve(output),
    ]);
  } finally {
    fs.rmSync(list, {force: true});
  }
}
