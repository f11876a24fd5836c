import {defineConfig} from 'vitest/config';

// Unit and script tests run in parallel. Browser tests (test/browser) share one bundle (global
// setup); their files run on two workers, each with its own browser (test/browser/session.ts), so
// while one file waits (a stalled browser, a kill, a timeout) the other keeps the cores busy.
export default defineConfig({
  test: {
    // both projects share one pool of two workers (vitest wants one count for projects that run together)
    maxWorkers: 2,
    projects: [
      {test: {name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**'], environment: 'node'}},
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
