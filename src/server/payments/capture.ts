// /payment/capture-payment and /payment/reject-payment. No transaction and no row lock is held while
// the store's intermediary answers (it may take seconds): a short transaction records the intent on
// the payment (payment-intent.ts), the intermediary is called with none open, and a second short
// transaction records what it did. A second click while the first waits answers 409 'Pagamento em
// processamento, aguarde.' (chosen over waiting: it ties up nothing and the panel shows the message),
// so the intermediary is called once; the idempotency key covers its own retries.
//
// An answer that never came (timeout, network error, 5xx) or a refusal is followed by a question about
// the charge's status: captured or voided there counts as done ("already captured" is a success), still
// authorised means nothing happened. When even that cannot be read, the intent stays recorded and the
// answer says the result is being confirmed: the next click asks the status before anything is retried.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentActionResult } from '../../shared/calls/index.js';
import { parseId } from '../crud/records.js';
import type { Scope } from '../tenancy/scope.js';
import { gatewayFor } from './gateways/index.js';
import type { ChargeState, GatewayOutcome, GatewayPayment, PaymentGateway } from './gateways/types.js';
import { GATEWAY_REFUSED } from './gateways/http.js';
import {
  claimPayment,
  clearIntent,
  CONFIRMING,
  leaveUnconfirmed,
  type PaymentAction,
  recordDone,
} from './payment-intent.js';

export { CAPTURED, IN_PROGRESS, CONFIRMING, NOT_ACTIONABLE, REJECTED } from './payment-intent.js';
export type { PaymentAction } from './payment-intent.js';

/** What a charge's state says was done to it, if anything. */
const doneBy = (state: ChargeState): PaymentAction | null =>
  state === 'captured' ? 'capture' : state === 'voided' ? 'reject' : null;

export async function actOnPayment(
  scope: Scope,
  body: unknown,
  action: PaymentAction,
  log: FastifyBaseLogger,
): Promise<PaymentActionResult> {
  const buyId = parseId(body, 'buy_id');
  const paymentId = parseId(body, 'payment_id');
  const claim = await scope.transaction((tx) => claimPayment(tx, buyId, paymentId, action));
  if (!('settings' in claim)) return claim;

  const gateway = gatewayFor(claim.settings);
  const payment: GatewayPayment = { id: claim.paymentId, tid: claim.tid, value: claim.value };
  const context = { buy_id: claim.buyId, payment_id: claim.paymentId, intermediary: gateway.intermediary };
  /** Nothing recorded: the order and the payment as they stand, and why. */
  const stillOpen = async (message: string, pending = false): Promise<PaymentActionResult> => {
    const current = await scope.db
      .selectFrom('payment')
      .innerJoin('buy', (join) =>
        join.onRef('buy.id', '=', 'payment.buy_id').onRef('buy.company_id', '=', 'payment.company_id'),
      )
      .select(['buy.status', 'payment.status_code'])
      .where('payment.id', '=', claim.paymentId)
      .executeTakeFirstOrThrow();
    return {
      status: current.status as PaymentActionResult['status'],
      payment_status_code: current.status_code,
      message,
      ...(pending ? { pending: true } : {}),
    };
  };
  const unconfirmed = async () => {
    await leaveUnconfirmed(scope, claim);
    log.warn(context, `payment ${action}: outcome unknown, left to be confirmed`);
    return stillOpen(CONFIRMING, true);
  };

  try {
    // An earlier click's outcome never came: what happened then decides, before anything is tried again.
    if (claim.unconfirmed && gateway.status) {
      const earlier = await statusOf(gateway, payment);
      const done = doneBy(earlier);
      if (done) return await recordDone(scope, claim, done, log);
      if (earlier === 'unknown') return await unconfirmed();
      if (earlier === 'other') {
        await clearIntent(scope, claim);
        return await stillOpen(GATEWAY_REFUSED);
      }
      // 'authorized': the earlier call did nothing; this click's goes ahead.
    }

    const options = { idempotencyKey: claim.idempotencyKey };
    const outcome: GatewayOutcome =
      action === 'capture' ? await gateway.capture(payment, options) : await gateway.cancel(payment, options);
    if (outcome.ok) {
      if (outcome.already) log.info(context, `payment ${action}: already done on the intermediary`);
      return await recordDone(scope, claim, action, log);
    }
    if (outcome.reason !== 'credentials') {
      // Lost answer or refusal: the charge's status tells whether it is done after all.
      const state = await statusOf(gateway, payment);
      const done = doneBy(state);
      if (done) {
        log.info({ ...context, reason: outcome.reason }, `payment ${action}: done per the charge's status`);
        return await recordDone(scope, claim, done, log);
      }
      if (outcome.reason === 'unavailable' && state === 'unknown' && gateway.status)
        return await unconfirmed();
    }
    log.warn(
      { ...context, reason: outcome.reason, code: outcome.providerCode },
      `payment ${action} refused by the intermediary`,
    );
    await clearIntent(scope, claim);
    return await stillOpen(outcome.message);
  } catch (error) {
    // A failure of ours after the intent was written: whether the intermediary acted is not known, so
    // the intent stays for the next click to confirm (never a second charge on a guess).
    await leaveUnconfirmed(scope, claim).catch(() => undefined);
    throw error;
  }
}

/** The charge's state on the intermediary; 'unknown' when it has no status query. */
async function statusOf(gateway: PaymentGateway, payment: GatewayPayment): Promise<ChargeState> {
  if (!gateway.status) return 'unknown';
  return (await gateway.status(payment)).state;
}
