// Capture, reject and Melhor Envio through the real clients, against local fakes speaking each
// provider's API: a store that is not a sandbox, with its credentials saved (sealed) through the API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';
import { MELHOR_ENVIO_FAKE_TOKEN, type MelhorEnvioFake } from './fakes/melhor-envio-fake.js';
import { PAGARME_FAKE_SECRET_KEY, type PagarmeFake } from './fakes/pagarme-fake.js';
import { providerStore, type ProviderStore } from './helpers/provider-store.js';

describe.each(backends)('orders with real provider clients on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let pagarme: PagarmeFake;
  let melhorEnvio: MelhorEnvioFake;
  let providers: ProviderStore;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    providers = await providerStore(t, w, 'ch_test');
    ({ pagarme, melhorEnvio } = providers);
  });
  afterAll(async () => {
    await providers?.close();
    await t?.close();
  });
  beforeEach(() => {
    pagarme.requests.length = 0;
    melhorEnvio.requests.length = 0;
  });

  const newOrder = (status?: number) => providers.newOrder(status);
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('buy').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe('Pagar.me v5', () => {
    it('captures the charge in cents with the store’s sealed key and an idempotency key', async () => {
      const { id, paymentId, tid } = await newOrder();
      const res = await t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA);
      expect(res.json()).toEqual({
        status: 2,
        payment_status_code: 2,
        message: 'Atualização feita com Sucesso !!!',
      });
      expect(pagarme.requests).toHaveLength(1);
      const [call] = pagarme.requests;
      expect(call).toMatchObject({
        method: 'POST',
        path: `/core/v5/charges/${tid}/capture`,
        body: { amount: 14990 },
      });
      expect(call.headers['idempotency-key']).toBe(`capture-payment-${paymentId}`);
      const stored = await t.db
        .selectFrom('integration_key')
        .select('value')
        .where('key_name', '=', 'pagarmev5_access_token')
        .executeTakeFirstOrThrow();
      expect(stored.value).not.toContain(PAGARME_FAKE_SECRET_KEY);
    });

    it('calls the provider once when the capture is clicked twice at once', async () => {
      const { id, paymentId, tid } = await newOrder();
      const answers = await Promise.all([
        t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA),
        t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA),
      ]);
      // The second either finds it captured or, sent while the first waits on Pagar.me, a 409.
      for (const a of answers)
        if (a.statusCode === 409) expect(a.json().message).toBe('Pagamento em processamento, aguarde.');
        else expect(a.json().status).toBe(2);
      expect(pagarme.actions(tid)).toBe(1);
      expect(pagarme.requests).toHaveLength(1);
    });

    it('cancels the charge on reject', async () => {
      const { id, paymentId, tid } = await newOrder();
      const res = await t.post('/payment/reject-payment', { buy_id: id, payment_id: paymentId }, w.userA);
      expect(res.json()).toMatchObject({ status: 7, message: 'Pagamento Recusado com Sucesso !!!' });
      expect(pagarme.requests[0]).toMatchObject({ method: 'DELETE', path: `/core/v5/charges/${tid}` });
    });

    it.each(['decline', 'error', 'unauthorized'] as const)(
      'leaves the order in analysis when the provider answers %s, with no secret in the answer',
      async (outcome) => {
        const { id, paymentId, tid } = await newOrder();
        pagarme.setOutcome(tid, outcome);
        const res = await t.post('/payment/capture-payment', { buy_id: id, payment_id: paymentId }, w.userA);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.status).toBe(1);
        expect(body.payment_status_code).toBe(1);
        expect(body.message).toEqual(expect.any(String));
        expect(res.body).not.toContain(PAGARME_FAKE_SECRET_KEY);
        expect(await statusOf(id)).toBe(1);
        const history = await t.db
          .selectFrom('buy_status_history')
          .select('id')
          .where('buy_id', '=', id)
          .execute();
        expect(history).toHaveLength(0);
      },
    );
  });

  describe('/order/delivery/add-buy-in-melhor-envio', () => {
    const form = {
      height: 10,
      width: 20,
      length: 30,
      weight: 0.5,
      insurance_value: '149,90',
      own_hand: true,
      non_commercial: false,
      receipt: true,
    };

    it('adds the shipment to the store’s cart with its token', async () => {
      const { id } = await newOrder(2);
      const res = await t.post(
        '/order/delivery/add-buy-in-melhor-envio',
        { buy_id: id, ...form, shipping: 'default' },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        message: 'Seu Pedido Foi enviado p/ o Melhor Envio',
        id: melhorEnvio.ids.at(-1),
      });
      const [call] = melhorEnvio.requests;
      expect(call.headers.authorization).toBe(`Bearer ${MELHOR_ENVIO_FAKE_TOKEN}`);
      expect(call.body).toMatchObject({
        service: 2,
        from: {
          name: 'Loja A',
          company_document: '11222333000181',
          postal_code: '01310100',
          state_abbr: 'SP',
        },
        to: { name: 'Ana Souza', document: '52998224725', postal_code: '13010000', city: 'Campinas' },
        products: [{ name: 'Vestido', quantity: 1, unitary_value: 129.9 }],
        volumes: [{ height: 10, width: 20, length: 30, weight: 0.5 }],
        options: { insurance_value: 149.9, own_hand: true, receipt: true, non_commercial: false },
      });
      const stored = await t.db
        .selectFrom('buy')
        .select('delivery_source')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.delivery_source).toBe('Melhor Envio');
    });

    it('passes Melhor Envio’s field errors on as a 422', async () => {
      const { id } = await newOrder(2);
      melhorEnvio.setOutcome('invalid');
      try {
        const res = await t.post('/order/delivery/add-buy-in-melhor-envio', { buy_id: id, ...form }, w.userA);
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
        expect(res.body).not.toContain(MELHOR_ENVIO_FAKE_TOKEN);
      } finally {
        melhorEnvio.setOutcome('approve');
      }
    });

    it('answers 502 when Melhor Envio is down', async () => {
      const { id } = await newOrder(2);
      melhorEnvio.setOutcome('error');
      try {
        const res = await t.post('/order/delivery/add-buy-in-melhor-envio', { buy_id: id, ...form }, w.userA);
        expect(res.statusCode).toBe(502);
      } finally {
        melhorEnvio.setOutcome('approve');
      }
    });

    it('checks the form before calling anyone', async () => {
      const { id } = await newOrder(2);
      const cases: [Record<string, unknown>, string][] = [
        [{ height: 0 }, 'height'],
        [{ weight: -1 }, 'weight'],
        [{ insurance_value: 'abc' }, 'insurance_value'],
        [{ document_fiscal_number: '123' }, 'document_fiscal_number'],
        [{ shipping: 'expresso' }, 'shipping'],
      ];
      for (const [change, field] of cases) {
        const res = await t.post(
          '/order/delivery/add-buy-in-melhor-envio',
          { buy_id: id, ...form, ...change },
          w.userA,
        );
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([field]);
      }
      const missing = await t.post('/order/delivery/add-buy-in-melhor-envio', { buy_id: id }, w.userA);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['height', 'length', 'weight', 'width']);
      expect(melhorEnvio.requests).toHaveLength(0);
    });

    it('asks for the token when the store has none, and keeps other stores out', async () => {
      const buy = await t.db
        .insertInto('buy')
        .values({ company_id: w.storeB, status: 2, people_name: 'B', cep: '01001000' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await t.post(
        '/order/delivery/add-buy-in-melhor-envio',
        { buy_id: buy.id, ...form },
        w.userB,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Cadastre o token do Melhor Envio nas configurações de entrega.');
      const foreign = await t.post(
        '/order/delivery/add-buy-in-melhor-envio',
        { buy_id: buy.id, ...form },
        w.userA,
      );
      expect(foreign.statusCode).toBe(404);
      expect(melhorEnvio.requests).toHaveLength(0);
    });
  });
});
