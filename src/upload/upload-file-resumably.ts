import fs from 'node:fs';
import {waitToRetry, type ApiContext} from './call-youtube-api';
import {explainApiError, isRetriableStatus, retryAfterMs, UploadError} from './explain-api-error';
import {headerOf, jsonOf, NetworkError, sendHttpRequest, type HttpResponse} from './send-http-request';

export const chunkQuantum = 256 * 1024;

export type ResumableUpload = {
  file: string;
  total: number;
  /** a multiple of 256 KiB; every chunk but the last has this size */
  chunkBytes: number;
  /** the `video` resource sent when a session starts */
  resource: unknown;
  /** a saved session URL to resume, if a previous run was interrupted */
  sessionUrl?: string;
  /** called with every new session URL, before any byte is sent, so a killed run can resume */
  onSession: (url: string) => void;
  onProgress?: (confirmed: number, inFlight: number) => void;
};

export type UploadedVideo = {id: string} & Record<string, unknown>;

/** POST …/videos?uploadType=resumable: the metadata; the answer's Location is the session URL. */
export async function startUploadSession(ctx: ApiContext, total: number, resource: unknown): Promise<string> {
  const what = 'starting the upload session';
  const body = Buffer.from(JSON.stringify(resource), 'utf8');
  let refreshed = false;
  for (let attempt = 1; ; attempt++) {
    let response: HttpResponse;
    try {
      response = await sendHttpRequest({
        method: 'POST',
        url: `${ctx.endpoints.upload}/videos?uploadType=resumable&part=snippet,status`,
        body,
        timeoutMs: ctx.timeoutMs,
        headers: {
          Authorization: `Bearer ${await ctx.tokens.get()}`,
          'Content-Type': 'application/json; charset=UTF-8',
          'X-Upload-Content-Length': total,
          'X-Upload-Content-Type': 'video/mp4',
        },
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      await waitToRetry(ctx, what, attempt, error.message);
      continue;
    }
    const location = headerOf(response, 'location');
    if (response.status === 200 && location !== undefined) return location;
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      await ctx.tokens.refresh();
    } else if (isRetriableStatus(response.status))
      await waitToRetry(ctx, what, attempt, `HTTP ${response.status}`, response);
    else throw explainApiError(what, response);
  }
}

/** The next byte the server wants, from a 308's `Range: bytes=0-N` (no Range: it has nothing). */
export function nextByteOf(response: HttpResponse): number {
  const range = headerOf(response, 'range');
  const match = range === undefined ? null : /bytes=0-(\d+)/.exec(range);
  return match === null ? 0 : Number(match[1]) + 1;
}

/**
 * YouTube's resumable protocol (YouTube Data API v3 documentation): chunked PUTs with Content-Range; on a
 * dropped connection or a 500/502/503/504, back off (Retry-After wins), ask the server what it
 * has (`Content-Range: bytes *\/N`) and go on from there; a 404 starts a new session; a 401
 * refreshes the token (three in a row with no progress stop the run, resumable). Returns the `video` resource of the final 200/201.
 */
export async function uploadFileResumably(ctx: ApiContext, up: ResumableUpload): Promise<UploadedVideo> {
  const fd = fs.openSync(up.file, 'r');
  try {
    return await runUpload(ctx, up, fd);
  } finally {
    fs.closeSync(fd);
  }
}

async function runUpload(ctx: ApiContext, up: ResumableUpload, fd: number): Promise<UploadedVideo> {
  const what = 'uploading the video';
  let url = up.sessionUrl;
  let offset = 0;
  let action: 'put' | 'query' = 'query';
  if (url === undefined) {
    url = await newSession(ctx, up);
    action = 'put';
  }
  let failures = 0;
  let authFailures = 0;
  let restarts = 0;
  for (;;) {
    let response: HttpResponse;
    const from = offset;
    try {
      if (action === 'query') {
        response = await put(ctx, url, {'Content-Range': `bytes */${up.total}`});
      } else {
        const chunk = readChunk(fd, offset, Math.min(up.total, offset + up.chunkBytes));
        response = await put(
          ctx,
          url,
          {'Content-Range': `bytes ${offset}-${offset + chunk.length - 1}/${up.total}`, 'Content-Type': 'video/mp4'},
          chunk,
          (written) => up.onProgress?.(from, written),
        );
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      await waitToRetry(ctx, what, ++failures, error.message);
      action = 'query';
      continue;
    }
    const status = response.status;
    if (status === 200 || status === 201) return finalVideo(response);
    if (status === 308) {
      offset = Math.min(nextByteOf(response), up.total);
      up.onProgress?.(offset, 0);
      const delay = retryAfterMs(response, new Date().getTime());
      if (offset === up.total) {
        await waitToRetry(ctx, what, ++failures, 'the server has every byte but has not finished the video', response);
        action = 'query';
        continue;
      }
      if (action === 'put' && offset <= from)
        await waitToRetry(ctx, what, ++failures, `the server kept nothing of the last chunk`, response);
      else if (delay !== undefined) await ctx.sleep(delay);
      if (offset > from) {
        // progress: earlier connection and authorisation failures no longer count
        failures = 0;
        authFailures = 0;
      }
      action = 'put';
    } else if (status === 404 || status === 410) {
      if (++restarts > 3)
        throw new UploadError(`${what}: the upload session expired ${restarts} times; run the command again.`);
      ctx.warn(`${what}: the upload session expired (HTTP ${status}); starting a new one from byte 0`);
      url = await newSession(ctx, up);
      offset = 0;
      up.onProgress?.(0, 0);
      action = 'put';
    } else if (status === 401) {
      if (++authFailures > 2) {
        throw new UploadError(
          `${explainApiError(what, response).message}; YouTube refused the authorisation ${authFailures} times in a row with no byte stored in between, ` +
            `even after refreshing the token. The bytes it has are kept: run the same command again to resume.`,
        );
      }
      await ctx.tokens.refresh();
      action = 'query';
    } else if (isRetriableStatus(status)) {
      await waitToRetry(ctx, what, ++failures, `HTTP ${status}`, response);
      action = 'query';
    } else {
      throw explainApiError(what, response);
    }
  }
}

async function newSession(ctx: ApiContext, up: ResumableUpload): Promise<string> {
  const url = await startUploadSession(ctx, up.total, up.resource);
  up.onSession(url);
  return url;
}

async function put(
  ctx: ApiContext,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
  onWritten?: (n: number) => void,
): Promise<HttpResponse> {
  return sendHttpRequest({
    method: 'PUT',
    url,
    body,
    onWritten,
    timeoutMs: ctx.timeoutMs,
    headers: {Authorization: `Bearer ${await ctx.tokens.get()}`, ...headers},
  });
}

function readChunk(fd: number, from: number, to: number): Buffer {
  const chunk = Buffer.alloc(to - from);
  let read = 0;
  while (read < chunk.length) {
    const n = fs.readSync(fd, chunk, read, chunk.length - read, from + read);
    if (n === 0) throw new UploadError(`the file is shorter than expected (${from + read} bytes)`);
    read += n;
  }
  return chunk;
}

function finalVideo(response: HttpResponse): UploadedVideo {
  const video = jsonOf(response) as Partial<UploadedVideo> | undefined;
  if (video === undefined || typeof video.id !== 'string')
    throw new UploadError('uploading the video: YouTube finished the upload but sent no video id');
  return video as UploadedVideo;
}
