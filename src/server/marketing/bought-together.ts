// 'Compre Junto': the pairs of products most often bought in the same order, and the offer made of
// one pair (a product group of the two products and a coupon only for that group).
// - /marketing/bought-together: a self-join of the order lines (buy_item) on the same order, the
//   first product's id below the second's, over the sold orders (status 2, 3 and 4, the dashboard's
//   and the reports' "sold") of a period of calendar days on the stores' clock; counted and shared
//   in SQL (numeric), 20 pairs at most. An order holding a product twice (two sizes) counts once.
// - /marketing/bought-together/create-offer: in the request's transaction, the group (named after
//   the code), both products moved into it (a product belongs to one group), and the coupon with
//   product_group_rule 1 ('Somente produtos da coleção'). A duplicate code (unique per store), a
//   product of another store or a bad rate → 422 in pt-BR, nothing stored.
import { sql } from 'kysely';
import type { BoughtTogether, BoughtTogetherOffer, BoughtTogetherPair } from '../../shared/calls/index.js';
import { addDays, endOfLocalDay, parseIsoDate, startOfLocalDay, today } from '../../shared/time.js';
import { entities } from '../../generated/registry.js';
import { createRecord } from '../crud/records.js';
import { SOLD_STATUSES } from '../dashboard/home.js';
import { invalid } from '../http/errors.js';
import { collectErrors, type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

/** How many pairs the screen shows. */
export const TOP_PAIRS = 20;
/** The default period: the last 90 days, today included. */
export const DEFAULT_DAYS = 90;
/** The longest period asked at once (ten years). */
const MAX_DAYS = 3660;

const dateField = (label: string) => ({
  label,
  check: { type: 'string', maxLength: 40 },
  messages: { type: `${label} inválida`, maxLength: `${label} inválida` },
});

export const boughtTogetherFields: Fields = {
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 } },
  init_date: dateField('Data inicial'),
  finish_date: dateField('Data final'),
};

export const offerFields: Fields = {
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 } },
  product_ids: {
    label: 'Produtos',
    check: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 2, maxItems: 2 },
    messages: {
      minItems: 'Escolha dois produtos',
      maxItems: 'Escolha dois produtos',
      type: 'Escolha dois produtos',
      minimum: 'Produto inválido',
    },
  },
  code: { label: 'Código', check: { type: 'string', minLength: 1, maxLength: 60 } },
  discount_rate: {
    label: 'Taxa',
    check: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
    messages: {
      exclusiveMinimum: 'A taxa deve ser maior que 0',
      maximum: 'A taxa deve ser no máximo 100',
      type: 'Taxa inválida',
    },
  },
};

export interface Period {
  init: string;
  finish: string;
}

/** The period asked for (default: the last 90 days), checked: 422 in pt-BR. */
export function parsePeriod(body: Record<string, unknown>, now: Date | number = Date.now()): Period {
  const errors: Record<string, string[]> = {};
  const read = (name: 'init_date' | 'finish_date', label: string) => {
    if (body[name] === undefined) return undefined;
    const day = parseIsoDate(body[name]);
    if (!day) errors[name] = [`${label} inválida`];
    return day;
  };
  const finish = read('finish_date', 'Data final') ?? today(undefined, now);
  const init = read('init_date', 'Data inicial') ?? addDays(finish, -(DEFAULT_DAYS - 1));
  if (!errors.init_date && !errors.finish_date) {
    if (finish < init) errors.finish_date = ['A data final deve ser igual ou posterior à inicial'];
    else if (addDays(init, MAX_DAYS) < finish) errors.finish_date = ['O período deve ter no máximo 10 anos'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { init, finish };
}

export async function boughtTogether(scope: Scope, body: unknown): Promise<BoughtTogether> {
  const params = parseFields(boughtTogetherFields, body);
  const period = parsePeriod(params);
  // A store user's handle only reads its own store (tenancy/store-filter.ts), whatever it sends.
  const company = scope.own ?? (params.company_id as number | undefined);
  const from = startOfLocalDay(period.init);
  const until = endOfLocalDay(period.finish);
  const db = scope.db;

  // The sold orders of the period, by store: the base of each pair's share.
  const totals = db
    .selectFrom('buy as o')
    .where('o.status', 'in', [...SOLD_STATUSES])
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<=', until)
    .$if(company !== undefined, (q) => q.where('o.company_id', '=', company!))
    .groupBy('o.company_id')
    .select(['o.company_id', sql<number>`count(*)`.as('n')]);

  // The top pairs by product ids first, driven by the period's sold orders, and only then the 20
  // pairs' names: joining the names (or the totals) before the limit read every line of the store
  // (p50 1.7 s on the 200,000-order bench store, 0.4 s this way).
  const top = db
    .selectFrom('buy as b')
    .innerJoin('buy_item as ia', (j) =>
      j.onRef('ia.company_id', '=', 'b.company_id').onRef('ia.buy_id', '=', 'b.id'),
    )
    .innerJoin('buy_item as ib', (j) =>
      j
        .onRef('ib.company_id', '=', 'ia.company_id')
        .onRef('ib.buy_id', '=', 'ia.buy_id')
        .onRef('ib.product_id', '>', 'ia.product_id'),
    )
    .where('b.status', 'in', [...SOLD_STATUSES])
    .where('b.created_at', '>=', from)
    .where('b.created_at', '<=', until)
    .$if(company !== undefined, (q) => q.where('b.company_id', '=', company!))
    .groupBy(['ia.company_id', 'ia.product_id', 'ib.product_id'])
    .select([
      'ia.company_id',
      'ia.product_id as product_a_id',
      'ib.product_id as product_b_id',
      sql<number>`count(distinct ia.buy_id)::int`.as('orders'),
    ])
    .orderBy('orders', 'desc')
    .orderBy('ia.product_id')
    .orderBy('ib.product_id')
    .limit(TOP_PAIRS);

  const pairs = await db
    // Materialized: inlined, the totals were counted again for each of the 20 pairs.
    .with(
      (cte) => cte('t').materialized(),
      () => totals,
    )
    .with('p', () => top)
    .selectFrom('p')
    .innerJoin('t', 't.company_id', 'p.company_id')
    .innerJoin('product as pa', (j) =>
      j.onRef('pa.company_id', '=', 'p.company_id').onRef('pa.id', '=', 'p.product_a_id'),
    )
    .innerJoin('product as pb', (j) =>
      j.onRef('pb.company_id', '=', 'p.company_id').onRef('pb.id', '=', 'p.product_b_id'),
    )
    .leftJoin('company as c', 'c.id', 'p.company_id')
    .select([
      'p.company_id',
      'c.fantasy_name as company_name',
      'p.product_a_id',
      'pa.name as product_a_name',
      'p.product_b_id',
      'pb.name as product_b_name',
      'p.orders',
      // numeric: 1 of 3 orders is 33.3, never 33.333333333333336.
      sql<string>`round(p.orders * 100.0 / t.n, 1)`.as('share'),
    ])
    .orderBy('p.orders', 'desc')
    .orderBy('p.product_a_id')
    .orderBy('p.product_b_id')
    .execute();

  const total = await db
    .selectFrom(totals.as('t'))
    .select(sql<number>`coalesce(sum(t.n), 0)::int`.as('n'))
    .executeTakeFirst();

  return {
    init_date: period.init,
    finish_date: period.finish,
    orders_total: Number(total?.n ?? 0),
    data: pairs.map((r): BoughtTogetherPair => ({
      company_id: Number(r.company_id),
      company_name: r.company_name ?? null,
      product_a_id: Number(r.product_a_id),
      product_a_name: r.product_a_name,
      product_b_id: Number(r.product_b_id),
      product_b_name: r.product_b_name,
      orders: Number(r.orders),
      share: Number(r.share),
    })),
  };
}

/** A group name free in the store: 'Compre Junto CODE', then '… (2)', '… (3)'. */
async function freeGroupName(scope: Scope, company: number, code: string): Promise<string> {
  const base = `Compre Junto ${code}`.slice(0, 110);
  const taken = await scope
    .forStore(company)
    .selectFrom('product_group')
    .where('company_id', '=', company)
    .where('name', 'like', `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .select('name')
    .execute();
  const names = new Set(taken.map((r) => r.name.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!names.has(name.toLowerCase())) return name;
  }
}

export async function createOffer(scope: Scope, body: unknown): Promise<BoughtTogetherOffer> {
  const [params, company] = collectErrors(
    () => parseFields(offerFields, body, ['product_ids', 'code', 'discount_rate']),
    () => scope.storeOf(body),
  );
  const productIds = [...new Set(params.product_ids as number[])];
  if (productIds.length !== 2) throw invalid({ product_ids: ['Escolha dois produtos diferentes'] });
  const code = String(params.code).toUpperCase();
  const db = scope.forStore(company);

  const errors: Record<string, string[]> = {};
  const found = await db
    .selectFrom('product')
    .where('company_id', '=', company)
    .where('id', 'in', productIds)
    .select(['id', 'name'])
    .execute();
  // A product of another store answers as one that does not exist.
  if (found.length !== 2) errors.product_ids = ['Produto não encontrado'];
  const duplicate = await db
    .selectFrom('coupon')
    .where('company_id', '=', company)
    .where(sql`upper(code)`, '=', code)
    .select('id')
    .executeTakeFirst();
  if (duplicate) errors.code = ['Código já está em uso'];
  if (Object.keys(errors).length) throw invalid(errors);

  return scope.transaction(async (tx) => {
    const group = await createRecord(tx, entities.product_group, {
      company_id: company,
      name: await freeGroupName(tx, company, code),
    });
    const groupId = Number(group.id);
    await tx
      .forStore(company)
      .updateTable('product')
      .set({ product_groups_id: groupId, updated_at: sql`now()` })
      .where('company_id', '=', company)
      .where('id', 'in', productIds)
      .execute();
    // The coupon's own rules (upper-cased code, unique in the store: a concurrent duplicate still
    // answers 422 through the unique index, and the group goes with the rolled-back transaction).
    const coupon = await createRecord(tx, entities.coupon, {
      company_id: company,
      code,
      discount_rate: params.discount_rate,
      discount_value: '0.00',
      product_group_id: groupId,
      product_group_rule: 1,
      description:
        `Compre Junto: ${productIds.map((id) => found.find((p) => Number(p.id) === id)?.name).join(' + ')}`.slice(
          0,
          1000,
        ),
      active: true,
    });
    return {
      product_group_id: groupId,
      product_group_name: String(group.name),
      coupon_id: Number(coupon.id),
      code: String(coupon.code),
    };
  });
}
