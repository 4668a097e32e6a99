// The pure coupon pricing (src/server/marketing/pricing.ts): exact centavos, the validity edges to
// the millisecond on the America/Bahia clock, and the rule table of schemas/README.md.
import { describe, expect, it } from 'vitest';
import {
  centsOf,
  decimalOf,
  percentOfCents,
  priceCart,
  type PricingCoupon,
  type PricingProduct,
} from '../src/server/marketing/pricing.js';
import { COUPON_TIME_ZONE, zonedDateTime } from '../src/shared/time.js';

const base: PricingCoupon = {
  active: true,
  init_date: null,
  expire_date: null,
  discount_rate: '10.00',
  discount_value: '0.00',
  remove_sale: false,
  definition_id: null,
  category_id: null,
  product_group_id: null,
  product_group_rule: null,
  rule_type: null,
  rule_products_amount: null,
  rule_apply_to: null,
};

const product = (id: number, price: string, extra: Partial<PricingProduct> = {}): PricingProduct => ({
  id,
  name: `P${id}`,
  price,
  definition_id: 1,
  category_id: 1,
  product_groups_id: null,
  promotion_discount: null,
  on_sale: false,
  ...extra,
});

const products = new Map([
  [1, product(1, '100.00')],
  [2, product(2, '50.00')],
  [3, product(3, '30.00')],
  [4, product(4, '10.00', { promotion_discount: '2.00', on_sale: true })],
]);
// 100, 100, 50, 30, 30, 30, 8.
const cart = [
  { product_id: 1, amount: 2 },
  { product_id: 2, amount: 1 },
  { product_id: 3, amount: 3 },
  { product_id: 4, amount: 1 },
];
const now = new Date('2026-06-01T12:00:00Z');
const price = (coupon: Partial<PricingCoupon>, items = cart, at = now) =>
  priceCart({ ...base, ...coupon }, products, items, at);
/** A stored validity date from what the form types on the Bahia clock. */
const bahia = (text: string, endOfDay = false) =>
  new Date(zonedDateTime(text, COUPON_TIME_ZONE, { endOfDay }) as string);

describe('exact centavos', () => {
  it('reads and writes decimals without floats', () => {
    expect(centsOf('12.34')).toBe(1234n);
    expect(centsOf('12.3')).toBe(1230n);
    expect(centsOf(12.5)).toBe(1250n);
    expect(centsOf('0.125')).toBe(13n);
    expect(centsOf(null)).toBe(0n);
    expect(centsOf('9999999999.99')).toBe(999999999999n);
    expect(decimalOf(5n)).toBe('0.05');
    expect(decimalOf(123456789012345678n)).toBe('1234567890123456.78');
    expect(() => centsOf('1,5')).toThrow();
  });

  it('takes a percent rounding half up once', () => {
    expect(percentOfCents(5n, 1200n)).toBe(1n); // 0.006 → 0.01
    expect(percentOfCents(4n, 1250n)).toBe(1n); // 0.005 → 0.01
    expect(percentOfCents(4n, 1200n)).toBe(0n); // 0.0048 → 0.00
    expect(percentOfCents(15n, 1200n)).toBe(2n); // 0.018 → 0.02
    expect(percentOfCents(0n, 1200n)).toBe(0n);
  });
});

describe('validity to the millisecond, dates typed on the America/Bahia clock', () => {
  const init = bahia('2026-06-01 09:00:00'); // 12:00Z: Bahia is UTC−3
  const expire = bahia('2026-06-30', true); // 2026-06-30 23:59:59 in Bahia
  it('starts at its first millisecond', () => {
    expect(init.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    const before = price({ init_date: init }, cart, new Date(init.getTime() - 1));
    expect(before).toMatchObject({
      applies: false,
      reason: 'Cupom ainda não está válido.',
      discount: '0.00',
    });
    expect(price({ init_date: init }, cart, init)).toMatchObject({ applies: true, discount: '34.80' });
  });
  it('ends after its last moment', () => {
    expect(expire.toISOString()).toBe('2026-07-01T02:59:59.000Z');
    expect(price({ expire_date: expire }, cart, expire).applies).toBe(true);
    expect(price({ expire_date: expire }, cart, new Date(expire.getTime() + 1))).toMatchObject({
      applies: false,
      reason: 'Cupom expirado.',
    });
  });
  it('inactive wins over the dates', () => {
    expect(price({ active: false, expire_date: new Date(0) }).reason).toBe('Cupom inativo.');
  });
  it('used up once its uses reach max_uses; no limit, any number of uses', () => {
    expect(price({ max_uses: 1, uses: 0 }).applies).toBe(true);
    expect(price({ max_uses: 1, uses: 1 })).toMatchObject({
      applies: false,
      reason: 'Cupom já utilizado.',
      discount: '0.00',
    });
    expect(price({ max_uses: 3, uses: 2 }).applies).toBe(true);
    expect(price({ max_uses: 3, uses: 3 }).reason).toBe('Cupom já utilizado.');
    expect(price({ max_uses: null, uses: 50 }).applies).toBe(true);
    // Expired says so first.
    expect(price({ max_uses: 1, uses: 1, expire_date: new Date(0) }).reason).toBe('Cupom expirado.');
  });
});

describe('the rule table (units 100, 100, 50, 30, 30, 30, 8; 10 %)', () => {
  const units = (r: ReturnType<typeof price>) =>
    Object.fromEntries(r.eligible.map((e) => [e.product_id, e.discounted_units]));
  it.each([
    [null, 'all', null, '348.00', { 1: 2, 2: 1, 3: 3, 4: 1 }],
    [null, 'expensive', null, '100.00', { 1: 1, 2: 0, 3: 0, 4: 0 }],
    [null, 'cheap', null, '8.00', { 1: 0, 2: 0, 3: 0, 4: 1 }],
    ['from', 'all', 3, '348.00', { 1: 2, 2: 1, 3: 3, 4: 1 }],
    ['from', 'expensive', 3, '100.00', { 1: 1, 2: 0, 3: 0, 4: 0 }],
    ['from', 'cheap', 3, '8.00', { 1: 0, 2: 0, 3: 0, 4: 1 }],
    ['each', 'all', 3, '340.00', { 1: 2, 2: 1, 3: 3, 4: 0 }],
    ['each', 'expensive', 3, '200.00', { 1: 2, 2: 0, 3: 0, 4: 0 }],
    ['each', 'cheap', 3, '38.00', { 1: 0, 2: 0, 3: 1, 4: 1 }],
    ['each', 'cheap', 2, '68.00', { 1: 0, 2: 0, 3: 2, 4: 1 }],
    ['each', 'all', 7, '348.00', { 1: 2, 2: 1, 3: 3, 4: 1 }],
    ['each', 'all', 0, '348.00', { 1: 2, 2: 1, 3: 3, 4: 1 }],
  ] as const)('%s %s N=%s → base %s', (rule_type, rule_apply_to, n, subtotal, expected) => {
    const r = price({ rule_type, rule_apply_to, rule_products_amount: n });
    expect(r.discounted_subtotal).toBe(subtotal);
    expect(units(r)).toEqual(expected);
  });

  it('below the threshold nothing applies', () => {
    expect(price({ rule_type: 'from', rule_products_amount: 8 })).toMatchObject({
      applies: false,
      reason: 'O cupom vale a partir de 8 produtos elegíveis; o carrinho tem 7.',
    });
    expect(price({ rule_type: 'each', rule_products_amount: 8 }).reason).toBe(
      'O cupom vale a cada 8 produtos elegíveis; o carrinho tem 7.',
    );
    expect(price({ rule_type: 'from', rule_products_amount: 1 }, [{ product_id: 1, amount: 1 }]).reason).toBe(
      null,
    );
  });

  it('eligibility filters: group rules and promotions', () => {
    const grouped = new Map(products);
    grouped.set(2, product(2, '50.00', { product_groups_id: 9 }));
    const ids = (c: Partial<PricingCoupon>) =>
      priceCart({ ...base, ...c }, grouped, cart, now).eligible.map((e) => e.product_id);
    expect(ids({ product_group_id: 9, product_group_rule: 0 })).toEqual([1, 3, 4]);
    expect(ids({ product_group_id: 9, product_group_rule: 1 })).toEqual([2]);
    expect(ids({ product_group_id: 9, product_group_rule: null })).toEqual([1, 2, 3, 4]);
    expect(ids({ remove_sale: true })).toEqual([1, 2, 3]);
  });

  it('a rate wins over a value when both are set; a value caps at the base', () => {
    expect(price({ discount_rate: '10', discount_value: '5.00' }).discount).toBe('34.80');
    expect(price({ discount_rate: '0', discount_value: '5.00' }).discount).toBe('5.00');
    expect(price({ discount_rate: '0', discount_value: '9.99', rule_apply_to: 'cheap' }).discount).toBe(
      '8.00',
    );
  });

  it('a promotion never makes a unit cost less than nothing', () => {
    const odd = new Map([[1, product(1, '5.00', { promotion_discount: '7.00', on_sale: true })]]);
    const r = priceCart(base, odd, [{ product_id: 1, amount: 2 }], now);
    expect(r).toMatchObject({ subtotal: '0.00', discount: '0.00', applies: true });
  });
});

describe('against a unit-by-unit reference (500 seeded carts)', () => {
  /** mulberry32: the same carts every run. */
  function seeded(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let x = Math.imul(a ^ (a >>> 15), 1 | a);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** The README's table read literally: every unit on its own, sorted, the first ones taken. */
  function reference(coupon: PricingCoupon, catalogue: Map<number, PricingProduct>, items: typeof cart) {
    const lines = new Map<number, number>();
    for (const i of items) lines.set(i.product_id, (lines.get(i.product_id) ?? 0) + i.amount);
    const units: Array<{ id: number; price: number; line: number }> = [];
    [...lines].forEach(([id, amount], line) => {
      const p = catalogue.get(id)!;
      const ok =
        (coupon.category_id == null || p.category_id === coupon.category_id) &&
        !(coupon.remove_sale && p.on_sale);
      const price = Math.max(
        0,
        Math.round(Number(p.price) * 100) - Math.round(Number(p.promotion_discount ?? 0) * 100),
      );
      if (ok) for (let u = 0; u < amount; u++) units.push({ id, price, line });
    });
    const q = units.length;
    const n = Math.max(1, coupon.rule_type ? (coupon.rule_products_amount ?? 1) : 1);
    if (!q || q < n) return { base: 0, taken: {} as Record<number, number> };
    const cheap = coupon.rule_apply_to === 'cheap';
    units.sort((a, b) =>
      a.price === b.price ? a.line - b.line : cheap ? a.price - b.price : b.price - a.price,
    );
    const k = coupon.rule_type === 'each' ? Math.floor(q / n) : 1;
    const all = !coupon.rule_apply_to || coupon.rule_apply_to === 'all';
    const count = !all ? k : coupon.rule_type === 'each' ? k * n : q;
    const chosen = units.slice(0, count);
    const taken: Record<number, number> = {};
    for (const u of chosen) taken[u.id] = (taken[u.id] ?? 0) + 1;
    return { base: chosen.reduce((s, u) => s + u.price, 0), taken };
  }

  it('takes the same units and the same discount', () => {
    const random = seeded(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    for (let i = 0; i < 500; i++) {
      const catalogue = new Map<number, PricingProduct>();
      for (let id = 1; id <= 6; id++) {
        const price = (Math.floor(random() * 5000) / 100).toFixed(2);
        const onSale = random() < 0.3;
        catalogue.set(
          id,
          product(id, price, {
            category_id: 1 + Math.floor(random() * 2),
            on_sale: onSale,
            promotion_discount: onSale ? pick(['0.50', '1.00', '60.00']) : null,
          }),
        );
      }
      const coupon: PricingCoupon = {
        ...base,
        discount_rate: pick(['0', '5', '12.5', '33.33', '100']),
        discount_value: pick(['0.00', '0.01', '9.99', '500.00']),
        category_id: random() < 0.3 ? 1 : null,
        remove_sale: random() < 0.3,
        rule_type: pick([null, 'from', 'each']),
        rule_products_amount: pick([null, 0, 1, 2, 3, 5, 10]),
        rule_apply_to: pick([null, 'all', 'expensive', 'cheap']),
      };
      const items = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        product_id: 1 + Math.floor(random() * 6),
        amount: 1 + Math.floor(random() * 8),
      }));
      const r = priceCart(coupon, catalogue, items, now);
      const ref = reference(coupon, catalogue, items);
      const label = JSON.stringify({ coupon, items, r });
      expect(r.discounted_subtotal, label).toBe(decimalOf(BigInt(ref.base)));
      expect(
        Object.fromEntries(
          r.eligible.filter((e) => e.discounted_units).map((e) => [e.product_id, e.discounted_units]),
        ),
        label,
      ).toEqual(ref.taken);
      const rate = centsOf(coupon.discount_rate);
      const value = centsOf(coupon.discount_value);
      const b = BigInt(ref.base);
      const expected = rate > 0n ? (b * rate * 2n + 10_000n) / 20_000n : value < b ? value : b;
      expect(r.discount, label).toBe(decimalOf(r.applies ? expected : 0n));
      expect(r.discount, label).toMatch(/^\d+\.\d{2}$/);
    }
  });
});
