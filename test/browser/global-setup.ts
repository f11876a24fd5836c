import fs from 'node:fs';
import type {TestProject} from 'vitest/node';
import {bundleProject} from '../../src/render/render-session';
import {ensureDownloadedBrowser, resolveBrowser} from '../../src/render/resolve-browser';

// One bundle for every browser test file; each worker opens one browser (test/browser/session.ts).
let serveUrl: string | undefined;

export default async function setup(project: TestProject): Promise<() => void> {
  // On an online machine with no browser, fetch Remotion's headless shell once, so that the
  // renderer and the tests that drive a browser directly (audit, Studio) find the same one.
  // No network: the one no-browser sentence (src/render/resolve-browser.ts), not an unhandled rejection.
  await ensureDownloadedBrowser(resolveBrowser());
  serveUrl = await bundleProject();
  project.provide('serveUrl', serveUrl);
  return () => {
    if (serveUrl !== undefined) fs.rmSync(serveUrl, {recursive: true, force: true});
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serveUrl: string;
  }
}
