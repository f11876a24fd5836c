import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {progressText} from '../../src/upload/report-upload-progress';
import {youtubeEndpoints} from '../../src/upload/resolve-endpoints';
import {runUpload} from '../../src/upload/run-upload';
import {FakeYouTube} from './fake-youtube';
import {
  delivery,
  expectOneIdenticalVideo,
  makeOut,
  options,
  png,
  readState,
  testDeps,
  writeVideo,
} from './upload-fixtures';

let fake: FakeYouTube;
beforeEach(async () => {
  fake = await FakeYouTube.start();
});
afterEach(() => fake.close());

describe('idempotent runs, --force, --update', () => {
  it('a second run says the file is already uploaded, and where, without authorising or sending anything', async () => {
    const {out, mp4, job} = makeOut();
    await runUpload([job()], options(), testDeps(fake).deps);
    const id = expectOneIdenticalVideo(fake, mp4);
    const requests = fake.log.length;
    const again = testDeps(fake);
    const [outcome] = await runUpload([job()], options(), again.deps);
    expect(outcome).toMatchObject({action: 'already uploaded', videoId: id});
    expect(again.out.join('\n')).toContain(`demo-video: already uploaded as https://youtu.be/${id} (private, `);
    expect(again.out.join('\n')).toContain(`recorded in ${path.join(out, delivery.id, 'upload.json')}); nothing to do`);
    expect(again.authorized()).toBe(0);
    expect(fake.log.length).toBe(requests);
    expect(fake.videos.size).toBe(1);
  });

  it('--force uploads the same file again as a new video and keeps the earlier record', async () => {
    const {out, job} = makeOut();
    await runUpload([job()], options(), testDeps(fake).deps);
    const t = testDeps(fake);
    await runUpload([job()], options({force: true}), t.deps);
    expect(fake.videos.size).toBe(2);
    expect(t.err.join('\n')).toMatch(
      /--force: uploading again as a new video; https:\/\/youtu\.be\/\w+ stays on YouTube/,
    );
    expect((readState(out).replaced as unknown[]).length).toBe(1);
  });

  it('--update changes title, description, thumbnail and caption track without sending the file; a changed MP4 is said', async () => {
    const {out, mp4, job} = makeOut();
    await runUpload([job()], options(), testDeps(fake).deps);
    const id = expectOneIdenticalVideo(fake, mp4);
    const captionId = readState(out).uploads[Object.keys(readState(out).uploads)[0] ?? '']?.captionId ?? '';
    fs.writeFileSync(path.join(out, delivery.id, 'description.txt'), 'Revised\n\n00:00 One\n00:15 Two\n00:30 Three\n');
    fs.writeFileSync(path.join(out, delivery.id, 'captions.srt'), '1\n00:00:00,000 --> 00:00:03,000\nRevised\n');
    writeVideo(mp4, 300_000, 'Demo video, revised'); // a new render: new files, then their manifest
    const before = fake.count('create');
    const t = testDeps(fake);
    const [outcome] = await runUpload(
      [job()],
      options({update: true, privacyGiven: true, privacy: 'unlisted'}),
      t.deps,
    );
    expect(outcome).toMatchObject({action: 'updated', videoId: id});
    expect(fake.count('create')).toBe(before);
    expect(fake.count('chunk')).toBe(6);
    expect(t.err.join('\n')).toMatch(
      /changed since it was uploaded as https:\/\/youtu\.be\/\w+ .*YouTube does not let a video's file be replaced/,
    );
    const video = fake.videos.get(id);
    expect(video?.updates).toEqual([
      {
        id,
        snippet: {
          title: 'Demo video, revised',
          description: 'Revised\n\n00:00 One\n00:15 Two\n00:30 Three\n',
          tags: delivery.tags,
          categoryId: '28',
          defaultLanguage: 'en',
        },
        status: {privacyStatus: 'unlisted', selfDeclaredMadeForKids: false, containsSyntheticMedia: false},
      },
    ]);
    expect(video?.captions.get(captionId)?.data).toBe('1\n00:00:00,000 --> 00:00:03,000\nRevised\n');
    expect(video?.captions.size).toBe(1);
    expect(fake.count('thumbnail')).toBe(2);
    expect(fake.videos.size).toBe(1);
  });

  it('--update without an uploaded video says so', async () => {
    const {job} = makeOut();
    await expect(runUpload([job()], options({update: true}), testDeps(fake).deps)).rejects.toThrow(
      /--update needs an uploaded video.*run without --update/,
    );
    expect(fake.log).toEqual([]);
  });

  it('skips a missing thumbnail with a warning, and a later run sets only the thumbnail', async () => {
    const {out, job} = makeOut({thumbnail: false});
    const t = testDeps(fake);
    await runUpload([job()], options(), t.deps);
    expect(t.err.join('\n')).toMatch(
      /no thumbnail\.png in .*: the thumbnail was not set\. Render it, then run the same command again/,
    );
    expect(fake.count('thumbnail')).toBe(0);
    fs.writeFileSync(path.join(out, delivery.id, 'thumbnail.png'), png);
    const again = testDeps(fake);
    await runUpload([job()], options(), again.deps);
    expect(again.out.join('\n')).toMatch(/already uploaded .*; finishing: thumbnail\./);
    expect(fake.count('thumbnail')).toBe(1);
    expect(fake.count('captions')).toBe(1);
    expect(fake.videos.size).toBe(1);
  });

  it('a quota error after the upload leaves the video recorded; the next run only adds the caption track', async () => {
    const {job} = makeOut();
    fake.inject('captions', 1, {kind: 'status', status: 403, reason: 'quotaExceeded'});
    await expect(runUpload([job()], options(), testDeps(fake).deps)).rejects.toThrow(
      /adding the caption track: the project's daily YouTube API quota is used up[\s\S]*The video itself is on YouTube \(https:\/\/youtu\.be\/\w+\); run the same command again/,
    );
    await runUpload([job()], options(), testDeps(fake).deps);
    expect(fake.videos.size).toBe(1);
    expect(fake.count('create')).toBe(1);
    expect([...fake.videos.values()][0]?.captions.size).toBe(1);
  });
});

describe('--playlist', () => {
  it('creates the playlist once, records its id, and finds an existing one by title', async () => {
    const first = makeOut();
    await runUpload([first.job()], options({playlist: 'GPU explainers'}), testDeps(fake).deps);
    expect(fake.count('playlists')).toBe(2);
    const [playlistId] = [...fake.playlists.keys()];
    expect(JSON.parse(fs.readFileSync(path.join(first.out, 'playlists.json'), 'utf8'))).toEqual({
      'GPU explainers': playlistId,
    });
    await runUpload([first.job()], options({playlist: 'GPU explainers', force: true}), testDeps(fake).deps);
    expect(fake.count('playlists')).toBe(2);
    expect(fake.playlists.get(playlistId ?? '')?.items).toHaveLength(2);
    const other = makeOut();
    await runUpload([other.job()], options({playlist: 'GPU explainers'}), testDeps(fake).deps);
    expect(fake.playlists.size).toBe(1);
    expect(fake.playlists.get(playlistId ?? '')?.items).toHaveLength(3);
    expect(
      readState(other.out).uploads[Object.keys(readState(other.out).uploads)[0] ?? '']?.playlists['GPU explainers'],
    ).toMatch(/^PLI/);
  });
});

describe('--dry-run', () => {
  it('prints the requests with the real endpoints and no secret, without authorising or any network', async () => {
    const {job} = makeOut();
    const t = testDeps(fake, {
      endpoints: youtubeEndpoints,
      authorize: async () => {
        throw new Error('no authorisation in a dry run');
      },
    });
    await runUpload([job()], options({dryRun: true, playlist: 'GPU explainers'}), t.deps);
    const text = t.out.join('\n');
    expect(text).toContain(
      'POST https://www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status',
    );
    expect(text).toContain('X-Upload-Content-Length: 1323065');
    expect(text).toContain('"privacyStatus": "private"');
    expect(text).toContain('"containsSyntheticMedia": false');
    expect(text).toMatch(/× 6 chunks of 262,144 bytes/);
    expect(text).toContain(
      'POST https://www.googleapis.com/upload/youtube/v3/thumbnails/set?videoId=<id of the new video>&uploadType=media',
    );
    expect(text).toContain(
      'POST https://www.googleapis.com/upload/youtube/v3/captions?part=snippet&uploadType=multipart',
    );
    expect(text).toContain('POST https://www.googleapis.com/youtube/v3/playlistItems?part=snippet');
    expect(text).toContain('Authorization: Bearer [access token, not shown]');
    expect(fake.log).toEqual([]);
  });
});

describe('the command', () => {
  it('npm run upload names the missing render output and sends nothing', async () => {
    const {out} = makeOut();
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/upload.ts', 'inside-the-sm', '--dry-run', '--out', out],
      {cwd: path.join(import.meta.dirname, '..', '..')},
    );
    const error = await run.then(
      () => undefined,
      (e: {code: number; stderr: string}) => e,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain(
      `✖ inside-the-sm: no ${path.join(out, 'inside-the-sm', 'manifest.json')}: run \`npm run render -- inside-the-sm\` first`,
    );
  }, 15_000);

  it('shows bytes, rate and time left', () => {
    expect(progressText(50e6, 100e6, 0, 10_000)).toBe('50.0/100.0 MB · 5.0 MB/s · 0:10 left');
  });
});
