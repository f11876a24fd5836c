import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {videos} from '../../compositions/index';
import {compareWithGoldenSnapshot, readGoldenSnapshot, snapshotGolden} from '../../src/audit/golden-snapshot';
import {browserMismatchNotice, compareWithGolden, goldenPlace, goldenSpecs, goldenTolerance, readGoldenBrowser, renderGolden, type GoldenSpec} from '../../src/render/goldens';
import {projectRoot} from '../../src/render/render-session';
import {browserVersionOf, resolveBrowser} from '../../src/render/resolve-browser';
import {auditSession, browserSession} from './session';

// Goldens, one per scene per video per theme at the scene's last frame: the text and geometry
// snapshot (.json) is compared exactly on any Chromium; the pixels (.png) only on the Chromium
// major version the goldens were made with, and otherwise one line says so (docs/design.md §Goldens).
const specs = goldenSpecs(videos);
const outputDir = path.join(projectRoot, 'test/__output__/goldens');
const remake = 'if the change is meant, remake them with `npm run goldens:update` and review the diff';
const notice = browserMismatchNotice(readGoldenBrowser(projectRoot), browserVersionOf(resolveBrowser(projectRoot).browserExecutable));
if (notice !== null) console.warn(notice);

async function snapshotNow(spec: GoldenSpec, change?: (page: Page) => Promise<void>) {
  const {browser, serveUrl} = await auditSession();
  return snapshotGolden(browser, serveUrl, spec, change);
}

describe('golden stills: one per scene per video per theme', () => {
  it('every scene of every video has a golden still and snapshot in each theme', () => {
    const missing = specs.flatMap((s) => [s.file, s.snapshotFile]).filter((f) => !fs.existsSync(path.join(projectRoot, f)));
    expect(missing, 'run `npm run goldens:update` to make them').toEqual([]);
  });

  it.each(specs.map((s) => [`${s.video}/${s.scene} ${s.theme}`, s] as const))('%s: text and geometry match the snapshot exactly', async (_, spec) => {
    const differences = compareWithGoldenSnapshot(projectRoot, spec, await snapshotNow(spec));
    expect(differences, remake).toEqual([]);
  });

  it.skipIf(notice !== null).each(specs.map((s) => [`${s.video}/${s.scene} ${s.theme}`, s] as const))('%s: pixels match the still (same Chromium)', async (_, spec) => {
    const session = await browserSession();
    const actual = await renderGolden(session, spec);
    const result = compareWithGolden(actual, fs.readFileSync(path.join(projectRoot, spec.file)), goldenTolerance.threshold);
    if (result.fraction > goldenTolerance.maxDifferingFraction) {
      fs.mkdirSync(outputDir, {recursive: true});
      const base = path.join(outputDir, `${spec.video}-${spec.scene}-${spec.theme}`);
      fs.writeFileSync(`${base}-actual.png`, actual);
      fs.writeFileSync(`${base}-diff.png`, result.diff);
    }
    expect(result.fraction, `${goldenPlace(spec)}: ${result.differing} of ${result.total} pixels differ (diff image in test/__output__/goldens)`)
      .toBeLessThanOrEqual(goldenTolerance.maxDifferingFraction);
  });
});

describe('the snapshot sees a changed letter and a label moved 2 px, on any Chromium', () => {
  // the first golden with a label (not the chapter title, not a caption): the fixtures change it in the page
  const labelled = () => {
    for (const spec of specs.filter((s) => s.theme === 'dark' && s.scene !== 'title')) {
      const label = readGoldenSnapshot(projectRoot, spec).texts.find((t) => t.id !== 'chapter' && !t.id.endsWith('-caption') && !t.id.startsWith('untracked:') && /[a-z]/.test(t.text));
      if (label !== undefined) return {spec, label};
    }
    throw new Error('no golden shows a label');
  };

  it('one letter of a label changed: the comparison fails naming the video, scene, beat, frame, text and string', async () => {
    const {spec, label} = labelled();
    const differences = compareWithGoldenSnapshot(projectRoot, spec, await snapshotNow(spec, (page) => page.evaluate((id) => {
      const el = document.querySelector(`[data-text-id="${CSS.escape(id)}"]`);
      const walker = document.createTreeWalker(el as Node, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
        const at = (n.textContent ?? '').search(/[a-z]/);
        if (at < 0) continue;
        const c = (n.textContent ?? '')[at];
        n.textContent = (n.textContent ?? '').slice(0, at) + (c === 'o' ? 'e' : 'o') + (n.textContent ?? '').slice(at + 1);
        return;
      }
    }, label.id)));
    const at = label.text.search(/[a-z]/);
    const changed = label.text.slice(0, at) + (label.text[at] === 'o' ? 'e' : 'o') + label.text.slice(at + 1);
    expect(differences).toContain(`${goldenPlace(spec)}: text "${label.id}": string "${label.text}" → "${changed}"`);
  });

  it('a label moved 2 px to the right: the comparison fails naming the text and its box', async () => {
    const {spec, label} = labelled();
    const differences = compareWithGoldenSnapshot(projectRoot, spec, await snapshotNow(spec, (page) => page.evaluate((id) => {
      (document.querySelector(`[data-text-id="${CSS.escape(id)}"]`) as HTMLElement).style.marginLeft = '2px';
    }, label.id)));
    expect(differences).toContain(`${goldenPlace(spec)}: text "${label.id}": box x ${label.box.x} → ${label.box.x + 2}`);
  });
});

describe('determinism', () => {
  it.each(videos.map((v) => [String(v.script.id)] as const))('%s: the same frame rendered twice gives identical pixels', async (id) => {
    const session = await browserSession();
    const spec = specs.find((s) => s.video === id && s.theme === 'dark' && s.scene !== 'title');
    if (spec === undefined) throw new Error(id);
    const first = await renderGolden(session, spec);
    const second = await renderGolden(session, spec);
    expect(second.equals(first)).toBe(true);
  });
});
