import fs from 'node:fs';
import path from 'node:path';

export type BrowserChoice = {
  browserExecutable: string | null;
  chromeMode: 'headless-shell' | 'chrome-for-testing';
  /** where the choice came from, for messages */
  origin: 'environment' | 'remotion-headless-shell' | 'system' | 'remotion-download';
};

const systemBrowsers = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'];

/** Remotion's own headless shell, if `npx remotion browser ensure` has put it in node_modules. */
function remotionShell(projectRoot: string): string {
  return path.join(projectRoot, 'node_modules/.remotion/chrome-headless-shell/linux64/chrome-headless-shell-linux64/chrome-headless-shell');
}

/**
 * The browser every render, still, test and Studio uses, in order: the environment override
 * REMOTION_BROWSER_EXECUTABLE, Remotion's own headless shell when present, a system
 * Chromium/Chrome (a full browser needs chromeMode 'chrome-for-testing', i.e. --headless=new),
 * else Remotion's download (fine on an online machine).
 */
export function resolveBrowser(projectRoot: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): BrowserChoice {
  const override = env.REMOTION_BROWSER_EXECUTABLE;
  if (override !== undefined && override !== '') {
    if (!fs.existsSync(override)) throw new Error(`REMOTION_BROWSER_EXECUTABLE is set to ${override}, which does not exist`);
    return {browserExecutable: override, chromeMode: /headless[-_]shell/.test(override) ? 'headless-shell' : 'chrome-for-testing', origin: 'environment'};
  }
  if (fs.existsSync(remotionShell(projectRoot))) return {browserExecutable: null, chromeMode: 'headless-shell', origin: 'remotion-headless-shell'};
  const system = systemBrowsers.find((p) => fs.existsSync(p));
  if (system !== undefined) return {browserExecutable: system, chromeMode: 'chrome-for-testing', origin: 'system'};
  return {browserExecutable: null, chromeMode: 'headless-shell', origin: 'remotion-download'};
}

/** The one message for "no browser and no network". */
export const noBrowserMessage =
  'No browser found and Remotion could not download one. Install Chromium (Debian/Ubuntu: `apt-get install -y chromium`) ' +
  'or set REMOTION_BROWSER_EXECUTABLE to a Chrome/Chromium binary, then run the command again.';

/** True when an error is Remotion failing to download its browser (no network). */
export function isBrowserDownloadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|getaddrinfo|chrome-headless-shell|remotion\.media/.test(message);
}
