import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // better-sqlite3 is a native addon; separate processes keep each test file's database handles apart.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // Test files share a worker's loaded modules instead of importing the app again for each file
    // (a third of the suite's time). Safe because nothing keeps state at module level (per-instance
    // state lives in each app's deps) and no test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    globalSetup: ['./test/helpers/global-setup.ts'],
  },
});
