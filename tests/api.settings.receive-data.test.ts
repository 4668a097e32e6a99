// Dados de Recebimento (payment settings) and their exceptions, through the API on each backend:
// one row per store, api_version from the intermediary, tenancy, pt-BR validation, credentials
// never answered back, the Pix key in extra_receive_info, and the Pagar.me v5 connection against a
// local fake of the provider's Hub.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createStore, createUser, createWorld, login, type World } from './helpers/fixtures.js';
import {
  PAGARME_HUB_FAKE_APP_KEY,
  startPagarmeHubFake,
  type PagarmeHubFake,
} from './fakes/pagarme-hub-fake.js';

const ONE_PER_STORE = 'Esta loja já possui Dados de Recebimento';
const EXPIRED = 'Erro: A validade do token de 3 minutos';

describe.each(backends)('receive data on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let hub: PagarmeHubFake;
  const env = { ...process.env };

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    hub = await startPagarmeHubFake();
    process.env.PAGARME_HUB_API_URL = hub.url;
    process.env.PAGARME_HUB_APP_KEY = PAGARME_HUB_FAKE_APP_KEY;
  });
  afterAll(async () => {
    process.env.PAGARME_HUB_API_URL = env.PAGARME_HUB_API_URL;
    process.env.PAGARME_HUB_APP_KEY = env.PAGARME_HUB_APP_KEY;
    if (env.PAGARME_HUB_API_URL === undefined) delete process.env.PAGARME_HUB_API_URL;
    if (env.PAGARME_HUB_APP_KEY === undefined) delete process.env.PAGARME_HUB_APP_KEY;
    await hub?.close();
    await t?.close();
  });

  const rowsOf = (company: number) =>
    t.db.selectFrom('receive_data').selectAll().where('company_id', '=', company).execute();
  const keyOf = (company: number, key_name: string) =>
    t.db
      .selectFrom('integration_key')
      .selectAll()
      .where('company_id', '=', company)
      .where('key_name', '=', key_name)
      .executeTakeFirst();

  /** A fresh store with a logged-in user of its own (each test case its own store). */
  let n = 0;
  async function newStore(): Promise<{ store: number; token: string }> {
    const store = await createStore(t, `Loja Recebimento ${++n}`);
    const email = `rd${n}-${backend.name}@teste.dev`;
    await createUser(t, { email, password: 'senha123', company_id: store, full_permission: true });
    return { store, token: await login(t, email, 'senha123') };
  }

  it('keeps one row per store: a second save answers 422 in Portuguese and stores nothing', async () => {
    const { store, token } = await newStore();
    const first = await t.post('/receive-data/save', { intermediary: 'cielo' }, token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ company_id: store, intermediary: 'cielo', installments: 1 });
    const second = await t.post('/receive-data/save', { intermediary: 'rede', installments: 3 }, token);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ message: ONE_PER_STORE, errors: { company_id: [ONE_PER_STORE] } });
    // The admin naming that store is refused alike.
    const admin = await t.post('/receive-data/save', { intermediary: 'rede', company_id: store }, w.admin);
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors).toEqual({ company_id: [ONE_PER_STORE] });
    expect((await rowsOf(store)).map((r) => r.intermediary)).toEqual(['cielo']);
    // The database holds the rule too (a race past the check): its unique key refuses a second row.
    await expect(
      t.db.insertInto('receive_data').values({ company_id: store, intermediary: 'rede' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('sets api_version from the intermediary: pagarme and pagarmev5 5, any other 1', async () => {
    const { store, token } = await newStore();
    const saved = await t.post('/receive-data/save', { intermediary: 'pagarme', api_version: 1 }, token);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      intermediary: 'pagarme',
      api_version: 5,
      key_name: 'pagarme_api_key',
    });
    const id = saved.json().id as number;
    const rede = await t.post('/receive-data/update', { id, intermediary: 'rede', api_version: 5 }, token);
    expect(rede.statusCode).toBe(201);
    expect(rede.json()).toMatchObject({ intermediary: 'rede', api_version: 1, key_name: 'rede_token' });
    const v5 = await t.post('/receive-data/update', { id, intermediary: 'pagarmev5' }, token);
    expect(v5.json()).toMatchObject({ api_version: 5, key_name: 'pagarmev5_access_token' });
    // Another field alone keeps the intermediary's version.
    const other = await t.post('/receive-data/update', { id, installments: 4, api_version: 2 }, token);
    expect(other.json()).toMatchObject({ installments: 4, api_version: 5 });
    const cielo = await t.post('/receive-data/update', { id, intermediary: 'cielo' }, token);
    expect(cielo.json().api_version).toBe(1);
    expect((await rowsOf(store))[0].api_version).toBe(1);
  });

  it('answers field messages in Portuguese for bad input, storing nothing', async () => {
    const { store, token } = await newStore();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'intermediary'],
      [{ intermediary: 'paypal' }, 'intermediary'],
      [{ intermediary: 'cielo', installments: 13 }, 'installments'],
      [{ intermediary: 'cielo', installments: 0 }, 'installments'],
      [{ intermediary: 'cielo', soft_descriptor: 'ABCDEFGHIJKLMN' }, 'soft_descriptor'],
      [{ intermediary: 'cielo', email: 'nao-e-email' }, 'email'],
      [{ intermediary: 'cielo', minimum_installment_value: 'dez' }, 'minimum_installment_value'],
      [{ intermediary: 'cielo', antifraud: 'outro' }, 'antifraud'],
      [{ intermediary: 'cielo', payment_rule_to_consider: 'tudo' }, 'payment_rule_to_consider'],
      [{ intermediary: 'cielo', extra_receive_info: '[1, 2]' }, 'extra_receive_info'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post('/receive-data/save', body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(body)).toContain(field);
      expect(errors[field][0]).toMatch(/[a-zà-ú]/i);
    }
    const missing = await t.post('/receive-data/save', {}, token);
    expect(missing.json().errors.intermediary).toEqual(['Por favor insira Intermediador']);
    const long = await t.post(
      '/receive-data/save',
      { intermediary: 'cielo', soft_descriptor: 'ABCDEFGHIJKLMN' },
      token,
    );
    expect(long.json().errors.soft_descriptor).toEqual([
      'Descrição na fatura deve ter no máximo 13 caracteres',
    ]);
    expect(await rowsOf(store)).toEqual([]);
    // 13 characters fit.
    const ok = await t.post(
      '/receive-data/save',
      { intermediary: 'cielo', soft_descriptor: 'ABCDEFGHIJKLM' },
      token,
    );
    expect(ok.statusCode).toBe(201);
  });

  it('keeps each store to its own settings; the admin sees and searches every store', async () => {
    const a = await t.post('/receive-data/save', { intermediary: 'rede', installments: 6 }, w.userA);
    expect(a.statusCode).toBe(201);
    // A body naming store A is ignored for store B's user.
    const b = await t.post('/receive-data/save', { intermediary: 'cielo', company_id: w.storeA }, w.userB);
    expect(b.statusCode).toBe(201);
    expect(b.json().company_id).toBe(w.storeB);
    const idA = a.json().id as number;
    const listB = await t.post('/receive-data/index', {}, w.userB);
    expect(listB.json().data.map((r: { id: number }) => r.id)).toEqual([b.json().id]);
    expect((await t.post('/receive-data/show', { id: idA }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/receive-data/update', { id: idA, installments: 2 }, w.userB)).statusCode).toBe(
      404,
    );
    expect((await t.post('/receive-data/delete', { id: idA }, w.userB)).statusCode).toBe(404);
    expect((await rowsOf(w.storeA))[0].installments).toBe(6);

    const all = await t.post('/receive-data/index', { itens_per_page: 100 }, w.admin);
    const ids = all.json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([idA, b.json().id]));
    const byStore = await t.post('/receive-data/index', { q: 'loja a' }, w.admin);
    expect(byStore.json().data.map((r: { company_name: string }) => r.company_name)).toEqual(['Loja A']);
    const byIntermediary = await t.post('/receive-data/index', { q: 'rede', itens_per_page: 100 }, w.admin);
    expect(byIntermediary.json().data.every((r: { intermediary: string }) => r.intermediary === 'rede')).toBe(
      true,
    );
    expect(byIntermediary.json().data.map((r: { id: number }) => r.id)).toContain(idA);
  });

  it('never answers a stored credential: masked to its last 4, replaced only when typed anew', async () => {
    const { store, token } = await newStore();
    const secret = 'MK-cielo-merchant-key-7f3a';
    const saved = await t.post(
      '/receive-data/save',
      { intermediary: 'cielo', merchant_id: 'mid-1', merchant_key: secret },
      token,
    );
    expect(saved.json().merchant_key).toEqual({ set: true, last4: '7f3a' });
    const id = saved.json().id as number;
    const answers = [
      saved,
      await t.post('/receive-data/show', { id }, token),
      await t.post('/receive-data/index', {}, token),
      await t.post('/receive-data/index', { q: 'Recebimento' }, w.admin),
      // A form sends back the hint or a blank: the stored key stays.
      await t.post('/receive-data/update', { id, merchant_key: { set: true, last4: '7f3a' } }, token),
      await t.post('/receive-data/update', { id, merchant_key: '', installments: 2 }, token),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.body).not.toContain('MK-cielo');
      expect(res.body).not.toContain('enc:v1');
    }
    const stored = (await rowsOf(store))[0].merchant_key as string;
    expect(t.secrets.open(stored, 'receive_data.merchant_key')).toBe(secret);
    const changed = await t.post(
      '/receive-data/update',
      { id, merchant_key: 'new-merchant-key-0000' },
      token,
    );
    expect(changed.json().merchant_key).toEqual({ set: true, last4: '0000' });
    const again = (await rowsOf(store))[0].merchant_key as string;
    expect(t.secrets.open(again, 'receive_data.merchant_key')).toBe('new-merchant-key-0000');

    // The intermediaries' credentials kept as integration keys (e.Rede PV and token, Pagar.me key).
    for (const [key_name, value] of [
      ['rede_pv', '123456789'],
      ['rede_token', 'rede-token-abcdef-5678'],
      ['pagarme_api_key', 'sk_live_pagarme_key_9012'],
    ]) {
      const res = await t.post('/integration-key-value/save', { key_name, value }, token);
      expect(res.statusCode).toBe(201);
      expect(res.body).not.toContain(value);
      const shown = await t.post('/integration-key-value/show', { key_name }, token);
      expect(shown.body).not.toContain(value);
      const row = await keyOf(store, key_name);
      expect(t.secrets.open(row!.value, 'integration_key.value')).toBe(value);
    }
    expect(
      (await t.post('/integration-key-value/show', { key_name: 'rede_token' }, token)).json().value,
    ).toEqual({
      set: true,
      last4: '5678',
    });
  });

  it('keeps the Pix key in extra_receive_info, beside its other members', async () => {
    const { store, token } = await newStore();
    const saved = await t.post('/receive-data/save', { intermediary: 'rede', pix: 'pix@loja.dev' }, token);
    expect(saved.statusCode).toBe(201);
    expect(JSON.parse(saved.json().extra_receive_info)).toEqual({ pix: { key: 'pix@loja.dev' } });
    const id = saved.json().id as number;
    await t.post(
      '/receive-data/update',
      { id, extra_receive_info: JSON.stringify({ pix: { expires_in: 3600 }, note: 'x' }) },
      token,
    );
    let row = (await rowsOf(store))[0];
    // JSON naming no key keeps the stored one; a new key is written in both places.
    expect(JSON.parse(row.extra_receive_info!)).toEqual({
      pix: { expires_in: 3600, key: 'pix@loja.dev' },
      note: 'x',
    });
    expect(row.pix).toBe('pix@loja.dev');
    await t.post('/receive-data/update', { id, pix: '11222333000181' }, token);
    row = (await rowsOf(store))[0];
    expect(JSON.parse(row.extra_receive_info!)).toEqual({
      pix: { expires_in: 3600, key: '11222333000181' },
      note: 'x',
    });
    await t.post('/receive-data/update', { id, pix: '' }, token);
    row = (await rowsOf(store))[0];
    expect(row.pix).toBeNull();
    expect(JSON.parse(row.extra_receive_info!)).toEqual({ pix: { expires_in: 3600 }, note: 'x' });
  });

  it('validates payment exceptions and locks installments and payment type once saved', async () => {
    const { token } = await newStore();
    const parent = (await t.post('/receive-data/save', { intermediary: 'cielo' }, token)).json();
    const rule = { receive_data_id: parent.id, installments: 3, rate: 2.5, rule_type: 0, payment_type: 0 };
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ ...rule, rule_type: 2 }, 'rule_type', 'Regra inválida!!'],
      [{ ...rule, payment_type: 7 }, 'payment_type', 'Tipo de pagamento inválido!!'],
      [{ ...rule, installments: 13 }, 'installments', ''],
      [{ ...rule, installments: 0 }, 'installments', ''],
      [{ ...rule, rate: 'abc' }, 'rate', ''],
      [{ ...rule, rate: -1 }, 'rate', ''],
    ];
    for (const [body, field, message] of bad) {
      const res = await t.post('/receive-data-rule/save', body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      if (message) expect(res.json().errors[field]).toEqual([message]);
    }
    const saved = await t.post('/receive-data-rule/save', rule, token);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      installments: 3,
      payment_type: 0,
      rule_type: 0,
      rate: 2.5,
      active: true,
    });
    const id = saved.json().id as number;
    const updated = await t.post(
      '/receive-data-rule/update',
      { id, installments: 12, payment_type: 4, rule_type: 1, rate: 1.25, active: false },
      token,
    );
    expect(updated.json()).toMatchObject({
      installments: 3,
      payment_type: 0,
      rule_type: 1,
      rate: 1.25,
      active: false,
    });
    const listed = await t.post('/receive-data-rule/index', { receive_data_id: parent.id }, token);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    // Another store's settings cannot get an exception from this store.
    const other = (await t.post('/receive-data/index', {}, w.userB)).json().data[0];
    const foreign = await t.post('/receive-data-rule/save', { ...rule, receive_data_id: other.id }, token);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.receive_data_id).toBeDefined();
    expect(
      (await t.post('/receive-data-rule/index', { receive_data_id: other.id }, token)).json().data,
    ).toEqual([]);
  });

  it('keeps one payment exception per payment type, installments and rule (save and update)', async () => {
    const { token } = await newStore();
    const parent = (await t.post('/receive-data/save', { intermediary: 'cielo' }, token)).json();
    const rule = { receive_data_id: parent.id, installments: 3, rate: 2.5, rule_type: 1, payment_type: 1 };
    const first = await t.post('/receive-data-rule/save', rule, token);
    expect(first.statusCode).toBe(201);
    const duplicate = 'Já existe uma exceção com este tipo de pagamento, parcelas e regra';
    // 'Débito 3x Acréscimo' twice, even at another rate.
    const again = await t.post('/receive-data-rule/save', { ...rule, rate: 4 }, token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ rule_type: [duplicate] });
    // The other rule for the same payment and installments is another exception.
    const discount = await t.post('/receive-data-rule/save', { ...rule, rule_type: 0 }, token);
    expect(discount.statusCode).toBe(201);
    // Turning it into the first one's rule is the same repeat.
    const turned = await t.post('/receive-data-rule/update', { id: discount.json().id, rule_type: 1 }, token);
    expect(turned.statusCode).toBe(422);
    expect(turned.json().errors).toEqual({ rule_type: [duplicate] });
    const listed = (await t.post('/receive-data-rule/index', { receive_data_id: parent.id }, token)).json();
    expect(listed.data.map((r: { rule_type: number; rate: number }) => [r.rule_type, r.rate])).toEqual(
      expect.arrayContaining([
        [1, 2.5],
        [0, 2.5],
      ]),
    );
    expect(listed.data).toHaveLength(2);
  });

  describe('Pagar.me v5 connection', () => {
    it('exchanges the code for the store token, stores it sealed and moves the settings to v5', async () => {
      const { store, token } = await newStore();
      const issued = hub.issue();
      const res = await t.post(
        '/integration-key-value/pagarmev5-save',
        { code: issued.code, install_id: issued.installId, company_id: w.storeB },
        token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await rowsOf(store);
      expect(res.json()).toEqual({ receive_data_id: row.id, intermediary: 'pagarmev5', api_version: 5 });
      expect(row).toMatchObject({
        intermediary: 'pagarmev5',
        api_version: 5,
        key_name: 'pagarmev5_access_token',
      });
      expect(res.body).not.toContain(issued.accessToken);
      const access = await keyOf(store, 'pagarmev5_access_token');
      expect(t.secrets.open(access!.value, 'integration_key.value')).toBe(issued.accessToken);
      const install = await keyOf(store, 'pagarmev5');
      expect(t.secrets.open(install!.value, 'integration_key.value')).toBe(issued.installId);
      expect(await keyOf(store, 'pagarmev5_publickey')).toBeDefined();
      const call = hub.requests.at(-1)!;
      expect(call.headers.publicappkey).toBe(PAGARME_HUB_FAKE_APP_KEY);
      expect(call.body).toEqual({ code: issued.code, install_id: issued.installId });
      // Store B was not touched.
      expect(await keyOf(w.storeB, 'pagarmev5_access_token')).toBeUndefined();

      // Connecting again updates the same row and key.
      const next = hub.issue();
      const again = await t.post('/integration-key-value/pagarmev5-save', { code: next.code }, token);
      expect(again.statusCode).toBe(201);
      expect(again.json().receive_data_id).toBe(row.id);
      expect(await rowsOf(store)).toHaveLength(1);
      const replaced = await keyOf(store, 'pagarmev5_access_token');
      expect(t.secrets.open(replaced!.value, 'integration_key.value')).toBe(next.accessToken);
    });

    it('forces v5 on settings of another intermediary; the admin names the store', async () => {
      const { store, token } = await newStore();
      await t.post('/receive-data/save', { intermediary: 'cielo', installments: 5 }, token);
      const none = await t.post('/integration-key-value/pagarmev5-save', { code: hub.issue().code }, w.admin);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
      const res = await t.post(
        '/integration-key-value/pagarmev5-save',
        { code: hub.issue().code, company_id: store },
        w.admin,
      );
      expect(res.statusCode).toBe(201);
      expect(await rowsOf(store)).toMatchObject([
        { intermediary: 'pagarmev5', api_version: 5, installments: 5 },
      ]);
    });

    it('answers the 3-minute message for an expired or used code, storing nothing', async () => {
      const { store, token } = await newStore();
      const old = hub.issue({ ageMs: 3 * 60 * 1000 + 5000 });
      const res = await t.post('/integration-key-value/pagarmev5-save', { code: old.code }, token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: EXPIRED, errors: { code: [EXPIRED] } });
      expect(await rowsOf(store)).toEqual([]);
      expect(await keyOf(store, 'pagarmev5_access_token')).toBeUndefined();
      const fresh = hub.issue({ ageMs: 2 * 60 * 1000 });
      expect(
        (await t.post('/integration-key-value/pagarmev5-save', { code: fresh.code }, token)).statusCode,
      ).toBe(201);
      const reused = await t.post('/integration-key-value/pagarmev5-save', { code: fresh.code }, token);
      expect(reused.json().message).toBe(EXPIRED);
    });

    it('says the provider is unavailable (502) and stores nothing; refuses a missing or bad code', async () => {
      const { store, token } = await newStore();
      hub.failNext();
      const down = await t.post('/integration-key-value/pagarmev5-save', { code: hub.issue().code }, token);
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('Pagar.me indisponível. Tente novamente mais tarde.');
      expect(await rowsOf(store)).toEqual([]);
      const missing = await t.post('/integration-key-value/pagarmev5-save', {}, token);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ code: ['Por favor insira o código de autorização'] });
      const bad = await t.post('/integration-key-value/pagarmev5-save', { code: 'a b<c>' }, token);
      expect(bad.json().errors).toEqual({ code: ['Código de autorização inválido'] });
      const url = await t.post('/integration-key-value/pagarmev5-connect', {}, token);
      expect(url.statusCode).toBe(200);
      expect(url.json().url).toMatch(/^https?:\/\//);
    });
  });
});
