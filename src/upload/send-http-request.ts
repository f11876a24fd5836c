import http from 'node:http';
import https from 'node:https';

export type HttpResponse = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string | number>;
  body?: Buffer;
  /** idle time on the socket before the request counts as a dropped connection */
  timeoutMs?: number;
  /** called as the body is handed to the socket, with the bytes written so far */
  onWritten?: (bytes: number) => void;
};

/** A dropped connection, a reset or a timeout: the request may or may not have reached the server. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

const slice = 256 * 1024;

/**
 * One HTTP request with node:http(s), no retries. The body is written in 256 KiB slices so
 * the caller can report progress; the response body is read whole (API answers are small).
 */
export function sendHttpRequest(request: HttpRequest): Promise<HttpResponse> {
  const url = new URL(request.url);
  const transport = url.protocol === 'https:' ? https : http;
  const body = request.body ?? Buffer.alloc(0);
  const headers: Record<string, string | number> = {...request.headers, 'Content-Length': body.length};
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = transport.request(url, {method: request.method, headers}, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts)}));
      res.on('error', (e) =>
        reject(new NetworkError(`the connection dropped while reading the answer (${e.message})`)),
      );
      res.on('aborted', () => reject(new NetworkError('the connection dropped while reading the answer')));
    });
    req.setTimeout(request.timeoutMs ?? 120_000, () =>
      req.destroy(new Error(`no answer for ${Math.round((request.timeoutMs ?? 120_000) / 1000)} s`)),
    );
    req.on('error', (e) => {
      // A server may answer (a 503, a 308) before reading the whole body and then close: the answer wins.
      if (!answered)
        reject(new NetworkError(`the connection dropped (${(e as NodeJS.ErrnoException).code ?? e.message})`));
    });
    void writeBody(req, body, request.onWritten).then(
      () => req.end(),
      () => undefined,
    );
  });
}

async function writeBody(req: http.ClientRequest, body: Buffer, onWritten?: (bytes: number) => void): Promise<void> {
  for (let at = 0; at < body.length; at += slice) {
    if (req.destroyed) throw new Error('request destroyed');
    const part = body.subarray(at, Math.min(body.length, at + slice));
    const flushed = req.write(part);
    onWritten?.(at + part.length);
    if (!flushed) {
      await new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          req.off('drain', onDrain);
          req.off('close', onClose);
          if (error === undefined) resolve();
          else reject(error);
        };
        const onDrain = () => done();
        const onClose = () => done(new Error('closed'));
        req.on('drain', onDrain);
        req.on('close', onClose);
      });
    }
  }
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(response: HttpResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A header's single value (Node gives arrays for repeated headers). */
export function headerOf(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
