import {defineConfig} from 'vitest/config';

// Unit and script tests run in parallel; browser tests (test/browser) share one bundle and one
// browser, so they run in a single worker, one file after another.
export default defineConfig({
  test: {
    projects: [
      {test: {name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**'], environment: 'node'}},
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          fileParallelism: false,
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
