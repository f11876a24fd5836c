import crypto from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Endpoints} from '../../src/upload/resolve-endpoints';
import {answerToken, json, readBody, routeOf, splitMultipart} from './fake-youtube-http';

/** What the server does to one request instead of the normal answer. */
export type Fault =
  | {kind: 'status'; status: number; retryAfter?: string; reason?: string}
  | {kind: 'drop'; keep: number}
  | {kind: 'partial'; keep: number}
  | {kind: 'forget'}
  | {kind: 'expire'}
  | {kind: 'expire-token'}
  | {kind: 'hang'; keep: number};

export type Route =
  'create' | 'chunk' | 'query' | 'thumbnail' | 'captions' | 'videos.update' | 'playlists' | 'playlistItems' | 'token';
type Session = {
  id: string;
  total: number;
  resource: unknown;
  parts: Buffer[];
  received: number;
  video?: Record<string, unknown>;
  expired?: boolean;
};
export type FakeVideo = {
  id: string;
  resource: Record<string, unknown>;
  data: Buffer;
  thumbnail?: Buffer;
  captions: Map<string, {snippet: unknown; data: string}>;
  updates: unknown[];
};
export type LogEntry = {route: Route | 'unknown'; method: string; url: string; contentRange?: string; auth?: string};

const quantum = 256 * 1024;

/**
 * A simulated YouTube on 127.0.0.1: the resumable protocol, the token endpoint, thumbnails,
 * captions, videos.update and playlists, with faults injected by route and occurrence. It
 * stops itself after `lifetimeMs`.
 */
export class FakeYouTube {
  readonly sessions = new Map<string, Session>();
  readonly videos = new Map<string, FakeVideo>();
  readonly playlists = new Map<string, {title: string; items: string[]}>();
  readonly log: LogEntry[] = [];
  readonly protocolErrors: string[] = [];
  readonly faults: {on: Route; at: number; fault: Fault}[] = [];
  readonly validAccess = new Set<string>();
  readonly refreshTokens = new Set<string>();
  readonly revoked = new Set<string>();
  readonly clientSecret = 'client-secret-xyz123';
  tokenRequests: Record<string, string>[] = [];
  onHang: () => void = () => undefined;
  private readonly counts = new Map<Route, number>();
  readonly codes = new Map<string, {challenge: string; redirect: string; scope: string}>();
  private server!: http.Server;
  private serial = 0;
  base = '';

  static async start(lifetimeMs = 15_000): Promise<FakeYouTube> {
    const fake = new FakeYouTube();
    fake.server = http.createServer(
      (req, res) =>
        void fake.handle(req, res).catch((e: Error) => {
          fake.protocolErrors.push(`server error: ${e.message}`);
          if (!res.headersSent) res.writeHead(500).end();
        }),
    );
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    setTimeout(() => fake.close(), lifetimeMs).unref();
    return fake;
  }

  get endpoints(): Endpoints {
    return {
      api: `${this.base}/youtube/v3`,
      upload: `${this.base}/upload/youtube/v3`,
      token: `${this.base}/token`,
      auth: `${this.base}/auth`,
    };
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }

  inject(on: Route, at: number, fault: Fault): void {
    this.faults.push({on, at, fault});
  }

  /** A valid access token, as the token endpoint would issue. */
  mint(): string {
    const token = `ya29.test-access-${++this.serial}-${crypto.randomBytes(6).toString('hex')}`;
    this.validAccess.add(token);
    return token;
  }

  mintRefresh(): string {
    const token = `1//test-refresh-${++this.serial}-${crypto.randomBytes(6).toString('hex')}`;
    this.refreshTokens.add(token);
    return token;
  }

  count(route: Route): number {
    return this.counts.get(route) ?? 0;
  }

  /** Plays the browser: accepts the consent page's address and follows the redirect with a code. */
  consent(url: string, answer: 'allow' | 'deny' = 'allow'): void {
    const u = new URL(url);
    if (!url.startsWith(this.endpoints.auth)) this.protocolErrors.push(`consent opened a foreign address ${u.origin}`);
    const redirect = u.searchParams.get('redirect_uri') ?? '';
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(redirect))
      this.protocolErrors.push(`redirect is not loopback: ${redirect}`);
    const code = `code-${++this.serial}`;
    this.codes.set(code, {
      challenge: u.searchParams.get('code_challenge') ?? '',
      redirect,
      scope: u.searchParams.get('scope') ?? '',
    });
    const query = answer === 'allow' ? `code=${code}` : 'error=access_denied';
    http
      .get(`${redirect}/?${query}&state=${u.searchParams.get('state')}`, (res) => res.resume())
      .on('error', () => undefined);
  }

  private fault(route: Route): Fault | undefined {
    const n = (this.counts.get(route) ?? 0) + 1;
    this.counts.set(route, n);
    return this.faults.find((f) => f.on === route && f.at === n)?.fault;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const route = routeOf(req.method ?? '', url, String(req.headers['content-range'] ?? ''));
    const contentRange = req.headers['content-range'];
    this.log.push({
      route,
      method: req.method ?? '',
      url: url.pathname + url.search,
      contentRange,
      auth: req.headers.authorization,
    });
    if (route === 'unknown') {
      this.protocolErrors.push(`unknown request ${req.method} ${url.pathname}`);
      res.writeHead(404).end();
      return;
    }
    if (route === 'token') return answerToken(this, req, res, this.fault('token'));
    const fault = this.fault(route);
    if (fault?.kind === 'expire-token')
      this.validAccess.delete((req.headers.authorization ?? '').replace('Bearer ', ''));
    if (!this.validAccess.has((req.headers.authorization ?? '').replace('Bearer ', ''))) {
      await readBody(req);
      return json(res, 401, {error: {code: 401, message: 'Invalid Credentials', errors: [{reason: 'authError'}]}});
    }
    if (fault?.kind === 'status') {
      if (route !== 'chunk') await readBody(req);
      else req.resume();
      return json(
        res,
        fault.status,
        {error: {code: fault.status, message: 'injected', errors: [{reason: fault.reason ?? 'backendError'}]}},
        fault.retryAfter === undefined ? {} : {'Retry-After': fault.retryAfter},
      );
    }
    if (route === 'create') return this.create(req, res);
    const session = this.sessions.get(url.searchParams.get('upload_id') ?? '');
    if (route === 'chunk' || route === 'query') {
      if (session === undefined || session.expired || fault?.kind === 'expire') {
        if (session !== undefined) session.expired = true;
        req.resume();
        return json(res, 404, {error: {code: 404, message: 'session expired', errors: [{reason: 'notFound'}]}});
      }
      return route === 'query'
        ? this.answerSession(res, session)
        : this.chunk(req, res, session, String(contentRange), fault);
    }
    return this.metadata(route, req, res, url);
  }

  private async create(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readBody(req);
    const total = Number(req.headers['x-upload-content-length']);
    if (!Number.isInteger(total) || total <= 0) this.protocolErrors.push('create without X-Upload-Content-Length');
    if (req.headers['x-upload-content-type'] !== 'video/mp4')
      this.protocolErrors.push('create without X-Upload-Content-Type video/mp4');
    const id = `session-${++this.serial}`;
    this.sessions.set(id, {id, total, resource: JSON.parse(body.toString('utf8')), parts: [], received: 0});
    res.writeHead(200, {Location: `${this.base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`}).end();
  }

  private answerSession(res: http.ServerResponse, s: Session, retryAfter?: string): void {
    if (s.video !== undefined) return json(res, 200, s.video);
    const headers: Record<string, string> = s.received > 0 ? {Range: `bytes=0-${s.received - 1}`} : {};
    if (retryAfter !== undefined) headers['Retry-After'] = retryAfter;
    res.writeHead(308, headers).end();
  }

  private async chunk(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    s: Session,
    range: string,
    fault: Fault | undefined,
  ): Promise<void> {
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (m === null) {
      this.protocolErrors.push(`bad Content-Range ${range}`);
      req.resume();
      return json(res, 400, {error: {code: 400, message: 'bad range'}});
    }
    const [from, to, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (fault?.kind === 'drop' || fault?.kind === 'hang') {
      const kept = await readBody(req, fault.keep);
      if (from === s.received) this.store(s, kept.subarray(0, fault.keep));
      if (fault.kind === 'drop') req.socket.destroy();
      else this.onHang();
      return;
    }
    const body = await readBody(req);
    if (from !== s.received) this.protocolErrors.push(`chunk starts at ${from}, the server has ${s.received}`);
    if (total !== s.total) this.protocolErrors.push(`chunk total ${total}, session total ${s.total}`);
    if (body.length !== to - from + 1) this.protocolErrors.push(`chunk of ${body.length} bytes for range ${range}`);
    if (to + 1 < total && body.length % quantum !== 0)
      this.protocolErrors.push(`non-final chunk of ${body.length} bytes is not a multiple of 256 KiB`);
    if (from === s.received) {
      if (fault?.kind === 'partial') this.store(s, body.subarray(0, fault.keep));
      else if (fault?.kind === 'forget') {
        s.parts = [];
        s.received = 0;
      } else this.store(s, body);
    }
    if (s.received === s.total && s.video === undefined) {
      const id = `vid${++this.serial}`;
      const resource = s.resource as Record<string, unknown>;
      s.video = {kind: 'youtube#video', id, ...resource};
      this.videos.set(id, {id, resource, data: Buffer.concat(s.parts), captions: new Map(), updates: []});
      return json(res, 201, s.video);
    }
    this.answerSession(res, s);
  }

  private store(s: Session, bytes: Buffer): void {
    s.parts.push(Buffer.from(bytes));
    s.received += bytes.length;
  }

  private async metadata(route: Route, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const body = await readBody(req);
    if (route === 'thumbnail') {
      const video = this.videos.get(url.searchParams.get('videoId') ?? '');
      if (video === undefined) return json(res, 404, {error: {code: 404, errors: [{reason: 'videoNotFound'}]}});
      video.thumbnail = body;
      return json(res, 200, {items: [{default: {url: 'x'}}]});
    }
    if (route === 'captions') {
      const [meta, media] = splitMultipart(String(req.headers['content-type']), body);
      const m = meta as {id?: string; snippet: {videoId?: string}};
      if (req.method === 'PUT') {
        const video = [...this.videos.values()].find((v) => v.captions.has(m.id ?? ''));
        if (video === undefined) return json(res, 404, {error: {code: 404, errors: [{reason: 'captionNotFound'}]}});
        video.captions.set(m.id ?? '', {snippet: video.captions.get(m.id ?? '')?.snippet, data: media});
        return json(res, 200, {id: m.id});
      }
      const video = this.videos.get(m.snippet.videoId ?? '');
      if (video === undefined) return json(res, 404, {error: {code: 404, errors: [{reason: 'videoNotFound'}]}});
      const id = `cap${++this.serial}`;
      video.captions.set(id, {snippet: m.snippet, data: media});
      return json(res, 200, {id, snippet: m.snippet});
    }
    const data = body.length > 0 ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    if (route === 'videos.update') {
      const video = this.videos.get(String(data.id));
      if (video === undefined) return json(res, 404, {error: {code: 404, errors: [{reason: 'videoNotFound'}]}});
      video.updates.push(data);
      video.resource = {...video.resource, ...data};
      return json(res, 200, data);
    }
    if (route === 'playlists' && req.method === 'GET') {
      return json(res, 200, {items: [...this.playlists.entries()].map(([id, p]) => ({id, snippet: {title: p.title}}))});
    }
    if (route === 'playlists') {
      const id = `PL${++this.serial}`;
      this.playlists.set(id, {title: String((data.snippet as {title: string}).title), items: []});
      return json(res, 200, {id});
    }
    const snippet = data.snippet as {playlistId: string; resourceId: {videoId: string}};
    const playlist = this.playlists.get(snippet.playlistId);
    if (playlist === undefined) return json(res, 404, {error: {code: 404, errors: [{reason: 'playlistNotFound'}]}});
    playlist.items.push(snippet.resourceId.videoId);
    return json(res, 200, {id: `PLI${++this.serial}`});
  }
}
