import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Panel component tests (tests/panel/*.test.tsx) choose jsdom with a `@vitest-environment jsdom` comment.
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each boot their own database; two cores, so keep it to two at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
