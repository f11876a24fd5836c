import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeAtomically} from '../render/files';

/** What is kept between runs. Never printed or logged. */
export type StoredTokens = {
  client_id: string;
  refresh_token?: string | null;
  access_token?: string | null;
  expiry_date?: number | null;
  scope?: string;
  token_type?: string | null;
};

/** The user's config directory: $XDG_CONFIG_HOME, ~/Library/Application Support, %APPDATA% or ~/.config. */
export function userConfigDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '') return env.XDG_CONFIG_HOME;
  if (platform === 'darwin') return path.join(os.homedir(), 'Library', 'Application Support');
  if (platform === 'win32' && env.APPDATA !== undefined) return env.APPDATA;
  return path.join(os.homedir(), '.config');
}

/** <config>/gpu-explainers/youtube-token.json */
export const defaultTokenFile = (): string => path.join(userConfigDir(), 'gpu-explainers', 'youtube-token.json');

/**
 * Reads the stored tokens. A file others could read is narrowed to 0600 first (with a
 * warning); an unreadable or malformed file counts as no tokens.
 */
export function loadTokens(file: string, warn: (line: string) => void): StoredTokens | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    fs.chmodSync(file, 0o600);
    warn(`${file} was readable by other users (mode ${(stat.mode & 0o777).toString(8)}); it is now 0600`);
  }
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredTokens;
    return typeof data.client_id === 'string' ? data : undefined;
  } catch {
    warn(`${file} is not a token file this command wrote; authorising again`);
    return undefined;
  }
}

/** Writes the tokens atomically with mode 0600, in a directory of mode 0700. */
export function saveTokens(file: string, tokens: StoredTokens): void {
  fs.mkdirSync(path.dirname(file), {recursive: true, mode: 0o700});
  writeAtomically(file, JSON.stringify(tokens, null, 2) + '\n', {mode: 0o600});
}

/** Forgets the tokens (a rejected refresh token is of no further use). */
export function deleteTokens(file: string): void {
  fs.rmSync(file, {force: true});
}
