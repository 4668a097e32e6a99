// A local Pagar.me v5 (core/v5 charges): HTTP Basic with the secret key and an empty password,
// POST /core/v5/charges/{id}/capture {amount} and DELETE /core/v5/charges/{id}, each answering the
// charge; GET /core/v5/customers answers an empty page. Like Pagar.me, a repeated Idempotency-Key
// gets the first answer again, not a second action.
import { basicHeader, isRecord, startJsonFake, type FakeOptions, type JsonFake } from './http-fake.js';

export const PAGARME_FAKE_SECRET_KEY = 'sk_test_fakePagarmeSecret0123456789';

/**
 * approve: charge paid / canceled · decline: 200 with the charge failed (acquirer refused) ·
 * invalid: 422 {message, errors} · unauthorized: 401 · error: 500 · hang: never answers.
 */
export type PagarmeOutcome = 'approve' | 'decline' | 'invalid' | 'unauthorized' | 'error' | 'hang';

export interface PagarmeFake extends JsonFake {
  setOutcome(chargeId: string, outcome: PagarmeOutcome): void;
  /** How many times a charge was really acted on (idempotent replays not counted). */
  actions(chargeId: string): number;
}

export async function startPagarmeFake(
  secretKey = PAGARME_FAKE_SECRET_KEY,
  options: FakeOptions = {},
): Promise<PagarmeFake> {
  const outcomes = new Map<string, PagarmeOutcome>();
  const acted = new Map<string, number>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const fake = await startJsonFake((req, send) => {
    if (req.headers.authorization !== basicHeader(secretKey, ''))
      return send(401, { message: 'Authorization has been denied for this request.' });
    // One page of customers (how the panel's credential check asks): this account has none.
    if (req.method === 'GET' && /^\/core\/v5\/customers(\?|$)/.test(req.path))
      return send(200, { data: [], paging: { total: 0 } });
    const m = /^\/core\/v5\/charges\/([^/?]+)(\/capture)?$/.exec(req.path);
    const capture = req.method === 'POST' && m?.[2];
    const cancel = req.method === 'DELETE' && m && !m[2];
    if (!m || (!capture && !cancel))
      return send(404, { message: 'No HTTP resource was found that matches the request URI.' });
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? replies.get(key) : undefined;
    if (replay) return send(replay.status, replay.body);
    const id = decodeURIComponent(m[1]);
    const outcome = outcomes.get(id) ?? 'approve';
    if (outcome === 'hang') return;
    const amount = isRecord(req.body) && typeof req.body.amount === 'number' ? req.body.amount : 0;
    let status = 200;
    let body: unknown;
    if (outcome === 'unauthorized')
      [status, body] = [401, { message: 'Authorization has been denied for this request.' }];
    else if (outcome === 'error') [status, body] = [500, { message: 'An error has occurred.' }];
    else if (outcome === 'invalid')
      [status, body] = [
        422,
        { message: 'The request is invalid.', errors: { charge: ['Charge can not be updated.'] } },
      ];
    else {
      acted.set(id, (acted.get(id) ?? 0) + 1);
      const ok = outcome === 'approve';
      body = {
        id,
        code: `code_${id}`,
        amount,
        status: ok ? (capture ? 'paid' : 'canceled') : 'failed',
        last_transaction: {
          status: ok ? (capture ? 'captured' : 'voided') : 'with_error',
          success: ok,
          acquirer_return_code: ok ? '00' : '05',
          acquirer_message: ok ? 'Transação aprovada com sucesso' : 'Transação não autorizada',
        },
      };
    }
    if (typeof key === 'string') replies.set(key, { status, body });
    send(status, body);
  }, options);
  return {
    ...fake,
    setOutcome: (chargeId, outcome) => void outcomes.set(chargeId, outcome),
    actions: (chargeId) => acted.get(chargeId) ?? 0,
  };
}
