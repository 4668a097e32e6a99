// Prints the OpenAPI document of the app as built from the current registry. Run by codegen in a
// child process, after registry.ts is written, so the document always matches the routes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import type { Database } from '../src/server/db/connect.js';

const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
// The document needs the routes only; no query runs, so no database is opened.
const app = await buildApp({ db: {} as Database, logLevel: 'silent', dataDir });
await app.ready();
process.stdout.write(JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
rmSync(dataDir, { recursive: true, force: true });
