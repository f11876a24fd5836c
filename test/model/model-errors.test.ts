// A model rule broken in a data file: one line naming the model path, the rule and where it is written.
// Each fixture in test/model/fixtures/ is a small data file that breaks one rule on import, as a
// careless edit of src/model/data/*.ts would; the line is what `npm run check`, `npm run render`
// and the Remotion CLI print (src/cli/load-videos.ts).
import {describe, expect, it} from 'vitest';
import {loadErrorLine} from '../../src/cli/load-videos';
import {entryAt} from '../../src/cli/locate-model-error';

/** The one line a broken fixture gives when imported. */
async function lineOf(fixture: string): Promise<string> {
  try {
    await import(`./fixtures/${fixture}.ts`);
  } catch (error) {
    return loadErrorLine(error);
  }
  return 'accepted';
}

describe('a model rule broken in a data file names its model path and rule, in one line', () => {
  it('a bandwidth without a convention (rule only inside a ZodError dump before)', async () => {
    expect(await lineOf('bandwidth-without-convention')).toBe(
      'model: links.nvlink5.perLink.convention: a bandwidth needs a convention: each-way, both-ways, aggregate or unstated (rule: conventions) — test/model/fixtures/bandwidth-without-convention.ts:5',
    );
  });

  it('a ratio of each-way over both-ways (a bare ConventionError before)', async () => {
    expect(await lineOf('ratio-across-conventions')).toBe(
      'model: links.c2c.vsPcie: cannot compare each-way with both-ways (rule: conventions) — test/model/fixtures/ratio-across-conventions.ts:11',
    );
  });

  it('a unit typo GB/S', async () => {
    expect(await lineOf('unit-typo')).toBe(
      'model: links.nvlink5.perLink.unit: unit "GB/S" is not a bandwidth unit (allowed: "GB/s", "TB/s", "Gb/s") (rule: units) — test/model/fixtures/unit-typo.ts:7',
    );
  });

  it('a negative bandwidth', async () => {
    expect(await lineOf('negative-bandwidth')).toBe(
      'model: links.c2c.bothWays.value: a quantity is positive, got -900000000000 (rule: positive quantities) — test/model/fixtures/negative-bandwidth.ts:5',
    );
  });

  it('a count that is not whole', async () => {
    expect(await lineOf('fractional-count')).toBe(
      'model: links.nvlink5.linksPerGpu.value: a count is a whole number, got 17.5 (rule: whole counts) — test/model/fixtures/fractional-count.ts:6',
    );
  });

  it('a zero count only a derivation uses is named by its constant', async () => {
    expect(await lineOf('zero-count')).toBe(
      'model: const lanes: value: a quantity is positive, got 0 (rule: positive quantities) — test/model/fixtures/zero-count.ts:6',
    );
  });
});

describe('entryAt: the model key written at a line', () => {
  const source = [
    'const perLink = make(1);',
    'const unused = make(2);',
    'export const links = {',
    "  'nvlink5.perLink': perLink,",
    "  'c2c.vsPcie': ratio(a, b),",
    '};',
  ].join('\n');
  it('a key on the line, a constant exported under a key, a constant no key exports, nothing', () => {
    expect(entryAt(source, 5)).toBe('links.c2c.vsPcie');
    expect(entryAt(source, 1)).toBe('links.nvlink5.perLink');
    expect(entryAt(source, 2)).toBe('const unused');
    expect(entryAt(source, 6)).toBeUndefined();
  });
});
