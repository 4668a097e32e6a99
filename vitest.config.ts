import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API suites that run once per database (`describe.each(backends)`, tests/helpers/app.ts, and
 * genericSuite): the postgres project runs only these. The others (pure functions, codegen, lint
 * rules, `backends.slice(0, 1)`) run once, in the pglite project.
 */
const perBackend = readdirSync('tests')
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => {
    const source = readFileSync(`tests/${file}`, 'utf8');
    return /describe\.each\(backends\)|genericSuite\(|fuzzSuite\(/.test(source);
  })
  .map((file) => `tests/${file}`);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As many suites at a time as the machine has cores: each API suite boots its own database (a
    // copy of the template), and the two databases are separate projects, so they run side by side.
    maxWorkers: availableParallelism(),
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/panel/**'],
          // Migrates the template database the API suites start from, once per run.
          globalSetup: ['tests/helpers/global-setup.ts'],
          env: { TEST_BACKEND: 'pglite' },
        },
      },
      // The same API suites again on PostgreSQL, when TEST_DATABASE_URL names a server.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: perBackend,
                globalSetup: ['tests/helpers/global-setup.ts'],
                env: { TEST_BACKEND: 'postgres' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          // Panel component tests choose jsdom with a `@vitest-environment jsdom` comment. They
          // leave no global state behind, so they share their workers' module cache (no isolation).
          name: 'panel',
          include: ['tests/panel/**/*.test.ts', 'tests/panel/**/*.test.tsx'],
          isolate: false,
        },
      },
    ],
  },
});
