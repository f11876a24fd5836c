import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SegmentCache} from '../../src/render/segment-cache';
import {readKeyBox, videoFrameCount} from '../../src/render/segment-proof';
import {sha256File} from '../../src/render/files';

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const u32 = (...values: number[]) =>
  Buffer.concat(
    values.map((v) => {
      const b = Buffer.alloc(4);
      b.writeUInt32BE(v, 0);
      return b;
    }),
  );

/** The smallest MP4 the cache reads: ftyp, a moov with one video track of `frames` samples, an mdat. */
function tinyMp4(frames: number, fill = 7): Buffer {
  const hdlr = box('hdlr', u32(0, 0), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('v\0'));
  const stsz = box('stsz', u32(0, 0, frames), Buffer.alloc(frames * 4, 0));
  const moov = box('moov', box('trak', box('mdia', hdlr, box('minf', box('stbl', stsz)))));
  return Buffer.concat([box('ftyp', Buffer.from('isom'), u32(512)), moov, box('mdat', Buffer.alloc(600, fill))]);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

function setup(limit = 1_000_000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'segcache-'));
  dirs.push(dir);
  const source = path.join(dir, 'fresh.mp4');
  fs.writeFileSync(source, tinyMp4(30));
  const warnings: string[] = [];
  const cache = new SegmentCache(path.join(dir, 'cache'), limit, (l) => warnings.push(l));
  return {dir, source, cache, warnings, record: (key: string) => path.join(dir, 'cache', `${key}.json`)};
}
/** Rewrites an entry's record so that it matches its (altered) MP4: hash, size and frames. */
function matchRecord(cache: SegmentCache, key: string, frames: number) {
  const file = cache.videoPath(key);
  fs.writeFileSync(
    path.join(cache.dir, `${key}.json`),
    JSON.stringify({key, sha256: sha256File(file), bytes: fs.statSync(file).size, frames, lastUsed: Date.now()}),
  );
}

describe('segment cache', () => {
  it('returns a stored entry that proves itself, with its key inside the MP4', () => {
    const {source, cache, warnings} = setup();
    const stored = cache.store('k1', source, 30);
    expect(readKeyBox(stored)).toBe('k1');
    expect(videoFrameCount(stored)).toBe(30);
    expect(cache.lookup('k1', 30, 'intro')).toBe(stored);
    expect(cache.lookup('nothing', 30, 'intro')).toBeUndefined(); // a plain miss says nothing
    expect(warnings).toEqual([]);
  });

  it('a record holding null is reported by scene, set aside and re-rendered; later lookups and stores work', () => {
    const {source, cache, warnings, record} = setup();
    cache.store('k', source, 30);
    fs.writeFileSync(record('k'), 'null');
    expect(cache.lookup('k', 30, 'one-hop')).toBeUndefined();
    expect(warnings).toEqual(['Segment cache: scene one-hop: its record is not an entry (null); re-rendering.']);
    expect(fs.existsSync(path.join(cache.dir, 'damaged', 'k.json'))).toBe(true);
    cache.store('other', source, 30); // evict reads every record: no crash
    expect(cache.lookup('k', 30, 'one-hop')).toBeUndefined();
    expect(cache.lookup('k', 30, 'one-hop')).toBeUndefined();
    expect(cache.store('k', source, 30)).toBe(cache.videoPath('k'));
    expect(cache.lookup('k', 30, 'one-hop')).toBe(cache.videoPath('k'));
  });

  it('a record of garbage JSON is reported and re-rendered', () => {
    const {source, cache, warnings, record} = setup();
    cache.store('k', source, 30);
    fs.writeFileSync(record('k'), '{"key": "k", "sha');
    expect(cache.lookup('k', 30, 'sharp')).toBeUndefined();
    expect(warnings).toEqual(['Segment cache: scene sharp: its record is not readable JSON; re-rendering.']);
  });

  it('a truncated or altered segment is reported and set aside', () => {
    const {source, cache, warnings} = setup();
    const stored = cache.store('k2', source, 30);
    fs.truncateSync(stored, 500);
    expect(cache.lookup('k2', 30, 'rack')).toBeUndefined();
    expect(fs.existsSync(stored)).toBe(false);
    expect(fs.existsSync(path.join(cache.dir, 'damaged', 'k2.mp4'))).toBe(true);
    const again = cache.store('k3', source, 30);
    const bytes = fs.readFileSync(again);
    bytes[700] = 1;
    fs.writeFileSync(again, bytes);
    expect(cache.lookup('k3', 30, 'rack')).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^Segment cache: scene rack: its MP4 has 500 bytes, its record says \d+; re-rendering\.$/),
      'Segment cache: scene rack: its MP4 does not match the hash in its record; re-rendering.',
    ]);
  });

  it('a short but self-consistent entry (record made to match) is caught by the frame count inside the MP4', () => {
    const {dir, source, cache, warnings} = setup();
    const stored = cache.store('k', source, 30);
    const short = path.join(dir, 'short.mp4');
    fs.writeFileSync(short, tinyMp4(12));
    new SegmentCache(path.join(dir, 'scratch'), 1e9, () => undefined).store('k', short, 30); // carries key k, 12 frames
    fs.copyFileSync(path.join(dir, 'scratch', 'k.mp4'), stored);
    matchRecord(cache, 'k', 30);
    expect(cache.lookup('k', 30, 'one-hop')).toBeUndefined();
    expect(warnings).toEqual(['Segment cache: scene one-hop: its MP4 has 12 frames, the scene has 30; re-rendering.']);
  });

  it("an entry copied under another scene's key, its record made to match, is caught by the key inside the MP4", () => {
    const {source, cache, warnings} = setup();
    cache.store('title', source, 30);
    cache.store('ending', source, 30);
    fs.copyFileSync(cache.videoPath('title'), cache.videoPath('ending'));
    matchRecord(cache, 'ending', 30);
    expect(cache.lookup('ending', 30, 'ending')).toBeUndefined();
    expect(warnings).toEqual(['Segment cache: scene ending: its MP4 was made for another key (title…); re-rendering.']);
  });

  it('sweeps the temporaries of dead processes, keeps a live one and counts it in the size limit', () => {
    const {source, cache, dir} = setup(3000);
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const stale = [path.join(cache.dir, `abc.mp4.${dead}.0a1b2c3d.tmp`), path.join(cache.dir, `abc.json.${dead}.tmp`)];
    const live = path.join(cache.dir, `def.mp4.${process.pid}.00aa11bb.tmp`);
    stale.forEach((f) => fs.writeFileSync(f, Buffer.alloc(5000)));
    fs.writeFileSync(live, Buffer.alloc(1500));
    const reopened = new SegmentCache(cache.dir, 3000, () => undefined);
    expect(reopened.swept).toBe(2);
    expect(stale.filter((f) => fs.existsSync(f))).toEqual([]);
    expect(fs.existsSync(live)).toBe(true);
    reopened.store('a', source, 30); // ~700 bytes + 1500 live temp: fits
    reopened.store('b', source, 30); // over 3000 with the live temporary: a goes
    expect(fs.existsSync(reopened.videoPath('a'))).toBe(false);
    expect(reopened.lookup('b', 30)).toBeDefined();
    expect(dir).toBeTruthy();
  });

  it('stays under its size limit, dropping the least recently used', async () => {
    const {source, cache} = setup(2500);
    cache.store('a', source, 30);
    await new Promise((r) => setTimeout(r, 5));
    cache.store('b', source, 30);
    await new Promise((r) => setTimeout(r, 5));
    expect(cache.lookup('a', 30)).toBeDefined(); // a is now more recent than b
    await new Promise((r) => setTimeout(r, 5));
    cache.store('c', source, 30); // 3 entries > 2,500 bytes: b goes
    expect(cache.lookup('b', 30)).toBeUndefined();
    expect(cache.lookup('a', 30)).toBeDefined();
    expect(cache.lookup('c', 30)).toBeDefined();
  });
});

// We run as root, where chmod does not stop writes: a tmpfs remounted read-only does.
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'segcache-ro-'));
const canMount = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();
afterAll(() => {
  if (canMount) execFileSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, {recursive: true, force: true});
});

describe.skipIf(!canMount)('a read-only segment cache (tmpfs remounted ro; skipped where mount is not allowed)', () => {
  it('still serves its valid entries and stores nothing, with one warning, instead of stopping the render with EROFS/EPERM on a hit (#46: it used to ignore them)', () => {
    const source = path.join(mountPoint, 'fresh.mp4');
    fs.writeFileSync(source, tinyMp4(30));
    new SegmentCache(path.join(mountPoint, 'cache'), 1e9, () => undefined).store('k', source, 30);
    execFileSync('mount', ['-o', 'remount,ro', mountPoint]);
    const warnings: string[] = [];
    const cache = new SegmentCache(path.join(mountPoint, 'cache'), 1e9, (l) => warnings.push(l));
    expect(cache.lookup('k', 30, 'one-hop')).toBe(path.join(mountPoint, 'cache', 'k.mp4'));
    expect(cache.store('k2', source, 30)).toBe(source);
    expect(cache.lookup('k2', 30, 'one-hop')).toBeUndefined();
    expect(warnings).toEqual([
      `Segment cache ${path.join(mountPoint, 'cache')} cannot be written (EROFS): using its valid entries, storing no new ones.`,
    ]);
  });
});
