// The two short transactions around a capture or rejection (capture.ts calls the intermediary between
// them, with no transaction and no row lock held). The first locks the order and the payment for a
// moment, checks the click, and writes the intent on the payment (payment.intent, intent_key,
// intent_at) before it commits; the second writes what the intermediary did and moves the order, or
// clears the intent, or leaves it for the next click to confirm when the outcome stayed unknown.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentActionResult } from '../../shared/calls/index.js';
import { PAYMENT_STATUS } from '../../shared/payment-status.js';
import { HttpError, invalid, notFound } from '../http/errors.js';
import { providerTimeoutMs } from '../http/provider-client.js';
import { lockOrder, moveOrder } from '../orders/order-status.js';
import type { Scope } from '../tenancy/scope.js';
import { gatewaySettingsOf } from './gateway-settings.js';
import type { GatewaySettings } from './gateways/types.js';

export type PaymentAction = 'capture' | 'reject';

export const CAPTURED = 'Atualização feita com Sucesso !!!';
export const REJECTED = 'Pagamento Recusado com Sucesso !!!';
export const NOT_ACTIONABLE =
  'O pagamento só pode ser capturado ou recusado com o pedido em "Pagamento em análise".';
/** A second click while the first still waits on the intermediary (409). */
export const IN_PROGRESS = 'Pagamento em processamento, aguarde.';
/** The intermediary did not say what happened (timeout, network) and its status could not be read. */
export const CONFIRMING =
  'O intermediador não respondeu a tempo e o resultado do pagamento está sendo confirmado. ' +
  'Tente de novo em instantes: o painel consulta o intermediador antes de qualquer nova cobrança.';

/**
 * How long a recorded intent counts as "a request is waiting on the intermediary for it": the
 * longest such a request can wait (a status question, the call, another status question) and a
 * margin. Past it (a process that died while waiting), the next click treats the outcome as unknown.
 */
export const inFlightMs = () => 3 * providerTimeoutMs() + 10_000;

export interface Claim {
  buyId: number;
  paymentId: number;
  companyId: number;
  tid: string;
  value: string;
  idempotencyKey: string;
  settings: GatewaySettings;
  /** An earlier intent whose outcome is unknown: the intermediary is asked about it first. */
  unconfirmed: PaymentAction | null;
}

const resultOf = (action: PaymentAction, orderStatus: number): PaymentActionResult => {
  const [code] = action === 'capture' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.refused;
  return {
    status: orderStatus as PaymentActionResult['status'],
    payment_status_code: code,
    message: action === 'capture' ? CAPTURED : REJECTED,
  };
};

/**
 * Transaction 1: the click checked (same answers as ever: 404, 422 'O pagamento só pode…') and the
 * intent written. Answers straight away when there is nothing to ask the intermediary: the payment
 * already captured/refused (a second click after the first finished).
 */
export async function claimPayment(
  tx: Scope,
  buyId: number,
  paymentId: number,
  action: PaymentAction,
): Promise<Claim | PaymentActionResult> {
  const order = await lockOrder(tx.db, buyId);
  const payment = await tx.db
    .selectFrom('payment')
    .select(['id', 'tid', 'value', 'status_code', 'intent', 'intent_at'])
    .where('id', '=', paymentId)
    .where('buy_id', '=', order.id)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) throw notFound();
  const done = action === 'capture' ? PAYMENT_STATUS.paid[0] : PAYMENT_STATUS.refused[0];
  if (payment.status_code === done && !payment.intent) return resultOf(action, order.status);
  const waiting = payment.intent_at && Date.now() - new Date(payment.intent_at).getTime() < inFlightMs();
  if (payment.intent && waiting) throw new HttpError(409, IN_PROGRESS);
  if (order.status !== 1 || (payment.status_code !== 0 && payment.status_code !== 1))
    throw invalid({ payment_id: [NOT_ACTIONABLE] }, NOT_ACTIONABLE);
  const settings = await gatewaySettingsOf(tx, order.company_id);
  // The same key for the same operation on the same payment, so a retry is never acted on twice.
  const idempotencyKey = `${action}-payment-${payment.id}`;
  await tx.db
    .updateTable('payment')
    .set({ intent: action, intent_key: idempotencyKey, intent_at: new Date() })
    .where('id', '=', payment.id)
    .execute();
  return {
    buyId: order.id,
    paymentId: payment.id,
    companyId: order.company_id,
    tid: payment.tid ?? '',
    value: payment.value,
    idempotencyKey,
    settings,
    unconfirmed: (payment.intent as PaymentAction | null) ?? null,
  };
}

/**
 * Transaction 2, the intermediary did it (or had done it before): the payment paid or refused, the
 * intent cleared, and the order moved out of "Pagamento em análise" (2 captured, 7 refused) when it
 * is still there — an order changed meanwhile keeps its status, the payment says what happened.
 */
export function recordDone(
  scope: Scope,
  claim: Claim,
  done: PaymentAction,
  log: FastifyBaseLogger,
): Promise<PaymentActionResult> {
  return scope.transaction(async (tx) => {
    const order = await lockOrder(tx.db, claim.buyId);
    const [code, text] = done === 'capture' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.refused;
    await tx.db
      .updateTable('payment')
      .set({
        status_code: code,
        status: text,
        intent: null,
        intent_key: null,
        intent_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', claim.paymentId)
      .execute();
    if (order.status === 1)
      await moveOrder(tx.db, order, done === 'capture' ? 2 : 7, tx.user.id, {
        note: done === 'capture' ? 'Pagamento capturado pelo painel' : 'Pagamento recusado pelo painel',
        extra: { paid: done === 'capture' },
      });
    else
      log.warn(
        { buy_id: order.id, payment_id: claim.paymentId, status: order.status, done },
        'payment settled on the intermediary after the order left "Pagamento em análise": order not moved',
      );
    return resultOf(done, order.status);
  });
}

/** Transaction 2, nothing happened (refused, credentials, unreachable with the charge untouched). */
export function clearIntent(scope: Scope, claim: Claim): Promise<void> {
  return scope.transaction(async (tx) => {
    await tx.db
      .updateTable('payment')
      .set({ intent: null, intent_key: null, intent_at: null })
      .where('id', '=', claim.paymentId)
      .where('intent_key', '=', claim.idempotencyKey)
      .execute();
  });
}

/**
 * Transaction 2, the outcome unknown: the intent stays (so the next click asks the intermediary before
 * charging again) and no request waits on it any more (intent_at empty: no 409 for the next click).
 */
export function leaveUnconfirmed(scope: Scope, claim: Claim): Promise<void> {
  return scope.transaction(async (tx) => {
    await tx.db
      .updateTable('payment')
      .set({ intent_at: null })
      .where('id', '=', claim.paymentId)
      .where('intent_key', '=', claim.idempotencyKey)
      .execute();
  });
}
