// A store keeps one payment exception per payment type, installments and rule: a spec that adds
// one removes it first, so a retry (or a second run on the same database) starts without it.
import { expect } from '@playwright/test';
import type { Api } from './api';

/** Deletes the store's payment exceptions of one payment type, installments and rule. */
export async function removeRules(api: Api, rule: Record<string, number>): Promise<void> {
  for (const r of await api.index('/receive-data-rule', { itens_per_page: 100 }))
    if (Object.entries(rule).every(([k, v]) => r[k] === v))
      expect((await api.post('/receive-data-rule/delete', { id: r.id })).status).toBe(200);
}
