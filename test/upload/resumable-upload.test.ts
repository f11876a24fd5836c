import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {runUpload} from '../../src/upload/run-upload';
import {FakeYouTube} from './fake-youtube';
import {chunk, delivery, expectOneIdenticalVideo, makeOut, options, readState, testDeps} from './upload-fixtures';

let fake: FakeYouTube;
beforeEach(async () => {
  fake = await FakeYouTube.start();
});
afterEach(() => fake.close());

const chunkRanges = () => fake.log.filter((l) => l.route === 'chunk' || l.route === 'query').map((l) => l.contentRange);

describe('resumable upload against a simulated YouTube on 127.0.0.1', () => {
  it('creates one session with the metadata, sends 256 KiB-multiple chunks in order, then thumbnail and captions', async () => {
    const {out, mp4, job} = makeOut();
    const t = testDeps(fake);
    const [outcome] = await runUpload([job()], options(), t.deps);
    const id = expectOneIdenticalVideo(fake, mp4);
    expect(outcome).toMatchObject({action: 'uploaded', videoId: id, url: `https://youtu.be/${id}`});
    expect(fake.count('create')).toBe(1);
    const total = fs.statSync(mp4).size;
    expect(chunkRanges()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `bytes ${i * chunk}-${Math.min(total, (i + 1) * chunk) - 1}/${total}`),
    );
    const video = fake.videos.get(id);
    expect(video?.resource).toMatchObject({
      snippet: {title: 'Demo video', tags: delivery.tags, categoryId: '28', defaultLanguage: 'en'},
      status: {privacyStatus: 'private', selfDeclaredMadeForKids: false, containsSyntheticMedia: false},
    });
    expect(video?.thumbnail?.subarray(1, 4).toString()).toBe('PNG');
    expect([...(video?.captions.values() ?? [])].map((c) => c.data)).toEqual([
      '1\n00:00:00,000 --> 00:00:02,000\nHello\n',
    ]);
    const state = readState(out);
    expect(state.session).toBeUndefined();
    expect(Object.values(state.uploads)[0]).toMatchObject({videoId: id, privacy: 'private'});
    expect(fs.statSync(path.join(out, delivery.id, 'upload.json')).mode & 0o777).toBe(0o600);
    expect(t.sleeps).toEqual([]);
  });

  it('resumes after a connection dropped in the middle of a chunk by asking the server what it has', async () => {
    const {mp4, job} = makeOut();
    fake.inject('chunk', 2, {kind: 'drop', keep: 100_000});
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    const ranges = chunkRanges();
    const total = fs.statSync(mp4).size;
    expect(ranges[2]).toBe(`bytes */${total}`);
    expect(ranges[3]).toBe(`bytes ${chunk + 100_000}-${2 * chunk + 100_000 - 1}/${total}`);
    expect(t.sleeps).toHaveLength(1);
    expect(t.err.join('\n')).toMatch(/connection dropped/);
  });

  it('backs off on 503: honours Retry-After, otherwise waits exponentially', async () => {
    const {mp4, job} = makeOut();
    fake.inject('chunk', 1, {kind: 'status', status: 503, retryAfter: '7'});
    fake.inject('chunk', 3, {kind: 'status', status: 503});
    fake.inject('query', 2, {kind: 'status', status: 502});
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(t.sleeps[0]).toBe(7000);
    expect(t.sleeps[1]).toBeGreaterThanOrEqual(10);
    expect(t.sleeps[1]).toBeLessThan(20);
    expect(t.sleeps[2]).toBeGreaterThanOrEqual(20);
    expect(t.sleeps[2]).toBeLessThan(30);
  });

  it('goes on from the Range of a 308 that stored only part of a chunk', async () => {
    const {mp4, job} = makeOut();
    fake.inject('chunk', 2, {kind: 'partial', keep: 1000});
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(chunkRanges()[2]).toMatch(new RegExp(`^bytes ${chunk + 1000}-`));
  });

  it('starts from byte 0 after a 308 without a Range header (the server has nothing)', async () => {
    const {mp4, job} = makeOut();
    fake.inject('chunk', 3, {kind: 'forget'});
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(chunkRanges()[3]).toMatch(/^bytes 0-/);
  });

  it('starts a new session when the session expired (404)', async () => {
    const {mp4, job} = makeOut();
    fake.inject('chunk', 3, {kind: 'expire'});
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(fake.count('create')).toBe(2);
    expect(t.err.join('\n')).toMatch(/session expired .*starting a new one/);
  });

  it('treats a 501 as permanent: no retry, the error names the status', async () => {
    const {job} = makeOut();
    fake.inject('chunk', 2, {kind: 'status', status: 501});
    const t = testDeps(fake);
    await expect(runUpload([job()], options(), t.deps)).rejects.toThrow(/uploading the video failed: HTTP 501/);
    expect(t.sleeps).toEqual([]);
    expect(fake.videos.size).toBe(0);
  });

  it('reports quota errors plainly and does not retry them', async () => {
    const {job} = makeOut();
    fake.inject('create', 1, {kind: 'status', status: 403, reason: 'quotaExceeded'});
    const t = testDeps(fake);
    await expect(runUpload([job()], options(), t.deps)).rejects.toThrow(
      /daily YouTube API quota is used up \(quotaExceeded\).*midnight Pacific Time/,
    );
    fake.inject('create', 2, {kind: 'status', status: 400, reason: 'uploadLimitExceeded'});
    await expect(runUpload([job()], options(), t.deps)).rejects.toThrow(
      /limit of uploads .* 24 hours \(uploadLimitExceeded\)/,
    );
    expect(t.sleeps).toEqual([]);
    expect(fake.videos.size).toBe(0);
  });

  it('gives up after the retries are used up, and the next run resumes the saved session', async () => {
    const {mp4, out, job} = makeOut();
    for (const at of [2, 3, 4, 5, 6, 7])
      fake.inject(at === 2 ? 'chunk' : 'query', at === 2 ? 2 : at - 2, {kind: 'status', status: 503});
    const t = testDeps(fake);
    await expect(runUpload([job()], options(), t.deps)).rejects.toThrow(/gave up after 5 retries/);
    expect(readState(out).session?.url).toContain('upload_id=');
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(fake.count('create')).toBe(1);
  });

  it('resumes, in a second run, an upload whose process was killed mid-chunk', async () => {
    const {out, mp4, job} = makeOut();
    fake.inject('chunk', 3, {kind: 'hang', keep: 50_000});
    const hung = new Promise<void>((resolve) => (fake.onHang = resolve));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'upload-child.ts')], {
      env: {
        ...process.env,
        UPLOAD_CHILD: JSON.stringify({out, endpoints: fake.endpoints, token: fake.mint(), chunkBytes: chunk}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await Promise.race([hung, exited]);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(fake.videos.size).toBe(0);
    expect(readState(out).session?.url).toContain('upload_id=');
    const before = fake.log.length;
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(fake.count('create')).toBe(1);
    expect(fake.log[before]?.contentRange).toBe(`bytes */${fs.statSync(mp4).size}`);
    expect(fake.log[before + 1]?.contentRange).toMatch(new RegExp(`^bytes ${2 * chunk + 50_000}-`));
    expect(t.err.join('\n')).toMatch(/resuming the interrupted upload/);
  }, 15_000);
});
