import fs from 'node:fs';
import path from 'node:path';
import {bundle} from '@remotion/bundler';
import {openBrowser, type HeadlessBrowser} from '@remotion/renderer';
import {
  ensureDownloadedBrowser,
  isBrowserDownloadFailure,
  noBrowserMessage,
  resolveBrowser,
  type BrowserChoice,
} from './resolve-browser';

/** One bundle and one browser for a whole command. */
export type RenderSession = {
  serveUrl: string;
  browser: HeadlessBrowser;
  choice: BrowserChoice;
  close(): Promise<void>;
};

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Bundles the project (or another commit's tree: `root`) with Rspack (assets/ as the public dir). */
export async function bundleProject(
  onProgress?: (percent: number) => void,
  outDir?: string,
  root = projectRoot,
): Promise<string> {
  return bundle({
    ...(outDir === undefined ? {} : {outDir}),
    entryPoint: path.join(root, 'src/index.ts'),
    publicDir: path.join(root, 'assets'),
    rspack: true,
    enableCaching: true,
    onProgress: (p) => onProgress?.(p),
  });
}

export async function openRenderBrowser(choice: BrowserChoice = resolveBrowser(projectRoot)): Promise<HeadlessBrowser> {
  try {
    return await openBrowser('chrome', {
      browserExecutable: choice.browserExecutable,
      chromeMode: choice.chromeMode,
      logLevel: 'error',
    });
  } catch (error) {
    if (choice.origin === 'remotion-download' && isBrowserDownloadFailure(error)) throw new Error(noBrowserMessage);
    throw error;
  }
}

/** A bundle and the browser choice, with no browser open: what a render with worker processes needs in its own process. */
export type BundleSession = Omit<RenderSession, 'browser'>;

/** `bundleDir`: where the bundle goes (render-temp.ts); Remotion's own temporary folder otherwise. */
export async function openBundle(
  onBundleProgress?: (percent: number) => void,
  bundleDir?: string,
): Promise<BundleSession> {
  const choice = resolveBrowser(projectRoot);
  await ensureDownloadedBrowser(choice); // no browser and no network: one sentence before anything is bundled
  const serveUrl = await bundleProject(onBundleProgress, bundleDir);
  return {serveUrl, choice, close: async () => fs.rmSync(serveUrl, {recursive: true, force: true})};
}

/** A bundle and one open browser. */
export async function openSession(
  onBundleProgress?: (percent: number) => void,
  bundleDir?: string,
): Promise<RenderSession> {
  const {serveUrl, choice} = await openBundle(onBundleProgress, bundleDir);
  let browser: HeadlessBrowser;
  try {
    browser = await openRenderBrowser(choice);
  } catch (error) {
    fs.rmSync(serveUrl, {recursive: true, force: true});
    throw error;
  }
  let closed = false;
  return {
    serveUrl,
    browser,
    choice,
    async close() {
      if (closed) return;
      closed = true;
      await browser.close({silent: true}).catch(() => undefined);
      fs.rmSync(serveUrl, {recursive: true, force: true});
    },
  };
}
