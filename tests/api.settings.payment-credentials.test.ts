// The intermediaries' credentials (spec section 7: credential check/save/update for rede and
// pagarme) and the payment provider state derived from them (pvId, tokenId, active,
// pagarmeV5Status), on each backend against local fakes of e.Rede, Pagar.me and its Hub: new
// credentials are tried on the provider before they are stored, never answered back, scoped to the
// store, and used by the capture.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createStore, createUser, createWorld, login, type World } from './helpers/fixtures.js';
import { EREDE_FAKE_PV, EREDE_FAKE_TOKEN, startERedeFake, type ERedeFake } from './fakes/erede-fake.js';
import { basicHeader, startJsonFake } from './fakes/http-fake.js';
import { PAGARME_FAKE_SECRET_KEY, startPagarmeFake, type PagarmeFake } from './fakes/pagarme-fake.js';
import {
  PAGARME_HUB_FAKE_APP_KEY,
  startPagarmeHubFake,
  type PagarmeHubFake,
} from './fakes/pagarme-hub-fake.js';

const REDE_REFUSED = 'A Rede recusou o PV e o token informados. Confira as credenciais.';
const PAGARME_REFUSED = 'O Pagar.me recusou a chave de API informada. Confira a chave.';
/** Nothing listens here: the provider "is down". */
const CLOSED = 'http://127.0.0.1:9';
const ENV = ['EREDE_API_URL', 'PAGARME_API_URL', 'PAGARME_HUB_API_URL', 'PAGARME_HUB_APP_KEY'] as const;

describe.each(backends)('payment credentials on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let rede: ERedeFake;
  let pagarme: PagarmeFake;
  let hub: PagarmeHubFake;
  const saved: Partial<Record<(typeof ENV)[number], string>> = {};

  beforeAll(async () => {
    for (const name of ENV) saved[name] = process.env[name];
    t = await startTestApp(backend);
    w = await createWorld(t);
    [rede, pagarme, hub] = await Promise.all([startERedeFake(), startPagarmeFake(), startPagarmeHubFake()]);
  });
  beforeEach(() => {
    process.env.EREDE_API_URL = rede.url;
    process.env.PAGARME_API_URL = pagarme.url;
    process.env.PAGARME_HUB_API_URL = hub.url;
    process.env.PAGARME_HUB_APP_KEY = PAGARME_HUB_FAKE_APP_KEY;
    rede.requests.length = 0;
    pagarme.requests.length = 0;
  });
  afterAll(async () => {
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await Promise.all([rede?.close(), pagarme?.close(), hub?.close()]);
    await t?.close();
  });

  let n = 0;
  async function newStore(options: { sandbox?: boolean } = {}) {
    const store = await createStore(t, `Loja Credenciais ${++n}`);
    if (options.sandbox)
      await t.db.updateTable('company').set({ sandbox: true }).where('id', '=', store).execute();
    const email = `cred${n}-${backend.name}@teste.dev`;
    await createUser(t, { email, password: 'senha123', company_id: store });
    return { store, token: await login(t, email, 'senha123') };
  }
  const keysOf = async (company: number) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('integration_key')
          .select(['key_name', 'value', 'id'])
          .where('company_id', '=', company)
          .execute()
      ).map((k) => [k.key_name, k]),
    );
  const plain = (sealed: string) => t.secrets.open(sealed, 'integration_key.value');

  describe('e.Rede', () => {
    it('is inactive with nothing stored; saves PV and token the provider accepts, sealed and masked', async () => {
      const { store, token } = await newStore();
      const empty = await t.post('/integration-key-value/rede-check', {}, token);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        company_id: store,
        pvId: null,
        pv: null,
        tokenId: null,
        token: null,
        active: false,
        pagarmeV5Status: null,
        v5TokenId: null,
        v5Token: null,
      });

      const res = await t.post(
        '/integration-key-value/rede-save',
        { pv: ` ${EREDE_FAKE_PV} `, token: EREDE_FAKE_TOKEN },
        token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const keys = await keysOf(store);
      expect(res.json()).toEqual({
        company_id: store,
        pvId: keys.rede_pv.id,
        // An 8-digit PV is too short to give its last 4 away.
        pv: { set: true, last4: null },
        tokenId: keys.rede_token.id,
        token: { set: true, last4: EREDE_FAKE_TOKEN.slice(-4) },
        active: true,
        pagarmeV5Status: null,
        v5TokenId: null,
        v5Token: null,
      });
      expect(plain(keys.rede_pv.value)).toBe(EREDE_FAKE_PV);
      expect(plain(keys.rede_token.value)).toBe(EREDE_FAKE_TOKEN);
      expect(res.body).not.toContain(EREDE_FAKE_TOKEN);
      // Asked e.Rede first, with the typed pair, touching no sale.
      expect(rede.requests).toHaveLength(1);
      expect(rede.requests[0]).toMatchObject({ method: 'GET' });
      expect(rede.requests[0].path).toMatch(/^\/v1\/transactions\?reference=/);
      expect(rede.requests[0].headers.authorization).toBe(basicHeader(EREDE_FAKE_PV, EREDE_FAKE_TOKEN));

      const check = await t.post('/integration-key-value/rede-check', {}, token);
      expect(check.json()).toEqual(res.json());
      expect(check.body).not.toContain(EREDE_FAKE_TOKEN);
      // Registered once: a second save says to change them instead.
      const again = await t.post(
        '/integration-key-value/rede-save',
        { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN },
        token,
      );
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.pv).toEqual([
        'Esta loja já possui credenciais e.Rede. Use Alterar Credenciais.',
      ]);
    });

    it('refuses what e.Rede refuses (422 under the fields) and a provider down (502), storing nothing', async () => {
      const { store, token } = await newStore();
      const wrong = await t.post(
        '/integration-key-value/rede-save',
        { pv: EREDE_FAKE_PV, token: 'token-errado-0000' },
        token,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: REDE_REFUSED,
        errors: { pv: [REDE_REFUSED], token: [REDE_REFUSED] },
      });
      expect(wrong.body).not.toContain('token-errado');
      process.env.EREDE_API_URL = CLOSED;
      const down = await t.post(
        '/integration-key-value/rede-save',
        { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN },
        token,
      );
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('e.Rede indisponível. Tente novamente mais tarde.');
      expect(await keysOf(store)).toEqual({});
    });

    it('changes one of the pair, tried together with the stored other; a blank keeps it', async () => {
      const { store, token } = await newStore();
      const missing = await t.post('/integration-key-value/rede-update', { token: 'x' }, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Esta loja ainda não possui credenciais e.Rede.');
      await t.post('/integration-key-value/rede-save', { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN }, token);
      const before = await keysOf(store);

      const nothing = await t.post('/integration-key-value/rede-update', { pv: '', token: '  ' }, token);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors).toEqual({ pv: ['Informe o PV ou o token a alterar.'] });
      // A new token the provider refuses with the stored PV: the stored pair stays.
      rede.requests.length = 0;
      const refused = await t.post(
        '/integration-key-value/rede-update',
        { token: 'outro-token-1234' },
        token,
      );
      expect(refused.statusCode).toBe(422);
      expect(rede.requests[0].headers.authorization).toBe(basicHeader(EREDE_FAKE_PV, 'outro-token-1234'));
      expect(plain((await keysOf(store)).rede_token.value)).toBe(EREDE_FAKE_TOKEN);
      // The same token typed again with a blank PV: accepted, the keys keep their ids.
      const ok = await t.post(
        '/integration-key-value/rede-update',
        { pv: '', token: EREDE_FAKE_TOKEN },
        token,
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({
        active: true,
        pvId: before.rede_pv.id,
        tokenId: before.rede_token.id,
      });
    });

    it('answers pt-BR field messages for bad input', async () => {
      const { store, token } = await newStore();
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{}, { pv: ['Por favor insira PV'], token: ['Por favor insira Token'] }],
        [{ pv: '12ab', token: 'abc' }, { pv: ['O PV deve conter apenas números'] }],
        [{ pv: '123', token: 'com espaço' }, { token: ['Token inválido'] }],
        [
          { pv: 123, token: ['x'] },
          { pv: ['PV inválido'], token: ['Token inválido'] },
        ],
        [{ pv: '1'.repeat(21), token: 'abc' }, { pv: ['O PV deve conter apenas números'] }],
        [{ pv: '123', token: 'a'.repeat(256) }, { token: ['Token inválido'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await t.post('/integration-key-value/rede-save', body, token);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
      }
      expect(rede.requests).toHaveLength(0);
      expect(await keysOf(store)).toEqual({});
    });

    it('goes inactive when its token is deleted', async () => {
      const { token } = await newStore();
      const saved = await t.post(
        '/integration-key-value/rede-save',
        { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN },
        token,
      );
      const removed = await t.post('/integration-key-value/delete', { id: saved.json().tokenId }, token);
      expect(removed.statusCode).toBe(200);
      const check = (await t.post('/integration-key-value/rede-check', {}, token)).json();
      expect(check).toMatchObject({ active: false, tokenId: null, token: null, pvId: saved.json().pvId });
      // Completing the pair is a save of the missing token.
      const completed = await t.post('/integration-key-value/rede-save', { token: EREDE_FAKE_TOKEN }, token);
      expect(completed.statusCode).toBe(201);
      expect(completed.json().active).toBe(true);
    });

    it('holds no transaction while e.Rede answers; the writes are audited as the caller', async () => {
      const { token } = await newStore();
      // A provider that never answers until it is closed.
      const silent = await startJsonFake(() => undefined);
      process.env.EREDE_API_URL = silent.url;
      let settled = false;
      const pending = t
        .post('/integration-key-value/rede-save', { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN }, token)
        .finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 200));
      // Another write of the same store goes through meanwhile (PGlite runs one transaction at a time).
      const other = await t.post('/receive-data/save', { intermediary: 'rede' }, token);
      expect(other.statusCode).toBe(201);
      expect(settled).toBe(false);
      await silent.close();
      expect((await pending).statusCode).toBe(502);

      process.env.EREDE_API_URL = rede.url;
      const saved = await t.post(
        '/integration-key-value/rede-save',
        { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN },
        token,
      );
      const trail = await t.post(
        '/audit/index',
        { entity: 'integration_key', id: saved.json().tokenId },
        token,
      );
      expect(trail.statusCode).toBe(200);
      expect(trail.json().data).toMatchObject([
        { operation: 'insert', user_name: expect.stringContaining('cred') },
      ]);
      expect(trail.body).not.toContain(EREDE_FAKE_TOKEN);
    });

    it('stores a sandbox store credentials without calling the provider', async () => {
      const { store, token } = await newStore({ sandbox: true });
      const res = await t.post(
        '/integration-key-value/rede-save',
        { pv: '123456', token: 'qualquer' },
        token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().active).toBe(true);
      expect(rede.requests).toHaveLength(0);
      expect(Object.keys(await keysOf(store)).sort()).toEqual(['rede_pv', 'rede_token']);
    });

    it('captures with the stored keys through e.Rede', async () => {
      const { store, token } = await newStore();
      await t.post('/receive-data/save', { intermediary: 'rede' }, token);
      await t.post('/integration-key-value/rede-save', { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN }, token);
      const buy = await t.db
        .insertInto('buy')
        .values({
          company_id: store,
          status: 1,
          people_name: 'Ana',
          products_value: '50.00',
          delivery_price: '0',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payment = await t.db
        .insertInto('payment')
        .values({ company_id: store, buy_id: buy.id, tid: 'tid-rede-1', value: '50.00', status_code: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      rede.requests.length = 0;
      const res = await t.post('/payment/capture-payment', { payment_id: payment.id, buy_id: buy.id }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(2);
      expect(rede.requests).toHaveLength(1);
      expect(rede.requests[0]).toMatchObject({
        method: 'PUT',
        path: '/v1/transactions/tid-rede-1',
        body: { amount: 5000 },
      });
      expect(rede.requests[0].headers.authorization).toBe(basicHeader(EREDE_FAKE_PV, EREDE_FAKE_TOKEN));
    });
  });

  describe('Pagar.me', () => {
    it('saves and replaces the API key the provider accepts; reports the v5 connection', async () => {
      const { store, token } = await newStore();
      const empty = (await t.post('/integration-key-value/pagarme-check', {}, token)).json();
      expect(empty).toMatchObject({
        active: false,
        tokenId: null,
        pagarmeV5Status: 'disconnected',
        pvId: null,
      });

      const res = await t.post(
        '/integration-key-value/pagarme-save',
        { value: PAGARME_FAKE_SECRET_KEY },
        token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const keys = await keysOf(store);
      expect(res.json()).toMatchObject({
        company_id: store,
        active: true,
        tokenId: keys.pagarme_api_key.id,
        token: { set: true, last4: PAGARME_FAKE_SECRET_KEY.slice(-4) },
        pagarmeV5Status: 'disconnected',
      });
      expect(res.body).not.toContain(PAGARME_FAKE_SECRET_KEY);
      expect(plain(keys.pagarme_api_key.value)).toBe(PAGARME_FAKE_SECRET_KEY);
      expect(pagarme.requests[0]).toMatchObject({ method: 'GET', path: '/core/v5/customers?page=1&size=1' });
      expect(pagarme.requests[0].headers.authorization).toBe(basicHeader(PAGARME_FAKE_SECRET_KEY, ''));

      const twice = await t.post(
        '/integration-key-value/pagarme-save',
        { value: PAGARME_FAKE_SECRET_KEY },
        token,
      );
      expect(twice.statusCode).toBe(422);
      const refused = await t.post(
        '/integration-key-value/pagarme-update',
        { id: keys.pagarme_api_key.id, value: 'sk_test_chaveErrada9999' },
        token,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: PAGARME_REFUSED, errors: { value: [PAGARME_REFUSED] } });
      expect(plain((await keysOf(store)).pagarme_api_key.value)).toBe(PAGARME_FAKE_SECRET_KEY);
      // Another store's key id is not this store's key.
      const foreign = await t.post('/integration-key-value/pagarme-update', { id: 1, value: 'x' }, token);
      expect(foreign.statusCode).toBe(404);
      const updated = await t.post(
        '/integration-key-value/pagarme-update',
        { id: keys.pagarme_api_key.id, token: PAGARME_FAKE_SECRET_KEY },
        token,
      );
      expect(updated.statusCode).toBe(201);

      // Connected through the Hub: pagarmeV5Status says so, the access token only as a hint.
      const issued = hub.issue();
      expect(
        (await t.post('/integration-key-value/pagarmev5-save', { code: issued.code }, token)).statusCode,
      ).toBe(201);
      const connected = await t.post('/integration-key-value/pagarme-check', {}, token);
      expect(connected.json()).toMatchObject({
        pagarmeV5Status: 'connected',
        v5TokenId: (await keysOf(store)).pagarmev5_access_token.id,
        v5Token: { set: true, last4: issued.accessToken.slice(-4) },
      });
      expect(connected.body).not.toContain(issued.accessToken);
      await t.post('/integration-key-value/delete', { id: connected.json().v5TokenId }, token);
      expect((await t.post('/integration-key-value/pagarme-check', {}, token)).json().pagarmeV5Status).toBe(
        'disconnected',
      );
    });

    it('answers 502 with the provider down and 422 without a key, storing nothing', async () => {
      const { store, token } = await newStore();
      const none = await t.post('/integration-key-value/pagarme-save', { value: '' }, token);
      expect(none.json().errors).toEqual({ value: ['Por favor insira Chave de API'] });
      const spaced = await t.post('/integration-key-value/pagarme-save', { value: 'sk test' }, token);
      expect(spaced.json().errors).toEqual({ value: ['Chave de API inválido'] });
      const missing = await t.post('/integration-key-value/pagarme-update', { value: 'sk_x' }, token);
      expect(missing.statusCode).toBe(404);
      process.env.PAGARME_API_URL = CLOSED;
      const down = await t.post(
        '/integration-key-value/pagarme-save',
        { value: PAGARME_FAKE_SECRET_KEY },
        token,
      );
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('Pagar.me indisponível. Tente novamente mais tarde.');
      expect(await keysOf(store)).toEqual({});
    });
  });

  it('keeps each store to its own credentials; the admin names the store', async () => {
    await t.post('/integration-key-value/rede-save', { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN }, w.userA);
    // Store B's user naming store A gets its own store's state.
    const b = await t.post('/integration-key-value/rede-check', { company_id: w.storeA }, w.userB);
    expect(b.json()).toMatchObject({ company_id: w.storeB, active: false });
    const bSave = await t.post(
      '/integration-key-value/rede-save',
      { pv: EREDE_FAKE_PV, token: EREDE_FAKE_TOKEN, company_id: w.storeA },
      w.userB,
    );
    expect(bSave.json().company_id).toBe(w.storeB);
    expect(Object.keys(await keysOf(w.storeB)).sort()).toEqual(['rede_pv', 'rede_token']);

    const noStore = await t.post('/integration-key-value/rede-check', {}, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const unknown = await t.post('/integration-key-value/pagarme-check', { company_id: 999999 }, w.admin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ company_id: ['Loja não encontrado(a)'] });
    const a = await t.post('/integration-key-value/rede-check', { company_id: w.storeA }, w.admin);
    expect(a.json()).toMatchObject({ company_id: w.storeA, active: true });
    const adminSave = await t.post(
      '/integration-key-value/pagarme-save',
      { value: PAGARME_FAKE_SECRET_KEY, company_id: w.storeA },
      w.admin,
    );
    expect(adminSave.statusCode).toBe(201);
    expect((await keysOf(w.storeA)).pagarme_api_key).toBeDefined();
    expect((await keysOf(w.storeB)).pagarme_api_key).toBeUndefined();
    // Without a session: 401.
    expect((await t.post('/integration-key-value/rede-check', {})).statusCode).toBe(401);
  });
});
