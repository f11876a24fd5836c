// `npm run check` prints its errors last, after the passing videos' tables, and says first how many failed.
import {describe, expect, it} from 'vitest';
import {graceBlackwell} from '../../compositions/grace-blackwell/index';
import {insideTheSm} from '../../compositions/inside-the-sm/index';
import {checkReport} from '../../src/cli/check-report';
import type {VideoInput} from '../../src/script/schema';
import {checkDefinition} from '../../src/timeline/resolve-video';

/** grace-blackwell with one label referencing a key that does not exist. */
function broken() {
  const script = structuredClone(graceBlackwell.script) as unknown as {
    scenes: {beats: {labels?: {text: string}[]}[]}[];
  };
  const labelled = script.scenes.flatMap((s) => s.beats).find((b) => (b.labels ?? []).length > 0);
  labelled!.labels![0]!.text = 'Link · {nvlink5}';
  return checkDefinition({...graceBlackwell, script: script as unknown as VideoInput});
}

describe('npm run check: errors last, count first', () => {
  const results = [broken(), checkDefinition(insideTheSm)];

  it('says on its first line how many scripts failed, and ends with the error block', () => {
    const out = checkReport(results);
    expect(out[0]).toBe('✖ 1 of 2 scripts have errors: grace-blackwell (1 error) — listed last');
    expect(out.length).toBeGreaterThan(40); // the passing video's tables
    expect(out.slice(-2)).toEqual([
      'errors (1 error in 1 script)',
      expect.stringMatching(
        /^ {2}grace-blackwell: scenes\[\d+\]\.beats\[\d+\]\.labels\[0\]\.text: \{nvlink5\} is a group, not a quantity: use one of \{nvlink5\.linksPerGpu\}, .*\(rule: references resolve\)$/,
      ),
    ]);
    expect(out.findIndex((l) => l.startsWith('✔ inside-the-sm'))).toBeLessThan(
      out.indexOf('errors (1 error in 1 script)'),
    );
  });

  it('--quiet prints the errors only, and one line when every script passes', () => {
    const quiet = checkReport(results, true);
    expect(quiet).toHaveLength(2);
    expect(quiet[0]).toBe('✖ 1 of 2 scripts have errors: grace-blackwell (1 error)');
    expect(checkReport([checkDefinition(insideTheSm), checkDefinition(graceBlackwell)], true)).toEqual([
      '✔ all 2 scripts pass',
    ]);
  });
});
