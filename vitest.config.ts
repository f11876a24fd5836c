import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The longest files start first, so that the two workers finish together (longest processing time
 * first). Order from session 48's whole-suite run on 2 cores (seconds): the audit of all three videos
 * 304, the companion pages 242, determinism 179, the watchdog 171, goldens 140, workers 132, render
 * signals 126, loops about 105 (210 before it stopped encoding its video ranges), then the 25-65 s
 * browser files and the four unit files that spawn processes (no-browser, the Remotion CLI
 * refusals, scene ends, script ids). Vitest's own order on a fresh clone
 * (no timings cached yet) is by file size, which would start the 24-line audit file last and leave
 * one worker idle at the end. A stale list only costs time, never a test. (Starting the watchdog,
 * which mostly waits, beside the audit was tried: both slowed by about a minute, 969 s against 916.)
 */
const longestFirst = [
  'browser/audit-all',
  'browser/site',
  'browser/deterministic',
  'browser/watchdog',
  'browser/goldens',
  'browser/workers',
  'browser/render-signals',
  'browser/loops',
  'browser/pipeline',
  'browser/chunks',
  'browser/holds',
  'browser/segments',
  'browser/damaged-cache',
  'cli/no-browser',
  'browser/title-stills',
  'cli/remotion-cli-refuses',
  'browser/boundaries',
  'visual/scene-end',
  'script/script-ids',
  'browser/studio',
];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = longestFirst.findIndex((name) => f.moduleId.endsWith(`/test/${name}.test.ts`));
      return i < 0 ? longestFirst.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Unit files that mock modules, spy or stub the environment: each keeps its own module graph. */
const mocking = [
  'test/render/render-preflight.test.ts',
  'test/render/render-options.test.ts',
  'test/render/render-publish.test.ts',
  'test/cli/storyboard-options.test.ts',
];
// unit files run beside browser files on 2 cores: a child process or a mocked render can take
// several seconds there (5 s, the default, failed two such tests in a loaded CI run)
const unitTimeouts = {testTimeout: 30_000};

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
          exclude: ['test/browser/**', ...mocking],
          environment: 'node',
          // one module graph per worker, not one per file: importing the scripts, the model and the
          // renderer again for each of some 80 files cost more than their tests (86 s of imports for
          // 46 s of tests, one worker). These files set no env, timers or mocks (those are below).
          isolate: false,
          ...unitTimeouts,
        },
      },
      {
        test: {
          name: 'unit-mocks',
          include: mocking,
          environment: 'node',
          ...unitTimeouts,
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
