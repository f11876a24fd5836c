import fs from 'node:fs';
import type {Expected, VerifyProblem} from '../render/verify-video';
import {sha256File} from '../render/files';
import {chapterProblems as chapterRuleProblems, type ChapterMark} from '../script/chapter-rules';
import {rules, tagsLength} from '../script/rules';
import type {UploadJob} from './load-upload-job';

/** One broken rule: the field, and a message that names the limit. */
export type FieldProblem = {field: string; message: string};

export type Verify = (file: string, expected: Expected) => Promise<VerifyProblem[]>;

export const limits = {
  titleCharacters: rules.maxVideoTitle,
  descriptionBytes: rules.maxDescriptionBytes,
  tagsCharacters: rules.maxTagsCharacters,
  playlistTitleCharacters: 150,
  thumbnailBytes: 50 * 1024 * 1024,
  captionsBytes: 100 * 1024 * 1024,
} as const;

const angle = /[<>]/;
const n = (x: number) => x.toLocaleString('en-US');

/** Title, description, tags, chapters, playlist name and side files, as YouTube's limits say (the limits in src/script/rules.ts). */
export function checkMetadata(job: UploadJob, playlist?: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({field, message});
  const titleLength = [...job.title].length;
  if (job.title.trim() === '') add('title', 'is empty; YouTube needs 1 to 100 characters');
  if (titleLength > limits.titleCharacters)
    add('title', `${titleLength} characters; YouTube allows at most ${limits.titleCharacters}`);
  if (angle.test(job.title)) add('title', 'contains < or >, which YouTube does not allow');
  const bytes = Buffer.byteLength(job.description, 'utf8');
  if (bytes > limits.descriptionBytes)
    add('description', `${n(bytes)} bytes (UTF-8); YouTube allows at most ${n(limits.descriptionBytes)} bytes`);
  if (angle.test(job.description)) add('description', 'contains < or >, which YouTube does not allow');
  const tagChars = tagsLength(job.tags);
  if (tagChars > limits.tagsCharacters) {
    add(
      'tags',
      `${tagChars} characters as YouTube counts them (a comma between tags, quotes around a tag with a space); at most ${limits.tagsCharacters}`,
    );
  }
  if (job.tags.some((t) => angle.test(t))) add('tags', 'a tag contains < or >, which YouTube does not allow');
  for (const message of chapterProblems(job.description, job.manifest.frames / job.manifest.fps))
    add('description (chapters)', message);
  if (!/^\d+$/.test(job.categoryId))
    add('categoryId', `"${job.categoryId}" is not a YouTube category id (28 is Science & Technology)`);
  if (playlist !== undefined) {
    if (playlist.trim() === '' || [...playlist].length > limits.playlistTitleCharacters)
      add('--playlist', `the name needs 1 to ${limits.playlistTitleCharacters} characters`);
    if (angle.test(playlist)) add('--playlist', 'the name contains < or >, which YouTube does not allow');
  }
  const captions = fs.readFileSync(job.captionsFile);
  if (captions.length === 0) add('captions.srt', 'is empty; YouTube needs timed cues');
  if (captions.length > limits.captionsBytes)
    add('captions.srt', `${n(captions.length)} bytes; YouTube allows at most 100 MB`);
  if (!Buffer.from(captions.toString('utf8'), 'utf8').equals(captions))
    add('captions.srt', 'is not plain UTF-8, which YouTube requires for SubRip');
  if (job.thumbnailFile !== undefined) {
    const png = fs.readFileSync(job.thumbnailFile);
    if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
      add('thumbnail.png', 'is not a PNG file');
    if (png.length > limits.thumbnailBytes)
      add('thumbnail.png', `${n(png.length)} bytes; thumbnails.set allows at most 50 MB`);
  }
  return problems;
}

/** Timestamp lines (`00:00 Title`, `1:02:03 Title`) of a description. */
export function chaptersOf(description: string): ChapterMark[] {
  return description.split('\n').flatMap((line) => {
    const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})\s+(\S.*)$/.exec(line.trim());
    if (m === null) return [];
    const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
    return [{seconds, stamp: line.trim().split(/\s/)[0] ?? '', title: (m[4] ?? '').trim()}];
  });
}

/** YouTube's chapter rules (src/script/chapter-rules.ts) against the chapters of a description. */
export function chapterProblems(description: string, lengthSeconds: number): string[] {
  return chapterRuleProblems(chaptersOf(description), lengthSeconds);
}

/** The MP4 is the one the manifest describes (size, sha256) and passes the pipeline's verification. */
export async function checkVideoFile(job: UploadJob, verify: Verify): Promise<FieldProblem[]> {
  const size = fs.statSync(job.file).size;
  if (size !== job.manifest.bytes)
    return [
      {
        field: 'file',
        message: `${job.manifest.file} is ${n(size)} bytes; manifest.json says ${n(job.manifest.bytes)}: render again`,
      },
    ];
  const sha = sha256File(job.file);
  if (sha !== job.manifest.sha256) {
    return [
      {
        field: 'file',
        message: `${job.manifest.file} has sha256 ${sha.slice(0, 12)}…; manifest.json says ${job.manifest.sha256.slice(0, 12)}…: the file changed since the render; render again`,
      },
    ];
  }
  const {frames, fps, width, height} = job.manifest;
  let problems: VerifyProblem[];
  try {
    problems = await verify(job.file, {frames, fps, width, height});
  } catch (error) {
    return [
      {
        field: 'file',
        message: `ffprobe could not read ${job.manifest.file}: ${(error as Error).message.split('\n')[0]}`,
      },
    ];
  }
  return problems.map((p) => ({
    field: `file (${p.field})`,
    message: `expected ${p.expected}, got ${p.actual} (the pipeline's delivery check)`,
  }));
}
