// The lint rules that keep provider calls out of transactions (eslint.config.js, issue #25): on the
// server a transaction opens only through src/server/db/transaction.ts (which marks it, so the
// outbound-call helper can refuse to run inside it), and an outside service is called only through
// http/provider-client.ts.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function errors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) =>
    ['no-restricted-syntax', 'no-restricted-globals'].includes(m.ruleId ?? ''),
  );
}

describe('provider calls lint rules', () => {
  it('refuses a transaction opened around the helpers, not the helpers themselves', async () => {
    const found = await errors(
      `
      import type { Database } from '../db/connect.js';
      export const run = (db: Database) => db.transaction().execute(async () => 1);
      export const later = (db: Database) => db.startTransaction().execute();
      `,
      'src/server/orders/example.ts',
    );
    expect(found).toHaveLength(2);
    expect(found[0].message).toContain('inTransaction');
    const allowed = await errors(
      `
      import type { Scope } from '../tenancy/scope.js';
      export const run = (scope: Scope) => scope.transaction(async () => 1);
      `,
      'src/server/orders/example.ts',
    );
    expect(allowed).toHaveLength(0);
  });

  it('refuses fetch on the server outside the outbound-call helper', async () => {
    const code = `export const get = () => fetch('https://api.example/');`;
    const found = await errors(code, 'src/server/orders/example.ts');
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain('callProvider');
    expect(await errors(code, 'src/server/http/provider-client.ts')).toHaveLength(0);
  });
});
