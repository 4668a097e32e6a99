// Which intermediary a store's payments go through, and with which credentials (opened from the secret
// box only here, never logged). Read in the short transaction that records a capture's intent, so the
// provider call after it needs no database at all.
import { providerTimeoutMs } from '../http/provider-client.js';
import { invalid } from '../http/errors.js';
import { isSealed, secretContext } from '../security/secret-box.js';
import type { Scope } from '../tenancy/scope.js';
import { openStoreKeys, PAGARME_API_KEY, PAGARME_V5_TOKEN, REDE_PV, REDE_TOKEN } from './credentials.js';
import type { GatewaySettings, Intermediary } from './gateways/types.js';

const open = (scope: Scope, value: string | null | undefined, table: string, column: string) =>
  value ? (isSealed(value) ? scope.secrets.open(value, secretContext(table, column)) : value) : null;

/**
 * The store's intermediary and credentials; sandbox for demo stores. Cielo's merchant id and key are
 * on the settings record; e.Rede's PV and token and Pagar.me's key are integration keys
 * (settings/payment-credentials.ts) — Pagar.me v5 uses the Hub's access token, the API key otherwise.
 */
export async function gatewaySettingsOf(scope: Scope, companyId: number): Promise<GatewaySettings> {
  const timeoutMs = providerTimeoutMs();
  const db = scope.forStore(companyId);
  const company = await db
    .selectFrom('company')
    .select('sandbox')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (company?.sandbox) return { intermediary: 'sandbox', credentials: {} };
  const receive = await db
    .selectFrom('receive_data')
    .select(['intermediary', 'merchant_id', 'merchant_key'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!receive) throw invalid({ payment_id: ['A loja não tem dados de recebimento cadastrados.'] });
  const intermediary = receive.intermediary as Intermediary;
  if (intermediary === 'pagarme' || intermediary === 'pagarmev5') {
    const order =
      intermediary === 'pagarmev5'
        ? [PAGARME_V5_TOKEN, PAGARME_API_KEY]
        : [PAGARME_API_KEY, PAGARME_V5_TOKEN];
    const stored = await openStoreKeys(scope, companyId, order);
    const secretKey = order.map((name) => stored.get(name)).find(Boolean) ?? null;
    return { intermediary, credentials: { secretKey }, timeoutMs };
  }
  if (intermediary === 'rede') {
    const stored = await openStoreKeys(scope, companyId, [REDE_PV, REDE_TOKEN]);
    return {
      intermediary,
      credentials: { merchantId: stored.get(REDE_PV) ?? null, merchantKey: stored.get(REDE_TOKEN) ?? null },
      timeoutMs,
    };
  }
  return {
    intermediary,
    credentials: {
      merchantId: receive.merchant_id,
      merchantKey: open(scope, receive.merchant_key, 'receive_data', 'merchant_key'),
    },
    timeoutMs,
  };
}
