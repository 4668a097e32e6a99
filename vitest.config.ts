import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const sources = readdirSync('tests')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => ({ path: `tests/${file}`, source: readFileSync(`tests/${file}`, 'utf8') }));

/**
 * The API suites that run once per database (`describe.each(backends)`, tests/helpers/app.ts, and
 * genericSuite): the postgres project runs only these. The others (pure functions, codegen, lint
 * rules, `backends.slice(0, 1)`) run once, in the pglite project.
 */
const perBackend = sources
  .filter(({ source }) => /describe\.each\(backends\)|genericSuite\(|fuzzSuite\(/.test(source))
  .map(({ path }) => path);

/**
 * Suites that swap a module (vi.mock) or set what a module reads when first imported (vi.hoisted):
 * they get modules of their own. Every other suite shares its worker's module cache (isolate: false),
 * which saves importing the server once per file (about 140 s of a run's 175 s of imports).
 */
const ownModules = sources
  .filter(({ source }) => /\bvi\.(mock|hoisted)\(/.test(source))
  .map(({ path }) => path);

/** A database's project, in two: the suites sharing their worker's modules, and the others. */
function apiProjects(name: 'pglite' | 'postgres', suites: string[]) {
  const test = {
    // Migrates the template database the API suites start from, once per run.
    globalSetup: ['tests/helpers/global-setup.ts'],
    env: { TEST_BACKEND: name },
  };
  return [
    {
      extends: true as const,
      test: {
        ...test,
        name,
        include: suites.filter((p) => !ownModules.includes(p)),
        isolate: false,
        // Password hashes at scrypt's lowest cost: at the real one they took half the project's
        // time. Not in the isolated suites: one of them counts scrypt runs through a vi.mock of
        // node:crypto, which a setup file importing the hashing module first would get around.
        setupFiles: ['tests/helpers/cheap-hashes.ts'],
      },
    },
    {
      extends: true as const,
      test: { ...test, name: `${name}-isolated`, include: suites.filter((p) => ownModules.includes(p)) },
    },
  ];
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As many suites at a time as the machine has cores: each API suite boots its own database (a
    // copy of the template), and the two databases are separate projects, so they run side by side.
    maxWorkers: availableParallelism(),
    fileParallelism: true,
    projects: [
      ...apiProjects(
        'pglite',
        sources.map(({ path }) => path),
      ),
      // The same API suites again on PostgreSQL, when TEST_DATABASE_URL names a server.
      ...(process.env.TEST_DATABASE_URL ? apiProjects('postgres', perBackend) : []),
      {
        extends: true,
        test: {
          // Panel component tests choose jsdom with a `@vitest-environment jsdom` comment. They
          // leave no global state behind, so they share their workers' module cache (no isolation).
          // Three setup files make jsdom and React's development build cheaper without changing what
          // a test sees: a label index, no owner stacks, and no styles left by earlier files (each
          // file says why).
          name: 'panel',
          include: ['tests/panel/**/*.test.ts', 'tests/panel/**/*.test.tsx'],
          isolate: false,
          // As Playwright's retries on CI: a user-event race on a loaded, slower CI machine (a key
          // pressed before a toast opened) failed a whole run twice; a retried test is still
          // reported, and one that fails twice fails the run.
          retry: process.env.CI ? 1 : 0,
          setupFiles: [
            'tests/helpers/jsdom-label-index.ts',
            'tests/helpers/react-owner-stacks.ts',
            'tests/helpers/jsdom-emotion-per-file.ts',
          ],
        },
      },
    ],
  },
});
