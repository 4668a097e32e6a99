// A local Pagar.me v5 (core/v5 charges): HTTP Basic with the secret key and an empty password,
// POST /core/v5/charges/{id}/capture {amount} and DELETE /core/v5/charges/{id}, each answering the
// charge; GET /core/v5/charges/{id} answers the charge as it stands (pending until captured or
// cancelled); GET /core/v5/customers answers an empty page. Like Pagar.me, a repeated Idempotency-Key
// gets the first answer again, not a second action.
import { basicHeader, isRecord, startJsonFake, type FakeOptions, type JsonFake } from './http-fake.js';

export const PAGARME_FAKE_SECRET_KEY = 'sk_test_fakePagarmeSecret0123456789';

/**
 * approve: charge paid / canceled · decline: 200 with the charge failed (acquirer refused) ·
 * invalid: 422 {message, errors} · unauthorized: 401 · error: 500 · hang: never answers ·
 * captured: the charge was already paid elsewhere (a capture is refused with 422, its status says
 * paid) · lost: the action is done but its answer never comes · silent: like lost, and the status
 * query never answers either.
 */
export type PagarmeOutcome =
  'approve' | 'decline' | 'invalid' | 'unauthorized' | 'error' | 'hang' | 'captured' | 'lost' | 'silent';

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
  const states = new Map<string, string>();
  const stateOf = (id: string) => states.get(id) ?? (outcomes.get(id) === 'captured' ? 'paid' : 'pending');
  const fake = await startJsonFake((req, send) => {
    if (req.headers.authorization !== basicHeader(secretKey, ''))
      return send(401, { message: 'Authorization has been denied for this request.' });
    // One page of customers (how the panel's credential check asks): this account has none.
    if (req.method === 'GET' && /^\/core\/v5\/customers(\?|$)/.test(req.path))
      return send(200, { data: [], paging: { total: 0 } });
    const m = /^\/core\/v5\/charges\/([^/?]+)(\/capture)?$/.exec(req.path);
    // The charge as it stands.
    if (req.method === 'GET' && m && !m[2]) {
      const id = decodeURIComponent(m[1]);
      if (outcomes.get(id) === 'silent') return;
      return send(200, { id, code: `code_${id}`, status: stateOf(id) });
    }
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
    if (outcome === 'lost' || outcome === 'silent') {
      acted.set(id, (acted.get(id) ?? 0) + 1);
      states.set(id, capture ? 'paid' : 'canceled');
      return;
    }
    if (outcome === 'captured' && capture && stateOf(id) === 'paid')
      return send(422, { message: 'This charge can not be captured. Status: paid.' });
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
      const ok = outcome === 'approve' || outcome === 'captured';
      if (ok) states.set(id, capture ? 'paid' : 'canceled');
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
