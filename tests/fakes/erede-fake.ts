// A local e.Rede: HTTP Basic PV:token, capture PUT /v1/transactions/{tid} {amount} → returnCode "00",
// refund POST /v1/transactions/{tid}/refunds {amount} → returnCode "359"; refusals are 4xx with
// {returnCode, returnMessage}. A query GET /v1/transactions?reference=… finds nothing (404, "78");
// GET /v1/transactions/{tid} answers the transaction as it stands (authorization status Approved, a
// capture once captured, Canceled once refunded).
import { basicHeader, isRecord, startJsonFake, type FakeOptions, type JsonFake } from './http-fake.js';

export const EREDE_FAKE_PV = '12345678';
export const EREDE_FAKE_TOKEN = 'fakeRedeToken0123456789abcdef';

/**
 * approve: "00" / "359" · pending: refund accepted for later, "360" · decline: 400 "357" (refund
 * greater than the amount) / "58" (capture unauthorised) · cancelled: 400 "355" Transaction already
 * cancelled · unauthorized: 401 · error: 503 · hang: never answers.
 */
export type ERedeOutcome =
  'approve' | 'pending' | 'decline' | 'cancelled' | 'unauthorized' | 'error' | 'hang';

export interface ERedeFake extends JsonFake {
  setOutcome(tid: string, outcome: ERedeOutcome): void;
}

export async function startERedeFake(
  pv = EREDE_FAKE_PV,
  token = EREDE_FAKE_TOKEN,
  options: FakeOptions = {},
): Promise<ERedeFake> {
  const outcomes = new Map<string, ERedeOutcome>();
  const states = new Map<string, 'captured' | 'refunded'>();
  const fake = await startJsonFake((req, send) => {
    if (req.headers.authorization !== basicHeader(pv, token)) return send(401);
    // A query by reference (how the panel's credential check asks): none of ours exists.
    if (req.method === 'GET' && /^\/v1\/transactions\?reference=[^&]+$/.test(req.path))
      return send(404, { returnCode: '78', returnMessage: 'Transaction does not exist.' });
    const query = /^\/v1\/transactions\/([^/?]+)$/.exec(req.path);
    if (req.method === 'GET' && query) {
      const tid = decodeURIComponent(query[1]);
      const state = outcomes.get(tid) === 'cancelled' ? 'refunded' : states.get(tid);
      return send(200, {
        requestDateTime: new Date().toISOString(),
        authorization: { tid, status: state === 'refunded' ? 'Canceled' : 'Approved' },
        ...(state === 'captured' ? { capture: { dateTime: new Date().toISOString(), nsu: '1' } } : {}),
        returnCode: '00',
      });
    }
    const m = /^\/v1\/transactions\/([^/?]+)(\/refunds)?$/.exec(req.path);
    const capture = req.method === 'PUT' && m && !m[2];
    const refund = req.method === 'POST' && m?.[2];
    if (!m || (!capture && !refund)) return send(404);
    if (!isRecord(req.body) || !Number.isInteger(req.body.amount))
      return send(400, { returnCode: '18', returnMessage: 'Amount: Invalid parameter format.' });
    const tid = decodeURIComponent(m[1]);
    const outcome = outcomes.get(tid) ?? 'approve';
    switch (outcome) {
      case 'hang':
        return;
      case 'unauthorized':
        return send(401);
      case 'error':
        return send(503);
      case 'decline':
        return send(
          400,
          capture
            ? { returnCode: '58', returnMessage: 'Unauthorized. Contact issuer.' }
            : { returnCode: '357', returnMessage: 'Sum of amount refunds greater than transaction amount.' },
        );
      case 'cancelled':
        return send(400, { returnCode: '355', returnMessage: 'Transaction already cancelled.' });
      case 'approve':
      case 'pending':
        states.set(tid, capture ? 'captured' : 'refunded');
        if (capture)
          return send(200, {
            reference: `pedido-${tid}`,
            tid,
            nsu: '123456789',
            authorizationCode: '654321',
            dateTime: new Date().toISOString(),
            returnCode: '00',
            returnMessage: 'Success.',
          });
        return send(outcome === 'pending' ? 202 : 200, {
          refundId: `refund-${tid}`,
          tid,
          nsu: '123456790',
          refundDateTime: new Date().toISOString(),
          returnCode: outcome === 'pending' ? '360' : '359',
          returnMessage: outcome === 'pending' ? 'Refund request has been successful.' : 'Refund successful.',
        });
    }
  }, options);
  return { ...fake, setOutcome: (tid, outcome) => void outcomes.set(tid, outcome) };
}
