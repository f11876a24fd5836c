import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {CodeChallengeMethod, type Credentials, type OAuth2Client} from 'google-auth-library';
import {UploadError} from './explain-api-error';

export type ConsentOptions = {
  scopes: string[];
  /** shows the consent page: opens a browser by default; tests play the browser */
  openUrl: (url: string) => void;
  say: (line: string) => void;
  timeoutMs: number;
};

/** Best effort: the system's browser opener; the address is printed either way. */
export function openInBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command as string, args as string[], {stdio: 'ignore', detached: true});
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener: the printed address is enough
  }
}

/**
 * OAuth 2.0 for an installed app: a one-shot server on 127.0.0.1 (a free port) receives the
 * redirect; PKCE (S256) and a random `state` protect the code; offline access with
 * `prompt=consent`, so Google always returns a refresh token.
 */
export async function runConsentFlow(client: OAuth2Client, options: ConsentOptions): Promise<Credentials> {
  const state = crypto.randomBytes(16).toString('hex');
  const {codeVerifier, codeChallenge} = await client.generateCodeVerifierAsync();
  let settle: {resolve: (code: string) => void; reject: (e: Error) => void} | undefined;
  const received = new Promise<string>((resolve, reject) => (settle = {resolve, reject}));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const code = url.searchParams.get('code');
    const error = url.searchParams.get('error');
    if (url.searchParams.get('state') !== state || (code === null && error === null)) {
      res
        .writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'})
        .end('This address only receives the YouTube authorisation.');
      return;
    }
    const ok = error === null;
    res
      .writeHead(ok ? 200 : 400, {'Content-Type': 'text/plain; charset=utf-8'})
      .end(
        ok
          ? 'Authorised. You can close this tab and return to the terminal.'
          : `Authorisation refused (${error}). You can close this tab.`,
      );
    if (ok && code !== null) settle?.resolve(code);
    else settle?.reject(new UploadError(`authorisation was refused in the browser (${error}); nothing was uploaded`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const timer = setTimeout(
    () =>
      settle?.reject(
        new UploadError(
          `no authorisation arrived within ${Math.round(options.timeoutMs / 1000)} s; run the command again`,
        ),
      ),
    options.timeoutMs,
  );
  try {
    const url = client.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: options.scopes,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
      redirect_uri: redirectUri,
    });
    options.say(
      `Authorise uploads to your YouTube channel: open this address in a browser (it was opened if one is available):\n  ${url}`,
    );
    options.openUrl(url);
    const code = await received;
    const {tokens} = await client.getToken({code, codeVerifier, redirect_uri: redirectUri});
    if (tokens.refresh_token === undefined || tokens.refresh_token === null) {
      throw new UploadError(
        'Google returned no refresh token; revoke this app at https://myaccount.google.com/permissions and run again',
      );
    }
    return tokens;
  } finally {
    clearTimeout(timer);
    server.closeAllConnections();
    server.close();
  }
}
