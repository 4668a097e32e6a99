// What the order report's statements share: its filter as read (period, statuses, store), the
// period split into the whole days the summaries hold and the hours outside them, and the SQL
// pieces built from it. A period is half-open, [from, before): the instants the user's edges take,
// to the microsecond, so a whole day in the summaries and the same day read from the orders agree.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { BuyStatus } from '../../shared/calls/index.js';
import { addDays, dateIn, type IsoDate, startOfLocalDay } from '../../shared/time.js';
import type { Database } from '../db/connect.js';

/** The reports' "finished" grouping (spec section 4); every other status is unfinished. */
export const FINISHED_STATUSES = [2, 3, 4] as const;
export const UNFINISHED_STATUSES = [0, 1, 5, 6, 7] as const;

/** A span of instants, from included, before excluded. */
export interface Span {
  from: Date;
  before: Date;
}

/** The period as the summaries and the orders each read it. */
export interface SplitPeriod {
  /** The whole calendar days (stores' clock) inside the period, or undefined when it holds none. */
  days: { first: IsoDate; last: IsoDate } | undefined;
  /** The rest: the hours before the first whole day and after the last (or the whole period). */
  edges: Span[];
}

/** [from, before) → its whole days and the spans around them. */
export function splitPeriod({ from, before }: Span): SplitPeriod {
  const opening = dateIn(from);
  const first = from.getTime() === startOfLocalDay(opening).getTime() ? opening : addDays(opening, 1);
  // The day the period's last instant falls on: whole when the period runs to its end.
  const closing = dateIn(new Date(before.getTime() - 1));
  const last =
    before.getTime() === startOfLocalDay(addDays(closing, 1)).getTime() ? closing : addDays(closing, -1);
  if (first > last) return { days: undefined, edges: [{ from, before }] };
  const daysFrom = startOfLocalDay(first);
  const daysBefore = startOfLocalDay(addDays(last, 1));
  const edges: Span[] = [];
  if (from < daysFrom) edges.push({ from, before: daysFrom });
  if (daysBefore < before) edges.push({ from: daysBefore, before });
  return { days: { first, last }, edges };
}

/** What every statement of one report reads. */
export interface ReportReading {
  /** The scope's handle (store-filtered for store users). */
  db: Database;
  /** An admin's one store (a store user's own is its handle's); undefined: every store. */
  companyId: number | undefined;
  /** Statuses taken; empty: all. */
  statuses: BuyStatus[];
  period: Span;
  split: SplitPeriod;
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The orders under `alias` whose creation falls in one of the spans (false for none). */
export function createdIn(alias: string, spans: Span[]): Expression<SqlBool> {
  if (!spans.length) return sql<SqlBool>`false`;
  const at = ref(alias, 'created_at');
  return sql<SqlBool>`(${sql.join(
    spans.map((s) => sql`(${at} >= ${s.from} and ${at} < ${s.before})`),
    sql` or `,
  )})`;
}

/** The filter's statuses and store on the rows under `alias` (a table with status and company_id). */
export function statusAndStore(r: ReportReading, alias: string): Expression<SqlBool> {
  const parts = [
    ...(r.statuses.length ? [sql`${ref(alias, 'status')} in (${sql.join(r.statuses)})`] : []),
    ...(r.companyId !== undefined ? [sql`${ref(alias, 'company_id')} = ${r.companyId}`] : []),
  ];
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`true`;
}

/** The summary rows under `alias` of the period's whole days that the filter takes. */
export function daysOf(r: ReportReading, alias: string): Expression<SqlBool> {
  const days = r.split.days;
  if (!days) return sql<SqlBool>`false`;
  const day = ref(alias, 'day');
  return sql<SqlBool>`${day} >= ${days.first} and ${day} <= ${days.last} and ${statusAndStore(r, alias)}`;
}

/** The orders (alias b, or another) the report takes: the whole period, with its statuses and store. */
export const inReport = (r: ReportReading, alias = 'b'): Expression<SqlBool> =>
  sql<SqlBool>`${createdIn(alias, [r.period])} and ${statusAndStore(r, alias)}`;

/** The orders of the period outside its whole days (read from the rows, not the summaries). */
export const atEdges = (r: ReportReading, alias = 'b'): Expression<SqlBool> =>
  sql<SqlBool>`${createdIn(alias, r.split.edges)} and ${statusAndStore(r, alias)}`;

/** Exact money as text with two places ("0.00" for none): numeric arithmetic, rounded in SQL. */
export const money2 = (expression: ReturnType<typeof sql>) =>
  sql<string>`round(coalesce(${expression}, 0), 2)::text`;

/** Whether a status (column or expression) is of the finished side. */
export const finished = (status: ReturnType<typeof sql>) =>
  sql<boolean>`(${status} in (${sql.join(FINISHED_STATUSES.map((s) => sql.lit(s)))}))`;

/**
 * The period's facts: the summary rows of its whole days, the rows read at its edges, or both (one
 * of them alone where the other part is empty).
 */
export function daysAndEdges<A extends { unionAll(other: B): A }, B>(
  r: ReportReading,
  wholeDays: A,
  edges: B,
): A | B {
  if (!r.split.days) return edges;
  return r.split.edges.length ? wholeDays.unionAll(edges) : wholeDays;
}
