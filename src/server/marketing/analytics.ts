// /marketing/coupon-performance ('Desempenho'): per coupon code and per month, the sold orders
// (statuses 2, 3, 4, the dashboard's sales and the order report's "finished" side) of a period that
// used a coupon, their revenue (products + freight − discount, what the payment charged) and the
// discount given (the order's discount_value: the storefront's only discount is the coupon's, as the
// order report's coupon_discount reads it). One pass in SQL over the (company_id, status,
// created_at) index with two groupings (GROUPING SETS), numeric sums handed over as text (exact
// money); JavaScript only fills the months without sales, orders the coupons and looks up the coupon
// records of the codes found. Read only; money only for admins and holders of full_permission (as
// the order report).
import { TZDate } from '@date-fns/tz';
import type { FastifyInstance } from 'fastify';
import { format } from 'date-fns';
import { type Expression, type SqlBool, sql } from 'kysely';
import {
  calls,
  type CouponMonth,
  type CouponPerformance,
  type CouponPerformanceRow,
} from '../../shared/calls/index.js';
import { fromCents, toCents } from '../../shared/money.js';
import { reaches } from '../../shared/policy.js';
import { STORE_TIME_ZONE } from '../../shared/time.js';
import { errorSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { arrayOf, boolean, decimal, integer, nullable, object, string } from '../http/doc-schemas.js';
import { invalid } from '../http/errors.js';
import { collectErrors, type Fields, parseFields } from '../http/params.js';
import { FINISH_BEFORE_INIT, FINISHED_STATUSES, readEdge } from '../reports/order-report.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from '../orders/total.js';

/** Sold orders: separation, in transit, delivered. */
export const SOLD_STATUSES = FINISHED_STATUSES;
/** The longest period the screen asks for (its months are listed one by one). */
export const MAX_MONTHS = 60;
export const PERIOD_TOO_LONG = 'O período pode ter no máximo 5 anos.';

const companyField = {
  label: 'Loja',
  check: { type: 'integer', minimum: 1 },
  messages: { type: 'Loja inválida', minimum: 'Loja inválida', maximum: 'Loja inválida' },
  aliases: ['company'],
};
export const couponPerformanceFields: Fields = {
  company_id: companyField,
  init_date: {
    label: 'Data inicial',
    check: { type: 'string', maxLength: 40 },
    messages: { type: 'Data inicial inválida', maxLength: 'Data inicial inválida' },
  },
  finish_date: {
    label: 'Data final',
    check: { type: 'string', maxLength: 40 },
    messages: { type: 'Data final inválida', maxLength: 'Data final inválida' },
  },
};

interface Filter {
  companyId: number | undefined;
  from: Date;
  until: Date;
}

function parseQuery(scope: Scope, body: unknown): Filter {
  const [p, edges] = collectErrors(
    () => parseFields(couponPerformanceFields, body, ['init_date', 'finish_date']),
    () => {
      const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      const read = (name: 'init_date' | 'finish_date', message: string) => {
        const raw = source[name];
        if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) return undefined;
        const edge = typeof raw === 'string' ? readEdge(raw) : undefined;
        // Years the database and the months' list read alike (the text's own year: readEdge reads
        // '0001' as 1901).
        const year = typeof raw === 'string' ? Number(raw.trim().slice(0, 4)) : 0;
        if (!edge || !(year >= 1900 && year <= 9998)) {
          errors[name] = [message];
          return undefined;
        }
        return edge;
      };
      const init = read('init_date', 'Data inicial inválida');
      const finish = read('finish_date', 'Data final inválida');
      if (init && finish) {
        if (finish.start < init.start) errors.finish_date = [FINISH_BEFORE_INIT];
        else if (monthsBetween(init.start, finish.end).length > MAX_MONTHS)
          errors.finish_date = [PERIOD_TOO_LONG];
      }
      if (Object.keys(errors).length) throw invalid(errors);
      return { init, finish };
    },
  );
  return {
    // A store user's handle only reads its store whatever the body says (tenancy/store-filter.ts).
    companyId: scope.own ?? (p.company_id as number | undefined),
    from: edges.init!.start,
    until: edges.finish!.end,
  };
}

const zoned = (at: Date) => new TZDate(at.getTime(), STORE_TIME_ZONE);
const monthOf = (at: Date) => format(zoned(at), 'yyyy-MM');

/** 'YYYY-MM' of every month from one instant's to the other's, on the stores' clock (at most MAX_MONTHS + 1). */
function monthsBetween(from: Date, until: Date): string[] {
  const [y0, m0] = monthOf(from).split('-').map(Number);
  const last = monthOf(until);
  const months: string[] = [];
  for (let i = 0; months.length <= MAX_MONTHS; i++) {
    const index = y0 * 12 + (m0 - 1) + i;
    const month = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
  }
  return months;
}

// numeric(12,2) arithmetic: exact; round(…, 2) always writes two places ("0.00"), as text.
const TOTAL = orderTotal('b');
const money2 = (expression: ReturnType<typeof sql>) =>
  sql<string>`round(coalesce(${expression}, 0), 2)::text`;
/** The code as the orders recorded it, upper case and trimmed; null without a coupon. */
const CODE = sql<string | null>`nullif(upper(btrim(b.coupon)), '')`;
const USED = sql<boolean>`(nullif(btrim(b.coupon), '') is not null)`;
const storeInstant = (at: Date) => format(zoned(at), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");

export async function couponPerformance(scope: Scope, body: unknown): Promise<CouponPerformance> {
  const f = parseQuery(scope, body);
  const full = reaches(scope.level, 'full_permission');
  const cash = (v: unknown): string | null => (full ? String(v ?? '0.00') : null);
  const db = scope.db;

  // The period's sold orders (alias b); raw WHERE only, so the store filter holds.
  const sold =
    sql<SqlBool>`b.status in (${sql.join(SOLD_STATUSES.map((s) => sql.lit(s)))}) and b.created_at >= ${
      f.from
    } and b.created_at <= ${f.until}${
      f.companyId !== undefined ? sql` and b.company_id = ${f.companyId}` : sql``
    }` as Expression<SqlBool>;
  const MONTH = sql<string>`to_char(b.created_at at time zone ${sql.lit(STORE_TIME_ZONE)}, 'YYYY-MM')`;

  // One pass over the period's sales, two groupings: per month (coupon orders and every sale, for
  // the coupons' share) and per store and coupon code (the sales without a coupon form a null code).
  const rows = await db
    .selectFrom('buy as b')
    .where(sold)
    .select([
      sql<number>`grouping(b.company_id)`.as('by_month'),
      MONTH.as('month'),
      'b.company_id',
      CODE.as('code'),
      sql<number>`count(*) filter (where ${USED})::int`.as('orders'),
      money2(sql`sum(${TOTAL}) filter (where ${USED})`).as('revenue'),
      money2(sql`sum(coalesce(b.discount_value, 0)) filter (where ${USED})`).as('discount'),
      money2(sql`sum(${TOTAL}) filter (where ${USED}) / nullif(count(*) filter (where ${USED}), 0)`).as(
        'ticket',
      ),
      sql<number>`count(*)::int`.as('all_orders'),
      money2(sql`sum(${TOTAL})`).as('all_revenue'),
    ])
    .groupBy(sql`grouping sets ((${MONTH}), (b.company_id, ${CODE}))`)
    .execute();
  const monthRows = rows.filter((r) => Number(r.by_month) === 1);
  // Largest revenue first, then orders, then the code.
  const couponRows = rows
    .filter((r) => Number(r.by_month) === 0 && r.code !== null)
    .sort(
      (x, y) =>
        (toCents(y.revenue) ?? 0) - (toCents(x.revenue) ?? 0) ||
        Number(y.orders) - Number(x.orders) ||
        (x.code! < y.code! ? -1 : x.code! > y.code! ? 1 : Number(x.company_id) - Number(y.company_id)),
    );

  // The coupon records of the codes found (the store's codes are upper case and unique) and the stores' names.
  const codes = [...new Set(couponRows.map((r) => r.code!))];
  const storeIds = [...new Set(couponRows.map((r) => Number(r.company_id)))];
  const [records, stores] = codes.length
    ? await Promise.all([
        db
          .selectFrom('coupon')
          .select(['id', 'company_id', 'code', 'active'])
          .where('company_id', 'in', storeIds)
          .where(sql<string>`upper(btrim(code))`, 'in', codes)
          .execute(),
        db.selectFrom('company').select(['id', 'fantasy_name']).where('id', 'in', storeIds).execute(),
      ])
    : [[], []];
  const recordOf = new Map(records.map((r) => [`${r.company_id}:${String(r.code).trim().toUpperCase()}`, r]));
  const nameOf = new Map(stores.map((s) => [Number(s.id), s.fantasy_name ?? null]));

  const found = new Map(monthRows.map((r) => [r.month, r]));
  const months: CouponMonth[] = monthsBetween(f.from, f.until).map((month) => {
    const r = found.get(month);
    return {
      month,
      orders: Number(r?.orders ?? 0),
      revenue: cash(r?.revenue),
      discount: cash(r?.discount),
      all_orders: Number(r?.all_orders ?? 0),
      all_revenue: cash(r?.all_revenue),
    };
  });

  const coupons = couponRows.map((r): CouponPerformanceRow => {
    const record = recordOf.get(`${r.company_id}:${r.code}`);
    return {
      coupon: r.code!,
      company_id: Number(r.company_id),
      fantasy_name: nameOf.get(Number(r.company_id)) ?? null,
      coupon_id: record ? Number(record.id) : null,
      active: record ? !!record.active : null,
      orders: Number(r.orders),
      revenue: cash(r.revenue),
      discount: cash(r.discount),
      ticket: cash(r.ticket),
    };
  });

  // Totals from the month rows, in whole cents (exact: every figure has two places).
  const sum = (key: 'revenue' | 'discount' | 'all_revenue') =>
    monthRows.reduce((n, r) => n + (toCents(r[key]) ?? 0), 0);
  const orders = monthRows.reduce((n, r) => n + Number(r.orders), 0);
  const revenue = sum('revenue');
  return {
    full_permission: full,
    statuses: [...SOLD_STATUSES],
    period: { init: storeInstant(f.from), finish: storeInstant(f.until) },
    totals: {
      orders,
      revenue: cash(fromCents(revenue)),
      discount: cash(fromCents(sum('discount'))),
      // Rounded half up to the cent, as numeric's round().
      ticket: cash(fromCents(orders ? Math.round(revenue / orders) : 0)),
      all_orders: monthRows.reduce((n, r) => n + Number(r.all_orders), 0),
      all_revenue: cash(fromCents(sum('all_revenue'))),
    },
    months,
    coupons,
  };
}

// ---- Route ----

const tags = ['Marketing'];
const money = nullable(decimal);
/** CouponPerformance of shared/calls/marketing-insights.ts. */
const couponPerformanceAnswer = object({
  full_permission: boolean,
  statuses: arrayOf(integer),
  period: object({ init: string, finish: string }),
  totals: object({
    orders: integer,
    revenue: money,
    discount: money,
    ticket: money,
    all_orders: integer,
    all_revenue: money,
  }),
  months: arrayOf(
    object({
      month: { type: 'string', description: 'AAAA-MM' },
      orders: integer,
      revenue: money,
      discount: money,
      all_orders: integer,
      all_revenue: money,
    }),
  ),
  coupons: arrayOf(
    object({
      coupon: string,
      company_id: integer,
      fantasy_name: nullable(string),
      coupon_id: nullable(integer),
      active: nullable(boolean),
      orders: integer,
      revenue: money,
      discount: money,
      ticket: money,
    }),
  ),
});
const responses = { 200: couponPerformanceAnswer, 401: errorSchema, 403: errorSchema, 422: errorSchema };
const bodyOf = (fields: Fields, required: string[] = []) => ({
  type: 'object',
  required,
  properties: Object.fromEntries(
    Object.entries(fields).map(([n, f]) => [n, { ...f.check, description: f.label }]),
  ),
});

export function registerCouponPerformanceRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.couponPerformance,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Desempenho dos cupons: pedidos, receita e desconto por cupom e por mês',
        description:
          'Pedidos vendidos (status 2, 3, 4) do período que usaram cupom: por mês (com o total de vendas ' +
          'do mês) e por cupom (pedidos, receita = produtos + frete − desconto, desconto concedido, ' +
          `ticket médio). Datas 'AAAA-MM-DD' ou 'AAAA-MM-DD HH:mm' no horário de São Paulo, no máximo ` +
          `${MAX_MONTHS} meses. Valores em dinheiro só para quem tem full_permission (os demais recebem ` +
          'null). company_id só para admin (sem ele: toda a plataforma).',
        body: bodyOf(couponPerformanceFields, ['init_date', 'finish_date']),
        response: responses,
      },
    },
    (r) => couponPerformance(r.scope, r.body),
  );
}
