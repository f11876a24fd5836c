import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {sha256File} from './sidecars/manifest';

/** One cached segment: the MP4 and a record of its own hash, checked before every use. */
type Entry = {key: string; sha256: string; bytes: number; frames: number; lastUsed: number};

export const defaultCacheDir = '.remotion-cache/segments';
export const defaultCacheLimitBytes = 8 * 1024 ** 3;

/**
 * Scene segments keyed by segmentKey(). Writes are atomic (temporary name, then rename), so two
 * renders at once never see half a file; an entry whose file is missing, truncated or altered is
 * dropped and re-rendered; the cache stays under a size limit, dropping the least recently used.
 */
export class SegmentCache {
  constructor(readonly dir: string, readonly limitBytes: number = defaultCacheLimitBytes) {
    fs.mkdirSync(dir, {recursive: true});
  }

  videoPath(key: string): string {
    return path.join(this.dir, `${key}.mp4`);
  }

  private recordPath(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** The segment's path if a valid entry exists (hash checked), else undefined (and the bad entry removed). */
  lookup(key: string, frames: number): string | undefined {
    const record = this.read(key);
    const file = this.videoPath(key);
    if (record === undefined || !fs.existsSync(file)) return this.drop(key);
    if (record.frames !== frames || fs.statSync(file).size !== record.bytes || sha256File(file) !== record.sha256) return this.drop(key);
    this.write({...record, lastUsed: Date.now()});
    return file;
  }

  /** Stores a rendered segment (moved in from `source`) under its key. */
  store(key: string, source: string, frames: number): string {
    const file = this.videoPath(key);
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.copyFileSync(source, temporary);
    const record: Entry = {key, sha256: sha256File(temporary), bytes: fs.statSync(temporary).size, frames, lastUsed: Date.now()};
    fs.renameSync(temporary, file);
    this.write(record);
    this.evict(new Set([key]));
    return file;
  }

  /** Drops the least recently used entries until the cache fits its limit (never those in `keep`). */
  evict(keep: Set<string> = new Set()): void {
    const records = fs.readdirSync(this.dir).filter((f) => f.endsWith('.json')).map((f) => this.read(f.slice(0, -5)))
      .filter((r): r is Entry => r !== undefined).sort((a, b) => a.lastUsed - b.lastUsed);
    let total = records.reduce((t, r) => t + r.bytes, 0);
    for (const r of records) {
      if (total <= this.limitBytes) break;
      if (keep.has(r.key)) continue;
      this.drop(r.key);
      total -= r.bytes;
    }
  }

  private read(key: string): Entry | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.recordPath(key), 'utf8')) as Entry;
    } catch {
      return undefined;
    }
  }

  private write(record: Entry): void {
    const file = this.recordPath(record.key);
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(record));
    fs.renameSync(temporary, file);
  }

  private drop(key: string): undefined {
    fs.rmSync(this.videoPath(key), {force: true});
    fs.rmSync(this.recordPath(key), {force: true});
    return undefined;
  }
}
