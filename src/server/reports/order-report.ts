// /report/order: the order report of a period (date and time on the stores' clock). Every figure is
// a GROUP BY in SQL with numeric arithmetic handed over as text (exact money); JavaScript only
// shapes rows and blanks the money of users without full_permission. Read only, a handful of
// queries in parallel: the two sides (finished 2, 3, 4 / unfinished), by status, by state, the page
// of rows, and on request product groups, categories and buyers. Queries go through the scope's
// handle (store-filtered for store users); an admin's company_id narrows it to one store, none reads
// the whole platform (as the dashboard does).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type Expression, type SqlBool, sql } from 'kysely';
import type {
  BuyStatus,
  OrderReport,
  OrderReportBuyer,
  OrderReportGroup,
  OrderReportRow,
  OrderReportTotals,
} from '../../shared/calls/index.js';
import { reaches } from '../../shared/policy.js';
import { endOfLocalDay, STORE_TIME_ZONE, zonedDateTime } from '../../shared/time.js';
import { pagingFields } from '../crud/paging-fields.js';
import { invalid } from '../http/errors.js';
import { collectErrors, type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from '../orders/total.js';

/** The reports' "finished" grouping (spec section 4); every other status is unfinished. */
export const FINISHED_STATUSES = [2, 3, 4] as const;
export const UNFINISHED_STATUSES = [0, 1, 5, 6, 7] as const;
/** Order rows per page on the report screen (spec section 9). */
export const ORDER_REPORT_PAGE_SIZE = 100;
/** The name of a state, product group or category the order has none of. */
export const NOT_INFORMED = 'Não informado';
export const FINISH_BEFORE_INIT = 'A data final deve ser depois da data inicial.';

const dateField = (label: string, message: string) => ({
  label,
  check: { type: 'string', maxLength: 40 },
  messages: { type: message, maxLength: message },
});
const STATUS_MESSAGE = 'Status inválido: use valores de 0 a 7';
const statusCheck = { type: 'integer', minimum: 0, maximum: 7 };

export const orderReportFields: Fields = {
  company_id: {
    label: 'Loja',
    check: { type: 'integer', minimum: 1 },
    messages: { type: 'Loja inválida', minimum: 'Loja inválida', maximum: 'Loja inválida' },
    aliases: ['company'],
  },
  init_date: dateField('Data inicial', 'Data inicial inválida'),
  finish_date: dateField('Data final', 'Data final inválida'),
  status: {
    label: 'Status',
    check: { anyOf: [statusCheck, { type: 'array', items: statusCheck, maxItems: 50 }] },
    messages: Object.fromEntries(
      ['type', 'minimum', 'maximum', 'anyOf', 'maxItems'].map((k) => [k, STATUS_MESSAGE]),
    ),
  },
  show_product_detail: { label: 'Detalhar produtos', check: { type: 'boolean' } },
  show_people_detail: { label: 'Detalhar pessoas', check: { type: 'boolean' } },
  ...pagingFields,
};

/** 'YYYY-MM-DD', then optionally ' HH:mm', ':ss' and a fraction (a 'T' also separates). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;
/** An instant that carries its offset ('…T10:00:00-03:00', '…Z'): taken as it is. */
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * A report edge → the instant it starts at and the instant it reaches when it ends a period
 * (inclusive to its precision: '23:59' takes the whole minute, a bare date the whole day);
 * undefined when it is not a real date and time.
 */
export function readEdge(text: string): { start: Date; end: Date } | undefined {
  const value = text.trim();
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const zoned = zonedDateTime(value, STORE_TIME_ZONE);
    // zonedDateTime hands back what it cannot read (30 February, 25:00) untouched.
    if (typeof zoned !== 'string' || zoned === value) return undefined;
    const start = new Date(zoned);
    if (Number.isNaN(start.getTime())) return undefined;
    const [, hh, , ss, fraction] = local;
    if (!hh) return { start, end: endOfLocalDay(value.slice(0, 10)) };
    const reach = fraction ? 0 : ss ? 999 : 59_999;
    return { start, end: new Date(start.getTime() + reach) };
  }
  if (OFFSET_DATE_TIME.test(value)) {
    const start = new Date(value);
    return Number.isNaN(start.getTime()) ? undefined : { start, end: start };
  }
  return undefined;
}

export interface OrderReportFilter {
  companyId: number | undefined;
  from: Date;
  until: Date;
  statuses: BuyStatus[];
  productDetail: boolean;
  peopleDetail: boolean;
  page: number;
  perPage: number;
}

/** The body checked (422 in pt-BR with every field's problem at once). */
export function parseOrderReportQuery(scope: Scope, body: unknown): OrderReportFilter {
  const [p, edges] = collectErrors(
    () => parseFields(orderReportFields, body, ['init_date', 'finish_date']),
    () => {
      // The dates' own checks, so a bad init and a bad finish are both named.
      const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      const read = (name: 'init_date' | 'finish_date', message: string) => {
        const raw = source[name];
        // Absent: parseFields names it (required).
        if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) return undefined;
        const edge = typeof raw === 'string' ? readEdge(raw) : undefined;
        if (!edge) errors[name] = [message];
        return edge;
      };
      const init = read('init_date', 'Data inicial inválida');
      const finish = read('finish_date', 'Data final inválida');
      if (init && finish && finish.start < init.start) errors.finish_date = [FINISH_BEFORE_INIT];
      if (Object.keys(errors).length) throw invalid(errors);
      return { init, finish };
    },
  );
  const status = p.status as number | number[] | undefined;
  return {
    // A store user's handle is limited to its store whatever it sends (tenancy/store-filter.ts).
    companyId: scope.own ?? (p.company_id as number | undefined),
    from: edges.init!.start,
    until: edges.finish!.end,
    statuses: [...new Set(status === undefined ? [] : [status].flat())].sort((a, b) => a - b) as BuyStatus[],
    productDetail: p.show_product_detail === true,
    peopleDetail: p.show_people_detail === true,
    page: (p.page as number | undefined) ?? 1,
    perPage: (p.itens_per_page as number | undefined) ?? ORDER_REPORT_PAGE_SIZE,
  };
}

// numeric(12,2) arithmetic: exact; round(…, 2) always writes two places ("0.00"), as text.
const TOTAL = orderTotal('b');
const money2 = (expression: ReturnType<typeof sql>) =>
  sql<string>`round(coalesce(${expression}, 0), 2)::text`;
const FINISHED = sql<boolean>`(b.status in (${sql.join(FINISHED_STATUSES.map((s) => sql.lit(s)))}))`;

/** An instant as ISO 8601 on the stores' clock with its offset: '2026-11-25T23:59:59.999-03:00'. */
const storeInstant = (at: Date) =>
  format(new TZDate(at.getTime(), STORE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export async function orderReport(scope: Scope, body: unknown): Promise<OrderReport> {
  const f = parseOrderReportQuery(scope, body);
  // Money only for holders of full_permission (spec section 6); admins are above it.
  const full = reaches(scope.level, 'full_permission');
  const cash = (v: unknown): string | null => (full ? String(v ?? '0.00') : null);
  const db = scope.db;

  // The period's orders (alias b) that the filter takes; raw WHERE only, so the store filter holds.
  const inReport = sql<SqlBool>`b.created_at >= ${f.from} and b.created_at <= ${f.until}${
    f.statuses.length ? sql` and b.status in (${sql.join(f.statuses)})` : sql``
  }${f.companyId !== undefined ? sql` and b.company_id = ${f.companyId}` : sql``}` as Expression<SqlBool>;

  const orders = () => db.selectFrom('buy as b').where(inReport);
  const STATE = sql<string | null>`nullif(upper(btrim(b.state)), '')`;

  // 0. Units by side and state: the lines joined once (a per-order lookup costs a probe per order).
  const units = db
    .selectFrom('buy_item as i')
    .innerJoin('buy as b', (join) =>
      join.onRef('b.company_id', '=', 'i.company_id').onRef('b.id', '=', 'i.buy_id'),
    )
    .where(inReport)
    .select([
      FINISHED.as('finished'),
      STATE.as('state'),
      sql<number>`coalesce(sum(i.amount), 0)::int`.as('n'),
    ])
    .groupBy([FINISHED, STATE])
    .execute();

  // 1. The two sides.
  const sides = orders()
    .select([
      FINISHED.as('finished'),
      sql<number>`count(*)::int`.as('n'),
      money2(sql`sum(${TOTAL})`).as('amount'),
      money2(sql`sum(coalesce(b.products_value, 0))`).as('products'),
      money2(sql`sum(coalesce(b.delivery_price, 0))`).as('delivery'),
      money2(sql`sum(${TOTAL}) / nullif(count(*), 0)`).as('ticket'),
    ])
    .groupBy(FINISHED)
    .execute();

  // 2. By status.
  const byStatus = db
    .selectFrom('buy as b')
    .where(inReport)
    .select(['b.status', sql<number>`count(*)::int`.as('n'), money2(sql`sum(${TOTAL})`).as('amount')])
    .groupBy('b.status')
    .orderBy('b.status')
    .execute();

  // 3. By state (the delivery address's), blank ones together.
  const byState = orders()
    .select([STATE.as('name'), sql<number>`count(*)::int`.as('n'), money2(sql`sum(${TOTAL})`).as('amount')])
    .groupBy(STATE)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(STATE, (ob) => ob.asc().nullsLast())
    .execute();

  // 4. Order lines by the product's group and category (line totals; lines whose product is gone
  // count as 'Não informado').
  const lines = () =>
    db
      .selectFrom('buy_item as i')
      .innerJoin('buy as b', (join) =>
        join.onRef('b.company_id', '=', 'i.company_id').onRef('b.id', '=', 'i.buy_id'),
      )
      .leftJoin('product as p', (join) =>
        join.onRef('p.company_id', '=', 'i.company_id').onRef('p.id', '=', 'i.product_id'),
      )
      .where(inReport);
  const lineFigures = [
    sql<number>`count(*)::int`.as('n'),
    sql<number>`coalesce(sum(i.amount), 0)::int`.as('items'),
    money2(sql`sum(i.total_price)`).as('amount'),
  ] as const;
  const GROUP = sql<string | null>`nullif(btrim(g.name), '')`;
  const CATEGORY = sql<string | null>`nullif(btrim(k.name), '')`;
  const groups = f.productDetail
    ? lines()
        .leftJoin('product_group as g', (join) =>
          join.onRef('g.company_id', '=', 'p.company_id').onRef('g.id', '=', 'p.product_groups_id'),
        )
        .select([GROUP.as('name'), ...lineFigures])
        .groupBy(GROUP)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(GROUP, (ob) => ob.asc().nullsLast())
        .execute()
    : undefined;
  const categories = f.productDetail
    ? lines()
        .leftJoin('category as k', 'k.id', 'p.category_id')
        .select([CATEGORY.as('name'), ...lineFigures])
        .groupBy(CATEGORY)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(CATEGORY, (ob) => ob.asc().nullsLast())
        .execute()
    : undefined;

  // 5. Buyers: the consumer, else the e-mail (lower case), else the order alone; their first order
  // in that store of any status and any date decides new or returning.
  const MAIL = sql<
    string | null
  >`case when b.consumer_id is null then coalesce(nullif(lower(btrim(b.email)), ''), '#' || b.id::text) end`;
  const GUEST = sql<string>`coalesce(nullif(lower(btrim(f.email)), ''), '#' || f.id::text)`;
  const buyers = f.peopleDetail
    ? db
        .selectFrom((eb) =>
          eb
            .selectFrom('buy as b')
            .leftJoin('consumer as c', (join) =>
              join.onRef('c.company_id', '=', 'b.company_id').onRef('c.id', '=', 'b.consumer_id'),
            )
            .where(inReport)
            .select([
              'b.company_id',
              'b.consumer_id',
              MAIL.as('mail'),
              sql<string | null>`max(c.fantasy_name)`.as('consumer_name'),
              sql<string | null>`max(c.email)`.as('consumer_email'),
              // The latest order's name and e-mail stand for a buyer without a consumer record.
              sql<string | null>`(array_agg(b.people_name order by b.created_at desc, b.id desc))[1]`.as(
                'name',
              ),
              sql<string | null>`(array_agg(b.email order by b.created_at desc, b.id desc))[1]`.as('email'),
              sql<number>`count(*)::int`.as('n'),
              sql<string>`sum(${TOTAL})`.as('total'),
            ])
            .groupBy(['b.company_id', 'b.consumer_id', MAIL])
            .as('g'),
        )
        // A consumer's first order: their orders through the (company_id, consumer_id) index.
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('buy as f')
              .select(sql<Date | null>`min(f.created_at)`.as('at'))
              .whereRef('f.company_id', '=', 'g.company_id')
              .whereRef('f.consumer_id', '=', 'g.consumer_id')
              .as('fc'),
          (join) => join.onTrue(),
        )
        // A guest's: one pass grouping the guest orders (no consumer) of the stores read by e-mail,
        // rather than a search of them per buyer.
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('buy as f')
              .where('f.consumer_id', 'is', null)
              .where('f.created_at', '<=', f.until)
              .$if(f.companyId !== undefined, (q) => q.where('f.company_id', '=', f.companyId!))
              .select(['f.company_id', GUEST.as('mail'), sql<Date>`min(f.created_at)`.as('at')])
              .groupBy(['f.company_id', GUEST])
              .as('fg'),
          (join) => join.onRef('fg.company_id', '=', 'g.company_id').onRef('fg.mail', '=', 'g.mail'),
        )
        .select([
          'g.consumer_id',
          'g.consumer_name',
          'g.consumer_email',
          'g.name',
          'g.email',
          'g.n',
          money2(sql`g.total`).as('amount'),
          sql<Date>`coalesce(fc.at, fg.at)`.as('at'),
        ])
        .orderBy(sql`g.total`, 'desc')
        .orderBy('g.n', 'desc')
        .orderBy(sql`coalesce(g.consumer_name, g.name)`, (ob) => ob.asc().nullsLast())
        .execute()
    : undefined;

  // 6. The page of rows, newest first: the page's ids first (the (company_id, created_at) index
  // alone), then store, consumer, latest payment and attempts for those rows only, not for every
  // row an OFFSET skips.
  const pageIds = orders()
    .select('b.id')
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
    .execute()
    .then((found) => found.map((r) => r.id));
  const rowsOf = (page: number[]) =>
    db
      .selectFrom('buy as b')
      .leftJoin('company as co', 'co.id', 'b.company_id')
      .leftJoin('consumer as c', (join) =>
        join.onRef('c.company_id', '=', 'b.company_id').onRef('c.id', '=', 'b.consumer_id'),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('payment as pm')
            .select(['pm.payment_source', 'pm.type', 'pm.installments'])
            .whereRef('pm.company_id', '=', 'b.company_id')
            .whereRef('pm.buy_id', '=', 'b.id')
            .orderBy('pm.created_at', 'desc')
            .orderBy('pm.id', 'desc')
            .limit(1)
            .as('lp'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('payment as pc')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('pc.company_id', '=', 'b.company_id')
            .whereRef('pc.buy_id', '=', 'b.id')
            .as('pt'),
        (join) => join.onTrue(),
      )
      .where('b.id', 'in', page)
      .select([
        'b.id',
        'co.fantasy_name',
        'b.people_name',
        sql<string | null>`to_char(c.birthday, 'YYYY-MM-DD')`.as('birthday'),
        'b.status',
        'b.created_at',
        'b.send_type',
        'b.city',
        'b.state',
        money2(TOTAL).as('amount'),
        money2(sql`b.discount_value`).as('discount_value'),
        // The storefront records one discount, the coupon's: with a coupon it is the order's discount.
        money2(sql`case when nullif(btrim(b.coupon), '') is not null then b.discount_value else 0 end`).as(
          'coupon_discount',
        ),
        'lp.payment_source',
        'lp.type',
        'lp.installments',
        sql<number>`coalesce(pt.n, 0)`.as('payment_try'),
        money2(sql`b.delivery_price`).as('delivery_price'),
        money2(sql`b.products_value`).as('products_value'),
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .execute();

  const rows = pageIds.then((page) => (page.length ? rowsOf(page) : []));

  const [unitRows, sideRows, statusRows, stateRows, pageRows, groupRows, categoryRows, buyerRows] =
    await Promise.all([units, sides, byStatus, byState, rows, groups, categories, buyers]);

  const unitsWhere = (take: (u: (typeof unitRows)[number]) => boolean) =>
    unitRows.filter(take).reduce((sum, u) => sum + Number(u.n), 0);
  const totals = (finished: boolean): OrderReportTotals => {
    const r = sideRows.find((s) => s.finished === finished);
    return {
      count: Number(r?.n ?? 0),
      items: unitsWhere((u) => u.finished === finished),
      amount: cash(r?.amount),
      productsValue: cash(r?.products),
      deliveryValue: cash(r?.delivery),
      ticket: cash(r?.ticket),
    };
  };
  const group = (r: { name: string | null; n: number; items: number; amount: string }): OrderReportGroup => ({
    name: r.name ?? NOT_INFORMED,
    count: Number(r.n),
    items: Number(r.items),
    amount: cash(r.amount),
  });
  const finished = totals(true);
  const unfinished = totals(false);
  const total = finished.count + unfinished.count;

  const report: OrderReport = {
    full_permission: full,
    period: { init: storeInstant(f.from), finish: storeInstant(f.until) },
    finished,
    unfinished,
    by_status: statusRows.map((r) => ({
      status: r.status as BuyStatus,
      count: Number(r.n),
      amount: cash(r.amount),
    })),
    by_state: stateRows.map((r) => group({ ...r, items: unitsWhere((u) => u.state === r.name) })),
    orders: {
      data: pageRows.map((r): OrderReportRow => ({
        id: Number(r.id),
        fantasy_name: r.fantasy_name ?? null,
        customer: r.people_name,
        birthday: r.birthday,
        status: r.status as BuyStatus,
        created_at: iso(r.created_at),
        send_type: r.send_type,
        city: r.city,
        state: r.state,
        amount: cash(r.amount),
        discount_value: cash(r.discount_value),
        coupon_discount: cash(r.coupon_discount),
        payment_source: r.payment_source ?? null,
        type: r.type ?? null,
        installments: r.installments ?? null,
        payment_try: Number(r.payment_try ?? 0),
        delivery_price: cash(r.delivery_price),
        products_value: cash(r.products_value),
      })),
      total,
      last_page: Math.max(1, Math.ceil(total / f.perPage)),
    },
  };
  if (groupRows && categoryRows) {
    report.product_groups = groupRows.map(group);
    report.categories = categoryRows.map(group);
  }
  if (buyerRows) {
    const newBuyers: OrderReportBuyer[] = [];
    const oldBuyers: OrderReportBuyer[] = [];
    for (const r of buyerRows) {
      const first = r.at instanceof Date ? r.at : new Date(String(r.at));
      const buyer: OrderReportBuyer = {
        consumer_id: r.consumer_id === null ? null : Number(r.consumer_id),
        name: r.consumer_name ?? r.name ?? '',
        email: r.consumer_email ?? r.email ?? null,
        orders: Number(r.n),
        amount: cash(r.amount),
        first_order_at: first.toISOString(),
      };
      (first.getTime() >= f.from.getTime() ? newBuyers : oldBuyers).push(buyer);
    }
    report.new_buyers_list = newBuyers;
    report.old_buyers_list = oldBuyers;
  }
  return report;
}
