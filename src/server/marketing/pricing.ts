// A coupon over a cart, exactly: which units it may apply to, which of them it discounts and by how
// much. `priceCart` is pure (the coupon, the products as the database has them now, the cart lines
// and the instant), in integer centavos (BigInt: no float, no overflow on big carts);
// `loadPricing` is the one database read (the coupon of the caller's store, how many orders used it
// when it has a use limit, its store's products with their running promotion); `simulateCoupon` is POST /discount-cupons/simulate. The meaning of
// every rule combination, with worked examples, is in schemas/README.md (coupon section).
//
// In short: eligible units = the cart's units whose product passes the coupon's segment, category,
// product group and "Não aplicar em promoções" filters; q = how many. The rule decides whether the
// coupon applies and how many units the discount falls on:
//   rule none          applies when q ≥ 1; Todos → every eligible unit; Mais caro / Mais barato →
//                      the single most expensive / cheapest eligible unit.
//   'from' N (A partir de)  applies when q ≥ N; then as 'none'.
//   'each' N (A cada)  applies when q ≥ N; k = floor(q / N) complete groups: Todos → the k·N units of
//                      the complete groups (the q mod N left over are the cheapest); Mais caro / Mais
//                      barato → the k most expensive / k cheapest eligible units.
// A rate takes its percent of the discounted units' subtotal, rounded half up to the centavo once; a
// value is taken once per cart, never more than that subtotal.
import { entities } from '../../generated/registry.js';
import type { CouponCartItem, CouponEligibleLine, CouponSimulation } from '../../shared/calls/index.js';
import { assertAccess, parseId } from '../crud/records.js';
import { addError, type FieldErrors, invalid, notFound } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import type { Database } from '../db/connect.js';
import { LIST_STATUSES } from '../../shared/order-status.js';
import type { BuyStatus } from '../../shared/calls/index.js';

export type RuleType = 'from' | 'each';
export type ApplyTo = 'all' | 'expensive' | 'cheap';

/** What pricing needs of a coupon (the row as stored: numerics as exact decimal text). */
export interface PricingCoupon {
  active: boolean;
  init_date: Date | null;
  expire_date: Date | null;
  /** Percent, numeric(5,2): "12.50". */
  discount_rate: string | number | null;
  /** Reais, numeric(12,2): "10.00". */
  discount_value: string | number | null;
  remove_sale: boolean;
  definition_id: number | null;
  category_id: number | null;
  product_group_id: number | null;
  product_group_rule: number | null;
  rule_type: string | null;
  rule_products_amount: number | null;
  rule_apply_to: string | null;
  /** How many orders may use it (null or absent: unlimited). */
  max_uses?: number | null;
  /** How many orders have used it (its store's orders naming its code, not cancelled or expired). */
  uses?: number;
}

/** A product of the coupon's store as it sells now. */
export interface PricingProduct {
  id: number;
  name: string;
  /** The product's price, numeric(12,2) text. */
  price: string;
  definition_id: number | null;
  category_id: number | null;
  product_groups_id: number | null;
  /** The discount of its promotion running now (null: none, or one without a value). */
  promotion_discount: string | null;
  /** Whether a promotion of it is running now (active, and now inside its period or no period). */
  on_sale: boolean;
}

export const REASONS = {
  inactive: 'Cupom inativo.',
  notYetValid: 'Cupom ainda não está válido.',
  expired: 'Cupom expirado.',
  usedUp: 'Cupom já utilizado.',
  nothingEligible: 'Nenhum produto do carrinho atende às regras do cupom.',
  from: (n: number, q: number) =>
    `O cupom vale a partir de ${n} ${n === 1 ? 'produto elegível' : 'produtos elegíveis'}; o carrinho tem ${q}.`,
  each: (n: number, q: number) =>
    `O cupom vale a cada ${n} ${n === 1 ? 'produto elegível' : 'produtos elegíveis'}; o carrinho tem ${q}.`,
} as const;

// ---------------------------------------------------------------- exact decimals in centavos

/** "12.34", "12.3", "12", 12.5, "-1.5" → centavos (BigInt); a third decimal rounds half up. */
export function centsOf(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (!m[2] && !m[3])) throw new RangeError(`Not a decimal: ${text}`);
  const fraction = m[3] ?? '';
  let cents = BigInt(m[2] || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  if (Number(fraction[2] ?? 0) >= 5) cents += 1n;
  return m[1] === '-' ? -cents : cents;
}

/** Centavos → the API's decimal text with exactly 2 decimals: 1234n → "12.34". */
export function decimalOf(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** `hundredths` of a percent (1250 = 12,5 %) of `cents`, rounded half up to the centavo, once. */
export function percentOfCents(cents: bigint, hundredths: bigint): bigint {
  if (cents <= 0n || hundredths <= 0n) return 0n;
  return (cents * hundredths * 2n + 10_000n) / 20_000n;
}

// ---------------------------------------------------------------- the rules

/** Whether a product's units count for the coupon (segment, category, group, promotions). */
export function isEligible(coupon: PricingCoupon, product: PricingProduct): boolean {
  if (coupon.definition_id != null && product.definition_id !== coupon.definition_id) return false;
  if (coupon.category_id != null && product.category_id !== coupon.category_id) return false;
  if (coupon.product_group_id != null) {
    const inGroup = product.product_groups_id === coupon.product_group_id;
    // 0: remove the collection's products; 1: only the collection's; no rule: the group alone
    // restricts nothing.
    if (coupon.product_group_rule === 0 && inGroup) return false;
    if (coupon.product_group_rule === 1 && !inGroup) return false;
  }
  if (coupon.remove_sale && product.on_sale) return false;
  return true;
}

/**
 * Why the coupon cannot be used at `now` (inactive, before its start, after its expiry, its uses
 * used up), or null.
 */
export function validityProblem(coupon: PricingCoupon, now: Date): string | null {
  if (!coupon.active) return REASONS.inactive;
  const at = now.getTime();
  if (coupon.init_date && at < coupon.init_date.getTime()) return REASONS.notYetValid;
  if (coupon.expire_date && at > coupon.expire_date.getTime()) return REASONS.expired;
  if (coupon.max_uses != null && (coupon.uses ?? 0) >= coupon.max_uses) return REASONS.usedUp;
  return null;
}

/** The price one unit sells at: the product's price less its running promotion, never below 0. */
export function unitPriceCents(product: PricingProduct): bigint {
  const price = centsOf(product.price);
  const off = product.promotion_discount === null ? 0n : centsOf(product.promotion_discount);
  const net = price - (off > 0n ? off : 0n);
  return net > 0n ? net : 0n;
}

interface Unit {
  product_id: number;
  price: bigint;
  /** The cart line's position (ties between equal prices: the earlier line first). */
  line: number;
  count: number;
}

/**
 * The first `count` units of `ordered` (runs of equal units as counts, never unit by unit, so a big
 * amount costs nothing) → product id → how many of its units.
 */
function takeUnits(ordered: Unit[], count: bigint): Map<number, bigint> {
  const taken = new Map<number, bigint>();
  let left = count;
  for (const u of ordered) {
    if (left <= 0n) break;
    const n = BigInt(u.count) < left ? BigInt(u.count) : left;
    taken.set(u.product_id, n);
    left -= n;
  }
  return taken;
}

/** The rule's threshold N (at least 1; a missing or 0 amount means 1). */
const thresholdOf = (coupon: PricingCoupon): number =>
  coupon.rule_type === 'from' || coupon.rule_type === 'each'
    ? Math.max(1, coupon.rule_products_amount ?? 1)
    : 1;

/**
 * The coupon over a cart at `now`. Lines must name products of `products` (the caller has already
 * refused others); a product named twice counts once with the amounts added.
 */
export function priceCart(
  coupon: PricingCoupon,
  products: ReadonlyMap<number, PricingProduct>,
  items: readonly CouponCartItem[],
  now: Date,
): CouponSimulation {
  // The cart: one line per product, in the order first named.
  const amounts = new Map<number, number>();
  for (const item of items) amounts.set(item.product_id, (amounts.get(item.product_id) ?? 0) + item.amount);

  let subtotal = 0n;
  const units: Unit[] = [];
  let line = 0;
  for (const [id, amount] of amounts) {
    const product = products.get(id);
    if (!product) throw new Error(`product ${id} was not loaded`);
    const price = unitPriceCents(product);
    subtotal += price * BigInt(amount);
    if (isEligible(coupon, product)) units.push({ product_id: id, price, line, count: amount });
    line++;
  }
  const q = units.reduce((sum, u) => sum + BigInt(u.count), 0n);
  // Equal prices: the earlier cart line first, either way.
  const byPrice = (desc: boolean) => (a: Unit, b: Unit) =>
    a.price === b.price ? a.line - b.line : a.price > b.price === desc ? -1 : 1;
  const expensiveFirst = [...units].sort(byPrice(true));
  const cheapFirst = [...units].sort(byPrice(false));

  const answer = (taken: Map<number, bigint>, discount: bigint, base: bigint, reason: string | null) => ({
    discount: decimalOf(discount),
    subtotal: decimalOf(subtotal),
    discounted_subtotal: decimalOf(base),
    eligible: units.map((u): CouponEligibleLine => ({
      product_id: u.product_id,
      name: products.get(u.product_id)!.name,
      unit_price: decimalOf(u.price),
      units: u.count,
      discounted_units: Number(taken.get(u.product_id) ?? 0n),
    })),
    applies: reason === null,
    reason,
  });
  const refuse = (reason: string) => answer(new Map(), 0n, 0n, reason);

  const problem = validityProblem(coupon, now);
  if (problem) return refuse(problem);
  if (q === 0n) return refuse(REASONS.nothingEligible);
  const n = thresholdOf(coupon);
  if (q < BigInt(n))
    return refuse(coupon.rule_type === 'each' ? REASONS.each(n, Number(q)) : REASONS.from(n, Number(q)));

  const applyTo: ApplyTo =
    coupon.rule_apply_to === 'expensive' || coupon.rule_apply_to === 'cheap' ? coupon.rule_apply_to : 'all';
  // How many units the discount falls on, and from which end of the price order.
  const k = coupon.rule_type === 'each' ? q / BigInt(n) : 1n;
  const count = applyTo !== 'all' ? k : coupon.rule_type === 'each' ? k * BigInt(n) : q;
  const taken = takeUnits(applyTo === 'cheap' ? cheapFirst : expensiveFirst, count);
  let base = 0n;
  for (const u of units) base += u.price * (taken.get(u.product_id) ?? 0n);

  const rate = centsOf(coupon.discount_rate);
  const value = centsOf(coupon.discount_value);
  // The form keeps one of them (switching the type zeroes the other); a rate wins if both are set.
  const discount = rate > 0n ? percentOfCents(base, rate) : value > 0n ? (value < base ? value : base) : 0n;
  return answer(taken, discount, base, null);
}

// ---------------------------------------------------------------- the database read

/**
 * The coupon (through the caller's handle: another store's answers 404 to a store user) and the
 * products of ITS store named in the cart, with their promotion running at `now`. Products the
 * coupon's store does not have come back in `missing`.
 */
export async function loadPricing(
  scope: Scope,
  couponId: number,
  productIds: number[],
  now: Date,
): Promise<{ coupon: PricingCoupon; products: Map<number, PricingProduct>; missing: number[] }> {
  const coupon = await scope.db
    .selectFrom('coupon')
    .select([
      'company_id',
      'active',
      'init_date',
      'expire_date',
      'discount_rate',
      'discount_value',
      'remove_sale',
      'definition_id',
      'category_id',
      'product_group_id',
      'product_group_rule',
      'rule_type',
      'rule_products_amount',
      'rule_apply_to',
      'code',
      'max_uses',
    ])
    .where('id', '=', couponId)
    .executeTakeFirst();
  if (!coupon) throw notFound();
  const store = coupon.company_id;
  // Uses are counted only for a coupon with a limit.
  const uses = coupon.max_uses == null ? 0 : await couponUses(scope.forStore(store), store, coupon.code);
  const rows = productIds.length
    ? await scope
        .forStore(store)
        .selectFrom('product as p')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('product_promotion as pr')
              .select(['pr.id', 'pr.discount_value'])
              .whereRef('pr.company_id', '=', 'p.company_id')
              .whereRef('pr.product_id', '=', 'p.id')
              .where('pr.active', '=', true)
              .where((w) =>
                w.or([
                  w('pr.no_period', '=', true),
                  w.and([
                    w('pr.start_date', '<=', now),
                    w.or([w('pr.end_date', 'is', null), w('pr.end_date', '>=', now)]),
                  ]),
                ]),
              )
              .orderBy('pr.id', 'desc')
              .limit(1)
              .as('promo'),
          (join) => join.onTrue(),
        )
        .select([
          'p.id',
          'p.name',
          'p.price',
          'p.definition_id',
          'p.category_id',
          'p.product_groups_id',
          'promo.discount_value as promotion_discount',
          'promo.id as promotion_id',
        ])
        .where('p.company_id', '=', store)
        .where('p.id', 'in', productIds)
        .execute()
    : [];
  const products = new Map<number, PricingProduct>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        price: r.price,
        definition_id: r.definition_id,
        category_id: r.category_id,
        product_groups_id: r.product_groups_id,
        promotion_discount: r.promotion_discount ?? null,
        on_sale: r.promotion_id !== null && r.promotion_id !== undefined,
      },
    ]),
  );
  return { coupon: { ...coupon, uses }, products, missing: productIds.filter((id) => !products.has(id)) };
}

/** Orders that do not use a coupon up: cancelled and expired ones (a refused payment may be paid again). */
export const UNUSED_ORDER_STATUSES: readonly number[] = LIST_STATUSES.canceled;

/**
 * How many orders of a store used a coupon code: orders record the code the buyer typed
 * (`buy.coupon`), compared without case or surrounding spaces; cancelled and expired orders do not
 * count.
 */
export async function couponUses(db: Database, companyId: number, code: string): Promise<number> {
  const row = await db
    .selectFrom('buy as b')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('b.company_id', '=', companyId)
    .where((eb) => eb(eb.fn('upper', [eb.fn('btrim', ['b.coupon'])]), '=', code.trim().toUpperCase()))
    .where('b.status', 'not in', [...UNUSED_ORDER_STATUSES] as BuyStatus[])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- POST /discount-cupons/simulate

export const MAX_CART_LINES = 200;
export const MAX_UNITS_PER_LINE = 9999;
export const PRODUCT_NOT_IN_STORE = 'Produto não encontrado na loja do cupom.';
export const ITEMS_REQUIRED = 'Por favor insira ao menos um produto';

const itemFields: Fields = {
  product_id: {
    label: 'Produto',
    check: { type: 'integer', minimum: 1 },
    messages: { type: 'Produto inválido', minimum: 'Produto inválido' },
  },
  amount: {
    label: 'Quantidade',
    check: { type: 'integer', minimum: 1, maximum: MAX_UNITS_PER_LINE },
    messages: {
      type: 'Quantidade deve ser um número inteiro',
      minimum: 'Quantidade deve ser no mínimo 1',
    },
  },
};

/** The body: a coupon id and 1 to 200 lines of whole units; every problem answered together (422). */
export function parseSimulation(body: unknown): { coupon_id: number; items: CouponCartItem[] } {
  const errors: FieldErrors = {};
  let couponId = 0;
  try {
    couponId = parseId(body, 'coupon_id');
  } catch {
    const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).coupon_id : undefined;
    addError(
      errors,
      'coupon_id',
      raw === undefined || raw === null || raw === '' ? 'Por favor insira Cupom' : 'Cupom inválido',
    );
  }
  const raw =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).items
      : undefined;
  const items: CouponCartItem[] = [];
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0))
    addError(errors, 'items', ITEMS_REQUIRED);
  else if (!Array.isArray(raw)) addError(errors, 'items', 'Produtos inválidos');
  else if (raw.length > MAX_CART_LINES) addError(errors, 'items', `No máximo ${MAX_CART_LINES} produtos`);
  else
    raw.forEach((item, i) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        addError(errors, `items.${i}`, 'Produto inválido');
        return;
      }
      try {
        const parsed = parseFields(itemFields, item, ['product_id', 'amount']);
        items.push({ product_id: Number(parsed.product_id), amount: Number(parsed.amount) });
      } catch (error) {
        const fieldErrors = (error as { errors?: FieldErrors }).errors;
        if (!fieldErrors) throw error;
        for (const [field, messages] of Object.entries(fieldErrors))
          for (const message of messages) addError(errors, `items.${i}.${field}`, message);
      }
    });
  if (Object.keys(errors).length) throw invalid(errors);
  return { coupon_id: couponId, items };
}

/** POST /discount-cupons/simulate: the coupon's pricing of a cart, prices and promotions from the database. */
export async function simulateCoupon(
  scope: Scope,
  body: unknown,
  now = new Date(),
): Promise<CouponSimulation> {
  assertAccess(entities.coupon, scope, 'read');
  const { coupon_id, items } = parseSimulation(body);
  const ids = [...new Set(items.map((i) => i.product_id))];
  const { coupon, products, missing } = await loadPricing(scope, coupon_id, ids, now);
  if (missing.length) {
    const errors: FieldErrors = {};
    items.forEach((item, i) => {
      if (missing.includes(item.product_id)) addError(errors, `items.${i}.product_id`, PRODUCT_NOT_IN_STORE);
    });
    throw invalid(errors);
  }
  return priceCart(coupon, products, items, now);
}
