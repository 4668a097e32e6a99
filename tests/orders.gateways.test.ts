// The payment intermediaries' clients (Pagar.me v5, Cielo, e.Rede, sandbox) and the Melhor Envio
// cart, each against a local fake speaking the provider's API (never the network): what is sent
// (paths, amounts in cents, auth and idempotency headers), and how every answer reads.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  gatewayFor,
  GATEWAY_CREDENTIALS,
  GATEWAY_UNAVAILABLE,
  type GatewayOutcome,
  type GatewaySettings,
} from '../src/server/payments/gateways/index.js';
import { uuidFromKey } from '../src/server/payments/gateways/http.js';
import {
  addToMelhorEnvioCart,
  MELHOR_ENVIO_USER_AGENT,
  sandboxMelhorEnvioCart,
  type MelhorEnvioCart,
} from '../src/server/orders/melhor-envio.js';
import {
  startCieloFake,
  CIELO_FAKE_MERCHANT_ID,
  CIELO_FAKE_MERCHANT_KEY,
  type CieloFake,
} from './fakes/cielo-fake.js';
import { startERedeFake, EREDE_FAKE_PV, EREDE_FAKE_TOKEN, type ERedeFake } from './fakes/erede-fake.js';
import { basicHeader, startJsonFake } from './fakes/http-fake.js';
import {
  MELHOR_ENVIO_FAKE_TOKEN,
  startMelhorEnvioFake,
  type MelhorEnvioFake,
} from './fakes/melhor-envio-fake.js';
import { PAGARME_FAKE_SECRET_KEY, startPagarmeFake, type PagarmeFake } from './fakes/pagarme-fake.js';

/** Nowhere to be reached: connections are refused at once. */
const DOWN = 'http://127.0.0.1:1';
const payment = (tid: string, value = '1234.56') => ({ id: 7, tid, value });
const opts = (key = `pay-7-${Math.random()}`) => ({ idempotencyKey: key });

/** Neither a secret nor a header built from it appears anywhere in what a client answers. */
function expectNoSecret(outcome: unknown, secrets: string[]) {
  const text = JSON.stringify(outcome);
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(secret).toString('base64').slice(0, 16));
  }
  // No request header either (a masked "Basic ***" is fine).
  expect(text).not.toMatch(/authorization|merchantkey|basic [a-z0-9+/=]{6,}|bearer [^*\s"]{6,}/i);
}

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Pagar.me v5', () => {
  let fake: PagarmeFake;
  let settings: GatewaySettings;
  const outcomes: GatewayOutcome[] = [];
  beforeAll(async () => {
    fake = await startPagarmeFake();
    settings = {
      intermediary: 'pagarmev5',
      credentials: { secretKey: PAGARME_FAKE_SECRET_KEY },
      baseUrl: fake.url,
    };
  });
  afterAll(async () => {
    for (const outcome of outcomes) expectNoSecret(outcome, [PAGARME_FAKE_SECRET_KEY]);
    await fake?.close();
  });
  const run = async (work: Promise<GatewayOutcome>) => {
    const outcome = await work;
    outcomes.push(outcome);
    return outcome;
  };

  it('captures with HTTP Basic (secret key, empty password), the amount in cents and an Idempotency-Key', async () => {
    const outcome = await run(gatewayFor(settings).capture(payment('ch_ok'), opts('capture-7')));
    expect(outcome).toMatchObject({ ok: true, providerStatus: 'paid' });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/core/v5/charges/ch_ok/capture');
    expect(req.body).toEqual({ amount: 123456 });
    expect(req.headers.authorization).toBe(basicHeader(PAGARME_FAKE_SECRET_KEY, ''));
    expect(req.headers['idempotency-key']).toBe('capture-7');
  });

  it('sends exact cents, never float arithmetic', async () => {
    const cases: [string, number][] = [
      ['1234.56', 123456],
      ['0.10', 10],
      ['129.9', 12990],
      ['0.29', 29],
      ['1.005', 101], // a third decimal rounds half up, as money.ts does
      ['90071992547409.91', 9007199254740991],
    ];
    for (const [value, cents] of cases) {
      await run(gatewayFor(settings).capture(payment(`ch_cents_${cents}`, value), opts()));
      expect(fake.requests.at(-1)!.body, value).toEqual({ amount: cents });
    }
  });

  it('cancels with DELETE on the charge', async () => {
    const outcome = await run(gatewayFor(settings).cancel(payment('ch_cancel'), opts()));
    expect(outcome).toMatchObject({ ok: true, providerStatus: 'canceled' });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path]).toEqual(['DELETE', '/core/v5/charges/ch_cancel']);
    expect(req.headers['idempotency-key']).toBeTruthy();
  });

  it('a retried call with the same key sends the same key and is acted on once', async () => {
    const gateway = gatewayFor(settings);
    const first = await run(gateway.capture(payment('ch_retry'), opts('capture-retry')));
    const second = await run(gateway.capture(payment('ch_retry'), opts('capture-retry')));
    expect(second).toEqual(first);
    const sent = fake.requests.filter((r) => r.path === '/core/v5/charges/ch_retry/capture');
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual(['capture-retry', 'capture-retry']);
    expect(fake.actions('ch_retry')).toBe(1);
  });

  it('asks a charge’s status with GET /core/v5/charges/{id}', async () => {
    const gateway = gatewayFor(settings);
    expect(await gateway.status!(payment('ch_status'))).toEqual({
      state: 'authorized',
      providerStatus: 'pending',
    });
    await run(gateway.capture(payment('ch_status'), opts()));
    expect(await gateway.status!(payment('ch_status'))).toEqual({
      state: 'captured',
      providerStatus: 'paid',
    });
    expect([fake.requests.at(-1)!.method, fake.requests.at(-1)!.path]).toEqual([
      'GET',
      '/core/v5/charges/ch_status',
    ]);
    expect(await gatewayFor({ ...settings, baseUrl: DOWN }).status!(payment('ch_status'))).toEqual({
      state: 'unknown',
    });
  });

  it('a refusal showing the charge already paid / canceled counts as done', async () => {
    const already = await startJsonFake((req, send) =>
      send(422, {
        id: 'ch_x',
        status: req.method === 'DELETE' ? 'canceled' : 'paid',
        message: 'Charge closed.',
      }),
    );
    try {
      const gateway = gatewayFor({ ...settings, baseUrl: already.url });
      expect(await run(gateway.capture(payment('ch_x'), opts()))).toMatchObject({ ok: true, already: true });
      expect(await run(gateway.cancel(payment('ch_x'), opts()))).toMatchObject({ ok: true, already: true });
    } finally {
      await already.close();
    }
  });

  it('a charge that is not paid / canceled is refused with the provider status and message', async () => {
    fake.setOutcome('ch_declined', 'decline');
    const outcome = await run(gatewayFor(settings).capture(payment('ch_declined'), opts()));
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'refused',
      providerStatus: 'failed',
      providerCode: '05',
    });
    expect(outcome.message).toMatch(/recusou.*failed.*Transação não autorizada/);
    fake.setOutcome('ch_invalid', 'invalid');
    const invalid = await run(gatewayFor(settings).cancel(payment('ch_invalid'), opts()));
    expect(invalid).toMatchObject({ ok: false, reason: 'refused' });
    expect(invalid.message).toContain('Charge can not be updated.');
  });

  it('bad or missing credentials: reason credentials, and no call without a key', async () => {
    const wrong = await run(
      gatewayFor({ ...settings, credentials: { secretKey: 'sk_test_wrong0000000000' } }).capture(
        payment('ch_1'),
        opts(),
      ),
    );
    expect(wrong).toEqual({ ok: false, reason: 'credentials', message: GATEWAY_CREDENTIALS });
    fake.setOutcome('ch_revoked', 'unauthorized');
    expect(await run(gatewayFor(settings).capture(payment('ch_revoked'), opts()))).toMatchObject({
      reason: 'credentials',
    });
    const before = fake.requests.length;
    for (const secretKey of [null, undefined, '', '  '])
      expect(
        await run(gatewayFor({ ...settings, credentials: { secretKey } }).capture(payment('ch_1'), opts())),
      ).toMatchObject({ ok: false, reason: 'credentials' });
    expect(fake.requests.length).toBe(before);
  });

  it('5xx, a hanging provider and a refused connection are unavailable', async () => {
    fake.setOutcome('ch_500', 'error');
    expect(await run(gatewayFor(settings).capture(payment('ch_500'), opts()))).toEqual({
      ok: false,
      reason: 'unavailable',
      message: GATEWAY_UNAVAILABLE,
    });
    fake.setOutcome('ch_hang', 'hang');
    const { result, ms } = await timed(
      gatewayFor({ ...settings, timeoutMs: 200 }).capture(payment('ch_hang'), opts()),
    );
    outcomes.push(result);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(ms).toBeLessThan(2000);
    expect(
      await run(gatewayFor({ ...settings, baseUrl: DOWN }).cancel(payment('ch_1'), opts())),
    ).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('the legacy name pagarme speaks v5 too; PAGARME_API_URL is read at call time', async () => {
    const gateway = gatewayFor({
      intermediary: 'pagarme',
      credentials: { secretKey: PAGARME_FAKE_SECRET_KEY },
    });
    expect(gateway.intermediary).toBe('pagarme');
    const previous = process.env.PAGARME_API_URL;
    process.env.PAGARME_API_URL = `${fake.url}/`;
    try {
      expect(await run(gateway.capture(payment('ch_legacy'), opts()))).toMatchObject({ ok: true });
      expect(fake.requests.at(-1)!.path).toBe('/core/v5/charges/ch_legacy/capture');
    } finally {
      if (previous === undefined) delete process.env.PAGARME_API_URL;
      else process.env.PAGARME_API_URL = previous;
    }
  });

  it('a payment without a valid amount is refused before any call', async () => {
    const before = fake.requests.length;
    for (const value of ['', 'abc', '0.00', '-5.00'])
      expect(await run(gatewayFor(settings).capture(payment('ch_1', value), opts()))).toMatchObject({
        ok: false,
        reason: 'refused',
      });
    expect(fake.requests.length).toBe(before);
  });
});

describe('a provider that echoes the secret back', () => {
  it('has it masked in the message', async () => {
    const echo = await startJsonFake((req, send) =>
      send(422, {
        message: `Invalid key ${PAGARME_FAKE_SECRET_KEY} (${req.headers.authorization})`,
        returnMessage: `token ${EREDE_FAKE_TOKEN} invalid`,
      }),
    );
    try {
      const pagarme = await gatewayFor({
        intermediary: 'pagarmev5',
        credentials: { secretKey: PAGARME_FAKE_SECRET_KEY },
        baseUrl: echo.url,
      }).capture(payment('ch_1'), opts());
      expect(pagarme).toMatchObject({ ok: false, reason: 'refused' });
      expect(pagarme.message).toContain('Invalid key ***');
      const rede = await gatewayFor({
        intermediary: 'rede',
        credentials: { merchantId: EREDE_FAKE_PV, merchantKey: EREDE_FAKE_TOKEN },
        baseUrl: echo.url,
      }).capture(payment('tid'), opts());
      expect(rede.message).toContain('token *** invalid');
      expectNoSecret(rede, [EREDE_FAKE_TOKEN]);
      // The Authorization header it echoed (base64 of the key) is masked as well.
      expect(pagarme.message).toContain('(Basic ***)');
      expectNoSecret(pagarme, [PAGARME_FAKE_SECRET_KEY, `${PAGARME_FAKE_SECRET_KEY}:`]);
    } finally {
      await echo.close();
    }
  });
});

describe('Cielo API 3.0', () => {
  let fake: CieloFake;
  let settings: GatewaySettings;
  const outcomes: GatewayOutcome[] = [];
  beforeAll(async () => {
    fake = await startCieloFake();
    settings = {
      intermediary: 'cielo',
      credentials: { merchantId: CIELO_FAKE_MERCHANT_ID, merchantKey: CIELO_FAKE_MERCHANT_KEY },
      baseUrl: fake.url,
      queryBaseUrl: fake.url,
    };
  });
  afterAll(async () => {
    for (const outcome of outcomes) expectNoSecret(outcome, [CIELO_FAKE_MERCHANT_KEY]);
    await fake?.close();
  });
  const run = async (work: Promise<GatewayOutcome>) => {
    const outcome = await work;
    outcomes.push(outcome);
    return outcome;
  };

  it('captures with PUT …/capture?amount= in cents, MerchantId/MerchantKey and a RequestId GUID', async () => {
    const outcome = await run(gatewayFor(settings).capture(payment('pay-1', '0.10'), opts('capture-pay-1')));
    expect(outcome).toMatchObject({ ok: true, providerStatus: 'PaymentConfirmed', providerCode: '6' });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path]).toEqual(['PUT', '/1/sales/pay-1/capture?amount=10']);
    expect(req.headers.merchantid).toBe(CIELO_FAKE_MERCHANT_ID);
    expect(req.headers.merchantkey).toBe(CIELO_FAKE_MERCHANT_KEY);
    expect(req.headers['content-type']).toMatch(/application\/json/);
    expect(req.headers.requestid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('the RequestId is the same for a retried call with the same key, and differs for another key', async () => {
    const gateway = gatewayFor(settings);
    await run(gateway.capture(payment('pay-2'), opts('same')));
    await run(gateway.capture(payment('pay-2'), opts('same')));
    await run(gateway.capture(payment('pay-2'), opts('other')));
    const ids = fake.requests.slice(-3).map((r) => r.headers.requestid);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[0]).toBe(uuidFromKey('same'));
    // A key that already is a GUID is sent as it is.
    const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await run(gateway.capture(payment('pay-2'), opts(guid)));
    expect(fake.requests.at(-1)!.headers.requestid).toBe(guid);
  });

  it('voids with PUT …/void?amount=; Status 10 is success', async () => {
    const outcome = await run(gatewayFor(settings).cancel(payment('pay-3', '1234.56'), opts()));
    expect(outcome).toMatchObject({ ok: true, providerStatus: 'Voided', providerCode: '9' });
    expect(fake.requests.at(-1)!.path).toBe('/1/sales/pay-3/void?amount=123456');
  });

  it('asks a sale’s status with GET /1/sales/{PaymentId} on the query API', async () => {
    const gateway = gatewayFor(settings);
    expect(await gateway.status!(payment('pay-status'))).toEqual({
      state: 'authorized',
      providerStatus: 'Authorized',
    });
    await run(gateway.capture(payment('pay-status'), opts()));
    expect(await gateway.status!(payment('pay-status'))).toEqual({
      state: 'captured',
      providerStatus: 'PaymentConfirmed',
    });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path, req.headers.merchantkey]).toEqual([
      'GET',
      '/1/sales/pay-status',
      CIELO_FAKE_MERCHANT_KEY,
    ]);
    expect(await gatewayFor({ ...settings, queryBaseUrl: DOWN }).status!(payment('pay-status'))).toEqual({
      state: 'unknown',
    });
  });

  it('a status other than the expected one, or a 400 error list, is refused with Cielo’s words', async () => {
    fake.setOutcome('pay-declined', 'decline');
    const declined = await run(gatewayFor(settings).capture(payment('pay-declined'), opts()));
    expect(declined).toMatchObject({
      ok: false,
      reason: 'refused',
      providerStatus: 'Authorized',
      providerCode: '57',
    });
    expect(declined.message).toContain('Card Expired');
    fake.setOutcome('pay-invalid', 'invalid');
    const invalid = await run(gatewayFor(settings).cancel(payment('pay-invalid'), opts()));
    expect(invalid).toMatchObject({ ok: false, reason: 'refused', providerCode: '309' });
    expect(invalid.message).toContain('Transaction not available to void');
  });

  it('bad or missing credentials: reason credentials, no call when one is missing', async () => {
    const wrong = await run(
      gatewayFor({
        ...settings,
        credentials: { merchantId: CIELO_FAKE_MERCHANT_ID, merchantKey: 'WRONGKEY000000000000' },
      }).capture(payment('pay-1'), opts()),
    );
    expect(wrong).toMatchObject({ ok: false, reason: 'credentials', message: GATEWAY_CREDENTIALS });
    const before = fake.requests.length;
    for (const credentials of [
      { merchantId: CIELO_FAKE_MERCHANT_ID },
      { merchantKey: CIELO_FAKE_MERCHANT_KEY },
      { merchantId: '', merchantKey: CIELO_FAKE_MERCHANT_KEY },
    ])
      expect(
        await run(gatewayFor({ ...settings, credentials }).capture(payment('pay-1'), opts())),
      ).toMatchObject({
        reason: 'credentials',
      });
    expect(fake.requests.length).toBe(before);
  });

  it('an unknown or blocked MerchantId (errors 114–116) reads as credentials', async () => {
    const cielo = await startJsonFake((_req, send) =>
      send(400, [{ Code: 115, Message: 'The provided MerchantId was not found' }]),
    );
    try {
      const outcome = await run(
        gatewayFor({ ...settings, baseUrl: cielo.url }).capture(payment('pay-1'), opts()),
      );
      expect(outcome).toMatchObject({ ok: false, reason: 'credentials' });
      expect(outcome.message).toContain('MerchantId was not found');
    } finally {
      await cielo.close();
    }
  });

  it('5xx, a hanging provider and a refused connection are unavailable', async () => {
    fake.setOutcome('pay-500', 'error');
    expect(await run(gatewayFor(settings).capture(payment('pay-500'), opts()))).toMatchObject({
      reason: 'unavailable',
    });
    fake.setOutcome('pay-hang', 'hang');
    const { result, ms } = await timed(
      gatewayFor({ ...settings, timeoutMs: 200 }).cancel(payment('pay-hang'), opts()),
    );
    outcomes.push(result);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', message: GATEWAY_UNAVAILABLE });
    expect(ms).toBeLessThan(2000);
    expect(
      await run(gatewayFor({ ...settings, baseUrl: DOWN }).capture(payment('pay-1'), opts())),
    ).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('CIELO_API_URL is read at call time', async () => {
    const gateway = gatewayFor({ ...settings, baseUrl: undefined });
    const previous = process.env.CIELO_API_URL;
    process.env.CIELO_API_URL = fake.url;
    try {
      expect(await run(gateway.capture(payment('pay-env'), opts()))).toMatchObject({ ok: true });
    } finally {
      if (previous === undefined) delete process.env.CIELO_API_URL;
      else process.env.CIELO_API_URL = previous;
    }
  });
});

describe('e.Rede', () => {
  let fake: ERedeFake;
  let settings: GatewaySettings;
  const outcomes: GatewayOutcome[] = [];
  beforeAll(async () => {
    fake = await startERedeFake();
    settings = {
      intermediary: 'rede',
      credentials: { merchantId: EREDE_FAKE_PV, merchantKey: EREDE_FAKE_TOKEN },
      baseUrl: fake.url,
    };
  });
  afterAll(async () => {
    for (const outcome of outcomes) expectNoSecret(outcome, [EREDE_FAKE_TOKEN]);
    await fake?.close();
  });
  const run = async (work: Promise<GatewayOutcome>) => {
    const outcome = await work;
    outcomes.push(outcome);
    return outcome;
  };

  it('captures with PUT /v1/transactions/{tid}, HTTP Basic PV:token and the amount in cents', async () => {
    const outcome = await run(gatewayFor(settings).capture(payment('tid-1', '1234.56'), opts()));
    expect(outcome).toMatchObject({ ok: true, providerCode: '00', message: 'Success.' });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path]).toEqual(['PUT', '/v1/transactions/tid-1']);
    expect(req.body).toEqual({ amount: 123456 });
    expect(req.headers.authorization).toBe(basicHeader(EREDE_FAKE_PV, EREDE_FAKE_TOKEN));
  });

  it('cancels with POST …/refunds {amount}; 359 and 360 are success', async () => {
    const done = await run(gatewayFor(settings).cancel(payment('tid-2', '0.10'), opts()));
    expect(done).toMatchObject({ ok: true, providerCode: '359' });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path, req.body]).toEqual([
      'POST',
      '/v1/transactions/tid-2/refunds',
      { amount: 10 },
    ]);
    fake.setOutcome('tid-later', 'pending');
    expect(await run(gatewayFor(settings).cancel(payment('tid-later'), opts()))).toMatchObject({
      ok: true,
      providerCode: '360',
    });
  });

  it('another returnCode is refused with the returnMessage', async () => {
    fake.setOutcome('tid-declined', 'decline');
    const outcome = await run(gatewayFor(settings).cancel(payment('tid-declined'), opts()));
    expect(outcome).toMatchObject({ ok: false, reason: 'refused', providerCode: '357' });
    expect(outcome.message).toContain('Sum of amount refunds greater than transaction amount.');
    // A 200 whose code is not the operation's success code is no success either.
    const odd = await startJsonFake((_req, send) =>
      send(200, { returnCode: '359', returnMessage: 'Refund successful.' }),
    );
    try {
      expect(
        await run(gatewayFor({ ...settings, baseUrl: odd.url }).capture(payment('tid-x'), opts())),
      ).toMatchObject({ ok: false, reason: 'refused', providerCode: '359' });
    } finally {
      await odd.close();
    }
  });

  it('"already cancelled" (355) on a cancel counts as done', async () => {
    fake.setOutcome('tid-cancelled', 'cancelled');
    const outcome = await run(gatewayFor(settings).cancel(payment('tid-cancelled'), opts()));
    expect(outcome).toMatchObject({ ok: true, already: true, providerCode: '355' });
  });

  it('asks a transaction’s status with GET /v1/transactions/{tid}', async () => {
    const gateway = gatewayFor(settings);
    expect(await gateway.status!(payment('tid-status'))).toMatchObject({ state: 'authorized' });
    await gateway.capture(payment('tid-status'), opts());
    expect(await gateway.status!(payment('tid-status'))).toMatchObject({ state: 'captured' });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path]).toEqual(['GET', '/v1/transactions/tid-status']);
    fake.setOutcome('tid-gone', 'cancelled');
    expect(await gateway.status!(payment('tid-gone'))).toMatchObject({ state: 'voided' });
    expect(await gatewayFor({ ...settings, baseUrl: DOWN }).status!(payment('tid-status'))).toEqual({
      state: 'unknown',
    });
  });

  it('bad or missing credentials: reason credentials, no call when PV or token is missing', async () => {
    expect(
      await run(
        gatewayFor({ ...settings, credentials: { merchantId: EREDE_FAKE_PV, merchantKey: 'nope' } }).capture(
          payment('tid-1'),
          opts(),
        ),
      ),
    ).toMatchObject({ ok: false, reason: 'credentials' });
    const before = fake.requests.length;
    for (const credentials of [{ merchantId: EREDE_FAKE_PV }, { merchantKey: EREDE_FAKE_TOKEN }, {}])
      expect(
        await run(gatewayFor({ ...settings, credentials }).cancel(payment('tid-1'), opts())),
      ).toMatchObject({
        reason: 'credentials',
      });
    expect(fake.requests.length).toBe(before);
  });

  it('5xx, a hanging provider and a refused connection are unavailable', async () => {
    fake.setOutcome('tid-503', 'error');
    expect(await run(gatewayFor(settings).capture(payment('tid-503'), opts()))).toMatchObject({
      reason: 'unavailable',
    });
    fake.setOutcome('tid-hang', 'hang');
    const { result, ms } = await timed(
      gatewayFor({ ...settings, timeoutMs: 200 }).capture(payment('tid-hang'), opts()),
    );
    outcomes.push(result);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(ms).toBeLessThan(2000);
    expect(
      await run(gatewayFor({ ...settings, baseUrl: DOWN }).capture(payment('tid-1'), opts())),
    ).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('EREDE_API_URL is read at call time (a base with a path, as production has /erede)', async () => {
    const gateway = gatewayFor({ ...settings, baseUrl: undefined });
    const previous = process.env.EREDE_API_URL;
    process.env.EREDE_API_URL = `${fake.url}/erede`;
    try {
      // The fake serves /v1 at its root, so the /erede prefix answers 404: refused, but it was called there.
      await run(gateway.capture(payment('tid-env'), opts()));
      expect(fake.requests.at(-1)!.path).toBe('/erede/v1/transactions/tid-env');
    } finally {
      if (previous === undefined) delete process.env.EREDE_API_URL;
      else process.env.EREDE_API_URL = previous;
    }
  });
});

describe('sandbox', () => {
  it('captures as Pago and cancels as Cancelado, without any network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const gateway = gatewayFor({ intermediary: 'sandbox', credentials: {} });
    expect(gateway.intermediary).toBe('sandbox');
    expect(await gateway.capture(payment('x'), opts())).toMatchObject({ ok: true, providerStatus: 'Pago' });
    expect(await gateway.cancel(payment('x'), opts())).toMatchObject({
      ok: true,
      providerStatus: 'Cancelado',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Melhor Envio cart', () => {
  let fake: MelhorEnvioFake;
  beforeAll(async () => {
    fake = await startMelhorEnvioFake();
  });
  afterAll(async () => {
    await fake?.close();
  });

  const cart = (): MelhorEnvioCart => ({
    service: 2,
    from: {
      name: 'Moda Viva',
      phone: '(11) 3333-4444',
      email: 'loja@modaviva.dev',
      company_document: '12.345.678/0001-95',
      address: 'Rua Augusta',
      number: '100',
      complement: 'Loja 2',
      district: 'Consolação',
      city: 'São Paulo',
      state_abbr: 'SP',
      postal_code: '01305-000',
    },
    to: {
      name: 'Ana Souza',
      phone: '(21) 9.8765-4321',
      email: 'ana@example.com',
      document: '123.456.789-09',
      address: 'Rua das Laranjeiras',
      number: '50',
      district: 'Laranjeiras',
      city: 'Rio de Janeiro',
      state_abbr: 'RJ',
      postal_code: '22240-003',
    },
    products: [
      { name: 'Vestido Floral', quantity: 2, unitary_value: '129.90' },
      { name: 'Cinto', quantity: 1, unitary_value: '0.10' },
    ],
    volumes: [{ height: 10, width: 20, length: 30, weight: 0.8 }],
    options: {
      insurance_value: '259.90',
      receipt: false,
      own_hand: false,
      non_commercial: true,
    },
  });

  it('posts the cart as their API documents it, with the bearer token and a User-Agent', async () => {
    const result = await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart(), { baseUrl: fake.url });
    expect(result).toEqual({ ok: true, id: fake.ids.at(-1) });
    const req = fake.requests.at(-1)!;
    expect([req.method, req.path]).toEqual(['POST', '/api/v2/me/cart']);
    expect(req.headers.authorization).toBe(`Bearer ${MELHOR_ENVIO_FAKE_TOKEN}`);
    expect(req.headers['user-agent']).toBe(MELHOR_ENVIO_USER_AGENT);
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(req.body).toEqual({
      service: 2,
      from: {
        name: 'Moda Viva',
        phone: '1133334444',
        email: 'loja@modaviva.dev',
        company_document: '12345678000195',
        address: 'Rua Augusta',
        number: '100',
        complement: 'Loja 2',
        district: 'Consolação',
        city: 'São Paulo',
        state_abbr: 'SP',
        country_id: 'BR',
        postal_code: '01305000',
      },
      to: {
        name: 'Ana Souza',
        phone: '21987654321',
        email: 'ana@example.com',
        document: '12345678909',
        address: 'Rua das Laranjeiras',
        number: '50',
        district: 'Laranjeiras',
        city: 'Rio de Janeiro',
        state_abbr: 'RJ',
        country_id: 'BR',
        postal_code: '22240003',
      },
      products: [
        { name: 'Vestido Floral', quantity: 2, unitary_value: 129.9 },
        { name: 'Cinto', quantity: 1, unitary_value: 0.1 },
      ],
      volumes: [{ height: 10, width: 20, length: 30, weight: 0.8 }],
      options: { insurance_value: 259.9, receipt: false, own_hand: false, non_commercial: true },
    });
  });

  it('sends the invoice key when there is one', async () => {
    const withInvoice = cart();
    withInvoice.options.invoice = { key: '35240112345678000195550010000001231000001234' };
    expect(
      await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, withInvoice, { baseUrl: fake.url }),
    ).toMatchObject({
      ok: true,
    });
    expect((fake.requests.at(-1)!.body as { options: unknown }).options).toMatchObject({
      invoice: { key: '35240112345678000195550010000001231000001234' },
    });
  });

  it('surfaces their 422 field errors', async () => {
    const missing = cart();
    missing.to.postal_code = '';
    const result = await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, missing, { baseUrl: fake.url });
    expect(result).toMatchObject({
      ok: false,
      reason: 'refused',
      errors: { 'to.postal_code': [expect.any(String)] },
    });
    expect(result.ok === false && result.message).toMatch(/recusou.*The given data was invalid/);
    fake.setOutcome('invalid');
    try {
      const refused = await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart(), { baseUrl: fake.url });
      expect(refused).toMatchObject({
        ok: false,
        reason: 'refused',
        errors: { 'to.postal_code': ['O CEP de destino não é atendido.'] },
      });
    } finally {
      fake.setOutcome('approve');
    }
  });

  it('an amount that is not one is refused before any call', async () => {
    const bad = cart();
    bad.products[1].unitary_value = '12,345';
    bad.options.insurance_value = 'abc';
    const before = fake.requests.length;
    const result = await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, bad, { baseUrl: fake.url });
    expect(result).toMatchObject({
      ok: false,
      reason: 'refused',
      errors: {
        'products.1.unitary_value': [expect.any(String)],
        'options.insurance_value': [expect.any(String)],
      },
    });
    expect(fake.requests.length).toBe(before);
  });

  it('a bad or missing token: reason credentials, no call without a token, the token never echoed', async () => {
    const wrong = await addToMelhorEnvioCart('not-the-token', cart(), { baseUrl: fake.url });
    expect(wrong).toMatchObject({ ok: false, reason: 'credentials' });
    expectNoSecret(wrong, ['not-the-token']);
    const before = fake.requests.length;
    expect(await addToMelhorEnvioCart('', cart(), { baseUrl: fake.url })).toMatchObject({
      reason: 'credentials',
    });
    expect(fake.requests.length).toBe(before);
    const echo = await startJsonFake((req, send) =>
      send(422, {
        message: `bad ${req.headers.authorization}`,
        errors: { token: [`${MELHOR_ENVIO_FAKE_TOKEN} expirou`] },
      }),
    );
    try {
      const echoed = await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart(), { baseUrl: echo.url });
      expect(echoed).toMatchObject({ ok: false, reason: 'refused', errors: { token: ['*** expirou'] } });
      expect(JSON.stringify(echoed)).not.toContain(MELHOR_ENVIO_FAKE_TOKEN);
    } finally {
      await echo.close();
    }
  });

  it('5xx, a hanging service and a refused connection are unavailable', async () => {
    fake.setOutcome('error');
    try {
      expect(
        await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart(), { baseUrl: fake.url }),
      ).toMatchObject({
        ok: false,
        reason: 'unavailable',
      });
      fake.setOutcome('hang');
      const { result, ms } = await timed(
        addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart(), { baseUrl: fake.url, timeoutMs: 200 }),
      );
      expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
      expect(ms).toBeLessThan(2000);
    } finally {
      fake.setOutcome('approve');
    }
    expect(await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart(), { baseUrl: DOWN })).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('MELHOR_ENVIO_API_URL is read at call time', async () => {
    const previous = process.env.MELHOR_ENVIO_API_URL;
    process.env.MELHOR_ENVIO_API_URL = fake.url;
    try {
      expect(await addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, cart())).toMatchObject({ ok: true });
    } finally {
      if (previous === undefined) delete process.env.MELHOR_ENVIO_API_URL;
      else process.env.MELHOR_ENVIO_API_URL = previous;
    }
  });

  it('the sandbox variant answers ok with a new id, without any network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const first = await sandboxMelhorEnvioCart(cart());
    const second = await sandboxMelhorEnvioCart();
    expect(first).toMatchObject({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second.ok && first.ok && second.id !== first.id).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
