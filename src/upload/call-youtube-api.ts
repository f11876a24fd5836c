import crypto from 'node:crypto';
import {explainApiError, isRetriableStatus, retryAfterMs, UploadError} from './explain-api-error';
import type {Endpoints} from './resolve-endpoints';
import {jsonOf, NetworkError, sendHttpRequest, type HttpRequest, type HttpResponse} from './send-http-request';

/** Access tokens for the API; `refresh` is called after a 401. Never printed. */
export interface AccessTokens {
  get(): Promise<string>;
  refresh(): Promise<string>;
}

export type Backoff = {baseMs: number; maxMs: number; maxAttempts: number};
export const defaultBackoff: Backoff = {baseMs: 1000, maxMs: 64_000, maxAttempts: 8};

/** What every network step needs; tests swap the endpoints, the sleep and the backoff. */
export type ApiContext = {
  endpoints: Endpoints;
  tokens: AccessTokens;
  sleep: (ms: number) => Promise<void>;
  warn: (line: string) => void;
  backoff: Backoff;
  timeoutMs: number;
};

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with up to a second of jitter; a Retry-After (capped at 15 minutes) wins. */
export function backoffDelay(attempt: number, backoff: Backoff, retryAfter?: number): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, 15 * 60_000);
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempt - 1));
  return exponential + crypto.randomInt(0, Math.max(1, Math.min(1000, backoff.baseMs)));
}

/** Waits before retry `attempt`, saying why; throws once the attempts are used up. */
export async function waitToRetry(
  ctx: ApiContext,
  what: string,
  attempt: number,
  cause: string,
  response?: HttpResponse,
): Promise<void> {
  if (attempt > ctx.backoff.maxAttempts) {
    throw new UploadError(
      `${what}: gave up after ${ctx.backoff.maxAttempts} retries (last: ${cause}). Run the same command again later.`,
    );
  }
  const delay = backoffDelay(
    attempt,
    ctx.backoff,
    response === undefined ? undefined : retryAfterMs(response, new Date().getTime()),
  );
  ctx.warn(`${what}: ${cause}; retry ${attempt} of ${ctx.backoff.maxAttempts} in ${(delay / 1000).toFixed(1)} s`);
  await ctx.sleep(delay);
}

export type ApiCall = {
  what: string;
  method: HttpRequest['method'];
  url: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  /** a network error is retried only when repeating the call cannot do it twice */
  idempotent: boolean;
};

/**
 * One authorised API call: a 401 refreshes the token and retries once; 500/502/503/504 (and a
 * dropped connection, when idempotent) back off and retry; anything else is a plain error.
 */
export async function callApi(ctx: ApiContext, call: ApiCall): Promise<unknown> {
  const body = call.json !== undefined ? Buffer.from(JSON.stringify(call.json), 'utf8') : call.body;
  const contentType = call.json !== undefined ? 'application/json; charset=UTF-8' : call.contentType;
  let refreshed = false;
  for (let attempt = 1; ; attempt++) {
    const token = await ctx.tokens.get();
    let response: HttpResponse;
    try {
      response = await sendHttpRequest({
        method: call.method,
        url: call.url,
        body,
        timeoutMs: ctx.timeoutMs,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(contentType === undefined ? {} : {'Content-Type': contentType}),
        },
      });
    } catch (error) {
      if (!(error instanceof NetworkError) || !call.idempotent)
        throw new UploadError(`${call.what}: ${(error as Error).message}`);
      await waitToRetry(ctx, call.what, attempt, (error as Error).message);
      continue;
    }
    if (response.status >= 200 && response.status < 300) return response.body.length === 0 ? {} : jsonOf(response);
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      await ctx.tokens.refresh();
      continue;
    }
    if (isRetriableStatus(response.status)) {
      await waitToRetry(ctx, call.what, attempt, `HTTP ${response.status}`, response);
      continue;
    }
    throw explainApiError(call.what, response);
  }
}

/** A multipart/related body: JSON metadata, then the media (captions.insert and captions.update). */
export function multipartBody(
  metadata: unknown,
  media: Buffer,
  mediaType: string,
): {body: Buffer; contentType: string} {
  const boundary = `upload-${crypto.randomBytes(12).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
    `--${boundary}\r\nContent-Type: ${mediaType}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), media, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]);
  return {body, contentType: `multipart/related; boundary=${boundary}`};
}
