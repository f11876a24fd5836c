import path from 'node:path';
import {UploadError} from './explain-api-error';
import type {UploadJob} from './load-upload-job';
import {latestRecord, readUploadState, stateFileName, type UploadRecord, type UploadState} from './record-upload-state';

export type Privacy = 'private' | 'unlisted' | 'public';

export type UploadOptions = {
  ids: string[];
  privacy: Privacy;
  /** --privacy was given (with --update it then changes the video's privacy too) */
  privacyGiven: boolean;
  playlist: string | undefined;
  update: boolean;
  force: boolean;
  clientSecret: string | undefined;
  chunkBytes: number;
  out: string;
  /** the render variant's file-name suffix (src/render/output-files.ts); '' for the default render */
  variant: string;
  dryRun: boolean;
};

/**
 * What to do for one video, from upload.json (keyed by the MP4's sha256):
 * - upload: not uploaded yet (or --force); resumes a saved session of the same file;
 * - finish: already uploaded; only steps never done (thumbnail, captions, playlist) are left;
 * - update: --update, the recorded video's metadata, thumbnail and captions.
 */
export type Plan =
  | {
      kind: 'upload';
      job: UploadJob;
      state: UploadState;
      resumeUrl: string | undefined;
      replaces: UploadRecord | undefined;
    }
  | {kind: 'finish'; job: UploadJob; state: UploadState; record: UploadRecord; missing: string[]}
  | {kind: 'update'; job: UploadJob; state: UploadState; record: UploadRecord; fileChanged: boolean};

export function planUpload(job: UploadJob, options: UploadOptions): Plan {
  const state = readUploadState(job.dir);
  const sha = job.manifest.sha256;
  const record = state.uploads[sha];
  const where = path.join(job.dir, stateFileName);
  if (options.update) {
    const target = record ?? latestRecord(state);
    if (target === undefined)
      throw new UploadError(
        `${job.id}: --update needs an uploaded video, and ${where} records none; run without --update to upload it`,
      );
    return {kind: 'update', job, state, record: target, fileChanged: record === undefined};
  }
  if (record !== undefined && !options.force)
    return {kind: 'finish', job, state, record, missing: missingSteps(job, record, options)};
  const session = state.session;
  const resumeUrl =
    session !== undefined && session.sha256 === sha && session.bytes === job.manifest.bytes ? session.url : undefined;
  return {kind: 'upload', job, state, resumeUrl, replaces: record};
}

/** Steps never done for an uploaded video; a changed thumbnail or caption file needs --update instead. */
export function missingSteps(job: UploadJob, record: UploadRecord, options: Pick<UploadOptions, 'playlist'>): string[] {
  const missing: string[] = [];
  if (job.thumbnailFile !== undefined && record.thumbnailSha256 === undefined) missing.push('thumbnail');
  if (record.captionsSha256 === undefined) missing.push('captions');
  if (options.playlist !== undefined && record.playlists[options.playlist] === undefined) missing.push('playlist');
  return missing;
}

/** The sentence for a video that is already uploaded. */
export function alreadyUploaded(plan: Extract<Plan, {kind: 'finish'}>): string {
  const {job, record} = plan;
  const rest = plan.missing.length === 0 ? 'nothing to do' : `finishing: ${plan.missing.join(', ')}`;
  return (
    `${job.id}: already uploaded as ${record.url} (${record.privacy}, ${record.uploadedAt}; recorded in ${path.join(job.dir, stateFileName)}); ${rest}. ` +
    '--update changes its title, description, thumbnail and captions; --force uploads the file again as a new video.'
  );
}

/** YouTube cannot replace a video's file: said whenever --update meets an MP4 that changed since the upload. */
export function fileChangedWarning(plan: Extract<Plan, {kind: 'update'}>): string {
  return (
    `${plan.job.id}: ${plan.job.manifest.file} changed since it was uploaded as ${plan.record.url} (sha256 ${plan.record.sha256.slice(0, 12)}… → ` +
    `${plan.job.manifest.sha256.slice(0, 12)}…). YouTube does not let a video's file be replaced: --update changes only its title, description, ` +
    'chapters, thumbnail and captions. To publish the new file, run without --update and with --force (a new video, with a new address).'
  );
}
