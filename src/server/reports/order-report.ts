// /report/order: the order report of a period (date and time on the stores' clock). Every figure is
// a GROUP BY in SQL with numeric arithmetic handed over as text (exact money); JavaScript only
// shapes rows and blanks the money of users without full_permission. Read only, up to four
// statements in parallel: the sums (two sides, by status, by state: order-report-sums.ts), the page
// of rows, and on request the lines by product group and category and the buyers. The sums and the
// lines read the per-store, per-day summaries for the period's whole days (order-report-sql.ts
// splits the period). Queries go through the scope's handle (store-filtered for store users); an
// admin's company_id narrows it to one store, none reads the whole platform (as the dashboard does).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
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
import { reportBuyers } from './order-report-buyers.js';
import { reportLineGroups } from './order-report-lines.js';
import { reportRows } from './order-report-rows.js';
import { type ReportReading, splitPeriod } from './order-report-sql.js';
import { reportSums } from './order-report-sums.js';

export { FINISHED_STATUSES, UNFINISHED_STATUSES } from './order-report-sql.js';
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

/** An instant as ISO 8601 on the stores' clock with its offset: '2026-11-25T23:59:59.999-03:00'. */
const storeInstant = (at: Date) =>
  format(new TZDate(at.getTime(), STORE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export async function orderReport(scope: Scope, body: unknown): Promise<OrderReport> {
  const f = parseOrderReportQuery(scope, body);
  // Money only for holders of full_permission (spec section 6); admins are above it.
  const full = reaches(scope.level, 'full_permission');
  const cash = (v: unknown): string | null => (full ? String(v ?? '0.00') : null);
  // The period as instants [from, before): the edge's last millisecond reaches to the microsecond.
  const period = { from: f.from, before: new Date(f.until.getTime() + 1) };
  const reading: ReportReading = {
    db: scope.db,
    companyId: f.companyId,
    statuses: f.statuses,
    period,
    split: splitPeriod(period),
  };

  const [sums, pageRows, lineRows, buyerRows] = await Promise.all([
    reportSums(reading),
    reportRows(reading, f.page, f.perPage),
    f.productDetail ? reportLineGroups(reading) : undefined,
    f.peopleDetail ? reportBuyers(reading) : undefined,
  ]);

  const sideOf = (finished: boolean): OrderReportTotals => {
    const r = sums.find((s) => s.kind === 'side' && s.finished === finished);
    return {
      count: r?.n ?? 0,
      items: r?.units ?? 0,
      amount: cash(r?.amount),
      productsValue: cash(r?.products),
      deliveryValue: cash(r?.delivery),
      ticket: cash(r?.ticket),
    };
  };
  const group = (r: { name: string | null; n: number; items: number; amount: string }): OrderReportGroup => ({
    name: r.name ?? NOT_INFORMED,
    count: r.n,
    items: r.items,
    amount: cash(r.amount),
  });
  const finished = sideOf(true);
  const unfinished = sideOf(false);
  const total = finished.count + unfinished.count;

  const report: OrderReport = {
    full_permission: full,
    period: { init: storeInstant(f.from), finish: storeInstant(f.until) },
    finished,
    unfinished,
    by_status: sums
      .filter((r) => r.kind === 'status')
      .map((r) => ({ status: r.status as BuyStatus, count: r.n, amount: cash(r.amount) })),
    by_state: sums
      .filter((r) => r.kind === 'state')
      .map((r) => group({ name: r.state, n: r.n, items: r.units, amount: r.amount })),
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
  if (lineRows) {
    report.product_groups = lineRows.filter((r) => r.by_group === 1).map(group);
    report.categories = lineRows.filter((r) => r.by_group === 0).map(group);
  }
  if (buyerRows) {
    const newBuyers: OrderReportBuyer[] = [];
    const oldBuyers: OrderReportBuyer[] = [];
    for (const r of buyerRows) {
      const first = r.first_at instanceof Date ? r.first_at : new Date(String(r.first_at));
      const buyer: OrderReportBuyer = {
        consumer_id: r.consumer_id === null ? null : Number(r.consumer_id),
        name: r.consumer_name ?? r.name ?? '',
        email: r.consumer_email ?? r.email ?? null,
        orders: r.n,
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
