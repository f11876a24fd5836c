import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type BrowserChoice = {
  browserExecutable: string | null;
  chromeMode: 'headless-shell' | 'chrome-for-testing';
  /** where the choice came from, for messages */
  origin: 'environment' | 'remotion-headless-shell' | 'system-headless-shell' | 'system' | 'remotion-download';
};

/** Debian's `chromium-headless-shell` (same version as `chromium`): on PATH a shell wrapper around this binary. */
const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';
const headlessShellNames = ['chromium-headless-shell', 'chrome-headless-shell'];

/** A headless shell on PATH (Debian's wrapper resolved to its binary), else undefined. */
function systemHeadlessShell(env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter((d) => d !== '')) {
    for (const name of headlessShellNames) {
      const candidate = path.join(dir, name);
      if (!fs.existsSync(candidate)) continue;
      const wrapper =
        name === 'chromium-headless-shell' && fs.existsSync(debianHeadlessShell) && isShellScript(candidate);
      return wrapper ? debianHeadlessShell : candidate;
    }
  }
  return undefined;
}

function isShellScript(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(2);
    fs.readSync(fd, head, 0, 2, 0);
    fs.closeSync(fd);
    return head.toString() === '#!';
  } catch {
    return false;
  }
}

const systemBrowserNames = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
/** Debian's `chromium` on PATH is a shell wrapper around this binary, which is launched directly. */
const debianChromium = '/usr/lib/chromium/chromium';

/** A Chromium/Chrome on PATH (searched, so that PATH=… points the lookup elsewhere or at nothing). */
function systemBrowser(env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter((d) => d !== '')) {
    for (const name of systemBrowserNames) {
      const candidate = path.join(dir, name);
      if (!fs.existsSync(candidate)) continue;
      const wrapper =
        name === 'chromium' && ['/usr/bin/chromium', '/bin/chromium'].includes(fs.realpathSync(candidate));
      return wrapper && fs.existsSync(debianChromium) ? debianChromium : candidate;
    }
  }
  return undefined;
}

/** Remotion's own headless shell, if `npx remotion browser ensure` has put it in node_modules. */
function remotionShell(projectRoot: string): string {
  return path.join(
    projectRoot,
    'node_modules/.remotion/chrome-headless-shell/linux64/chrome-headless-shell-linux64/chrome-headless-shell',
  );
}

/**
 * The browser every render, still, test and Studio uses, in order: the environment override
 * REMOTION_BROWSER_EXECUTABLE, Remotion's own headless shell when present, a system headless
 * shell (Debian's `chromium-headless-shell`: the renderer's own kind of browser, which
 * remotion-dev/remotion#9473 does not affect), a system Chromium/Chrome (a full browser needs
 * chromeMode 'chrome-for-testing', i.e. --headless=new), else Remotion's download (fine on an
 * online machine).
 */
export function resolveBrowser(
  projectRoot: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): BrowserChoice {
  const override = env.REMOTION_BROWSER_EXECUTABLE;
  if (override !== undefined && override !== '') {
    if (!fs.existsSync(override))
      throw new Error(`REMOTION_BROWSER_EXECUTABLE is set to ${override}, which does not exist`);
    return {
      browserExecutable: override,
      chromeMode: /headless[-_]shell/.test(override) ? 'headless-shell' : 'chrome-for-testing',
      origin: 'environment',
    };
  }
  if (fs.existsSync(remotionShell(projectRoot)))
    return {browserExecutable: null, chromeMode: 'headless-shell', origin: 'remotion-headless-shell'};
  const shell = systemHeadlessShell(env);
  if (shell !== undefined)
    return {browserExecutable: shell, chromeMode: 'headless-shell', origin: 'system-headless-shell'};
  const system = systemBrowser(env);
  if (system !== undefined) return {browserExecutable: system, chromeMode: 'chrome-for-testing', origin: 'system'};
  return {browserExecutable: null, chromeMode: 'headless-shell', origin: 'remotion-download'};
}

/** The one message for "no browser and no network". */
export const noBrowserMessage =
  'No browser found and Remotion could not download one. Install Chromium (Debian/Ubuntu: `apt-get install -y chromium-headless-shell`, or `chromium`) ' +
  'or set REMOTION_BROWSER_EXECUTABLE to a Chrome/Chromium binary, then run the command again.';

/** True when an error is Remotion failing to download its browser (no network). */
export function isBrowserDownloadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|getaddrinfo|chrome-headless-shell|remotion\.media/.test(message);
}

/**
 * When no browser is on this machine (origin 'remotion-download'), Remotion's download of its
 * headless shell, done before anything is bundled; a failed download (no network) becomes the
 * one `noBrowserMessage`. Remotion rejects a promise of its own before awaiting it, so a failed
 * download is also an unhandled rejection (a `getaddrinfo ENOTFOUND remotion.media` stack and
 * exit): while the download runs, such a rejection is taken here.
 */
export async function ensureDownloadedBrowser(choice: BrowserChoice, download?: () => Promise<unknown>): Promise<void> {
  if (choice.origin !== 'remotion-download') return;
  const run =
    download ??
    (async () => {
      const {ensureBrowser} = await import('@remotion/renderer');
      return ensureBrowser({chromeMode: choice.chromeMode, logLevel: 'error'});
    });
  const stray = (error: unknown) => {
    if (!isBrowserDownloadFailure(error))
      setImmediate(() => {
        throw error;
      });
  };
  const quiet = () => undefined; // no PromiseRejectionHandledWarning when Remotion awaits it later
  process.on('unhandledRejection', stray);
  process.on('rejectionHandled', quiet);
  try {
    await run();
  } catch (error) {
    if (isBrowserDownloadFailure(error)) throw new Error(noBrowserMessage);
    throw error;
  } finally {
    // the handled-later notice comes a tick after the rejection is awaited
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', stray);
    process.off('rejectionHandled', quiet);
  }
}

/** The version line of the browser a choice names (`chromium --version`), or Remotion's own shell; the path when it does not answer. */
export function browserVersionOf(executable: string | null): string {
  if (executable === null) return 'chrome-headless-shell (Remotion)';
  try {
    return execFileSync(executable, ['--version'], {stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  } catch {
    return executable;
  }
}
