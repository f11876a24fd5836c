import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The longest browser files start first (measured in CI: the audit of all three videos ~420 s,
 * the companion pages ~240 s, the goldens ~220 s, the watchdog ~180 s …). Vitest's own order on
 * a fresh clone (no timings cached yet) is by file size, which would start the 22-line audit
 * file last and leave one worker idle at the end. A stale list only costs time, never a test.
 */
const longestFirst = [
  'audit-all',
  'site',
  'goldens',
  'watchdog',
  'deterministic',
  'render-signals',
  'chunks',
  'workers',
];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = longestFirst.findIndex((name) => f.moduleId.endsWith(`/test/browser/${name}.test.ts`));
      return i < 0 ? longestFirst.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Unit and script tests run in parallel. Browser tests (test/browser) share one bundle (global
// setup); their files run on two workers, each with its own browser (test/browser/session.ts), so
// while one file waits (a stalled browser, a kill, a timeout) the other keeps the cores busy.
export default defineConfig({
  test: {
    // both projects share one pool of two workers (vitest wants one count for projects that run together)
    maxWorkers: 2,
    sequence: {sequencer: LongestFirst},
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**'],
          environment: 'node',
          // unit files run beside browser files on 2 cores: a child process or a mocked render can take
          // several seconds there (5 s, the default, failed two such tests in a loaded CI run)
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          isolate: false,
          // tests marked concurrent (goldens: one page each) run up to 4 at a time, so both cores work
          maxConcurrency: 4,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
