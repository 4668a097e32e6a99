import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each boot their own database; two cores, so keep it to two at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
