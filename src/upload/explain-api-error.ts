import {jsonOf, type HttpResponse} from './send-http-request';

/** A failure the user can act on; its message is meant to be printed as it is. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

type GoogleError = {
  error?: {code?: number; message?: string; errors?: {reason?: string; message?: string}[]} | string;
  error_description?: string;
};

/** The `reason` of a Google API error body (quotaExceeded, uploadLimitExceeded…), if any. */
export function reasonOf(response: HttpResponse): string | undefined {
  const body = jsonOf(response) as GoogleError | undefined;
  if (body === undefined || typeof body !== 'object') return undefined;
  if (typeof body.error === 'string') return body.error;
  return body.error?.errors?.[0]?.reason;
}

function messageOf(response: HttpResponse): string {
  const body = jsonOf(response) as GoogleError | undefined;
  if (body !== undefined && typeof body === 'object') {
    if (typeof body.error === 'string') return body.error_description ?? body.error;
    if (body.error?.message !== undefined) return body.error.message;
  }
  return response.body.toString('utf8').slice(0, 200).replace(/\s+/g, ' ').trim();
}

const plain: Record<string, string> = {
  quotaExceeded:
    "the project's daily YouTube API quota is used up (quotaExceeded). Quotas reset at midnight Pacific Time; " +
    'an upload costs 1 call of the 100-a-day Video Uploads bucket, a thumbnail 50 units and a caption track 400 of the 10,000-unit bucket. Run the same command again after the reset',
  uploadLimitExceeded:
    "the channel has reached YouTube's limit of uploads through the API in 24 hours (uploadLimitExceeded). Try again in 24 hours",
  rateLimitExceeded: 'YouTube asks to slow down (rateLimitExceeded). Wait a few minutes and run the command again',
  userRateLimitExceeded:
    'YouTube asks to slow down (userRateLimitExceeded). Wait a few minutes and run the command again',
  youtubeSignupRequired:
    'the Google account you authorised has no YouTube channel (youtubeSignupRequired). Create a channel, or authorise another account',
  insufficientPermissions:
    'the stored authorisation lacks the YouTube scope needed (insufficientPermissions). Delete the token file and run again to authorise',
  forbidden: 'YouTube refused the request (forbidden): the authorised account may not own this video',
  videoNotFound:
    'YouTube has no video with the recorded id (videoNotFound): it may have been deleted. Upload again with --force',
  invalidTitle: 'YouTube rejected the title (invalidTitle)',
  invalidDescription: 'YouTube rejected the description (invalidDescription)',
  invalidTags: 'YouTube rejected the tags (invalidTags)',
  mediaBodyRequired: 'YouTube received no file (mediaBodyRequired)',
};

/** A permanent API failure, worded for the user: what was being done, HTTP status, reason, what to do. */
export function explainApiError(what: string, response: HttpResponse): UploadError {
  const reason = reasonOf(response);
  const known = reason === undefined ? undefined : plain[reason];
  if (known !== undefined) return new UploadError(`${what}: ${known}.`);
  return new UploadError(
    `${what} failed: HTTP ${response.status}${reason === undefined ? '' : ` (${reason})`}: ${messageOf(response)}`,
  );
}

/** 500, 502, 503 and 504 are worth retrying; any other 5xx is permanent (YouTube Data API v3 documentation). */
export const isRetriableStatus = (status: number): boolean => [500, 502, 503, 504].includes(status);

/** Retry-After in milliseconds (seconds or an HTTP date), if the answer carries one. */
export function retryAfterMs(response: HttpResponse, now: number): number | undefined {
  const raw = response.headers['retry-after'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
