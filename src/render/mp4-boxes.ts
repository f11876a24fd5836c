import fs from 'node:fs';

export type Box = {type: string; offset: number; size: number};

/** Top-level boxes of an MP4 file, in file order (ftyp, moov, free, mdat…). */
export function topLevelBoxes(file: string): Box[] {
  const fd = fs.openSync(file, 'r');
  try {
    const total = fs.fstatSync(fd).size;
    const boxes: Box[] = [];
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= total;) {
      fs.readSync(fd, header, 0, 16, offset);
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (size === 1) size = Number(header.readBigUInt64BE(8));
      else if (size === 0) size = total - offset;
      if (size < 8) throw new Error(`broken MP4 box "${type}" at ${offset}`);
      boxes.push({type, offset, size});
      offset += size;
    }
    return boxes;
  } finally {
    fs.closeSync(fd);
  }
}

const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'udta', 'dinf']);

/** Every box type inside `moov`, recursively (to find an edit list: edts/elst). */
export function moovBoxTypes(file: string): string[] {
  const moov = topLevelBoxes(file).find((b) => b.type === 'moov');
  if (moov === undefined) return [];
  const fd = fs.openSync(file, 'r');
  const data = Buffer.alloc(moov.size);
  try {
    fs.readSync(fd, data, 0, moov.size, moov.offset);
  } finally {
    fs.closeSync(fd);
  }
  const types: string[] = [];
  const walk = (start: number, end: number) => {
    for (let o = start; o + 8 <= end;) {
      const size = data.readUInt32BE(o);
      const type = data.toString('latin1', o + 4, o + 8);
      if (size < 8) break;
      types.push(type);
      if (containers.has(type)) walk(o + 8, o + size);
      o += size;
    }
  };
  walk(8, moov.size);
  return types;
}
