// /marketing/segments and /marketing/segments/buyers ('Segmentar Clientes'): a store's buyers in RFM
// segments (the scoring and the rules: src/shared/rfm.ts). One query in SQL does it all: the store's
// sold orders (statuses 2, 3, 4, through the (company_id, status, created_at) index) grouped by buyer
// — the order's consumer, else its e-mail (case and spaces ignored), else its CPF/CNPJ, else the
// order alone —, the scores by window functions (cume_dist) and the segment by a CASE; then either
// the count per segment or one segment's page of buyers (their name, phone and e-mail from the
// consumer record, else their latest sold order, read for the page's rows only). Nothing is read
// row by row in JavaScript.
// Read only. Buyers belong to a store: an admin names it (company_id); a store user reads its own.
// Money only for admins and holders of full_permission (as the order report).
import type { FastifyInstance } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import {
  calls,
  type Page,
  type SegmentBuyer,
  type SegmentKey,
  type Segments,
} from '../../shared/calls/index.js';
import { reaches } from '../../shared/policy.js';
import { SEGMENT_KEYS } from '../../shared/rfm.js';
import { STORE_TIME_ZONE, today } from '../../shared/time.js';
import { errorSchema } from '../crud/docs.js';
import { MAX_PAGE_SIZE } from '../crud/records.js';
import { postCall } from '../http/call-routes.js';
import { arrayOf, boolean, decimal, integer, nullable, object, string } from '../http/doc-schemas.js';
import { invalid } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import { FINISHED_STATUSES } from '../reports/order-report.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from '../orders/total.js';

export const SEGMENT_BUYERS_PAGE_SIZE = 25;
export const STORE_REQUIRED = 'Selecione a loja.';
const SEGMENT_MESSAGE = 'Segmento inválido';

const companyField = {
  label: 'Loja',
  check: { type: 'integer', minimum: 1 },
  messages: { type: 'Loja inválida', minimum: 'Loja inválida', maximum: 'Loja inválida' },
  aliases: ['company'],
};
export const segmentsFields: Fields = { company_id: companyField };
export const segmentBuyersFields: Fields = {
  company_id: companyField,
  segment: {
    label: 'Segmento',
    check: { type: 'string', enum: [...SEGMENT_KEYS] },
    messages: { type: SEGMENT_MESSAGE, enum: SEGMENT_MESSAGE },
  },
  page: { label: 'Página', check: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
  itens_per_page: {
    label: 'Itens por página',
    check: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
};

/** The store read: a store user's own, an admin's company_id (required). */
function storeOf(scope: Scope, companyId: unknown): number {
  if (scope.own !== undefined) return scope.own;
  if (companyId === undefined) throw invalid({ company_id: [STORE_REQUIRED] });
  return companyId as number;
}

/** The buyer of an order (alias): the consumer, else the e-mail, else the CPF/CNPJ, else the order itself. */
const buyerKey = (alias: 'b' | 'lb') => {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`case when ${col('consumer_id')} is not null then 'c' || ${col('consumer_id')}::text
    else coalesce('e' || nullif(lower(btrim(${col('email')})), ''), 'd' || nullif(btrim(${col('cpf_cnpj')}), ''), '#' || ${col('id')}::text) end`;
};

const SOLD = sql.join(FINISHED_STATUSES.map((s) => sql.lit(s)));

/**
 * The store's buyers with their figures, scores and segment (alias s): one row per buyer. `day` is
 * today on the stores' clock, the day recency counts up to.
 */
function scoredBuyers(scope: Scope, companyId: number, day: string) {
  const db = scope.db;
  const sold = sql<SqlBool>`b.company_id = ${companyId} and b.status in (${SOLD})` as Expression<SqlBool>;
  const KEY = buyerKey('b');
  const TOTAL = orderTotal('b');
  const buyers = db
    .selectFrom('buy as b')
    .where(sold)
    .select([
      KEY.as('key'),
      sql<number | null>`max(b.consumer_id)`.as('consumer_id'),
      sql<number>`count(*)::int`.as('orders'),
      sql<string>`sum(${TOTAL})`.as('total'),
      sql<Date>`max(b.created_at)`.as('last_at'),
      sql<string>`(max(b.created_at) at time zone ${sql.lit(STORE_TIME_ZONE)})::date`.as('last_day'),
    ])
    .groupBy(KEY)
    .as('g');

  const scored = db
    .selectFrom(buyers)
    .select([
      'g.key',
      'g.consumer_id',
      'g.orders',
      'g.total',
      'g.last_at',
      sql<number>`(${day}::date - g.last_day)`.as('days_since'),
      sql<number>`ceil(5 * cume_dist() over (order by g.last_day))::int`.as('r'),
      sql<number>`least(g.orders, 5)`.as('f'),
      sql<number>`ceil(5 * cume_dist() over (order by g.total))::int`.as('m'),
    ])
    .as('sc');

  // The rules of src/shared/rfm.ts, in their order.
  const SEGMENT = sql<SegmentKey>`case
    when sc.f = 1 and sc.r >= 4 then 'new'
    when sc.r >= 4 and sc.f + sc.m >= 8 then 'champions'
    when sc.r >= 3 and sc.f + sc.m >= 6 then 'loyal'
    when sc.r >= 4 then 'promising'
    when sc.r = 3 then 'need_attention'
    when sc.f + sc.m >= 6 then 'at_risk'
    else 'hibernating' end`;

  return db.selectFrom(scored).selectAll('sc').select(SEGMENT.as('segment')).as('s');
}

export async function marketingSegments(scope: Scope, body: unknown): Promise<Segments> {
  const p = parseFields(segmentsFields, body);
  const companyId = storeOf(scope, p.company_id);
  const full = reaches(scope.level, 'full_permission');
  const day = today(STORE_TIME_ZONE);
  const rows = await scope.db
    .selectFrom(scoredBuyers(scope, companyId, day))
    .select([
      's.segment',
      sql<number>`count(*)::int`.as('n'),
      sql<string>`round(coalesce(sum(s.total), 0), 2)::text`.as('total'),
    ])
    .groupBy('s.segment')
    .execute();
  const of = new Map(rows.map((r) => [r.segment, r]));
  return {
    full_permission: full,
    today: day,
    buyers: rows.reduce((n, r) => n + Number(r.n), 0),
    segments: SEGMENT_KEYS.map((segment) => ({
      segment,
      count: Number(of.get(segment)?.n ?? 0),
      total: full ? (of.get(segment)?.total ?? '0.00') : null,
    })),
  };
}

export async function marketingSegmentBuyers(scope: Scope, body: unknown): Promise<Page<SegmentBuyer>> {
  const p = parseFields(segmentBuyersFields, body, ['segment']);
  const companyId = storeOf(scope, p.company_id);
  const full = reaches(scope.level, 'full_permission');
  const page = (p.page as number | undefined) ?? 1;
  const perPage = (p.itens_per_page as number | undefined) ?? SEGMENT_BUYERS_PAGE_SIZE;
  const segment = p.segment as SegmentKey;
  const day = today(STORE_TIME_ZONE);
  const db = scope.db;

  // The page of the segment first (one row per buyer, sorted and cut in SQL), then for its rows
  // only: the consumer record and the latest sold order — found through the (company_id, status,
  // created_at) index by its instant, the buyer's last — for name, phone and e-mail.
  const pageRows = db
    .selectFrom(scoredBuyers(scope, companyId, day))
    .where('s.segment', '=', segment)
    .select([
      's.key',
      's.consumer_id',
      's.last_at',
      's.days_since',
      's.orders',
      's.total',
      's.r',
      's.f',
      's.m',
      sql<number>`count(*) over ()`.as('n'),
    ])
    .orderBy('s.total', 'desc')
    .orderBy('s.last_at', 'desc')
    .orderBy('s.key')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('p');
  const rows = await db
    .selectFrom(pageRows)
    .leftJoin('consumer as c', (join) =>
      join.on('c.company_id', '=', companyId).onRef('c.id', '=', 'p.consumer_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('buy as lb')
          .select(['lb.people_name', 'lb.phone_number', 'lb.email'])
          .where('lb.company_id', '=', companyId)
          .where(sql<SqlBool>`lb.status in (${SOLD})`)
          .whereRef('lb.created_at', '=', 'p.last_at')
          .where(sql<SqlBool>`${buyerKey('lb')} = p.key`)
          // No ORDER BY: ordering by id would tempt the planner into walking the primary key
          // backwards; one buyer's orders at the very same instant are not a real case.
          .limit(1)
          .as('lb'),
      (join) => join.onTrue(),
    )
    .select([
      'p.consumer_id',
      sql<string | null>`coalesce(nullif(btrim(c.fantasy_name), ''), nullif(btrim(lb.people_name), ''))`.as(
        'name',
      ),
      sql<string | null>`coalesce(nullif(btrim(c.phone_number), ''), nullif(btrim(lb.phone_number), ''))`.as(
        'phone_number',
      ),
      sql<string | null>`coalesce(nullif(btrim(c.email), ''), nullif(btrim(lb.email), ''))`.as('email'),
      'p.last_at',
      'p.days_since',
      'p.orders',
      sql<string>`round(p.total, 2)::text`.as('total'),
      'p.r',
      'p.f',
      'p.m',
      'p.n',
    ])
    .orderBy('p.total', 'desc')
    .orderBy('p.last_at', 'desc')
    .orderBy('p.key')
    .execute();

  let total = rows.length ? Number(rows[0].n) : 0;
  // A page past the end has no row to carry the total: count the segment apart.
  if (!rows.length && page > 1) {
    const counted = await db
      .selectFrom(scoredBuyers(scope, companyId, day))
      .where('s.segment', '=', segment)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
  return {
    data: rows.map((r) => ({
      consumer_id: r.consumer_id === null ? null : Number(r.consumer_id),
      name: r.name,
      phone_number: r.phone_number,
      email: r.email,
      last_order_at: iso(r.last_at),
      days_since: Number(r.days_since),
      orders: Number(r.orders),
      total: full ? r.total : null,
      r: Number(r.r),
      f: Number(r.f),
      m: Number(r.m),
    })),
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

// ---- Routes ----

const tags = ['Marketing'];
const errors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const money = nullable(decimal);
const segment = { type: 'string', enum: [...SEGMENT_KEYS] };
/** Segments and Page<SegmentBuyer> of shared/calls/marketing-insights.ts. */
const segmentsAnswer = object({
  full_permission: boolean,
  today: { type: 'string', description: 'AAAA-MM-DD' },
  buyers: integer,
  segments: arrayOf(object({ segment, count: integer, total: money })),
});
const buyersAnswer = object({
  data: arrayOf(
    object({
      consumer_id: nullable(integer),
      name: nullable(string),
      phone_number: nullable(string),
      email: nullable(string),
      last_order_at: string,
      days_since: integer,
      orders: integer,
      total: money,
      r: integer,
      f: integer,
      m: integer,
    }),
  ),
  total: integer,
  last_page: integer,
});
const bodyOf = (fields: Fields, required: string[] = []) => ({
  type: 'object',
  required,
  properties: Object.fromEntries(
    Object.entries(fields).map(([n, f]) => [n, { ...f.check, description: f.label }]),
  ),
});

export function registerSegmentRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.marketingSegments,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Segmentos de clientes (RFM): compradores por segmento',
        description:
          'Compradores da loja (pedidos vendidos, status 2, 3, 4) com notas de recência, frequência e ' +
          'valor de 1 a 5 e o segmento de cada um (champions, loyal, promising, new, need_attention, ' +
          'at_risk, hibernating): quantos em cada segmento e quanto gastaram. company_id obrigatório ' +
          'para admin; o usuário de loja lê a própria loja.',
        body: bodyOf(segmentsFields),
        response: { 200: segmentsAnswer, ...errors },
      },
    },
    (r) => marketingSegments(r.scope, r.body),
  );
  postCall(
    app,
    calls.marketingSegmentBuyers,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Compradores de um segmento (RFM), paginados',
        description:
          'Nome, telefone, e-mail, último pedido, pedidos e total gasto dos compradores do segmento, do ' +
          'maior total para o menor (25 por página; até 1000 para exportar).',
        body: bodyOf(segmentBuyersFields, ['segment']),
        response: { 200: buyersAnswer, ...errors },
      },
    },
    (r) => marketingSegmentBuyers(r.scope, r.body),
  );
}
