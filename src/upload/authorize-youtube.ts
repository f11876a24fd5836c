import fs from 'node:fs';
import {OAuth2Client, type Credentials} from 'google-auth-library';
import type {AccessTokens} from './call-youtube-api';
import {UploadError} from './explain-api-error';
import {rememberSecret} from './redact-secrets';
import {youtubeScopes, type Endpoints} from './resolve-endpoints';
import {runConsentFlow} from './run-consent-flow';
import {deleteTokens, loadTokens, saveTokens, type StoredTokens} from './store-tokens';

export const clientSecretEnv = 'YOUTUBE_CLIENT_SECRET';

export type AuthorizeOptions = {
  /** the client secret JSON of a "Desktop app" OAuth client (--client-secret or $YOUTUBE_CLIENT_SECRET) */
  clientSecretFile: string | undefined;
  tokenFile: string;
  endpoints: Endpoints;
  openUrl: (url: string) => void;
  say: (line: string) => void;
  consentTimeoutMs: number;
};

/** {client_id, client_secret} from Google's downloaded JSON; a "web" client is refused with the fix. */
export function readClientSecret(file: string | undefined): {clientId: string; clientSecret: string} {
  if (file === undefined || file === '') {
    throw new UploadError(
      `no OAuth client: pass --client-secret PATH or set ${clientSecretEnv} to the JSON file of a "Desktop app" OAuth client ` +
        '(Google Cloud console → APIs & Services → Credentials, with the YouTube Data API v3 enabled)',
    );
  }
  let data: {installed?: {client_id?: string; client_secret?: string}; web?: unknown};
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof data;
  } catch (error) {
    throw new UploadError(
      `cannot read the OAuth client file ${file}: ${(error as NodeJS.ErrnoException).code ?? 'not JSON'}`,
    );
  }
  if (data.installed === undefined) {
    throw new UploadError(
      `${file} is not a "Desktop app" OAuth client${data.web !== undefined ? ' (it is a "Web application" one)' : ''}; create one of type Desktop app and download its JSON`,
    );
  }
  const {client_id: clientId, client_secret: clientSecret} = data.installed;
  if (typeof clientId !== 'string' || typeof clientSecret !== 'string')
    throw new UploadError(`${file} lacks client_id or client_secret`);
  rememberSecret(clientSecret);
  return {clientId, clientSecret};
}

/** A refresh token Google no longer accepts: revoked, unused for months, or 7 days old in a Testing-mode app. */
export function isInvalidGrant(error: unknown): boolean {
  const e = error as {message?: string; response?: {data?: {error?: string}}};
  return e?.response?.data?.error === 'invalid_grant' || String(e?.message ?? '').includes('invalid_grant');
}

/** A token-endpoint failure, worded without quoting the request (which carries the secrets). */
function tokenFailure(error: unknown): UploadError {
  const e = error as {status?: number; code?: string | number; response?: {status?: number; data?: {error?: string}}};
  const detail = e?.response?.data?.error ?? e?.code ?? 'no answer';
  return new UploadError(
    `Google's token endpoint refused or did not answer (${e?.response?.status ?? e?.status ?? 'network'}: ${detail})`,
  );
}

/**
 * Access tokens for YouTube. Stored tokens are used and refreshed (and re-saved, mode 0600);
 * with none, or when Google rejects the refresh token, the consent flow runs in a browser.
 */
export async function authorizeYouTube(o: AuthorizeOptions): Promise<AccessTokens> {
  const {clientId, clientSecret} = readClientSecret(o.clientSecretFile);
  const client = new OAuth2Client({
    clientId,
    clientSecret,
    endpoints: {oauth2TokenUrl: o.endpoints.token, oauth2AuthBaseUrl: o.endpoints.auth},
  });
  let stored: StoredTokens = {client_id: clientId};
  const keep = (tokens: Credentials) => {
    rememberSecret(tokens.access_token);
    rememberSecret(tokens.refresh_token);
    const fresh = Object.fromEntries(Object.entries(strip(tokens)).filter(([, v]) => v !== undefined && v !== null));
    stored = {...stored, ...fresh};
    saveTokens(o.tokenFile, stored);
  };
  client.on('tokens', keep);
  const consent = async () => {
    const tokens = await runConsentFlow(client, {
      scopes: youtubeScopes,
      openUrl: o.openUrl,
      say: o.say,
      timeoutMs: o.consentTimeoutMs,
    });
    client.setCredentials({...tokens});
    keep(tokens);
    o.say(`Authorised; tokens saved to ${o.tokenFile} (mode 0600)`);
  };
  const saved = loadTokens(o.tokenFile, o.say);
  const granted = (saved?.scope ?? '').split(' ');
  if (
    saved?.client_id === clientId &&
    typeof saved.refresh_token === 'string' &&
    youtubeScopes.every((s) => granted.includes(s))
  ) {
    stored = saved;
    rememberSecret(saved.access_token);
    rememberSecret(saved.refresh_token);
    client.setCredentials(strip(saved));
  } else {
    if (saved !== undefined)
      o.say(
        'The stored YouTube authorisation is for another OAuth client or lacks the scope needed; authorising again.',
      );
    await consent();
  }
  const get = async (): Promise<string> => {
    try {
      const {token} = await client.getAccessToken();
      if (typeof token !== 'string') throw new UploadError('Google returned no access token');
      return token;
    } catch (error) {
      if (error instanceof UploadError) throw error;
      if (!isInvalidGrant(error)) throw tokenFailure(error);
      o.say(
        'Google rejected the stored refresh token (invalid_grant): it was revoked, unused for six months, or — for an app whose ' +
          'OAuth consent screen is in "Testing" — older than 7 days. Running the consent flow again.',
      );
      deleteTokens(o.tokenFile);
      stored = {client_id: clientId};
      client.setCredentials({});
      await consent();
      const {token} = await client.getAccessToken();
      if (typeof token !== 'string') throw new UploadError('Google returned no access token');
      return token;
    }
  };
  await get();
  return {
    get,
    refresh: async () => {
      client.setCredentials({...client.credentials, access_token: null, expiry_date: null});
      return get();
    },
  };
}

function strip(tokens: Credentials | StoredTokens): Credentials {
  const {access_token, refresh_token, expiry_date, scope, token_type} = tokens as Credentials;
  return {access_token, refresh_token, expiry_date, scope, token_type};
}
