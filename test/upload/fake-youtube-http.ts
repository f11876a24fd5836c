import crypto from 'node:crypto';
import type http from 'node:http';
import type {Fault, FakeYouTube, Route} from './fake-youtube';

/** The fake's OAuth token endpoint: code exchange (PKCE, redirect and secret checked) and refresh. */
export async function answerToken(
  fake: FakeYouTube,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  fault: Fault | undefined,
): Promise<void> {
  const form = Object.fromEntries(new URLSearchParams((await readBody(req)).toString('utf8')));
  fake.tokenRequests.push(form);
  if (fault?.kind === 'status') return json(res, fault.status, {error: 'server_error'});
  if (form.client_secret !== fake.clientSecret) return json(res, 401, {error: 'invalid_client'});
  if (form.grant_type === 'refresh_token') {
    if (!fake.refreshTokens.has(form.refresh_token ?? '') || fake.revoked.has(form.refresh_token ?? '')) {
      return json(res, 400, {error: 'invalid_grant', error_description: 'Token has been expired or revoked.'});
    }
    return json(res, 200, {
      access_token: fake.mint(),
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
    });
  }
  const code = fake.codes.get(form.code ?? '');
  const challenge = crypto
    .createHash('sha256')
    .update(form.code_verifier ?? '')
    .digest('base64url');
  if (code === undefined || code.challenge !== challenge || code.redirect !== form.redirect_uri) {
    fake.protocolErrors.push('authorization_code exchange failed its checks');
    return json(res, 400, {error: 'invalid_grant'});
  }
  fake.codes.delete(form.code ?? '');
  return json(res, 200, {
    access_token: fake.mint(),
    refresh_token: fake.mintRefresh(),
    expires_in: 3599,
    token_type: 'Bearer',
    scope: code.scope,
  });
}

export function routeOf(method: string, url: URL, contentRange: string): Route | 'unknown' {
  const p = url.pathname;
  if (p === '/token' && method === 'POST') return 'token';
  if (p === '/upload/youtube/v3/videos' && method === 'POST' && url.searchParams.get('uploadType') === 'resumable')
    return 'create';
  if (p === '/upload/youtube/v3/videos' && method === 'PUT')
    return contentRange.startsWith('bytes */') ? 'query' : 'chunk';
  if (p === '/upload/youtube/v3/thumbnails/set' && method === 'POST') return 'thumbnail';
  if (p === '/upload/youtube/v3/captions' && (method === 'POST' || method === 'PUT')) return 'captions';
  if (p === '/youtube/v3/videos' && method === 'PUT') return 'videos.update';
  if (p === '/youtube/v3/playlists') return 'playlists';
  if (p === '/youtube/v3/playlistItems' && method === 'POST') return 'playlistItems';
  return 'unknown';
}

/** Reads the body; with `atLeast`, stops (leaving the rest unread) once that many bytes came. */
export function readBody(req: http.IncomingMessage, atLeast?: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    let n = 0;
    const done = () => resolve(Buffer.concat(parts));
    req.on('data', (d: Buffer) => {
      parts.push(d);
      n += d.length;
      if (atLeast !== undefined && n >= atLeast) {
        req.pause();
        req.removeAllListeners('data');
        done();
      }
    });
    req.on('end', done);
    req.on('error', done);
  });
}

export function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers}).end(JSON.stringify(body));
}

export function splitMultipart(contentType: string, body: Buffer): [unknown, string] {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
  const parts = body
    .toString('utf8')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => p.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, ''));
  return [JSON.parse(parts[0] ?? '{}'), parts[1] ?? ''];
}
