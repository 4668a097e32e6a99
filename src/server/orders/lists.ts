// The six order lists (/buy/getPendingBuys, …) and the counts the panel's menu shows. Paging, search
// and sorting run in SQL on buy's (company_id, status, id) index; the page's total is exact money
// arithmetic in SQL (numeric), never in JavaScript. Counts and unsearched list totals come from the
// per-status counts the order writes keep (crud/row-counts.ts), not from counting a store's orders,
// and are kept in memory between calls until an order is added, removed, moved or changes status
// (crud/list-totals.ts; migration 0030 tells the other processes).
import { type RawBuilder, sql } from 'kysely';
import type { BuyStatus, OrderCounts, OrderListRow } from '../../shared/calls/index.js';
import { compiledOnce, readerKey, type Slots } from '../crud/compiled-once.js';
import { pagingFields, sortingFields } from '../crud/paging-fields.js';
import { DEFAULT_PAGE_SIZE, escapeLike } from '../crud/records.js';
import type { ListTotals } from '../crud/list-totals.js';
import { storedCount, storedCountsByKey } from '../crud/row-counts.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import { LIST_STATUSES } from '../../shared/order-status.js';
import { orderTotal } from './total.js';

const BUY = 'buy';
/** What the kept counts are read from: row_count and buy's newest id, both moved only by buy's writes. */
const COUNTED_FROM = [BUY];

/** A kept value of the order counts: per caller's store (or an admin's choice) and what it counts. */
function kept<T>(
  totals: ListTotals | undefined,
  scope: Scope,
  p: ListParams,
  what: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!totals) return read();
  return totals.total(
    `${BUY}:${scope.own ?? 'admin'}:${p.companyId ?? '*'}:${what}`,
    COUNTED_FROM,
    p.companyId,
    read,
  );
}

export const ORDER_SORTS = [
  'id',
  'created_at',
  'status',
  'products_value',
  'delivery_price',
  'total',
  'people_name',
] as const;

const NOT_NULL_SORTS: readonly string[] = ['id', 'created_at', 'status', 'total'];

export const orderListFields: Fields = {
  ...pagingFields,
  ...sortingFields(ORDER_SORTS),
  q: { label: 'Busca', check: { type: 'string', maxLength: 200 } },
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 }, aliases: ['company'] },
  status: {
    label: 'Status',
    check: { type: 'integer', enum: [0, 1, 2, 3, 4, 5, 6, 7] },
    messages: { enum: 'Status inválido' },
  },
};

interface ListParams {
  page: number;
  perPage: number;
  sort: (typeof ORDER_SORTS)[number];
  order: 'asc' | 'desc';
  q: string;
  companyId?: number;
}

function parseList(
  scope: Scope,
  body: unknown,
  required: string[] = [],
): ListParams & { status?: BuyStatus } {
  const p = parseFields(orderListFields, body, required);
  return {
    page: (p.page as number | undefined) ?? 1,
    perPage: (p.itens_per_page as number | undefined) ?? DEFAULT_PAGE_SIZE,
    sort: (p.ordenate_field as ListParams['sort'] | undefined) ?? 'id',
    order: p.ordenate_type ? ((p.ordenate_type as string).toLowerCase() as 'asc' | 'desc') : 'desc',
    q: (p.q as string | undefined) ?? '',
    // A store user's handle is limited to its store whatever it sends (tenancy/store-filter.ts).
    companyId: scope.own ?? (p.company_id as number | undefined),
    status: p.status as BuyStatus | undefined,
  };
}

// numeric(12,2) + numeric(12,2) is exact; the driver hands numeric over as text ("123.40").
const TOTAL = orderTotal('t');

const VALUE_NAMES = ['companyId', 'pattern', 'orderId', 'limit', 'offset'] as const;

/** What an order list's statement text depends on besides its values: one compiled text per shape. */
interface ListShape {
  db: Scope['db'];
  statuses: readonly BuyStatus[];
  byStore: boolean;
  /** The search's kind: none, text only, or text that may also be an order number. */
  search: '' | 'text' | 'number';
  sort: ListParams['sort'];
  order: ListParams['order'];
}

type ListValues = {
  companyId: number | undefined;
  pattern: string;
  orderId: number;
  limit: number;
  offset: number;
};

function shapeOf(scope: Scope, statuses: readonly BuyStatus[], p: ListParams): ListShape {
  const asNumber = /^#?\d{1,15}$/.test(p.q) ? Number(p.q.replace('#', '')) : undefined;
  return {
    db: scope.db,
    statuses,
    byStore: p.companyId !== undefined,
    search: !p.q ? '' : asNumber !== undefined && Number.isSafeInteger(asNumber) ? 'number' : 'text',
    sort: p.sort,
    order: p.order,
  };
}

function valuesOf(p: ListParams): ListValues {
  return {
    companyId: p.companyId,
    pattern: `%${escapeLike(p.q)}%`,
    orderId: Number(p.q.replace('#', '')),
    limit: p.perPage,
    offset: (p.page - 1) * p.perPage,
  };
}

function filtered(shape: ListShape, values: Slots<ListValues>) {
  let query = shape.db.selectFrom('buy as t').where('t.status', 'in', [...shape.statuses]);
  if (shape.byStore) query = query.where('t.company_id', '=', values.companyId as RawBuilder<number>);
  if (shape.search)
    query = query.where((eb) =>
      eb.or([
        eb('t.people_name', 'ilike', values.pattern),
        eb('t.email', 'ilike', values.pattern),
        eb('t.delivery_code', 'ilike', values.pattern),
        ...(shape.search === 'number' ? [eb('t.id', '=', values.orderId)] : []),
      ]),
    );
  return query;
}

/** A search's total: counted, as a search's matches are not kept. */
const searchCount = compiledOnce<ListShape, { n: number }, ListValues>(VALUE_NAMES, (shape, values) =>
  filtered(shape, values).select(sql<number>`count(*)::int`.as('n')),
);

/** A page of an order list: one statement, built and compiled once per shape (crud/compiled-once.ts). */
const pageOfOrders = compiledOnce<ListShape, Record<string, unknown>, ListValues>(
  VALUE_NAMES,
  (shape, values) =>
    filtered(shape, values)
      .leftJoin('company as c', 'c.id', 't.company_id')
      .select([
        't.id',
        't.company_id',
        't.created_at',
        't.status',
        't.send_type',
        't.payment_type',
        't.delivery_price',
        't.products_value',
        // Blank in the list where no coupon applied (null, not 0,00).
        sql<string | null>`nullif(t.discount_value, 0)`.as('discount_value'),
        't.people_name',
        't.delivery_code',
        't.printed_at',
        't.paid',
        TOTAL.as('total'),
        'c.fantasy_name as company_name',
      ])
      // NULLS LAST only where a column may be null: on id, created_at and status it would stop
      // PostgreSQL from reading the (company_id, status, id) index backwards for a page.
      .orderBy(shape.sort === 'total' ? TOTAL : sql.ref(`t.${shape.sort}`), (ob) => {
        const sorted = shape.order === 'asc' ? ob.asc() : ob.desc();
        return NOT_NULL_SORTS.includes(shape.sort) ? sorted : sorted.nullsLast();
      })
      .$if(shape.sort !== 'id', (q) => q.orderBy('t.id', 'desc'))
      .limit(values.limit)
      .offset(values.offset),
);

/** totals: the counts kept between calls (crud/list-totals.ts); without it, read each time. */
export async function listOrders(
  scope: Scope,
  body: unknown,
  statuses: readonly BuyStatus[],
  totals?: ListTotals,
): Promise<{ data: OrderListRow[]; total: number; last_page: number }> {
  const p = parseList(scope, body);
  const shape = shapeOf(scope, statuses, p);
  const key = readerKey(scope, statuses, shape.byStore, shape.search, p.sort, p.order);
  const values = valuesOf(p);
  // Without a search the total is the statuses' per-store counts, which the order writes keep.
  const total = p.q
    ? Number((await searchCount.run(shape, key, values))[0]?.n ?? 0)
    : await kept(totals, scope, p, statuses.join(','), () =>
        storedCount(scope.db, BUY, { stores: storesOf(p), keys: statuses }),
      );
  const data = total === 0 ? [] : await pageOfOrders.run(shape, key, values);
  return {
    data: data.map(toRow),
    total,
    last_page: Math.max(1, Math.ceil(total / p.perPage)),
  };
}

/** The stores whose counts a total sums: a store user's handle reads its own; an admin's, all or one. */
const storesOf = (p: ListParams) => (p.companyId === undefined ? undefined : [p.companyId]);

/** Dates as on every other answer (ISO text); the driver's fresh row is changed in place. */
function toRow(row: Record<string, unknown>): OrderListRow {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
  row.created_at = iso(row.created_at);
  row.printed_at = iso(row.printed_at);
  return row as unknown as OrderListRow;
}

/** /buy/get-buys {status}: any one status (the panel uses 4 and 0). */
export function listOrdersOfStatus(scope: Scope, body: unknown, totals?: ListTotals) {
  const { status } = parseList(scope, body, ['status']);
  return listOrders(scope, body, [status as BuyStatus], totals);
}

export async function countOrders(scope: Scope, body: unknown, totals?: ListTotals): Promise<OrderCounts> {
  const p = parseList(scope, body);
  return kept(totals, scope, p, 'menu', async () => {
    const counts = await storedCountsByKey(scope.db, BUY, storesOf(p));
    const of = (statuses: readonly number[]) =>
      statuses.reduce((sum, status) => sum + (counts.get(String(status)) ?? 0), 0);
    // The newest order: the last id of the store's primary key (or of the id index, for every store).
    let newest = scope.db.selectFrom('buy as t').select(sql<number | null>`max(t.id)`.as('latest'));
    if (p.companyId !== undefined) newest = newest.where('t.company_id', '=', p.companyId);
    const latestRow = await newest.executeTakeFirst();
    const latest = latestRow?.latest == null ? null : Number(latestRow.latest);
    return Object.freeze({
      pending: of(LIST_STATUSES.pending),
      sortingOut: of(LIST_STATUSES.sortingOut),
      inTransit: of(LIST_STATUSES.inTransit),
      finished: of(LIST_STATUSES.finished),
      notFinished: of(LIST_STATUSES.notFinished),
      canceled: of(LIST_STATUSES.canceled),
      latest_id: latest,
    });
  });
}
