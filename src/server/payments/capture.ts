// /payment/capture-payment and /payment/reject-payment. The order and the payment rows stay locked
// while the store's intermediary is asked, so a second click (or a second tab) waits and then finds
// the payment already captured: the intermediary is called once, with an idempotency key for its
// own retries. Credentials are opened from the secret box only here and never logged.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentActionResult } from '../../shared/calls/index.js';
import { parseId } from '../crud/records.js';
import { invalid, notFound } from '../http/errors.js';
import { isSealed, secretContext } from '../security/secret-box.js';
import type { Scope } from '../tenancy/scope.js';
import { PAYMENT_STATUS } from '../../shared/payment-status.js';
import { gatewayFor } from './gateways/index.js';
import type { GatewaySettings, Intermediary } from './gateways/types.js';
import { lockOrder, moveOrder } from '../orders/order-status.js';
import { openStoreKeys, PAGARME_API_KEY, PAGARME_V5_TOKEN, REDE_PV, REDE_TOKEN } from './credentials.js';

export type PaymentAction = 'capture' | 'reject';

export const CAPTURED = 'Atualização feita com Sucesso !!!';
export const REJECTED = 'Pagamento Recusado com Sucesso !!!';
export const NOT_ACTIONABLE =
  'O pagamento só pode ser capturado ou recusado com o pedido em "Pagamento em análise".';

export async function actOnPayment(
  scope: Scope,
  body: unknown,
  action: PaymentAction,
  log: FastifyBaseLogger,
): Promise<PaymentActionResult> {
  const buyId = parseId(body, 'buy_id');
  const paymentId = parseId(body, 'payment_id');
  const order = await lockOrder(scope.db, buyId);
  const payment = await scope.db
    .selectFrom('payment')
    .select(['id', 'tid', 'value', 'status_code'])
    .where('id', '=', paymentId)
    .where('buy_id', '=', order.id)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) throw notFound();

  // Already done (a second click that waited for the first): answer what happened, call no one.
  const done = action === 'capture' ? PAYMENT_STATUS.paid[0] : PAYMENT_STATUS.refused[0];
  if (payment.status_code === done)
    return {
      status: order.status,
      payment_status_code: done,
      message: action === 'capture' ? CAPTURED : REJECTED,
    };
  if (order.status !== 1 || (payment.status_code !== 0 && payment.status_code !== 1))
    throw invalid({ payment_id: [NOT_ACTIONABLE] }, NOT_ACTIONABLE);

  const gateway = gatewayFor(await settingsOf(scope, order.company_id));
  const call = { id: payment.id, tid: payment.tid ?? '', value: payment.value };
  const options = { idempotencyKey: `${action}-payment-${payment.id}` };
  const outcome =
    action === 'capture' ? await gateway.capture(call, options) : await gateway.cancel(call, options);
  if (!outcome.ok) {
    log.warn(
      {
        buy_id: order.id,
        payment_id: payment.id,
        intermediary: gateway.intermediary,
        reason: outcome.reason,
        code: outcome.providerCode,
      },
      `payment ${action} refused by the intermediary`,
    );
    return { status: order.status, payment_status_code: payment.status_code, message: outcome.message };
  }
  const [code, text] = action === 'capture' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.refused;
  await scope.db
    .updateTable('payment')
    .set({ status_code: code, status: text, updated_at: new Date() })
    .where('id', '=', payment.id)
    .execute();
  await moveOrder(scope.db, order, action === 'capture' ? 2 : 7, scope.user.id, {
    note: action === 'capture' ? 'Pagamento capturado pelo painel' : 'Pagamento recusado pelo painel',
    extra: { paid: action === 'capture' },
  });
  return {
    status: order.status,
    payment_status_code: code,
    message: action === 'capture' ? CAPTURED : REJECTED,
  };
}

const open = (scope: Scope, value: string | null | undefined, table: string, column: string) =>
  value ? (isSealed(value) ? scope.secrets.open(value, secretContext(table, column)) : value) : null;

/**
 * The store's intermediary and credentials; sandbox for demo stores. Cielo's merchant id and key are
 * on the settings record; e.Rede's PV and token and Pagar.me's key are integration keys
 * (settings/payment-credentials.ts) — Pagar.me v5 uses the Hub's access token, the API key otherwise.
 */
async function settingsOf(scope: Scope, companyId: number): Promise<GatewaySettings> {
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
    return { intermediary, credentials: { secretKey } };
  }
  if (intermediary === 'rede') {
    const stored = await openStoreKeys(scope, companyId, [REDE_PV, REDE_TOKEN]);
    return {
      intermediary,
      credentials: { merchantId: stored.get(REDE_PV) ?? null, merchantKey: stored.get(REDE_TOKEN) ?? null },
    };
  }
  return {
    intermediary,
    credentials: {
      merchantId: receive.merchant_id,
      merchantKey: open(scope, receive.merchant_key, 'receive_data', 'merchant_key'),
    },
  };
}
