import fs from 'node:fs';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {verifyVideo} from '../../src/render/verify-video';
import {chapterProblems, checkMetadata, checkVideoFile} from '../../src/upload/check-upload-fields';
import {parseUploadOptions} from '../../src/upload/parse-upload-options';
import {runUpload} from '../../src/upload/run-upload';
import {FakeYouTube} from './fake-youtube';
import {chunk, makeOut, options, testDeps} from './upload-fixtures';

const messages = (problems: {field: string; message: string}[]) => problems.map((p) => `${p.field}: ${p.message}`);

describe('field checks before any network call', () => {
  it('title: at most 100 characters, no < or >', () => {
    const {job} = makeOut({title: 'x'.repeat(101)});
    expect(messages(checkMetadata(job()))).toEqual(['title: 101 characters; YouTube allows at most 100']);
    const angle = makeOut({title: 'A <b> title'});
    expect(messages(checkMetadata(angle.job()))).toEqual(['title: contains < or >, which YouTube does not allow']);
    expect(checkMetadata(makeOut({title: 'é'.repeat(100)}).job())).toEqual([]);
  });

  it('description: at most 5,000 bytes counted in UTF-8, no < or >', () => {
    const long = makeOut().job();
    long.description = `${long.description}${'é'.repeat(2500)}`;
    expect(long.description.length).toBeLessThan(5000);
    expect(messages(checkMetadata(long))).toEqual([
      expect.stringMatching(/^description: 5,\d{3} bytes \(UTF-8\); YouTube allows at most 5,000 bytes$/),
    ]);
    const angle = makeOut().job();
    angle.description += 'a -> b\n';
    expect(messages(checkMetadata(angle))).toEqual(['description: contains < or >, which YouTube does not allow']);
  });

  it('tags: at most 500 characters as YouTube counts them (commas, quotes around tags with spaces)', () => {
    const job = makeOut().job();
    job.tags = Array.from({length: 45}, (_, i) => `tag ${String(i).padStart(4, '0')}`); // 8 chars each, 10 as counted, + 44 commas = 494
    expect(checkMetadata(job)).toEqual([]);
    job.tags.push('ab cd'); // 7 + 1 comma → 502
    expect(messages(checkMetadata(job))).toEqual([
      expect.stringMatching(/^tags: 502 characters as YouTube counts them .*; at most 500$/),
    ]);
    expect(job.tags.join(',').length).toBeLessThanOrEqual(500);
  });

  it('chapters: first at 00:00, at least 3, ascending, each at least 10 s', () => {
    expect(chapterProblems('00:00 A\n00:10 B\n00:20 C\n', 30)).toEqual([]);
    expect(chapterProblems('00:05 A\n00:20 B\n00:40 C\n', 60)).toEqual([
      'the first chapter starts at 00:05; YouTube needs it at 00:00',
    ]);
    expect(chapterProblems('00:00 A\n00:20 B\n', 60)).toEqual([
      '2 chapter timestamps; YouTube needs at least 3, the first at 00:00',
    ]);
    expect(chapterProblems('00:00 A\n00:30 B\n00:20 C\n', 60)).toContain(
      'chapter "C" (00:20) is not after "B" (00:30); YouTube needs ascending timestamps',
    );
    expect(chapterProblems('00:00 A\n00:08 B\n00:30 C\n', 60)).toEqual([
      'chapter "A" (00:00) lasts 8 s; YouTube needs at least 10 s',
    ]);
    expect(chapterProblems('0:00 A\n1:00 B\n1:00:00 C\n', 3605)).toEqual([
      'chapter "C" (1:00:00) lasts 5 s; YouTube needs at least 10 s',
    ]);
    const job = makeOut({description: 'No chapters here\n'}).job();
    expect(messages(checkMetadata(job))).toEqual([
      'description (chapters): 0 chapter timestamps; YouTube needs at least 3, the first at 00:00',
    ]);
  });

  it('the MP4 must match its manifest (size and sha256) and pass the pipeline verification', async () => {
    const {mp4, job} = makeOut();
    expect(await checkVideoFile(job(), async () => [])).toEqual([]);
    expect(
      messages(await checkVideoFile(job(), async () => [{field: 'frames', expected: '1350', actual: '1349'}])),
    ).toEqual(["file (frames): expected 1350, got 1349 (the pipeline's delivery check)"]);
    const loaded = job();
    const data = fs.readFileSync(mp4);
    data[10] = (data[10] ?? 0) ^ 1;
    fs.writeFileSync(mp4, data);
    // loading refuses it outright; a file changed after loading is still caught before sending
    expect(() => job()).toThrow(/demo-video\.mp4 does not match manifest\.json \(sha256 differs\)/);
    expect(messages(await checkVideoFile(loaded, async () => []))).toEqual([
      expect.stringMatching(
        /^file: demo-video\.mp4 has sha256 \w{12}…; manifest\.json says \w{12}…: the file changed since the render/,
      ),
    ]);
    fs.appendFileSync(mp4, 'x');
    expect(messages(await checkVideoFile(loaded, async () => []))).toEqual([
      expect.stringMatching(/is 1,323,066 bytes; manifest\.json says 1,323,065/),
    ]);
  });

  it('a file that is not a real MP4 fails the real verifyVideo', async () => {
    const {job} = makeOut({bytes: 4096});
    const problems = await checkVideoFile(job(), verifyVideo);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]?.field).toMatch(/^file/);
  });

  it('checks options: chunk size, ids or --all, --update with --force', () => {
    const ids = ['a', 'b'];
    expect(parseUploadOptions(['a'], ids, {})).toMatchObject({
      ids: ['a'],
      privacy: 'private',
      privacyGiven: false,
      chunkBytes: 8 * 1024 * 1024,
      out: 'out',
      clientSecret: undefined,
    });
    expect(parseUploadOptions(['a', '--variant', '-light-4k'], ids, {}).variant).toBe('-light-4k');
    expect(() => parseUploadOptions(['a', '--variant', 'light'], ids, {})).toThrow(
      '--variant is a file-name suffix such as -light or -4k (see README, Rendering), got "light"',
    );
    expect(
      parseUploadOptions(['--all', '--chunk-size', '0.5', '--privacy', 'unlisted'], ids, {
        YOUTUBE_CLIENT_SECRET: '/s.json',
      }),
    ).toMatchObject({
      ids: ['a', 'b'],
      privacy: 'unlisted',
      privacyGiven: true,
      chunkBytes: chunk * 2,
      clientSecret: '/s.json',
    });
    expect(() => parseUploadOptions(['a', '--chunk-size', '0.3'], ids, {})).toThrow(/multiple of 0.25/);
    expect(() => parseUploadOptions(['a', '--all'], ids, {})).toThrow(/not both/);
    expect(() => parseUploadOptions([], ids, {})).toThrow(/or pass --all/);
    expect(() => parseUploadOptions(['c'], ids, {})).toThrow(/unknown video c; valid ids: a, b/);
    expect(() => parseUploadOptions(['a', '--update', '--force'], ids, {})).toThrow(/choose one/);
  });
});

describe('a failed check sends nothing', () => {
  let fake: FakeYouTube;
  beforeEach(async () => {
    fake = await FakeYouTube.start();
  });
  afterEach(() => fake.close());

  it('lists every problem, names field and limit, and never authorises nor connects', async () => {
    const {job} = makeOut({title: `${'t'.repeat(100)}<`});
    const t = testDeps(fake, {verify: async () => [{field: 'has_b_frames', expected: '2', actual: '0'}]});
    const run = runUpload([job()], options({playlist: 'p'.repeat(151)}), t.deps);
    await expect(run).rejects.toThrow(
      /nothing was sent; fix these first:\n {2}demo-video: title: 101 characters; YouTube allows at most 100\n/,
    );
    await expect(run).rejects.toThrow(
      /--playlist: the name needs 1 to 150 characters[\s\S]*file \(has_b_frames\): expected 2, got 0/,
    );
    expect(t.authorized()).toBe(0);
    expect(fake.log).toEqual([]);
  });
});
