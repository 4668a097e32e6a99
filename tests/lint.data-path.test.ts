// The lint rule of the panel's one data path (eslint.config.js): a screen that calls fetch, imports
// the API transport (apiPost, apiGet, sendCall) is an error
// with a message saying what to use; the transport files themselves, and the server, may.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

const SCREEN = 'src/admin/resources/products/Example.tsx';

async function dataPathErrors(code: string, filePath = SCREEN) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) =>
    ['no-restricted-globals', 'no-restricted-syntax', 'no-restricted-imports'].includes(m.ruleId ?? ''),
  );
}

describe('one data path lint rule', () => {
  it('refuses fetch in a component, however it is reached', async () => {
    const errors = await dataPathErrors(`
      export async function load() {
        await fetch('/api/product/index');
        await window.fetch('/api/product/index');
        return globalThis.fetch('/api/brand/index');
      }
    `);
    expect(errors).toHaveLength(3);
    expect(errors.every((e) => e.severity === 2)).toBe(true);
    expect(errors[0].message).toContain('Use o data provider');
  });

  it('refuses importing the transport from api.ts, not its helpers', async () => {
    const errors = await dataPathErrors(`
      import { apiPost, errorText } from '../../api';
      export const run = () => apiPost('/cep/lookup', {}).catch(errorText);
    `);
    expect(errors).toHaveLength(1);
    expect(errors[0].ruleId).toBe('no-restricted-imports');
    expect(errors[0].message).toContain('apiPost');
    expect(
      await dataPathErrors(`import { errorText } from '../../api';\nexport const t = errorText;`),
    ).toEqual([]);
  });

  it('lets the transport and the server call the network', async () => {
    const code = `export const get = () => fetch('/api/health');`;
    expect(await dataPathErrors(code, 'src/admin/api.ts')).toEqual([]);
    expect(await dataPathErrors(code, 'src/server/people/cep.ts')).toEqual([]);
  });
});
