import {sha256File} from '../render/files';
import type {AccessTokens, ApiContext, Backoff} from './call-youtube-api';
import {checkMetadata, checkVideoFile, type Verify} from './check-upload-fields';
import {describeDryRun} from './describe-dry-run';
import {UploadError} from './explain-api-error';
import {videoResource, videoSnippet, type UploadJob} from './load-upload-job';
import {alreadyUploaded, fileChangedWarning, planUpload, type Plan, type UploadOptions} from './plan-uploads';
import {writeUploadState, type UploadRecord, type UploadState} from './record-upload-state';
import type {ProgressReporter} from './report-upload-progress';
import {watchUrl, type Endpoints} from './resolve-endpoints';
import {addToPlaylist, setCaptions, setThumbnail, updateVideo} from './set-video-extras';
import {uploadFileResumably} from './upload-file-resumably';

export type UploadDeps = {
  endpoints: Endpoints;
  /** called once, only when a request is about to be sent */
  authorize: () => Promise<AccessTokens>;
  verify: Verify;
  sleep: (ms: number) => Promise<void>;
  backoff: Backoff;
  timeoutMs: number;
  /** results and dry-run requests (stdout) */
  log: (line: string) => void;
  /** warnings and progress notes (stderr) */
  warn: (line: string) => void;
  progress: (id: string, total: number) => ProgressReporter;
  now: () => Date;
};

export type UploadOutcome = {
  id: string;
  videoId: string;
  url: string;
  action: 'uploaded' | 'updated' | 'already uploaded' | 'dry run';
};

/**
 * `npm run upload`: checks every video before any network call, then uploads, finishes or
 * updates each one in turn, recording what YouTube holds in `<out>/<id>/upload.json`.
 */
export async function runUpload(jobs: UploadJob[], options: UploadOptions, deps: UploadDeps): Promise<UploadOutcome[]> {
  const problems: string[] = [];
  for (const job of jobs) {
    for (const p of [...checkMetadata(job, options.playlist), ...(await checkVideoFile(job, deps.verify))])
      problems.push(`${job.id}: ${p.field}: ${p.message}`);
  }
  if (problems.length > 0) throw new UploadError(`nothing was sent; fix these first:\n  ${problems.join('\n  ')}`);
  const plans = jobs.map((job) => planUpload(job, options));
  if (options.dryRun) {
    deps.log('Dry run: no network; these are the requests a real run would send.');
    for (const plan of plans) for (const line of describeDryRun(plan, options, deps.endpoints)) deps.log(line);
    return plans.map((p) => ({
      id: p.job.id,
      videoId: p.kind === 'upload' ? '' : p.record.videoId,
      url: p.kind === 'upload' ? '' : p.record.url,
      action: 'dry run',
    }));
  }
  let ctx: ApiContext | undefined;
  const context = async (): Promise<ApiContext> => {
    ctx ??= {
      endpoints: deps.endpoints,
      tokens: await deps.authorize(),
      sleep: deps.sleep,
      warn: deps.warn,
      backoff: deps.backoff,
      timeoutMs: deps.timeoutMs,
    };
    return ctx;
  };
  const outcomes: UploadOutcome[] = [];
  for (const plan of plans) outcomes.push(await runPlan(plan, options, deps, context));
  return outcomes;
}

async function runPlan(
  plan: Plan,
  options: UploadOptions,
  deps: UploadDeps,
  context: () => Promise<ApiContext>,
): Promise<UploadOutcome> {
  const {job, state} = plan;
  if (plan.kind === 'finish') {
    deps.log(alreadyUploaded(plan));
    if (plan.missing.length > 0)
      await finishSteps(await context(), plan.job, state, plan.record, options, 'missing', deps);
    return {id: job.id, videoId: plan.record.videoId, url: plan.record.url, action: 'already uploaded'};
  }
  if (plan.kind === 'update') {
    if (plan.fileChanged) deps.warn(fileChangedWarning(plan));
    const ctx = await context();
    const status = options.privacyGiven
      ? {privacyStatus: options.privacy, selfDeclaredMadeForKids: false, containsSyntheticMedia: false}
      : undefined;
    await updateVideo(ctx, plan.record.videoId, videoSnippet(job), status);
    plan.record.updatedAt = deps.now().toISOString();
    if (status !== undefined) plan.record.privacy = options.privacy;
    writeUploadState(job.dir, state);
    await finishSteps(ctx, job, state, plan.record, options, 'all', deps);
    deps.log(`${job.id}: updated ${plan.record.url}`);
    return {id: job.id, videoId: plan.record.videoId, url: plan.record.url, action: 'updated'};
  }
  const ctx = await context();
  const record = await uploadVideo(ctx, plan, options, deps);
  deps.log(`${job.id}: uploaded as ${record.url} (${record.privacy})`);
  await finishSteps(ctx, job, state, record, options, 'all', deps);
  return {id: job.id, videoId: record.videoId, url: record.url, action: 'uploaded'};
}

async function uploadVideo(
  ctx: ApiContext,
  plan: Extract<Plan, {kind: 'upload'}>,
  options: UploadOptions,
  deps: UploadDeps,
): Promise<UploadRecord> {
  const {job, state} = plan;
  const {sha256, bytes} = job.manifest;
  if (plan.replaces !== undefined)
    deps.warn(`${job.id}: --force: uploading again as a new video; ${plan.replaces.url} stays on YouTube`);
  if (plan.resumeUrl !== undefined) deps.warn(`${job.id}: resuming the interrupted upload saved in upload.json`);
  else if (state.session !== undefined) {
    deps.warn(`${job.id}: the saved upload session was for another file; starting a new one`);
    delete state.session;
    writeUploadState(job.dir, state);
  }
  const reporter = deps.progress(job.id, bytes);
  let video;
  try {
    video = await uploadFileResumably(ctx, {
      file: job.file,
      total: bytes,
      chunkBytes: options.chunkBytes,
      resource: videoResource(job, options.privacy),
      sessionUrl: plan.resumeUrl,
      onSession: (url) => {
        state.session = {url, sha256, bytes, startedAt: deps.now().toISOString()};
        writeUploadState(job.dir, state);
      },
      onProgress: (confirmed, inFlight) => reporter.update(confirmed + inFlight),
    });
  } finally {
    reporter.end();
  }
  const record: UploadRecord = {
    videoId: video.id,
    url: watchUrl(video.id),
    file: job.manifest.file,
    bytes,
    sha256,
    privacy: options.privacy,
    uploadedAt: deps.now().toISOString(),
    playlists: {},
  };
  if (plan.replaces !== undefined) state.replaced = [...(state.replaced ?? []), plan.replaces];
  state.uploads[sha256] = record;
  delete state.session;
  writeUploadState(job.dir, state);
  return record;
}

/** Thumbnail, caption track and playlist: every one ('all'), or those never done ('missing'). */
async function finishSteps(
  ctx: ApiContext,
  job: UploadJob,
  state: UploadState,
  record: UploadRecord,
  options: UploadOptions,
  which: 'all' | 'missing',
  deps: UploadDeps,
): Promise<void> {
  const save = () => writeUploadState(job.dir, state);
  try {
    if (job.thumbnailFile === undefined) {
      deps.warn(
        `${job.id}: no thumbnail.png in ${job.dir}: the thumbnail was not set. Render it, then run the same command again to set it.`,
      );
    } else if (which === 'all' || record.thumbnailSha256 === undefined) {
      await setThumbnail(ctx, record.videoId, job.thumbnailFile);
      record.thumbnailSha256 = sha256File(job.thumbnailFile);
      save();
    }
    if (which === 'all' || record.captionsSha256 === undefined) {
      record.captionId = await setCaptions(ctx, record.videoId, job.captionsFile, job.language, record.captionId);
      record.captionsSha256 = sha256File(job.captionsFile);
      save();
    }
    const name = options.playlist;
    if (name !== undefined && record.playlists[name] === undefined) {
      record.playlists[name] = await addToPlaylist(ctx, job.out, name, record.videoId, options.privacy, job.language);
      save();
    }
  } catch (error) {
    throw new UploadError(
      `${job.id}: ${(error as Error).message}\n  The video itself is on YouTube (${record.url}); run the same command again to finish the remaining steps.`,
    );
  }
}
