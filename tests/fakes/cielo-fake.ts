// A local Cielo API 3.0: MerchantId/MerchantKey headers, PUT /1/sales/{PaymentId}/capture?amount= and
// PUT /1/sales/{PaymentId}/void?amount=, answering the payment's Status with ReturnCode/ReturnMessage,
// or 400 with [{Code, Message}]; GET /1/sales/{PaymentId} (the query API, same fake) answers the sale
// with Payment.Status as it stands (1 until captured or voided).
import { startJsonFake, type FakeOptions, type JsonFake } from './http-fake.js';

export const CIELO_FAKE_MERCHANT_ID = '4b6e1c2a-9f3d-4e8a-b1c5-7d2f0a9e6b31';
export const CIELO_FAKE_MERCHANT_KEY = 'FAKECIELOMERCHANTKEY0123456789ABCDEFGHIJ';

/**
 * approve: Status 2 (capture) / 10 (void) · decline: 200 with the status unchanged and a refusal
 * ReturnCode · invalid: 400 [{Code: 308/309, Message}] · unauthorized: 401 · error: 500 · hang ·
 * captured: already captured elsewhere (a capture gets 308, the query says Status 2).
 */
export type CieloOutcome = 'approve' | 'decline' | 'invalid' | 'unauthorized' | 'error' | 'hang' | 'captured';

export interface CieloFake extends JsonFake {
  setOutcome(paymentId: string, outcome: CieloOutcome): void;
}

export async function startCieloFake(
  merchantId = CIELO_FAKE_MERCHANT_ID,
  merchantKey = CIELO_FAKE_MERCHANT_KEY,
  options: FakeOptions = {},
): Promise<CieloFake> {
  const outcomes = new Map<string, CieloOutcome>();
  const states = new Map<string, number>();
  const stateOf = (id: string) => states.get(id) ?? (outcomes.get(id) === 'captured' ? 2 : 1);
  const fake = await startJsonFake((req, send) => {
    // Cielo refuses a request whose MerchantId or MerchantKey does not match a store.
    if (req.headers.merchantid !== merchantId || req.headers.merchantkey !== merchantKey) return send(401);
    const query = /^\/1\/sales\/([^/?]+)$/.exec(req.path);
    if (req.method === 'GET' && query) {
      const id = decodeURIComponent(query[1]);
      return send(200, { MerchantOrderId: `pedido-${id}`, Payment: { PaymentId: id, Status: stateOf(id) } });
    }
    const m = /^\/1\/sales\/([^/?]+)\/(capture|void)(?:\?amount=(\d+))?$/.exec(req.path);
    if (req.method !== 'PUT' || !m) return send(404);
    const [, rawId, operation] = m;
    const id = decodeURIComponent(rawId);
    const outcome = outcomes.get(id) ?? 'approve';
    const capture = operation === 'capture';
    switch (outcome) {
      case 'captured':
        return send(400, [
          capture
            ? { Code: 308, Message: 'Transaction not available to capture' }
            : { Code: 309, Message: 'Transaction not available to void' },
        ]);
      case 'hang':
        return;
      case 'unauthorized':
        return send(401);
      case 'error':
        return send(500, { Message: 'An error has occurred.' });
      case 'invalid':
        return send(400, [
          capture
            ? { Code: 308, Message: 'Transaction not available to capture' }
            : { Code: 309, Message: 'Transaction not available to void' },
        ]);
      case 'decline':
        return send(200, {
          Status: capture ? 1 : 2,
          ReasonCode: 7,
          ReasonMessage: 'Denied',
          ReturnCode: '57',
          ReturnMessage: 'Card Expired',
          Links: [],
        });
      case 'approve':
        states.set(id, capture ? 2 : 10);
        return send(200, {
          Status: capture ? 2 : 10,
          ReasonCode: 0,
          ReasonMessage: 'Successful',
          ProviderReturnCode: capture ? '6' : '9',
          ProviderReturnMessage: 'Operation Successful',
          ReturnCode: capture ? '6' : '9',
          ReturnMessage: 'Operation Successful',
          Links: [],
        });
    }
  }, options);
  return { ...fake, setOutcome: (paymentId, outcome) => void outcomes.set(paymentId, outcome) };
}
