// POST /discount-cupons/simulate: a coupon over a cart, priced on the server from the database (never
// from the request). Every rule and combination with hand-computed figures, rounding once, the
// validity dates on the America/Bahia clock, tenancy, pt-BR 422s, and random carts whose answers
// keep the money invariants. The rule table is in schemas/README.md (coupon section).
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
type Item = { product_id: number; amount: number };

/** A moment as the coupon form types it: 'YYYY-MM-DD HH:mm:ss' on the America/Bahia clock. */
const bahia = (ms: number) => format(new Date(ms), 'yyyy-MM-dd HH:mm:ss', { in: tz('America/Bahia') });

/** Seeded generator (mulberry32): the same random carts every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (text: string) => {
  const [whole, fraction] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction);
};

describe.each(backends)('coupon pricing (/discount-cupons/simulate) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const tax = { def1: 0, def2: 0, cat1: 0, cat2: 0, cat3: 0 };
  let group = 0;
  /** Store A: P1 100.00 (def1/cat1, collection), P2 50.00 (def1/cat2), P3 30.00 (def2/cat3),
   * P4 10.00 less a running promotion of 2.00 (def1/cat1), P5 20.00 with an ended promotion. */
  const p = { p1: 0, p2: 0, p3: 0, p4: 0, p5: 0, tiny5: 0, tiny4: 0 };
  let productB = 0;
  let couponB = 0;
  /** The usual cart: 2×P1, 1×P2, 3×P3, 1×P4 = 200 + 50 + 90 + 8 = 348.00, 7 units. */
  let cart: Item[];

  const product = async (extra: Row, token = w.userA) => {
    const res = await t.post(
      '/product/save',
      { name: 'Produto', gender: 'u', description: 'Teste', ...extra },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  const coupon = async (extra: Row, token = w.userA) => {
    const res = await t.post(
      '/discount-cupons/save',
      { code: `C${Math.random().toString(36).slice(2, 10)}`, ...extra },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  const simulate = (body: unknown, token = w.userA) => t.post('/discount-cupons/simulate', body, token);
  const simulated = async (couponId: number, items: Item[], token = w.userA) => {
    const res = await simulate({ coupon_id: couponId, items }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      discount: string;
      subtotal: string;
      discounted_subtotal: string;
      applies: boolean;
      reason: string | null;
      eligible: Array<{
        product_id: number;
        name: string;
        unit_price: string;
        units: number;
        discounted_units: number;
      }>;
    };
  };
  /** product id → discounted units, of the eligible lines. */
  const taken = (r: Awaited<ReturnType<typeof simulated>>) =>
    Object.fromEntries(r.eligible.map((e) => [e.product_id, e.discounted_units]));
  const eligibleIds = (r: Awaited<ReturnType<typeof simulated>>) => r.eligible.map((e) => e.product_id);

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const def = async (name: string) =>
      (await t.db.insertInto('definition').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
    const cat = async (name: string, definition_id: number) =>
      (
        await t.db
          .insertInto('category')
          .values({ name, definition_id })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    tax.def1 = await def('Moda');
    tax.def2 = await def('Acessórios');
    tax.cat1 = await cat('Camisetas', tax.def1);
    tax.cat2 = await cat('Calças', tax.def1);
    tax.cat3 = await cat('Bonés', tax.def2);
    const g = await t.post('/product-group/save', { name: 'Coleção Verão' }, w.userA);
    expect(g.statusCode, g.body).toBe(201);
    group = g.json().id;
    const in1 = { definition_id: tax.def1, category_id: tax.cat1 };
    p.p1 = await product({ name: 'Camiseta', price: '100.00', ...in1, product_groups_id: group });
    p.p2 = await product({ name: 'Calça', price: '50.00', definition_id: tax.def1, category_id: tax.cat2 });
    p.p3 = await product({ name: 'Boné', price: '30.00', definition_id: tax.def2, category_id: tax.cat3 });
    p.p4 = await product({ name: 'Meia', price: '10.00', ...in1 });
    p.p5 = await product({ name: 'Cinto', price: '20.00', ...in1 });
    p.tiny5 = await product({ name: 'Bala', price: '0.05', ...in1 });
    p.tiny4 = await product({ name: 'Chiclete', price: '0.04', ...in1 });
    const promo = await t.post(
      '/product-promotion/save',
      { product_id: p.p4, no_period: true, discount_value: '2.00' },
      w.userA,
    );
    expect(promo.statusCode, promo.body).toBe(201);
    const ended = await t.post(
      '/product-promotion/save',
      {
        product_id: p.p5,
        start_date: '2024-01-01T00:00:00-03:00',
        end_date: '2024-01-31T23:59:59-03:00',
        discount_value: '5.00',
      },
      w.userA,
    );
    expect(ended.statusCode, ended.body).toBe(201);
    productB = await product(
      { name: 'Produto B', price: '40.00', definition_id: tax.def1, category_id: tax.cat1 },
      w.userB,
    );
    couponB = await coupon({ discount_rate: 10 }, w.userB);
    cart = [
      { product_id: p.p1, amount: 2 },
      { product_id: p.p2, amount: 1 },
      { product_id: p.p3, amount: 3 },
      { product_id: p.p4, amount: 1 },
    ];
  });
  afterAll(() => t?.close());

  describe('which products count (eligibility)', () => {
    it('no rules: every unit, at its price now (the running promotion taken off)', async () => {
      const r = await simulated(await coupon({ discount_rate: 10 }), cart);
      expect(r).toMatchObject({
        applies: true,
        reason: null,
        subtotal: '348.00',
        discounted_subtotal: '348.00',
        discount: '34.80',
      });
      expect(r.eligible).toEqual([
        { product_id: p.p1, name: 'Camiseta', unit_price: '100.00', units: 2, discounted_units: 2 },
        { product_id: p.p2, name: 'Calça', unit_price: '50.00', units: 1, discounted_units: 1 },
        { product_id: p.p3, name: 'Boné', unit_price: '30.00', units: 3, discounted_units: 3 },
        { product_id: p.p4, name: 'Meia', unit_price: '8.00', units: 1, discounted_units: 1 },
      ]);
    });

    it('segment (definition_id): only its products', async () => {
      const r = await simulated(await coupon({ discount_rate: 10, definition_id: tax.def1 }), cart);
      expect(eligibleIds(r)).toEqual([p.p1, p.p2, p.p4]);
      // 200 + 50 + 8 = 258 → 10 % = 25.80; the cart's subtotal is still all of it.
      expect(r).toMatchObject({ subtotal: '348.00', discounted_subtotal: '258.00', discount: '25.80' });
    });

    it('category (category_id): only its products', async () => {
      const r = await simulated(await coupon({ discount_rate: 10, category_id: tax.cat1 }), cart);
      expect(eligibleIds(r)).toEqual([p.p1, p.p4]);
      expect(r).toMatchObject({ discounted_subtotal: '208.00', discount: '20.80' });
    });

    it('product group rule 0 removes the collection, rule 1 keeps only it', async () => {
      const out = await simulated(
        await coupon({ discount_rate: 10, product_group_id: group, product_group_rule: 0 }),
        cart,
      );
      expect(eligibleIds(out)).toEqual([p.p2, p.p3, p.p4]);
      expect(out).toMatchObject({ discounted_subtotal: '148.00', discount: '14.80' });
      const only = await simulated(
        await coupon({ discount_rate: 10, product_group_id: group, product_group_rule: 1 }),
        cart,
      );
      expect(eligibleIds(only)).toEqual([p.p1]);
      expect(only).toMatchObject({ discounted_subtotal: '200.00', discount: '20.00' });
    });

    it("'Não aplicar em promoções' leaves out a product whose promotion is running, not one that ended", async () => {
      const id = await coupon({ discount_rate: 10, remove_sale: true });
      const r = await simulated(id, [...cart, { product_id: p.p5, amount: 1 }]);
      expect(eligibleIds(r)).toEqual([p.p1, p.p2, p.p3, p.p5]);
      // 200 + 50 + 90 + 20 = 360 → 36.00; P5's promotion ended, so it sells at 20.00.
      expect(r).toMatchObject({ subtotal: '368.00', discounted_subtotal: '360.00', discount: '36.00' });
    });

    it('rules combine: segment and category and group and promotions', async () => {
      const id = await coupon({
        discount_rate: 50,
        definition_id: tax.def1,
        category_id: tax.cat1,
        product_group_id: group,
        product_group_rule: 0,
        remove_sale: true,
      });
      const r = await simulated(id, [...cart, { product_id: p.p5, amount: 2 }]);
      expect(eligibleIds(r)).toEqual([p.p5]);
      expect(r).toMatchObject({ discounted_subtotal: '40.00', discount: '20.00' });
    });

    it('nothing eligible: applies false with the reason, discount 0.00', async () => {
      const r = await simulated(await coupon({ discount_rate: 10, category_id: tax.cat2 }), [
        { product_id: p.p3, amount: 2 },
      ]);
      expect(r).toEqual({
        applies: false,
        reason: 'Nenhum produto do carrinho atende às regras do cupom.',
        discount: '0.00',
        subtotal: '60.00',
        discounted_subtotal: '0.00',
        eligible: [],
      });
    });

    it('a product named twice counts once, with its amounts added', async () => {
      const r = await simulated(await coupon({ discount_rate: 10 }), [
        { product_id: p.p2, amount: 1 },
        { product_id: p.p2, amount: 2 },
      ]);
      expect(r.eligible).toEqual([
        { product_id: p.p2, name: 'Calça', unit_price: '50.00', units: 3, discounted_units: 3 },
      ]);
      expect(r.discount).toBe('15.00');
    });
  });

  describe('rule type × apply to (7 units: 100, 100, 50, 30, 30, 30, 8)', () => {
    it('none + Todos / Mais caro / Mais barato: every unit / the single most expensive / cheapest', async () => {
      expect(
        (await simulated(await coupon({ discount_rate: 10, rule_apply_to: 'all' }), cart)).discount,
      ).toBe('34.80');
      const expensive = await simulated(
        await coupon({ discount_rate: 10, rule_apply_to: 'expensive' }),
        cart,
      );
      expect(expensive).toMatchObject({ discounted_subtotal: '100.00', discount: '10.00' });
      expect(taken(expensive)).toEqual({ [p.p1]: 1, [p.p2]: 0, [p.p3]: 0, [p.p4]: 0 });
      const cheap = await simulated(await coupon({ discount_rate: 10, rule_apply_to: 'cheap' }), cart);
      expect(cheap).toMatchObject({ discounted_subtotal: '8.00', discount: '0.80' });
      expect(taken(cheap)).toEqual({ [p.p1]: 0, [p.p2]: 0, [p.p3]: 0, [p.p4]: 1 });
    });

    it("'A partir de 3' + Todos: every eligible unit once 3 are reached, nothing below", async () => {
      const id = await coupon({
        discount_rate: 10,
        definition_id: tax.def1,
        rule_type: 'from',
        rule_products_amount: 3,
        rule_apply_to: 'all',
      });
      // def1: 2×P1 + P2 + P4 = 4 eligible units ≥ 3.
      expect(await simulated(id, cart)).toMatchObject({ applies: true, discount: '25.80' });
      const below = await simulated(id, [
        { product_id: p.p1, amount: 1 },
        { product_id: p.p2, amount: 1 },
        { product_id: p.p3, amount: 5 },
      ]);
      expect(below).toMatchObject({
        applies: false,
        reason: 'O cupom vale a partir de 3 produtos elegíveis; o carrinho tem 2.',
        discount: '0.00',
        discounted_subtotal: '0.00',
      });
      expect(taken(below)).toEqual({ [p.p1]: 0, [p.p2]: 0 });
    });

    it("'A partir de 3' + Mais barato (leve 3, ganhe o mais barato) / + Mais caro", async () => {
      const cheap = await simulated(
        await coupon({
          discount_rate: 100,
          rule_type: 'from',
          rule_products_amount: 3,
          rule_apply_to: 'cheap',
        }),
        cart,
      );
      expect(cheap).toMatchObject({ applies: true, discounted_subtotal: '8.00', discount: '8.00' });
      expect(taken(cheap)).toEqual({ [p.p1]: 0, [p.p2]: 0, [p.p3]: 0, [p.p4]: 1 });
      const expensive = await simulated(
        await coupon({
          discount_rate: 50,
          rule_type: 'from',
          rule_products_amount: 3,
          rule_apply_to: 'expensive',
        }),
        cart,
      );
      expect(expensive).toMatchObject({ discounted_subtotal: '100.00', discount: '50.00' });
      expect(taken(expensive)).toEqual({ [p.p1]: 1, [p.p2]: 0, [p.p3]: 0, [p.p4]: 0 });
    });

    it("'A cada 2' + Mais barato: the k = floor(7/2) = 3 cheapest units", async () => {
      const r = await simulated(
        await coupon({
          discount_rate: 100,
          rule_type: 'each',
          rule_products_amount: 2,
          rule_apply_to: 'cheap',
        }),
        cart,
      );
      // 8 + 30 + 30 = 68.
      expect(r).toMatchObject({ discounted_subtotal: '68.00', discount: '68.00' });
      expect(taken(r)).toEqual({ [p.p1]: 0, [p.p2]: 0, [p.p3]: 2, [p.p4]: 1 });
    });

    it("'A cada 2' + Mais caro: the 3 most expensive units", async () => {
      const r = await simulated(
        await coupon({
          discount_rate: 10,
          rule_type: 'each',
          rule_products_amount: 2,
          rule_apply_to: 'expensive',
        }),
        cart,
      );
      // 100 + 100 + 50 = 250 → 25.00.
      expect(r).toMatchObject({ discounted_subtotal: '250.00', discount: '25.00' });
      expect(taken(r)).toEqual({ [p.p1]: 2, [p.p2]: 1, [p.p3]: 0, [p.p4]: 0 });
    });

    it("'A cada 3' + Todos: the units of the complete groups, the cheapest left over", async () => {
      const r = await simulated(
        await coupon({ discount_rate: 10, rule_type: 'each', rule_products_amount: 3, rule_apply_to: 'all' }),
        cart,
      );
      // k = 2 groups → 6 units: 100 + 100 + 50 + 30 + 30 + 30 = 340 → 34.00; the 8.00 unit left over.
      expect(r).toMatchObject({ discounted_subtotal: '340.00', discount: '34.00' });
      expect(taken(r)).toEqual({ [p.p1]: 2, [p.p2]: 1, [p.p3]: 3, [p.p4]: 0 });
    });

    it("'A cada 3' below 3 eligible units: applies false", async () => {
      const id = await coupon({ discount_rate: 10, rule_type: 'each', rule_products_amount: 3 });
      const r = await simulated(id, [{ product_id: p.p1, amount: 2 }]);
      expect(r).toMatchObject({
        applies: false,
        reason: 'O cupom vale a cada 3 produtos elegíveis; o carrinho tem 2.',
        discount: '0.00',
      });
    });

    it('equal prices: the earlier cart line is taken first', async () => {
      const twin = await product({
        name: 'Boné Azul',
        price: '30.00',
        definition_id: tax.def2,
        category_id: tax.cat3,
      });
      const id = await coupon({ discount_rate: 100, rule_apply_to: 'cheap' });
      const r = await simulated(id, [
        { product_id: twin, amount: 1 },
        { product_id: p.p3, amount: 1 },
      ]);
      expect(taken(r)).toEqual({ [twin]: 1, [p.p3]: 0 });
    });
  });

  describe('money', () => {
    it('a value is taken once, and never more than the discounted units', async () => {
      expect((await simulated(await coupon({ discount_value: '15.00' }), cart)).discount).toBe('15.00');
      const capped = await simulated(await coupon({ discount_value: '500.00' }), cart);
      expect(capped).toMatchObject({ applies: true, discount: '348.00', subtotal: '348.00' });
      // Only the cheapest unit (8.00) is discounted: a 20.00 value gives 8.00.
      const cheap = await simulated(
        await coupon({
          discount_value: '20.00',
          rule_type: 'from',
          rule_products_amount: 3,
          rule_apply_to: 'cheap',
        }),
        cart,
      );
      expect(cheap).toMatchObject({ discounted_subtotal: '8.00', discount: '8.00' });
    });

    it('a rate rounds half up to the centavo, once over the discounted units', async () => {
      const at = async (rate: number, items: Item[]) =>
        (await simulated(await coupon({ discount_rate: rate }), items)).discount;
      // 12 % of 0.05 = 0.006 → 0.01.
      expect(await at(12, [{ product_id: p.tiny5, amount: 1 }])).toBe('0.01');
      // 12.5 % of 0.04 = 0.005 → 0.01 (half up).
      expect(await at(12.5, [{ product_id: p.tiny4, amount: 1 }])).toBe('0.01');
      // 12 % of 0.04 = 0.0048 → 0.00.
      expect(await at(12, [{ product_id: p.tiny4, amount: 1 }])).toBe('0.00');
      // 12 % of 3 × 0.05 = 0.018 → 0.02 once (per unit it would be 3 × 0.01 = 0.03).
      expect(await at(12, [{ product_id: p.tiny5, amount: 3 }])).toBe('0.02');
      // 33.33 % of 100.00 = 33.33; 0.01 % of 50.00 = 0.005 → 0.01.
      expect(await at(33.33, [{ product_id: p.p1, amount: 1 }])).toBe('33.33');
      expect(await at(0.01, [{ product_id: p.p2, amount: 1 }])).toBe('0.01');
      // 100 % of everything is the subtotal; 0 % is nothing.
      expect(await at(100, cart)).toBe('348.00');
      expect(await at(0, cart)).toBe('0.00');
    });

    it('big carts stay exact (no float, no overflow)', async () => {
      const dear = await product({
        name: 'Joia',
        price: '9999999999.99',
        ...{ definition_id: tax.def1, category_id: tax.cat1 },
      });
      const r = await simulated(await coupon({ discount_rate: 33.33 }), [
        { product_id: dear, amount: 9999 },
        { product_id: p.tiny5, amount: 1 },
      ]);
      // 9999999999.99 × 9999 + 0.05 = 99989999999900.06; × 33.33 % = 33326666999966.689998 → .69
      expect(r.subtotal).toBe('99989999999900.06');
      expect(r.discount).toBe('33326666999966.69');
    });
  });

  describe('validity on the America/Bahia clock', () => {
    it("inactive: 'Cupom inativo.'", async () => {
      const r = await simulated(await coupon({ discount_rate: 10, active: false }), cart);
      expect(r).toMatchObject({
        applies: false,
        reason: 'Cupom inativo.',
        discount: '0.00',
        subtotal: '348.00',
      });
      expect(taken(r)).toEqual({ [p.p1]: 0, [p.p2]: 0, [p.p3]: 0, [p.p4]: 0 });
    });

    it('just before its start it is not valid yet; just after, it is', async () => {
      // Read as UTC the Bahia clock's time would be 3 hours earlier, already started.
      const soon = await coupon({ discount_rate: 10, init_date: bahia(Date.now() + 60_000) });
      expect(await simulated(soon, cart)).toMatchObject({
        applies: false,
        reason: 'Cupom ainda não está válido.',
        discount: '0.00',
      });
      const started = await coupon({ discount_rate: 10, init_date: bahia(Date.now() - 2_000) });
      expect(await simulated(started, cart)).toMatchObject({ applies: true, discount: '34.80' });
    });

    it('just after its expiry it is expired; just before, it is valid', async () => {
      const ended = await coupon({ discount_rate: 10, expire_date: bahia(Date.now() - 2_000) });
      expect(await simulated(ended, cart)).toMatchObject({
        applies: false,
        reason: 'Cupom expirado.',
        discount: '0.00',
      });
      // Read as UTC it would have ended 3 hours ago.
      const ending = await coupon({ discount_rate: 10, expire_date: bahia(Date.now() + 60_000) });
      expect(await simulated(ending, cart)).toMatchObject({ applies: true, discount: '34.80' });
      // A bare expiry date lasts its whole day on the Bahia clock.
      const today = bahia(Date.now()).slice(0, 10);
      const lastDay = await coupon({ discount_rate: 10, init_date: today, expire_date: today });
      expect(await simulated(lastDay, cart)).toMatchObject({ applies: true });
    });
  });

  describe('use limit (max_uses): the orders of its store that used its code', () => {
    /** An order of a store that used a coupon code (as the buyer typed it), in a status. */
    const order = async (companyId: number, code: string, status: number) =>
      t.db
        .insertInto('buy')
        .values({ company_id: companyId, status: status as 0, people_name: 'Comprador', coupon: code })
        .execute();
    const codeOf = async (id: number) =>
      (await t.post('/discount-cupons/show', { id }, w.userA)).json().code as string;

    it("max_uses 1 with one order using it: applies false, 'Cupom já utilizado.'", async () => {
      const id = await coupon({ discount_rate: 10, max_uses: 1 });
      expect(await simulated(id, cart)).toMatchObject({ applies: true, discount: '34.80' });
      // The buyer typed it in lower case, with a space: still the coupon.
      await order(w.storeA, ` ${(await codeOf(id)).toLowerCase()}`, 2);
      const r = await simulated(id, cart);
      expect(r).toMatchObject({
        applies: false,
        reason: 'Cupom já utilizado.',
        discount: '0.00',
        discounted_subtotal: '0.00',
        subtotal: '348.00',
      });
      expect(taken(r)).toEqual({ [p.p1]: 0, [p.p2]: 0, [p.p3]: 0, [p.p4]: 0 });
    });

    it('cancelled and expired orders, and orders of another store, do not use it up', async () => {
      const id = await coupon({ discount_rate: 10, max_uses: 1 });
      const code = await codeOf(id);
      await order(w.storeA, code, 5);
      await order(w.storeA, code, 6);
      await order(w.storeB, code, 4);
      expect(await simulated(id, cart)).toMatchObject({ applies: true, reason: null, discount: '34.80' });
      // A pending order (status 0) holds its use.
      await order(w.storeA, code, 0);
      expect(await simulated(id, cart)).toMatchObject({ applies: false, reason: 'Cupom já utilizado.' });
    });

    it('max_uses 2 lasts two orders; no limit: any number', async () => {
      const two = await coupon({ discount_rate: 10, max_uses: 2 });
      await order(w.storeA, await codeOf(two), 4);
      expect(await simulated(two, cart)).toMatchObject({ applies: true });
      await order(w.storeA, await codeOf(two), 1);
      expect(await simulated(two, cart)).toMatchObject({ applies: false, reason: 'Cupom já utilizado.' });
      const unlimited = await coupon({ discount_rate: 10 });
      for (let i = 0; i < 3; i++) await order(w.storeA, await codeOf(unlimited), 4);
      expect(await simulated(unlimited, cart)).toMatchObject({ applies: true, discount: '34.80' });
    });

    it('the limit is a whole number from 1 (pt-BR 422, nothing stored)', async () => {
      const before = await t.db
        .selectFrom('coupon')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      for (const max_uses of [0, -1, 1.5, 'muitos']) {
        const res = await t.post('/discount-cupons/save', { code: 'LIMITE', max_uses }, w.userA);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.max_uses[0]).toMatch(/Limite de usos/);
      }
      const after = await t.db
        .selectFrom('coupon')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(after).toEqual(before);
    });
  });

  describe('tenancy', () => {
    it("a store user cannot simulate another store's coupon (404 as a missing one)", async () => {
      const a = await coupon({ discount_rate: 10 });
      const res = await simulate({ coupon_id: a, items: cart }, w.userB);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Registro não encontrado.' });
      expect((await simulate({ coupon_id: 999_999_999, items: cart })).statusCode).toBe(404);
      expect(
        (await simulate({ coupon_id: couponB, items: [{ product_id: p.p1, amount: 1 }] })).statusCode,
      ).toBe(404);
    });

    it("refuses products of another store (422), whoever asks; an admin simulates any store's coupon", async () => {
      const a = await coupon({ discount_rate: 10 });
      const mixed = await simulate({
        coupon_id: a,
        items: [
          { product_id: p.p1, amount: 1 },
          { product_id: productB, amount: 1 },
        ],
      });
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json().errors).toEqual({
        'items.1.product_id': ['Produto não encontrado na loja do cupom.'],
      });
      const asAdmin = await simulate({ coupon_id: a, items: [{ product_id: productB, amount: 1 }] }, w.admin);
      expect(asAdmin.statusCode).toBe(422);
      expect((await simulated(a, cart, w.admin)).discount).toBe('34.80');
      expect((await simulated(couponB, [{ product_id: productB, amount: 2 }], w.admin)).discount).toBe(
        '8.00',
      );
      expect((await simulated(couponB, [{ product_id: productB, amount: 1 }], w.userB)).discount).toBe(
        '4.00',
      );
    });

    it('needs a session', async () => {
      expect((await simulate({ coupon_id: couponB, items: [] }, '')).statusCode).toBe(401);
    });
  });

  describe('bad input: 422 in pt-BR, never a 500', () => {
    const errorsOf = async (body: unknown) => {
      const res = await simulate(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('Os dados informados são inválidos.');
      return res.json().errors as Record<string, string[]>;
    };
    it('missing coupon and items', async () => {
      expect(await errorsOf({})).toEqual({
        coupon_id: ['Por favor insira Cupom'],
        items: ['Por favor insira ao menos um produto'],
      });
      expect(await errorsOf({ coupon_id: 'abc', items: [] })).toEqual({
        coupon_id: ['Cupom inválido'],
        items: ['Por favor insira ao menos um produto'],
      });
      expect((await errorsOf({ coupon_id: 1, items: 'x' })).items).toEqual(['Produtos inválidos']);
      expect((await errorsOf({ coupon_id: 1, items: [null] }))['items.0']).toEqual(['Produto inválido']);
    });

    it('amount 0, negative, not whole or not a number; product missing', async () => {
      const id = await coupon({ discount_rate: 10 });
      const bad = (amount: unknown) => ({ coupon_id: id, items: [{ product_id: p.p1, amount }] });
      expect(await errorsOf(bad(0))).toEqual({ 'items.0.amount': ['Quantidade deve ser no mínimo 1'] });
      expect(await errorsOf(bad(-2))).toEqual({ 'items.0.amount': ['Quantidade deve ser no mínimo 1'] });
      expect(await errorsOf(bad(1.5))).toEqual({
        'items.0.amount': ['Quantidade deve ser um número inteiro'],
      });
      expect(await errorsOf(bad('dois'))).toEqual({
        'items.0.amount': ['Quantidade deve ser um número inteiro'],
      });
      expect(await errorsOf(bad(10_000))).toEqual({
        'items.0.amount': ['Quantidade deve ser no máximo 9999'],
      });
      expect(await errorsOf({ coupon_id: id, items: [{ amount: 1 }] })).toEqual({
        'items.0.product_id': ['Por favor insira Produto'],
      });
      expect(await errorsOf({ coupon_id: id, items: [{ product_id: p.p1 }] })).toEqual({
        'items.0.amount': ['Por favor insira Quantidade'],
      });
    });

    it('bodies that are not objects', async () => {
      for (const body of ['null', '123', '[1,2]']) expect((await simulate(body)).statusCode).toBe(422);
    });
  });

  it('random carts keep the money invariants (200 seeded carts)', async () => {
    const random = seeded(20261126);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const prices: Record<number, bigint> = {
      [p.p1]: 10000n,
      [p.p2]: 5000n,
      [p.p3]: 3000n,
      [p.p4]: 800n,
      [p.p5]: 2000n,
      [p.tiny5]: 5n,
      [p.tiny4]: 4n,
    };
    const coupons: Array<{ id: number; rate: bigint }> = [];
    for (const rule_type of [null, 'from', 'each'])
      for (const rule_apply_to of ['all', 'expensive', 'cheap']) {
        const rate = pick([0, 7.77, 12.5, 33.33, 99.99]);
        const id = await coupon({
          discount_rate: rate,
          discount_value: rate ? '0' : pick(['0.01', '3.33', '150.00']),
          rule_type,
          rule_products_amount: rule_type ? 1 + Math.floor(random() * 4) : null,
          rule_apply_to,
          remove_sale: random() < 0.3,
          definition_id: random() < 0.3 ? tax.def1 : null,
        });
        coupons.push({ id, rate: BigInt(Math.round(rate * 100)) });
      }
    const ids = Object.keys(prices).map(Number);
    for (let i = 0; i < 200; i++) {
      const c = pick(coupons);
      const items = Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
        product_id: pick(ids),
        amount: 1 + Math.floor(random() * 6),
      }));
      const r = await simulated(c.id, items);
      const label = JSON.stringify({ coupon: c.id, items, r });
      for (const money of [r.discount, r.subtotal, r.discounted_subtotal])
        expect(money, label).toMatch(/^\d+\.\d{2}$/);
      const discount = cents(r.discount);
      const base = cents(r.discounted_subtotal);
      expect(discount >= 0n, label).toBe(true);
      expect(discount <= base && base <= cents(r.subtotal), label).toBe(true);
      expect(cents(r.subtotal), label).toBe(
        items.reduce((s, it) => s + prices[it.product_id] * BigInt(it.amount), 0n),
      );
      let takenBase = 0n;
      for (const e of r.eligible) {
        expect(e.discounted_units <= e.units, label).toBe(true);
        takenBase += cents(e.unit_price) * BigInt(e.discounted_units);
      }
      expect(takenBase, label).toBe(base);
      if (!r.applies) expect(r.discount, label).toBe('0.00');
      if (r.applies && c.rate > 0n) expect(discount, label).toBe((base * c.rate * 2n + 10_000n) / 20_000n);
    }
  });
});
