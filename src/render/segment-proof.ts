import fs from 'node:fs';
import {topLevelBoxes} from './mp4-boxes';

/**
 * What a cached segment proves about itself, read from its own bytes: the key it was stored
 * under (a `uuid` box appended after the movie, which players and the concat demuxer skip) and
 * its video frame count (the sample count of the video track's `stsz`). See docs/design.md.
 */
const marker = Buffer.from('6770752d6578706c61696e6572736b79', 'hex'); // 16-byte uuid: "gpu-explainersky"

/** Appends the key box to an MP4 (before it is hashed and moved into the cache). */
export function appendKeyBox(file: string, key: string): void {
  const payload = Buffer.from(key, 'utf8');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + marker.length + payload.length, 0);
  header.write('uuid', 4, 'latin1');
  fs.appendFileSync(file, Buffer.concat([header, marker, payload]));
}

function readRange(file: string, offset: number, size: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const data = Buffer.alloc(size);
    fs.readSync(fd, data, 0, size, offset);
    return data;
  } finally {
    fs.closeSync(fd);
  }
}

/** The key stored in the segment's key box, or undefined when it has none. */
export function readKeyBox(file: string): string | undefined {
  for (const box of topLevelBoxes(file).filter((b) => b.type === 'uuid' && b.size > 8 + marker.length)) {
    const data = readRange(file, box.offset, box.size);
    if (data.subarray(8, 8 + marker.length).equals(marker)) return data.toString('utf8', 8 + marker.length);
  }
  return undefined;
}

type Child = {type: string; start: number; end: number};
function children(data: Buffer, start: number, end: number): Child[] {
  const found: Child[] = [];
  for (let o = start; o + 8 <= end;) {
    const size = data.readUInt32BE(o);
    if (size < 8 || o + size > end) throw new Error(`broken MP4 box at ${o}`);
    found.push({type: data.toString('latin1', o + 4, o + 8), start: o + 8, end: o + size});
    o += size;
  }
  return found;
}
const child = (data: Buffer, parent: Child, type: string) =>
  children(data, parent.start, parent.end).find((c) => c.type === type);

/** The number of frames of the file's video track (from its sample table, no decoding); throws on a broken file. */
export function videoFrameCount(file: string): number {
  const moov = topLevelBoxes(file).find((b) => b.type === 'moov');
  if (moov === undefined) throw new Error('no moov box');
  const data = readRange(file, moov.offset, moov.size);
  for (const trak of children(data, 8, moov.size).filter((c) => c.type === 'trak')) {
    const mdia = child(data, trak, 'mdia');
    const hdlr = mdia === undefined ? undefined : child(data, mdia, 'hdlr');
    if (mdia === undefined || hdlr === undefined || data.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide')
      continue;
    const minf = child(data, mdia, 'minf');
    const stbl = minf === undefined ? undefined : child(data, minf, 'stbl');
    const stsz = stbl === undefined ? undefined : child(data, stbl, 'stsz');
    if (stsz === undefined) throw new Error('video track without a sample table');
    return data.readUInt32BE(stsz.start + 8);
  }
  throw new Error('no video track');
}
