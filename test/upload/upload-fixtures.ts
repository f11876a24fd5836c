import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect} from 'vitest';
import {fileRoles, manifestSchema, outputNames, type FileRole, type Manifest} from '../../src/render/output-files';
import type {AccessTokens} from '../../src/upload/call-youtube-api';
import {loadUploadJob, type UploadJob} from '../../src/upload/load-upload-job';
import type {UploadOptions} from '../../src/upload/plan-uploads';
import type {UploadDeps} from '../../src/upload/run-upload';
import type {FakeYouTube} from './fake-youtube';

export const chunk = 256 * 1024;
export const delivery = {
  id: 'demo-video',
  tags: ['GPU architecture', 'CUDA', 'NVLink'],
  categoryId: '28',
  language: 'en',
};
export const description = [
  'Demo video',
  '',
  'A summary.',
  '',
  'Chapters:',
  '00:00 Title',
  '00:12 Middle',
  '00:30 End',
  '',
].join('\n');
export const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(2000),
]);

/** A temporary out/ folder with one video as `npm run render` writes it (the MP4 is random bytes). */
export function makeOut(options: {bytes?: number; thumbnail?: boolean; title?: string; description?: string} = {}): {
  out: string;
  job: () => UploadJob;
  mp4: string;
} {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-test-'));
  const dir = path.join(out, delivery.id);
  fs.mkdirSync(dir);
  const mp4 = path.join(dir, `${delivery.id}.mp4`);
  writeVideo(mp4, options.bytes ?? 5 * chunk + 12_345, options.title ?? 'Demo video');
  fs.writeFileSync(path.join(dir, 'description.txt'), options.description ?? description);
  fs.writeFileSync(path.join(dir, 'captions.srt'), '1\n00:00:00,000 --> 00:00:02,000\nHello\n');
  if (options.thumbnail !== false) fs.writeFileSync(path.join(dir, 'thumbnail.png'), png);
  sealManifest(dir, options.title ?? 'Demo video');
  return {out, mp4, job: () => loadUploadJob(out, delivery)};
}

/** (Re)writes the MP4 and its manifest, as a new render would. */
export function writeVideo(mp4: string, bytes: number, title = 'Demo video'): Buffer {
  const data = crypto.randomBytes(bytes);
  fs.writeFileSync(mp4, data);
  sealManifest(path.dirname(mp4), title);
  return data;
}

const hash = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

/** Writes manifest.json for the files now in `dir`, as the last step of a render does (the thumbnail is always `png`). */
export function sealManifest(dir: string, title = 'Demo video'): void {
  const names = outputNames(delivery.id, '');
  const entry = (role: FileRole) => {
    const file = path.join(dir, names[role]);
    const data = role === 'thumbnail' ? png : fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    return {name: names[role], bytes: data.length, sha256: hash(data)};
  };
  const files = Object.fromEntries(fileRoles.map((role) => [role, entry(role)])) as Manifest['files'];
  const manifest: Manifest = {
    id: delivery.id,
    variant: '',
    title,
    file: names.video,
    lengthSeconds: 45,
    frames: 1350,
    fps: 30,
    width: 1920,
    height: 1080,
    theme: 'dark',
    bytes: files.video.bytes,
    sha256: files.video.sha256,
    files,
    scriptSha256: hash('script'),
    modelSha256: hash('model'),
    remotion: '4.0.529',
    browser: 'test',
    renderSeconds: 1,
    capturedFrames: 100,
    repeatedFrames: 1250,
  };
  fs.writeFileSync(path.join(dir, names.manifest), JSON.stringify(manifestSchema.parse(manifest), null, 2));
}

export function options(overrides: Partial<UploadOptions> = {}): UploadOptions {
  return {
    ids: [delivery.id],
    privacy: 'private',
    privacyGiven: false,
    playlist: undefined,
    update: false,
    force: false,
    clientSecret: undefined,
    chunkBytes: chunk,
    out: 'out',
    variant: '',
    dryRun: false,
    ...overrides,
  };
}

/** Tokens the fake accepts; `refresh` mints a new one as the token endpoint would. */
export function fakeTokens(fake: FakeYouTube): AccessTokens {
  let token = fake.mint();
  return {get: async () => token, refresh: async () => (token = fake.mint())};
}

export type Captured = {deps: UploadDeps; out: string[]; err: string[]; sleeps: number[]; authorized: () => number};

/** Deps pointed at the fake: no real sleeping (the delays are recorded), a fast backoff, output captured. */
export function testDeps(fake: FakeYouTube, overrides: Partial<UploadDeps> = {}): Captured {
  const out: string[] = [];
  const err: string[] = [];
  const sleeps: number[] = [];
  let authorizations = 0;
  const deps: UploadDeps = {
    endpoints: fake.endpoints,
    authorize: async () => {
      authorizations++;
      return fakeTokens(fake);
    },
    verify: async () => [],
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    backoff: {baseMs: 10, maxMs: 200, maxAttempts: 5},
    timeoutMs: 5000,
    log: (line) => out.push(line),
    warn: (line) => err.push(line),
    progress: () => ({update: () => undefined, end: () => undefined}),
    now: () => new Date(),
    ...overrides,
  };
  return {deps, out, err, sleeps, authorized: () => authorizations};
}

/** The server holds exactly one video, byte-identical to the file, and the client broke no protocol rule. */
export function expectOneIdenticalVideo(fake: FakeYouTube, mp4: string): string {
  expect(fake.protocolErrors).toEqual([]);
  expect(fake.videos.size).toBe(1);
  const [video] = [...fake.videos.values()];
  expect(video?.data.equals(fs.readFileSync(mp4))).toBe(true);
  return video?.id ?? '';
}

export const readState = (
  out: string,
): Record<string, unknown> & {
  uploads: Record<string, {videoId: string; captionId?: string; playlists: Record<string, string>}>;
  session?: {url: string};
} => JSON.parse(fs.readFileSync(path.join(out, delivery.id, 'upload.json'), 'utf8')) as ReturnType<typeof readState>;
