// vitest globalSetup: migrates the template databases the API suites start from, once per run and
// before any worker starts (so no two suites race to build one), and drops this run's PostgreSQL
// template at the end. See db-template.ts. Each vitest project runs it for its own database.
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dropPostgresDatabase, pgliteTemplate, templateKey } from './db-template.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const key = templateKey();
  // One vitest project per database (vitest.config.ts): each migrates only its own template.
  const only = project.config.env?.TEST_BACKEND;
  const serverUrl = only === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.allSettled([
    only === 'postgres' ? Promise.resolve(undefined) : pgliteTemplate(key),
    serverUrl ? createPostgresTemplate(serverUrl, key) : Promise.resolve(undefined),
  ]);
  const dropPostgres = async () => {
    if (serverUrl && postgres.status === 'fulfilled' && postgres.value)
      await dropPostgresDatabase(serverUrl, postgres.value);
  };
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await dropPostgres();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('dbTemplates', { pglite: pglite.value, postgres: postgres.value });
  return dropPostgres;
}
