import {inject} from 'vitest';
import {getCompositions, makeCancelSignal, renderFrames, renderStill, type HeadlessBrowser} from '@remotion/renderer';
import type {VideoConfig} from 'remotion';
import type {Browser} from 'playwright-core';
import {PNG} from 'pngjs';
import {launchAuditBrowser} from '../../src/audit/launch-audit-browser';
import {serveBundle, type ServedBundle} from '../../src/audit/serve-bundle';
import {openRenderBrowser} from '../../src/render/render-session';
import {resolveBrowser, type BrowserChoice} from '../../src/render/resolve-browser';
import type {CompositionProps} from '../../src/composition-props';
import type {RenderSession} from '../../src/render/render-session';
import {runWorkItem} from '../../src/render/workers/run-work-item';
import {createScheduler, type Scheduler} from '../../src/render/workers/scheduler';

// One browser shared by every browser test file (the project runs with isolate: false).
let shared: Promise<{browser: HeadlessBrowser; choice: BrowserChoice}> | undefined;

export function browserSession(): Promise<{browser: HeadlessBrowser; choice: BrowserChoice; serveUrl: string}> {
  if (shared === undefined) {
    const choice = resolveBrowser();
    shared = openRenderBrowser(choice).then((browser) => ({browser, choice}));
  }
  return shared.then((s) => ({...s, serveUrl: inject('serveUrl')}));
}

// The audit drives its pages with playwright-core: one playwright Chromium (the same executable)
// and one HTTP server over the shared bundle, for every test file that needs them. Both end with
// the worker process, as the shared Remotion browser does.
let auditShared: Promise<{browser: Browser; served: ServedBundle}> | undefined;

/** The shared playwright browser and the shared bundle served over http, for the audit. */
export function auditSession(): Promise<{browser: Browser; serveUrl: string}> {
  auditShared ??= Promise.all([launchAuditBrowser(resolveBrowser()), serveBundle(inject('serveUrl'))]).then(
    ([browser, served]) => ({browser, served}),
  );
  return auditShared.then((s) => ({browser: s.browser, serveUrl: s.served.url}));
}

/** A RenderSession over the shared bundle and browser, whose close() leaves both open. */
export async function sharedRenderSession(): Promise<RenderSession> {
  const s = await browserSession();
  return {serveUrl: s.serveUrl, browser: s.browser, choice: s.choice, close: async () => undefined};
}

/**
 * A composition's metadata with these props, over the shared browser. All compositions of one set
 * of props are read in one page (getCompositions(), once per worker) instead of one page per
 * selectComposition() call: the same metadata (calculateMetadata runs with the same props).
 */
const metadata = new Map<string, Promise<VideoConfig[]>>();
export async function compositionOf(id: string, props: CompositionProps): Promise<VideoConfig> {
  const key = JSON.stringify(props);
  let all = metadata.get(key);
  if (all === undefined) {
    all = browserSession().then(({browser, choice, serveUrl}) =>
      getCompositions(serveUrl, {
        inputProps: props,
        puppeteerInstance: browser,
        browserExecutable: choice.browserExecutable,
        chromeMode: choice.chromeMode,
        logLevel: 'error',
      }),
    );
    metadata.set(key, all);
  }
  const found = (await all).find((c) => c.id === id);
  if (found === undefined) throw new Error(`no composition ${id}`);
  return found;
}

export const darkProps: CompositionProps = {theme: 'dark', fps: 30};
export const lightProps: CompositionProps = {theme: 'light', fps: 30};

/** A still as decoded RGBA pixels. */
export async function still(id: string, frame: number, props: CompositionProps = darkProps, scale = 1): Promise<PNG> {
  const {browser, choice, serveUrl} = await browserSession();
  const composition = await compositionOf(id, props);
  const {buffer} = await renderStill({
    serveUrl,
    composition,
    frame,
    inputProps: props,
    imageFormat: 'png',
    output: null,
    scale,
    puppeteerInstance: browser,
    browserExecutable: choice.browserExecutable,
    chromeMode: choice.chromeMode,
    logLevel: 'error',
  });
  if (buffer === null) throw new Error(`no still for ${id} at ${frame}`);
  return PNG.sync.read(buffer);
}

/** Several frames of one composition as PNG buffers, captured in one renderFrames() call. */
export async function framesOf(
  id: string,
  frames: number[],
  props: CompositionProps = darkProps,
): Promise<Map<number, Buffer>> {
  const {browser, choice, serveUrl} = await browserSession();
  const composition = await compositionOf(id, props);
  const out = new Map<number, Buffer>();
  await renderFrames({
    serveUrl,
    composition,
    inputProps: props,
    frames: [...new Set(frames)],
    outputDir: null,
    imageFormat: 'png',
    concurrency: 1,
    puppeteerInstance: browser,
    browserExecutable: choice.browserExecutable,
    chromeMode: choice.chromeMode,
    logLevel: 'error',
    onStart: () => undefined,
    onFrameUpdate: () => undefined,
    onFrameBuffer: (buffer, frame) => {
      out.set(frame, buffer);
    },
  });
  return out;
}

/** Mean luminance 0..255 of a region. */
export function meanLuminance(png: PNG, x0 = 0, y0 = 0, x1 = png.width, y1 = png.height): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      sum += 0.2126 * (png.data[i] ?? 0) + 0.7152 * (png.data[i + 1] ?? 0) + 0.0722 * (png.data[i + 2] ?? 0);
      n++;
    }
  return sum / Math.max(1, n);
}

/** Pixels in a region that differ strongly from the region's background (text, strokes). */
export function inkPixels(
  png: PNG,
  background: [number, number, number],
  x0 = 0,
  y0 = 0,
  x1 = png.width,
  y1 = png.height,
): number {
  let ink = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      const d =
        Math.abs((png.data[i] ?? 0) - background[0]) +
        Math.abs((png.data[i + 1] ?? 0) - background[1]) +
        Math.abs((png.data[i + 2] ?? 0) - background[2]);
      if (d > 200) ink++;
    }
  return ink;
}

/** A one-slot scheduler over the shared browser (the --workers 1 path), for renderSegmented. */
export async function sharedScheduler(): Promise<Scheduler> {
  const session = await sharedRenderSession();
  const {cancelSignal} = makeCancelSignal();
  return createScheduler([(item, onProgress) => runWorkItem(session, item, cancelSignal, onProgress)]);
}
