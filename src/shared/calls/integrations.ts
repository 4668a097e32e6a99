// The integration keys' own call (server: src/server/settings/integration-keys.ts): a store's key
// for one service, found by key_name (the panel does not hold its id). Save, update and delete are
// the generic /integration-key-value calls. A key is never answered back: only {set, last4}.
import type { IntegrationKey } from '../../generated/types.js';
import { defineCall } from './define.js';

/** What an answer carries instead of a stored credential. */
export interface SecretHint {
  set: true;
  /** The last 4 characters; null when the value is too short to give any away. */
  last4: string | null;
}

export type IntegrationKeyRow = Omit<IntegrationKey, 'value'> & { value: SecretHint };

export interface IntegrationKeyQuery {
  /** The service; or `id`, a key's own id. */
  key_name?: string;
  id?: number;
  /** Admins: the store. Ignored for store users (their own). */
  company_id?: number;
}

export const integrationKeyShow = defineCall<IntegrationKeyQuery, IntegrationKeyRow>(
  '/integration-key-value/show',
);
