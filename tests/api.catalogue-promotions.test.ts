// Product promotions: value and percent kept in step with exact decimals, the period rules, one
// active promotion per product (even when saved at the same moment), and other stores kept out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const ACTIVE_EXISTS = 'Este produto já possui uma promoção ativa. Desative-a antes de cadastrar outra.';
const ABOVE_PRICE = 'O valor do desconto não pode ser maior que o preço do produto';

describe.each(backends)('product promotions on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let taxonomy: Row;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const definition_id = (
      await t.db.insertInto('definition').values({ name: 'Moda' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const category_id = (
      await t.db
        .insertInto('category')
        .values({ name: 'Camisetas', definition_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    taxonomy = { definition_id, category_id };
  });
  afterAll(() => t?.close());

  async function newProduct(price = '59.90', token = w.userA): Promise<number> {
    const res = await t.post(
      '/product/save',
      { name: 'Camiseta', ...taxonomy, gender: 'u', price, description: 'Algodão' },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const save = (body: Row, token = w.userA) => t.post('/product-promotion/save', body, token);
  const saved = async (body: Row, token = w.userA) => {
    const res = await save(body, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row;
  };
  const count = async (productId: number) =>
    (await t.db.selectFrom('product_promotion').select('id').where('product_id', '=', productId).execute())
      .length;

  describe('discount value and percent', () => {
    it('derives the percent from the value and the price', async () => {
      const productId = await newProduct('59.90');
      const promo = await saved({ product_id: productId, no_period: true, discount_value: '20' });
      expect(promo).toMatchObject({
        discount_value: '20.00',
        discount_percent: 33.39,
        active: true,
        company_id: w.storeA,
      });
    });

    it('derives the value from the percent with exact decimal rounding', async () => {
      // 10.05 × 50% = 5.025 → 5.03 (binary floating point would give 5.02).
      const productId = await newProduct('10.05');
      const promo = await saved({ product_id: productId, no_period: true, discount_percent: 50 });
      expect(promo).toMatchObject({ discount_value: '5.03', discount_percent: 50 });
    });

    it('keeps the value when both are sent, and recomputes the percent', async () => {
      const productId = await newProduct('59.90');
      const promo = await saved({
        product_id: productId,
        no_period: true,
        discount_value: '10.00',
        discount_percent: 99,
      });
      expect(promo).toMatchObject({ discount_value: '10.00', discount_percent: 16.69 });
    });

    it('refuses a discount above the price or outside 0–100%, and stores nothing', async () => {
      const productId = await newProduct('59.90');
      for (const [body, errors] of [
        [{ discount_value: '59.91' }, { discount_value: [ABOVE_PRICE] }],
        [
          { discount_value: '12,50' },
          { discount_value: ['Valor do desconto deve ser um valor em reais, com até 2 casas decimais'] },
        ],
        [{ discount_percent: 101 }, { discount_percent: ['Percentual de desconto deve ser no máximo 100'] }],
        [{ discount_percent: -1 }, { discount_percent: ['Percentual de desconto deve ser no mínimo 0'] }],
        [{}, { discount_value: ['Por favor insira Valor do desconto'] }],
      ] as const) {
        const res = await save({ product_id: productId, no_period: true, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json()).toEqual({ message: 'Os dados informados são inválidos.', errors });
      }
      expect(await count(productId)).toBe(0);
      // The whole price is a valid discount.
      expect(
        (await save({ product_id: productId, no_period: true, discount_value: '59.90' })).json()
          .discount_percent,
      ).toBe(100);
    });
  });

  describe('period', () => {
    it('needs a start date unless the promotion has no period', async () => {
      const productId = await newProduct();
      const res = await save({ product_id: productId, discount_value: '5.00' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ start_date: ['Por favor insira Data de Início'] });
      const late = await save({
        product_id: productId,
        discount_value: '5.00',
        start_date: '2026-12-10T10:00:00Z',
        end_date: '2026-12-01T10:00:00Z',
      });
      expect(late.json().errors).toEqual({
        end_date: ['A data de término deve ser posterior à data de início'],
      });
      expect(await count(productId)).toBe(0);
    });

    it('clears both dates when there is no period', async () => {
      const productId = await newProduct();
      const promo = await saved({
        product_id: productId,
        no_period: true,
        start_date: '2026-12-01T10:00:00Z',
        end_date: '2026-12-31T10:00:00Z',
        discount_value: '5.00',
      });
      expect(promo).toMatchObject({ no_period: true, start_date: null, end_date: null });
    });

    it("reads a date and time without offset as the store's (São Paulo) time", async () => {
      const productId = await newProduct();
      const promo = await saved({
        product_id: productId,
        start_date: '2026-12-01T10:00',
        end_date: '2026-12-31',
        discount_value: '5.00',
      });
      expect(new Date(promo.start_date as string).toISOString()).toBe('2026-12-01T13:00:00.000Z');
      expect(new Date(promo.end_date as string).toISOString()).toBe('2026-12-31T03:00:00.000Z');
    });
  });

  describe('one active promotion per product', () => {
    it('refuses a second active promotion until the first is deactivated', async () => {
      const productId = await newProduct();
      const first = await saved({ product_id: productId, no_period: true, discount_value: '5.00' });
      const second = await save({ product_id: productId, no_period: true, discount_value: '6.00' });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors).toEqual({ product_id: [ACTIVE_EXISTS] });
      // An inactive one may be registered, but not switched on while the first is active.
      const idle = await saved({
        product_id: productId,
        no_period: true,
        discount_value: '6.00',
        active: false,
      });
      const on = await t.post('/product-promotion/update', { id: idle.id, active: true }, w.userA);
      expect(on.statusCode).toBe(422);
      expect(on.json().errors).toEqual({ product_id: [ACTIVE_EXISTS] });
      expect(
        (await t.post('/product-promotion/update', { id: first.id, active: false }, w.userA)).statusCode,
      ).toBe(201);
      const now = await t.post('/product-promotion/update', { id: idle.id, active: true }, w.userA);
      expect(now.statusCode).toBe(201);
      expect(now.json().active).toBe(true);
      // Another product is not affected.
      await saved({ product_id: await newProduct(), no_period: true, discount_value: '5.00' });
    });

    it('keeps one when several are saved at the same moment', async () => {
      const productId = await newProduct();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          save({ product_id: productId, no_period: true, discount_value: `${i + 1}.00` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      expect(await count(productId)).toBe(1);
    });
  });

  describe('/product-promotion/update and /product-index', () => {
    it('keeps value and percent in step on update', async () => {
      const productId = await newProduct('200.00');
      const promo = await saved({ product_id: productId, no_period: true, discount_value: '20.00' });
      expect(promo.discount_percent).toBe(10);
      const byPercent = await t.post(
        '/product-promotion/update',
        { id: promo.id, discount_percent: 15 },
        w.userA,
      );
      expect(byPercent.statusCode, byPercent.body).toBe(201);
      expect(byPercent.json()).toMatchObject({ discount_value: '30.00', discount_percent: 15 });
      const byValue = await t.post(
        '/product-promotion/update',
        { id: promo.id, discount_value: '50' },
        w.userA,
      );
      expect(byValue.json()).toMatchObject({ discount_value: '50.00', discount_percent: 25 });
      const above = await t.post(
        '/product-promotion/update',
        { id: promo.id, discount_value: '200.01' },
        w.userA,
      );
      expect(above.json().errors).toEqual({ discount_value: [ABOVE_PRICE] });
      // Leaving "no period" needs a start date.
      const noStart = await t.post('/product-promotion/update', { id: promo.id, no_period: false }, w.userA);
      expect(noStart.json().errors).toEqual({ start_date: ['Por favor insira Data de Início'] });
      const dated = await t.post(
        '/product-promotion/update',
        { id: promo.id, no_period: false, start_date: '2026-12-01T00:00:00Z' },
        w.userA,
      );
      expect(dated.json()).toMatchObject({
        no_period: false,
        start_date: '2026-12-01T00:00:00.000Z',
        discount_value: '50.00',
      });
      const cleared = await t.post('/product-promotion/update', { id: promo.id, no_period: true }, w.userA);
      expect(cleared.json()).toMatchObject({ start_date: null, end_date: null });
    });

    it("lists a product's promotions, optionally by active flag", async () => {
      const productId = await newProduct();
      const off = await saved({
        product_id: productId,
        no_period: true,
        discount_value: '1.00',
        active: false,
      });
      const on = await saved({ product_id: productId, no_period: true, discount_value: '2.00' });
      await saved({ product_id: await newProduct(), no_period: true, discount_value: '3.00' });
      const ids = async (body: Row) => {
        const res = await t.post('/product-promotion/product-index', body, w.userA);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.map((p: Row) => p.id);
      };
      expect(await ids({ product_id: productId })).toEqual([on.id, off.id]);
      expect(await ids({ product_id: productId, active: true })).toEqual([on.id]);
      expect(await ids({ product_id: productId, active: false })).toEqual([off.id]);
      const missing = await t.post('/product-promotion/product-index', {}, w.userA);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ product_id: ['Por favor insira Produto'] });
    });
  });

  it("keeps other stores away from a store's promotions", async () => {
    const productId = await newProduct('59.90', w.userA);
    const promo = await saved({ product_id: productId, no_period: true, discount_value: '5.00' });
    const forged = await save(
      { product_id: productId, no_period: true, discount_value: '1.00', company_id: w.storeA },
      w.userB,
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ product_id: ['Produto não encontrado(a)'] });
    for (const [path, body] of [
      ['/product-promotion/show', { id: promo.id }],
      ['/product-promotion/update', { id: promo.id, active: false }],
      ['/product-promotion/delete', { id: promo.id }],
    ] as const)
      expect((await t.post(path, body, w.userB)).statusCode, path).toBe(404);
    expect(
      (await t.post('/product-promotion/product-index', { product_id: productId }, w.userB)).json().total,
    ).toBe(0);
    expect((await t.post('/product-promotion/show', { id: promo.id }, w.userA)).json()).toEqual(promo);
    expect(await count(productId)).toBe(1);
    // The admin names the store, and acts on any.
    const admin = await save(
      { product_id: productId, no_period: true, discount_value: '1.00', active: false },
      w.admin,
    );
    expect(admin.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
    const forA = await save(
      { product_id: productId, no_period: true, discount_value: '1.00', active: false, company_id: w.storeA },
      w.admin,
    );
    expect(forA.statusCode).toBe(201);
  });
});
