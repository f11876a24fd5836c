import fs from 'node:fs';
import type {TestProject} from 'vitest/node';
import {bundleProject} from '../../src/render/render-session';

// One bundle for every browser test file; each worker opens one browser (test/browser/session.ts).
let serveUrl: string | undefined;

export default async function setup(project: TestProject): Promise<() => void> {
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
