import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {authorizeYouTube, readClientSecret} from '../../src/upload/authorize-youtube';
import {redactSecrets} from '../../src/upload/redact-secrets';
import {youtubeScopes} from '../../src/upload/resolve-endpoints';
import {runUpload} from '../../src/upload/run-upload';
import {saveTokens, userConfigDir} from '../../src/upload/store-tokens';
import {FakeYouTube} from './fake-youtube';
import {expectOneIdenticalVideo, makeOut, options, readState, testDeps} from './upload-fixtures';

let fake: FakeYouTube;
let home: string;
let secretFile: string;
let tokenFile: string;
const clientId = 'test-client.apps.googleusercontent.com';

beforeEach(async () => {
  fake = await FakeYouTube.start();
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-auth-'));
  secretFile = path.join(home, 'client_secret.json');
  fs.writeFileSync(
    secretFile,
    JSON.stringify({
      installed: {client_id: clientId, client_secret: fake.clientSecret, redirect_uris: ['http://localhost']},
    }),
  );
  tokenFile = path.join(home, 'config', 'gpu-explainers', 'youtube-token.json');
});
afterEach(() => fake.close());

/** authorizeYouTube against the fake; the "browser" is the fake's consent page, which allows. */
function authorize(said: string[], answer: 'allow' | 'deny' = 'allow') {
  return () =>
    authorizeYouTube({
      clientSecretFile: secretFile,
      tokenFile,
      endpoints: fake.endpoints,
      openUrl: (url) => fake.consent(url, answer),
      say: (line) => said.push(redactSecrets(line)),
      consentTimeoutMs: 5000,
    });
}

const stored = () =>
  JSON.parse(fs.readFileSync(tokenFile, 'utf8')) as {refresh_token: string; access_token: string; client_id: string};
const mode = (file: string) => fs.statSync(file).mode & 0o777;

function expectNoSecretIn(lines: string[]): void {
  const text = lines.join('\n');
  for (const secret of [fake.clientSecret, ...fake.validAccess, ...fake.refreshTokens])
    expect(text).not.toContain(secret);
}

describe('OAuth for an installed app, tokens in the config dir', () => {
  it('runs the loopback consent flow with PKCE on first use and stores the tokens with mode 0600', async () => {
    const said: string[] = [];
    const tokens = await authorize(said)();
    expect(fake.protocolErrors).toEqual([]);
    expect(fake.validAccess.has(await tokens.get())).toBe(true);
    expect(mode(tokenFile)).toBe(0o600);
    expect(mode(path.dirname(tokenFile))).toBe(0o700);
    expect(stored()).toMatchObject({client_id: clientId});
    expect(fake.refreshTokens.has(stored().refresh_token)).toBe(true);
    const exchange = fake.tokenRequests.find((r) => r.grant_type === 'authorization_code');
    expect(exchange?.code_verifier).toMatch(/^[\w~.-]{43,128}$/);
    expect(said.join('\n')).toMatch(/open this address/);
    expect(said.join('\n')).toContain(`scope=${encodeURIComponent(youtubeScopes.join(' '))}`);
    expectNoSecretIn(said);
  });

  it('refreshes an expired access token after a 401 in the middle of an upload and saves the new one', async () => {
    const refresh = fake.mintRefresh();
    const oldAccess = fake.mint();
    saveTokens(tokenFile, {
      client_id: clientId,
      refresh_token: refresh,
      access_token: oldAccess,
      expiry_date: new Date().getTime() + 3_600_000,
      scope: youtubeScopes.join(' '),
    });
    const {mp4, job} = makeOut();
    fake.inject('chunk', 3, {kind: 'expire-token'});
    const said: string[] = [];
    const t = testDeps(fake, {authorize: authorize(said)});
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(fake.tokenRequests.map((r) => r.grant_type)).toEqual(['refresh_token']);
    expect(stored().access_token).not.toBe(oldAccess);
    expect(stored().refresh_token).toBe(refresh);
    expect(mode(tokenFile)).toBe(0o600);
    expectNoSecretIn([...said, ...t.out, ...t.err]);
  });

  it('keeps uploading through a 401 on every other chunk: progress between refreshes resets the count', async () => {
    const refresh = fake.mintRefresh();
    saveTokens(tokenFile, {
      client_id: clientId,
      refresh_token: refresh,
      access_token: fake.mint(),
      expiry_date: new Date().getTime() + 3_600_000,
      scope: youtubeScopes.join(' '),
    });
    const {mp4, job} = makeOut();
    for (const at of [2, 4, 6, 8]) fake.inject('chunk', at, {kind: 'expire-token'});
    const t = testDeps(fake, {authorize: authorize([])});
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(fake.tokenRequests.map((r) => r.grant_type)).toEqual([
      'refresh_token',
      'refresh_token',
      'refresh_token',
      'refresh_token',
    ]);
  });

  it('stops on the third 401 in a row with no byte stored between them, and says to run the same command again', async () => {
    const refresh = fake.mintRefresh();
    saveTokens(tokenFile, {
      client_id: clientId,
      refresh_token: refresh,
      access_token: fake.mint(),
      expiry_date: new Date().getTime() + 3_600_000,
      scope: youtubeScopes.join(' '),
    });
    const {out, job} = makeOut();
    fake.inject('chunk', 2, {kind: 'expire-token'});
    for (const at of [1, 2]) fake.inject('query', at, {kind: 'expire-token'});
    const t = testDeps(fake, {authorize: authorize([])});
    await expect(runUpload([job()], options(), t.deps)).rejects.toThrow(
      /HTTP 401 .*3 times in a row.*run the same command again to resume/,
    );
    expect(readState(out).session?.url).toContain('upload_id=');
  });

  it('says plainly when the refresh token is rejected (invalid_grant) and runs the consent flow again', async () => {
    const revoked = fake.mintRefresh();
    fake.revoked.add(revoked);
    saveTokens(tokenFile, {
      client_id: clientId,
      refresh_token: revoked,
      access_token: 'ya29.expired-access',
      expiry_date: 1,
      scope: youtubeScopes.join(' '),
    });
    const {mp4, job} = makeOut();
    const said: string[] = [];
    const t = testDeps(fake, {authorize: authorize(said)});
    await runUpload([job()], options(), t.deps);
    expectOneIdenticalVideo(fake, mp4);
    expect(said.join('\n')).toMatch(
      /rejected the stored refresh token \(invalid_grant\).*"Testing".*7 days\. Running the consent flow again/,
    );
    expect(stored().refresh_token).not.toBe(revoked);
    expect(fake.refreshTokens.has(stored().refresh_token)).toBe(true);
    expect(mode(tokenFile)).toBe(0o600);
    expectNoSecretIn([...said, ...t.out, ...t.err]);
  });

  it('refreshes an access token that has expired before using it, without asking for consent', async () => {
    const refresh = fake.mintRefresh();
    saveTokens(tokenFile, {
      client_id: clientId,
      refresh_token: refresh,
      access_token: 'ya29.stale-access',
      expiry_date: 1,
      scope: youtubeScopes.join(' '),
    });
    const said: string[] = [];
    const tokens = await authorize(said)();
    expect(fake.validAccess.has(await tokens.get())).toBe(true);
    expect(fake.tokenRequests.map((r) => r.grant_type)).toEqual(['refresh_token']);
    expect(stored().refresh_token).toBe(refresh);
    expect(stored().access_token).toBe(await tokens.get());
    expect(said).toEqual([]);
    expect(redactSecrets(`token ${refresh} and Bearer ${await tokens.get()}`)).toBe(
      'token [redacted] and Bearer [redacted]',
    );
  });

  it('narrows a token file others can read to 0600', async () => {
    saveTokens(tokenFile, {
      client_id: clientId,
      refresh_token: fake.mintRefresh(),
      access_token: fake.mint(),
      expiry_date: new Date().getTime() + 3_600_000,
      scope: youtubeScopes.join(' '),
    });
    fs.chmodSync(tokenFile, 0o644);
    const said: string[] = [];
    await authorize(said)();
    expect(mode(tokenFile)).toBe(0o600);
    expect(said.join('\n')).toMatch(/readable by other users \(mode 644\); it is now 0600/);
    expect(fake.tokenRequests).toEqual([]);
  });

  it('stops with a plain message when consent is refused in the browser', async () => {
    await expect(authorize([], 'deny')()).rejects.toThrow(/authorisation was refused in the browser \(access_denied\)/);
    expect(fs.existsSync(tokenFile)).toBe(false);
  });

  it('explains a missing or wrong client secret file', () => {
    expect(() => readClientSecret(undefined)).toThrow(/pass --client-secret PATH or set YOUTUBE_CLIENT_SECRET/);
    const web = path.join(home, 'web.json');
    fs.writeFileSync(web, JSON.stringify({web: {client_id: 'x', client_secret: 'y'}}));
    expect(() => readClientSecret(web)).toThrow(/not a "Desktop app" OAuth client \(it is a "Web application" one\)/);
    expect(() => readClientSecret(path.join(home, 'missing.json'))).toThrow(
      /cannot read the OAuth client file .*ENOENT/,
    );
  });

  it('keeps tokens under the user config dir', () => {
    expect(userConfigDir({XDG_CONFIG_HOME: '/x/cfg'}, 'linux')).toBe('/x/cfg');
    expect(userConfigDir({}, 'linux')).toBe(path.join(os.homedir(), '.config'));
    expect(userConfigDir({}, 'darwin')).toBe(path.join(os.homedir(), 'Library', 'Application Support'));
  });
});
