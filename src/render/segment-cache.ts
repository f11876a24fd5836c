import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {sha256File, writeAtomically} from './files';
import {isAlive} from './process-alive';
import {appendKeyBox, readKeyBox, videoFrameCount} from './segment-proof';

/** Whether a folder's entries can be listed and read. */
function readable(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.X_OK);
    fs.readdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

/** One cached segment: the MP4 and a record of its own hash, checked before every use. */
type Entry = {key: string; sha256: string; bytes: number; frames: number; lastUsed: number};

export const defaultCacheDir = '.remotion-cache/segments';
export const defaultCacheLimitBytes = 8 * 1024 ** 3;

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Entry).key === 'string' &&
  typeof (v as Entry).sha256 === 'string' &&
  Number.isInteger((v as Entry).bytes) &&
  Number.isInteger((v as Entry).frames) &&
  typeof (v as Entry).lastUsed === 'number';

/** A cache temporary: `<key>.mp4.<pid>.<rand>.tmp` or `<key>.json.<pid>.tmp`. */
const temporaryPattern = /^[0-9a-z]+\.(?:mp4|json)\.(\d+)(?:\.[0-9a-f]+)?\.tmp$/;

/**
 * Scene segments keyed by segmentKey(). Writes are atomic (temporary name, then rename), so two
 * renders at once never see half a file. An entry proves itself on lookup: its record is a valid
 * entry for that key, the MP4's hash and size match it, the key stored inside the MP4 is the one
 * looked up and its video track has the scene's frame count. Anything else is reported by scene,
 * set aside in `damaged/` and re-rendered. A cache that cannot be written is not used (one
 * warning). Temporaries of dead processes are swept; the size limit counts everything in the folder.
 */
export class SegmentCache {
  /** why the cache is off (unwritable), or undefined while it is in use */
  disabled: string | undefined;
  /** how many stale temporaries the last sweep removed */
  swept = 0;
  /** why nothing can be stored (a read-only folder), while its valid entries are still read; undefined when writable */
  readOnly: string | undefined;

  constructor(
    readonly dir: string,
    readonly limitBytes: number = defaultCacheLimitBytes,
    readonly warn: (line: string) => void = (l) => console.warn(l),
  ) {
    try {
      fs.mkdirSync(dir, {recursive: true});
      const probe = path.join(dir, `.probe.${process.pid}.tmp`);
      fs.writeFileSync(probe, '');
      fs.rmSync(probe);
      this.sweep();
    } catch (error) {
      if (readable(dir)) this.useReadOnly(error);
      else this.disable(error);
    }
  }

  videoPath(key: string): string {
    return path.join(this.dir, `${key}.mp4`);
  }

  private recordPath(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** The segment's path if a valid entry exists; else undefined (a damaged entry reported for `scene` and set aside). */
  lookup(key: string, frames: number, scene: string = key): string | undefined {
    if (this.disabled !== undefined) return undefined;
    const file = this.videoPath(key);
    const recordExists = fs.existsSync(this.recordPath(key));
    if (!recordExists && !fs.existsSync(file)) return undefined; // a plain miss
    const problem = this.check(key, frames, file);
    if (problem !== undefined) {
      this.warn(`Segment cache: scene ${scene}: ${problem}; re-rendering.`);
      if (this.readOnly === undefined) this.setAside(key);
      return undefined;
    }
    if (this.readOnly !== undefined) return file; // its last use is not recorded: nothing can be written
    try {
      this.write({...(this.read(key) as Entry), lastUsed: Date.now()});
    } catch (error) {
      this.disable(error);
    }
    return file;
  }

  /** What is wrong with the entry stored under `key`, or undefined when it proves itself. */
  private check(key: string, frames: number, file: string): string | undefined {
    let record: unknown;
    try {
      record = JSON.parse(fs.readFileSync(this.recordPath(key), 'utf8'));
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'its record is missing'
        : 'its record is not readable JSON';
    }
    if (!isEntry(record)) return `its record is not an entry (${JSON.stringify(record)?.slice(0, 40)})`;
    if (record.key !== key) return `its record names another key (${record.key.slice(0, 12)}…)`;
    if (!fs.existsSync(file)) return 'its MP4 is missing';
    const bytes = fs.statSync(file).size;
    if (bytes !== record.bytes) return `its MP4 has ${bytes} bytes, its record says ${record.bytes}`;
    if (sha256File(file) !== record.sha256) return 'its MP4 does not match the hash in its record';
    const stored = readKeyBox(file);
    if (stored !== key)
      return stored === undefined
        ? 'its MP4 carries no key'
        : `its MP4 was made for another key (${stored.slice(0, 12)}…)`;
    let actual: number;
    try {
      actual = videoFrameCount(file);
    } catch (error) {
      return `its MP4 is unreadable (${(error as Error).message})`;
    }
    if (record.frames !== frames) return `its record says ${record.frames} frames, the scene has ${frames}`;
    if (actual !== frames) return `its MP4 has ${actual} frames, the scene has ${frames}`;
    return undefined;
  }

  /**
   * Stores a rendered segment (copied from `source`) under its key and returns the cached path;
   * when the cache cannot be written, warns once and returns `source`, to be used uncached.
   */
  store(key: string, source: string, frames: number): string {
    if (this.disabled !== undefined || this.readOnly !== undefined) return source;
    const file = this.videoPath(key);
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.copyFileSync(source, temporary);
      appendKeyBox(temporary, key);
      const record: Entry = {
        key,
        sha256: sha256File(temporary),
        bytes: fs.statSync(temporary).size,
        frames,
        lastUsed: Date.now(),
      };
      fs.renameSync(temporary, file);
      this.write(record);
      this.evict(new Set([key]));
      return file;
    } catch (error) {
      fs.rmSync(temporary, {force: true});
      this.disable(error);
      return source;
    }
  }

  /**
   * Drops the least recently used entries until the folder fits its limit (never those in
   * `keep`): set-aside damage goes first, then entries; live temporaries count but stay.
   */
  evict(keep: Set<string> = new Set()): void {
    const sizeOf = (f: string) => fs.statSync(f).size;
    const damagedDir = path.join(this.dir, 'damaged');
    const damaged = fs.existsSync(damagedDir) ? fs.readdirSync(damagedDir).map((f) => path.join(damagedDir, f)) : [];
    const names = fs.readdirSync(this.dir).filter((f) => f !== 'damaged');
    let total =
      names.reduce((t, f) => t + sizeOf(path.join(this.dir, f)), 0) + damaged.reduce((t, f) => t + sizeOf(f), 0);
    for (const f of damaged) {
      if (total <= this.limitBytes) return;
      total -= sizeOf(f);
      fs.rmSync(f, {force: true});
    }
    const records = names
      .filter((f) => f.endsWith('.json'))
      .map((f) => this.read(f.slice(0, -5)))
      .filter((r): r is Entry => r !== undefined)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const r of records) {
      if (total <= this.limitBytes) break;
      if (keep.has(r.key)) continue;
      const file = this.videoPath(r.key);
      total -= (fs.existsSync(file) ? sizeOf(file) : 0) + sizeOf(this.recordPath(r.key));
      this.drop(r.key);
    }
  }

  /** Removes the temporaries that processes no longer alive left behind. */
  private sweep(): void {
    this.swept = 0;
    for (const name of fs.readdirSync(this.dir)) {
      const pid = Number(temporaryPattern.exec(name)?.[1]);
      if (!Number.isInteger(pid) || isAlive(pid)) continue;
      fs.rmSync(path.join(this.dir, name), {force: true});
      this.swept += 1;
    }
  }

  private read(key: string): Entry | undefined {
    try {
      const record: unknown = JSON.parse(fs.readFileSync(this.recordPath(key), 'utf8'));
      return isEntry(record) && record.key === key ? record : undefined;
    } catch {
      return undefined;
    }
  }

  private write(record: Entry): void {
    const file = this.recordPath(record.key);
    writeAtomically(file, JSON.stringify(record));
  }

  /** Moves a damaged entry's files into `damaged/` (for a look), out of the way of the next store. */
  private setAside(key: string): void {
    try {
      const aside = path.join(this.dir, 'damaged');
      fs.mkdirSync(aside, {recursive: true});
      for (const file of [this.videoPath(key), this.recordPath(key)]) {
        if (fs.existsSync(file)) fs.renameSync(file, path.join(aside, path.basename(file)));
      }
    } catch (error) {
      this.disable(error);
    }
  }

  private drop(key: string): void {
    fs.rmSync(this.videoPath(key), {force: true});
    fs.rmSync(this.recordPath(key), {force: true});
  }

  private useReadOnly(error: unknown): void {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    this.readOnly = code;
    this.warn(`Segment cache ${this.dir} cannot be written (${code}): using its valid entries, storing no new ones.`);
  }

  private disable(error: unknown): void {
    if (this.disabled !== undefined) return;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    this.disabled = code;
    this.warn(`Segment cache ${this.dir} cannot be written (${code}): rendering every scene without the cache.`);
  }
}
