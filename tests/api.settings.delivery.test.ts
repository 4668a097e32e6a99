// Delivery settings and restrictions (issue 13 part 2): one settings row per store (the database's
// unique index, answered 422 in pt-BR), found by store with /delivery-settings/show, open delivery
// switched with /delivery-settings/change-open-delivery, the postal password sealed and never
// answered back, and the restrictions' CEP range, term and money checks — for store users and admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

const PASSWORD = 'correios-senha-5678';
const ONE_PER_STORE = { company_id: ['Esta loja já possui configurações de entrega'] };

describe.each(backends)('delivery settings on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let settingsA: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  const settingsOf = (company: number) =>
    t.db.selectFrom('delivery_settings').selectAll().where('company_id', '=', company).execute();
  const restrictionsOf = (company: number) =>
    t.db.selectFrom('delivery_restriction').selectAll().where('company_id', '=', company).execute();

  it('a store user saves its own settings once; a second save is 422, not 500', async () => {
    expect((await t.post('/delivery-settings/show', {}, w.userA)).statusCode).toBe(404);
    const saved = await t.post(
      '/delivery-settings/save',
      {
        company_id: w.storeB,
        cd_empresa_correios: '12345678',
        sds_senha_correios: PASSWORD,
        withdrawal: true,
        additional_value: '5,50'.replace(',', '.'),
        apply_additional_all: true,
      },
      w.userA,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.body).not.toContain(PASSWORD);
    expect(saved.json()).toMatchObject({
      company_id: w.storeA,
      cd_empresa_correios: '12345678',
      sds_senha_correios: { set: true, last4: '5678' },
      withdrawal: true,
      open_delivery: false,
      additional_value: '5.50',
      apply_additional_all: true,
    });
    settingsA = saved.json().id;
    const stored = (await settingsOf(w.storeA))[0];
    expect(stored.sds_senha_correios).not.toBe(PASSWORD);
    expect(t.secrets.open(stored.sds_senha_correios!, 'delivery_settings.sds_senha_correios')).toBe(PASSWORD);

    const again = await t.post('/delivery-settings/save', { withdrawal: false }, w.userA);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(ONE_PER_STORE);
    expect(await settingsOf(w.storeA)).toHaveLength(1);
    expect(await settingsOf(w.storeB)).toHaveLength(0);
  });

  it('the admin saves for the store it names, once per store', async () => {
    const none = await t.post('/delivery-settings/save', { withdrawal: true }, w.admin);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const b = await t.post(
      '/delivery-settings/save',
      { company_id: w.storeB, open_delivery: true, sds_senha_correios: 'abc' },
      w.admin,
    );
    expect(b.statusCode).toBe(201);
    // A short secret gives no hint at all.
    expect(b.json()).toMatchObject({ company_id: w.storeB, sds_senha_correios: { set: true, last4: null } });
    const dup = await t.post('/delivery-settings/save', { company_id: w.storeA }, w.admin);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual(ONE_PER_STORE);
  });

  it('/delivery-settings/show answers the store’s own row; the admin names the store', async () => {
    const mine = await t.post('/delivery-settings/show', { company_id: w.storeB }, w.userA);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: settingsA, company_id: w.storeA });
    expect(mine.body).not.toContain(PASSWORD);
    const byId = await t.post('/delivery-settings/show', { id: settingsA }, w.userB);
    expect(byId.statusCode).toBe(404);
    const admin = await t.post('/delivery-settings/show', { company_id: w.storeA }, w.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ id: settingsA, sds_senha_correios: { set: true, last4: '5678' } });
    const noStore = await t.post('/delivery-settings/show', {}, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    // The list of every store's settings is the admin's; a store user lists only its own.
    const list = await t.post('/delivery-settings/index', {}, w.userB);
    expect(list.json().data.map((r: { company_id: number }) => r.company_id)).toEqual([w.storeB]);
    const all = await t.post('/delivery-settings/index', {}, w.admin);
    expect(all.body).not.toContain(PASSWORD);
    expect(
      all
        .json()
        .data.map((r: { company_name: string }) => r.company_name)
        .sort(),
    ).toEqual(['Loja A', 'Loja B'].sort());
  });

  it('an update keeps the postal password unless a new one is typed', async () => {
    const kept = await t.post(
      '/delivery-settings/update',
      { id: settingsA, sds_senha_correios: { set: true, last4: '5678' }, product_rule: true },
      w.userA,
    );
    expect(kept.statusCode).toBe(201);
    const blank = await t.post(
      '/delivery-settings/update',
      { id: settingsA, sds_senha_correios: '' },
      w.userA,
    );
    expect(blank.statusCode).toBe(201);
    let stored = (await settingsOf(w.storeA))[0];
    expect(t.secrets.open(stored.sds_senha_correios!, 'delivery_settings.sds_senha_correios')).toBe(PASSWORD);
    expect(stored.product_rule).toBe(true);
    const replaced = await t.post(
      '/delivery-settings/update',
      { id: settingsA, sds_senha_correios: 'nova-senha-9999' },
      w.userA,
    );
    expect(replaced.json().sds_senha_correios).toEqual({ set: true, last4: '9999' });
    stored = (await settingsOf(w.storeA))[0];
    expect(t.secrets.open(stored.sds_senha_correios!, 'delivery_settings.sds_senha_correios')).toBe(
      'nova-senha-9999',
    );
    expect(
      (await t.post('/delivery-settings/update', { id: settingsA, withdrawal: false }, w.userB)).statusCode,
    ).toBe(404);
    const money = await t.post(
      '/delivery-settings/update',
      { id: settingsA, additional_value: '-1' },
      w.userA,
    );
    expect(money.statusCode).toBe(422);
    expect(Object.keys(money.json().errors)).toEqual(['additional_value']);
  });

  it('/delivery-settings/change-open-delivery switches the store’s own open delivery', async () => {
    const on = await t.post(
      '/delivery-settings/change-open-delivery',
      { open_delivery: true, company_id: w.storeB },
      w.userA,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: settingsA, open_delivery: true });
    expect((await settingsOf(w.storeA))[0].open_delivery).toBe(true);
    expect((await settingsOf(w.storeB))[0].open_delivery).toBe(true);
    const off = await t.post(
      '/delivery-settings/change-open-delivery',
      { open_delivery: false, company_id: w.storeB },
      w.admin,
    );
    expect(off.json()).toMatchObject({ company_id: w.storeB, open_delivery: false });
    expect((await settingsOf(w.storeA))[0].open_delivery).toBe(true);
    const missing = await t.post('/delivery-settings/change-open-delivery', {}, w.userA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ open_delivery: ['Por favor insira Open Delivery'] });
    const bad = await t.post('/delivery-settings/change-open-delivery', { open_delivery: 'sim' }, w.userA);
    expect(bad.statusCode).toBe(422);
  });

  it('restrictions: 8-digit CEPs, initial ≤ final, whole days, exact money', async () => {
    const base = {
      type: 'Entrega expressa',
      term: 2,
      init_cep_rate: '01000-000',
      final_cep_rate: '01999999',
      minimum_buy_value: '150.00',
      delivery_price: '19.9',
      more_quote: true,
    };
    const saved = await t.post('/delivery-restriction/save', { ...base, company_id: w.storeB }, w.userA);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      company_id: w.storeA,
      init_cep_rate: '01000000',
      final_cep_rate: '01999999',
      delivery_price: '19.90',
      minimum_buy_value: '150.00',
      active: true,
    });
    const id = saved.json().id;
    const backwards = await t.post(
      '/delivery-restriction/save',
      { ...base, init_cep_rate: '20000000', final_cep_rate: '10000000' },
      w.userA,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({
      final_cep_rate: ['CEP final deve ser maior ou igual ao CEP inicial'],
    });
    const short = await t.post(
      '/delivery-restriction/save',
      { ...base, init_cep_rate: '0100', final_cep_rate: '123456789' },
      w.userA,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      init_cep_rate: ['CEP inicial deve ter 8 dígitos'],
      final_cep_rate: ['CEP final deve ter 8 dígitos'],
    });
    // Without a freight value free could not be told from not set: 0,00 is free.
    const { delivery_price: _price, ...noPrice } = base;
    const unpriced = await t.post('/delivery-restriction/save', noPrice, w.userA);
    expect(unpriced.statusCode).toBe(422);
    expect(Object.keys(unpriced.json().errors)).toEqual(['delivery_price']);
    const free = await t.post('/delivery-restriction/save', { ...base, delivery_price: '0' }, w.userA);
    expect(free.json().delivery_price).toBe('0.00');
    await t.post('/delivery-restriction/delete', { id: free.json().id }, w.userA);
    const term = await t.post('/delivery-restriction/save', { ...base, term: -1 }, w.userA);
    expect(term.json().errors).toEqual({ term: ['Prazo (dias) deve ser no mínimo 0'] });
    const halfDay = await t.post('/delivery-restriction/save', { ...base, term: 1.5 }, w.userA);
    expect(halfDay.json().errors).toEqual({
      term: [expect.stringMatching(/^Prazo \(dias\) deve ser um número inteiro/)],
    });
    const noName = await t.post('/delivery-restriction/save', { ...base, type: '' }, w.userA);
    expect(noName.json().errors).toEqual({ type: ['Por favor insira Nome'] });
    const price = await t.post('/delivery-restriction/save', { ...base, delivery_price: '1.999' }, w.userA);
    expect(Object.keys(price.json().errors)).toEqual(['delivery_price']);
    expect(await restrictionsOf(w.storeA)).toHaveLength(1);

    // An update is checked against the stored range: a final CEP below the stored initial one fails.
    const update = await t.post('/delivery-restriction/update', { id, final_cep_rate: '00999999' }, w.userA);
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({
      final_cep_rate: ['CEP final deve ser maior ou igual ao CEP inicial'],
    });
    const ok = await t.post(
      '/delivery-restriction/update',
      { id, final_cep_rate: '01000000', active: false },
      w.userA,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ final_cep_rate: '01000000', active: false });
    // Another store's restriction is out of reach.
    expect((await t.post('/delivery-restriction/update', { id, term: 3 }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/delivery-restriction/show', { id }, w.userB)).statusCode).toBe(404);
    expect((await t.post('/delivery-restriction/delete', { id }, w.userB)).statusCode).toBe(404);
    const listB = await t.post('/delivery-restriction/index', {}, w.userB);
    expect(listB.json().total).toBe(0);
    const admin = await t.post(
      '/delivery-restriction/save',
      { ...base, company_id: w.storeB, type: 'Capital' },
      w.admin,
    );
    expect(admin.json()).toMatchObject({ company_id: w.storeB, type: 'Capital' });
    expect(await restrictionsOf(w.storeB)).toHaveLength(1);
    expect((await t.post('/delivery-restriction/delete', { id }, w.userA)).statusCode).toBe(200);
    expect(await restrictionsOf(w.storeA)).toHaveLength(0);
  });
});
