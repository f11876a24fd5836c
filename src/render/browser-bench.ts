import crypto from 'node:crypto';
import fs from 'node:fs';
import {renderFrames, selectComposition} from '@remotion/renderer';
import {median} from './bench';
import {openRenderBrowser, type BundleSession} from './render-session';
import type {BrowserChoice} from './resolve-browser';

/** The browsers this machine offers the renderer, by kind, for comparing them side by side. */
export function installedBrowsers(): {name: string; choice: BrowserChoice}[] {
  const found: {name: string; choice: BrowserChoice}[] = [];
  if (fs.existsSync('/usr/lib/chromium/chromium-headless-shell')) {
    found.push({
      name: 'chromium-headless-shell',
      choice: {
        browserExecutable: '/usr/lib/chromium/chromium-headless-shell',
        chromeMode: 'headless-shell',
        origin: 'system-headless-shell',
      },
    });
  }
  if (fs.existsSync('/usr/lib/chromium/chromium')) {
    found.push({
      name: 'chromium (new headless)',
      choice: {browserExecutable: '/usr/lib/chromium/chromium', chromeMode: 'chrome-for-testing', origin: 'system'},
    });
  }
  return found;
}

export type BrowserBenchRow = {
  name: string;
  launches: number;
  medianSeconds: number;
  timeRatio: number;
  oddCaptures: number;
  captures: number;
  framesDiffering: number;
};

/**
 * Each browser captures the same frames in a new launch per round, interleaved: its median
 * time (ratio to the first browser), and its launch-to-launch determinism — a capture that
 * differs from its frame's most common capture in that browser is odd. Also returns how many
 * frames the browsers draw differently from each other (their most common captures compared).
 */
export async function benchBrowsers(
  bundle: BundleSession,
  compositionId: string,
  frames: number[],
  rounds: number,
  log: (line: string) => void,
): Promise<{rows: BrowserBenchRow[]; framesDifferentBetweenBrowsers: number}> {
  const browsers = installedBrowsers();
  const times = new Map<string, number[]>(browsers.map((b) => [b.name, []]));
  const hashes = new Map<string, Map<number, string[]>>(browsers.map((b) => [b.name, new Map()]));
  for (let round = 1; round <= rounds; round++) {
    for (const {name, choice} of browsers) {
      const browser = await openRenderBrowser(choice);
      const start = performance.now();
      try {
        const common = {
          serveUrl: bundle.serveUrl,
          inputProps: {theme: 'dark', fps: 30},
          puppeteerInstance: browser,
          browserExecutable: choice.browserExecutable,
          chromeMode: choice.chromeMode,
          logLevel: 'error' as const,
        };
        const composition = await selectComposition({...common, id: compositionId});
        await renderFrames({
          ...common,
          composition,
          frames,
          outputDir: null,
          imageFormat: 'png',
          concurrency: 1,
          onStart: () => undefined,
          onFrameUpdate: () => undefined,
          onFrameBuffer: (buffer, frame) => {
            const perFrame = hashes.get(name) as Map<number, string[]>;
            perFrame.set(frame, [
              ...(perFrame.get(frame) ?? []),
              crypto.createHash('sha256').update(buffer).digest('hex'),
            ]);
          },
        });
      } finally {
        await browser.close({silent: true}).catch(() => undefined);
      }
      const seconds = (performance.now() - start) / 1000;
      times.get(name)?.push(seconds);
      log(`round ${round}/${rounds} ${name}: ${frames.length} frames in ${seconds.toFixed(1)} s`);
    }
  }
  const common = (list: string[]) =>
    [...new Set(list)].sort((a, b) => list.filter((x) => x === b).length - list.filter((x) => x === a).length)[0];
  const reference = median(times.get(browsers[0]?.name ?? '') ?? []);
  const rows = browsers.map(({name}) => {
    const perFrame = hashes.get(name) as Map<number, string[]>;
    let odd = 0;
    let captures = 0;
    let differing = 0;
    for (const list of perFrame.values()) {
      const usual = common(list);
      odd += list.filter((h) => h !== usual).length;
      captures += list.length;
      if (new Set(list).size > 1) differing++;
    }
    const medianSeconds = median(times.get(name) ?? []);
    return {
      name,
      launches: rounds,
      medianSeconds,
      timeRatio: medianSeconds / reference,
      oddCaptures: odd,
      captures,
      framesDiffering: differing,
    };
  });
  const [a, b] = browsers.map((x) => hashes.get(x.name) as Map<number, string[]>);
  const between =
    a === undefined || b === undefined
      ? 0
      : frames.filter((f) => common(a.get(f) ?? []) !== common(b.get(f) ?? [])).length;
  return {rows, framesDifferentBetweenBrowsers: between};
}
