// No transaction or row lock is held while a provider answers (issue 25, item 8): capture, reject and
// Melhor Envio against fakes that wait for as long as the test wants (a held request, released by the
// test: no timer decides anything), the intent recorded on the payment, a second click meanwhile, a
// provider saying "already captured", an answer lost to a timeout, and the outbound-call helper
// refusing to run inside a transaction.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  DEFAULT_POOL_SIZE,
  readConfig,
} from '../src/server/config.js';
import { connect } from '../src/server/db/connect.js';
import { auditedTransaction, inTransaction } from '../src/server/db/transaction.js';
import { callProvider, PROVIDER_IN_TRANSACTION } from '../src/server/http/provider-client.js';
import { addToMelhorEnvioCart } from '../src/server/orders/melhor-envio.js';
import { lookupCep } from '../src/server/people/cep.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';
import { MELHOR_ENVIO_FAKE_TOKEN, type MelhorEnvioFake } from './fakes/melhor-envio-fake.js';
import type { PagarmeFake } from './fakes/pagarme-fake.js';
import { providerStore, type ProviderStore } from './helpers/provider-store.js';

const IN_PROGRESS = 'Pagamento em processamento, aguarde.';
const CAPTURED = 'Atualização feita com Sucesso !!!';

describe.each(backends)('provider calls hold no transaction on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let pagarme: PagarmeFake;
  let melhorEnvio: MelhorEnvioFake;
  let seq = 0;
  let providers: ProviderStore;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    providers = await providerStore(t, w, `ch_nolock_${backend.name}`);
    ({ pagarme, melhorEnvio } = providers);
  });
  afterAll(async () => {
    await providers?.close();
    await t?.close();
  });
  afterEach(() => {
    delete process.env.PROVIDER_TIMEOUT_MS;
  });

  const newOrder = (status?: number) => providers.newOrder(status);
  const capture = (o: { id: number; paymentId: number }) =>
    t.post('/payment/capture-payment', { buy_id: o.id, payment_id: o.paymentId }, w.userA);
  const paymentOf = (id: number) =>
    t.db
      .selectFrom('payment')
      .select(['status_code', 'intent', 'intent_key', 'intent_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const orderStatus = async (id: number) =>
    (await t.db.selectFrom('buy').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const historyOf = (id: number) =>
    t.db
      .selectFrom('buy_status_history')
      .select(['from_status', 'status'])
      .where('buy_id', '=', id)
      .execute();
  /** Requests about one charge, as "METHOD path". */
  const callsAbout = (tid: string) =>
    pagarme.requests.filter((r) => r.path.includes(tid)).map((r) => `${r.method} ${r.path}`);

  it('another store’s calls answer while a capture waits on its provider, and the capture then completes', async () => {
    const order = await newOrder();
    const held = pagarme.hold();
    let captureDone = false;
    const pending = capture(order).then((res) => {
      captureDone = true;
      return res;
    });
    await held.arrived;
    // The intent is committed before the provider is asked, with its idempotency key.
    expect(await paymentOf(order.paymentId)).toMatchObject({
      status_code: 1,
      intent: 'capture',
      intent_key: `capture-payment-${order.paymentId}`,
      intent_at: expect.anything(),
    });
    // Another store reads and writes while the provider still has the capture.
    const list = await t.post('/product/index', {}, w.userB);
    expect(list.statusCode).toBe(200);
    const brand = await t.post('/brand/save', { name: `Marca ${++seq}` }, w.userB);
    expect([200, 201]).toContain(brand.statusCode);
    // The same store too, on the very order being captured (no row lock held).
    const detail = await t.post('/order/getOrdersDetail', { buy_id: order.id }, w.userA);
    expect(detail.statusCode).toBe(200);
    if (backend.name === 'postgres') {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(t.db);
      expect(rows[0].n).toBe(0);
    }
    expect(captureDone).toBe(false);
    held.release();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 2, payment_status_code: 2, message: CAPTURED });
    expect(await paymentOf(order.paymentId)).toMatchObject({
      status_code: 2,
      intent: null,
      intent_key: null,
    });
    expect(await historyOf(order.id)).toEqual([{ from_status: 1, status: 2 }]);
  });

  it('a second click while the first waits answers 409 and the provider is called once', async () => {
    const order = await newOrder();
    const held = pagarme.hold();
    const first = capture(order);
    await held.arrived;
    const second = await capture(order);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(IN_PROGRESS);
    const reject = await t.post(
      '/payment/reject-payment',
      { buy_id: order.id, payment_id: order.paymentId },
      w.userA,
    );
    expect(reject.statusCode).toBe(409);
    held.release();
    expect((await first).json()).toMatchObject({ status: 2, payment_status_code: 2 });
    // Once it is done, another click answers what happened without calling anyone.
    expect((await capture(order)).json()).toMatchObject({ status: 2, message: CAPTURED });
    expect(pagarme.actions(order.tid)).toBe(1);
    expect(callsAbout(order.tid)).toEqual([`POST /core/v5/charges/${order.tid}/capture`]);
  });

  it('two captures sent at once call the provider once: both captured, or one 409', async () => {
    const order = await newOrder();
    const answers = await Promise.all([capture(order), capture(order)]);
    for (const a of answers)
      if (a.statusCode === 409) expect(a.json().message).toBe(IN_PROGRESS);
      else expect([a.statusCode, a.json().status]).toEqual([200, 2]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(pagarme.actions(order.tid)).toBe(1);
    expect(await paymentOf(order.paymentId)).toMatchObject({ status_code: 2, intent: null });
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('a provider answering "already captured" counts as a success', async () => {
    const order = await newOrder();
    pagarme.setOutcome(order.tid, 'captured');
    const res = await capture(order);
    expect(res.json()).toEqual({ status: 2, payment_status_code: 2, message: CAPTURED });
    expect(await orderStatus(order.id)).toBe(2);
    expect(pagarme.actions(order.tid)).toBe(0);
    expect(callsAbout(order.tid)).toEqual([
      `POST /core/v5/charges/${order.tid}/capture`,
      `GET /core/v5/charges/${order.tid}`,
    ]);
  });

  it('an answer lost to a timeout: the charge’s status is asked and decides, nothing is retried', async () => {
    process.env.PROVIDER_TIMEOUT_MS = '1000';
    const order = await newOrder();
    pagarme.setOutcome(order.tid, 'lost');
    const res = await capture(order);
    expect(res.json()).toEqual({ status: 2, payment_status_code: 2, message: CAPTURED });
    expect(pagarme.actions(order.tid)).toBe(1);
    expect(callsAbout(order.tid)).toEqual([
      `POST /core/v5/charges/${order.tid}/capture`,
      `GET /core/v5/charges/${order.tid}`,
    ]);
  });

  it('an outcome still unknown stays recorded, and the next click asks the status before charging again', async () => {
    process.env.PROVIDER_TIMEOUT_MS = '1000';
    const order = await newOrder();
    pagarme.setOutcome(order.tid, 'silent');
    const res = await capture(order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, payment_status_code: 1, pending: true });
    expect(res.json().message).toContain('está sendo confirmado');
    expect(await paymentOf(order.paymentId)).toMatchObject({
      status_code: 1,
      intent: 'capture',
      intent_key: `capture-payment-${order.paymentId}`,
      intent_at: null,
    });
    expect(await historyOf(order.id)).toHaveLength(0);

    // The provider is back (it had captured the charge): the next click asks first and records it.
    pagarme.setOutcome(order.tid, 'approve');
    const before = callsAbout(order.tid).length;
    const again = await capture(order);
    expect(again.json()).toEqual({ status: 2, payment_status_code: 2, message: CAPTURED });
    expect(callsAbout(order.tid).slice(before)).toEqual([`GET /core/v5/charges/${order.tid}`]);
    expect(pagarme.actions(order.tid)).toBe(1);
    expect(await paymentOf(order.paymentId)).toMatchObject({ status_code: 2, intent: null });
  });

  it('a reject waits on the provider with nothing held too', async () => {
    const order = await newOrder();
    const held = pagarme.hold();
    const pending = t.post(
      '/payment/reject-payment',
      { buy_id: order.id, payment_id: order.paymentId },
      w.userA,
    );
    await held.arrived;
    expect((await t.post('/product/index', {}, w.userB)).statusCode).toBe(200);
    expect(await paymentOf(order.paymentId)).toMatchObject({ intent: 'reject' });
    held.release();
    expect((await pending).json()).toMatchObject({ status: 7, payment_status_code: 3 });
  });

  it('the same refusals as before, and a refused capture clears the intent', async () => {
    const shipped = await newOrder(2);
    const refused = await capture(shipped);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Pagamento em análise');
    const order = await newOrder();
    pagarme.setOutcome(order.tid, 'decline');
    const res = await capture(order);
    expect(res.json()).toMatchObject({ status: 1, payment_status_code: 1 });
    expect(await paymentOf(order.paymentId)).toMatchObject({
      intent: null,
      intent_key: null,
      intent_at: null,
    });
    const foreign = await t.post(
      '/payment/capture-payment',
      { buy_id: order.id, payment_id: order.paymentId },
      w.userB,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('Melhor Envio: other calls answer while the cart call waits; the mark is written after', async () => {
    const order = await newOrder(2);
    const held = melhorEnvio.hold();
    const pending = t.post(
      '/order/delivery/add-buy-in-melhor-envio',
      { buy_id: order.id, height: 10, width: 20, length: 30, weight: 0.5 },
      w.userA,
    );
    await held.arrived;
    expect((await t.post('/product/index', {}, w.userB)).statusCode).toBe(200);
    const before = await t.db
      .selectFrom('buy')
      .select('delivery_source')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(before.delivery_source).toBeNull();
    held.release();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(201);
    const after = await t.db
      .selectFrom('buy')
      .select('delivery_source')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.delivery_source).toBe('Melhor Envio');
  });

  it('the outbound-call helper refuses to run inside a transaction, and calls nobody', async () => {
    const sent = pagarme.requests.length;
    const carts = melhorEnvio.requests.length;
    const call = () =>
      callProvider(`${pagarme.url}/core/v5/customers?page=1`, { method: 'GET', headers: {} }, 1000);
    await expect(inTransaction(t.db, () => call())).rejects.toThrow(PROVIDER_IN_TRANSACTION);
    await expect(auditedTransaction(t.db, w.userAId, async () => call())).rejects.toThrow(
      PROVIDER_IN_TRANSACTION,
    );
    await expect(inTransaction(t.db, () => lookupCep('01310100', 1000))).rejects.toThrow(
      PROVIDER_IN_TRANSACTION,
    );
    const cart = await inTransaction(t.db, () =>
      addToMelhorEnvioCart(MELHOR_ENVIO_FAKE_TOKEN, {
        service: 1,
        from: {
          name: 'A',
          address: 'R',
          number: '1',
          district: 'C',
          city: 'X',
          state_abbr: 'SP',
          postal_code: '01310100',
        },
        to: {
          name: 'B',
          address: 'R',
          number: '1',
          district: 'C',
          city: 'X',
          state_abbr: 'SP',
          postal_code: '01310100',
        },
        products: [],
        volumes: [],
        options: { insurance_value: '0', receipt: false, own_hand: false, non_commercial: false },
      }),
    ).catch((error: Error) => error);
    expect(cart).toBeInstanceOf(Error);
    expect(pagarme.requests.length).toBe(sent);
    expect(melhorEnvio.requests.length).toBe(carts);
    // Outside a transaction the same call goes out.
    expect(await call()).toMatchObject({ status: 401 });
  });

  if (backend.name === 'postgres')
    it('the pool size and idle_in_transaction_session_timeout come from the settings', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const db = await connect({
        databaseUrl: url.toString(),
        dbPoolSize: 2,
        dbIdleInTransactionTimeoutMs: 5000,
      });
      try {
        const { rows } = await sql<{
          idle_in_transaction_session_timeout: string;
        }>`show idle_in_transaction_session_timeout`.execute(db);
        expect(rows[0].idle_in_transaction_session_timeout).toBe('5s');
      } finally {
        await db.destroy();
      }
    });
});

describe('database settings', () => {
  it('reads the pool size and the idle-in-transaction timeout from the environment', () => {
    expect(readConfig({})).toMatchObject({
      dbPoolSize: DEFAULT_POOL_SIZE,
      dbIdleInTransactionTimeoutMs: DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
    expect(
      readConfig({ DATABASE_POOL_SIZE: '25', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0' }),
    ).toMatchObject({ dbPoolSize: 25, dbIdleInTransactionTimeoutMs: 0 });
    // Not a usable number: the default, never a pool of 0 or NaN.
    expect(
      readConfig({ DATABASE_POOL_SIZE: '0', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'x' }),
    ).toMatchObject({
      dbPoolSize: DEFAULT_POOL_SIZE,
      dbIdleInTransactionTimeoutMs: DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
  });
});
