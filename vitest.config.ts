import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Panel component tests (tests/panel/*.test.tsx) choose jsdom with a `@vitest-environment jsdom` comment.
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Migrates the template databases the API suites start from, once per run.
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each boot their own database (a copy of the template); two cores, so keep it to two at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
