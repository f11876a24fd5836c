import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {compareWithGolden, goldenSpecs, goldenTolerance, majorVersion, readGoldenBrowser, renderGolden} from '../../src/render/goldens';
import {projectRoot} from '../../src/render/render-session';
import {browserSession} from './session';

const specs = goldenSpecs(videos);
const outputDir = path.join(projectRoot, 'test/__output__/goldens');

function currentBrowser(executable: string | null): string {
  return executable === null ? 'chrome-headless-shell (Remotion)' : execFileSync(executable, ['--version']).toString().trim();
}

describe('golden stills: one per scene per video per theme', () => {
  it('every scene of every video has a golden in each theme', () => {
    const missing = specs.filter((s) => !fs.existsSync(path.join(projectRoot, s.file))).map((s) => s.file);
    expect(missing, 'run `npm run goldens:update` to make them').toEqual([]);
  });

  it.each(specs.map((s) => [`${s.video}/${s.scene} ${s.theme}`, s] as const))('%s matches its golden', async (_, spec) => {
    const session = await browserSession();
    const recorded = readGoldenBrowser(projectRoot);
    const now = currentBrowser(session.choice.browserExecutable);
    const sameMajor = majorVersion(recorded) === majorVersion(now);
    const tolerance = sameMajor ? goldenTolerance.sameBrowser : goldenTolerance.otherBrowser;
    if (!sameMajor) console.warn(`goldens were made with ${recorded}; comparing with ${now} at the looser tolerance`);
    const actual = await renderGolden(session, spec);
    const result = compareWithGolden(actual, fs.readFileSync(path.join(projectRoot, spec.file)), tolerance.threshold);
    if (result.fraction > tolerance.maxDifferingFraction) {
      fs.mkdirSync(outputDir, {recursive: true});
      const base = path.join(outputDir, `${spec.video}-${spec.scene}-${spec.theme}`);
      fs.writeFileSync(`${base}-actual.png`, actual);
      fs.writeFileSync(`${base}-diff.png`, result.diff);
    }
    expect(result.fraction, `${result.differing} of ${result.total} pixels differ (diff image in test/__output__/goldens)`).toBeLessThanOrEqual(tolerance.maxDifferingFraction);
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
