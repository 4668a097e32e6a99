// Abandoned carts ('Recuperar Carrinhos'): the orders a buyer left in status 0, with the buyer's
// contact, the value (products + delivery, exact in SQL), the items, and who of the store contacted
// the buyer and when, so two people do not call the same buyer. /abandoned-carts/index only reads
// (no request transaction); /abandoned-carts/contacted writes buy.contacted_at / contacted_by in the
// request's transaction (the audit trigger records it). Tenancy: the request's handle limits a
// store user to its own store (tenancy/store-filter.ts); an admin may name one with company_id.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import type { AbandonedCartRow, Page } from '../../shared/calls/index.js';
import type { JsonSchema } from '../../shared/entity.js';
import { formatDate } from '../../shared/time.js';
import { pagingFields, sortingFields } from '../crud/paging-fields.js';
import { DEFAULT_PAGE_SIZE, escapeLike } from '../crud/records.js';
import { errorSchema, recordSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { HttpError, invalid, notFound } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from '../orders/total.js';

/** The status of an order the buyer never finished. */
const ABANDONED = 0;
export const SORTS = ['created_at', 'id', 'total', 'people_name'] as const;
export const NOT_ABANDONED = 'Este pedido não é mais um carrinho abandonado.';
export const contactedBy = (name: string | null, at: unknown) =>
  `Este carrinho já foi contatado por ${name ?? 'outro usuário'} em ${formatDate(at)}.`;

const listFields: Fields = {
  ...pagingFields,
  ...sortingFields(SORTS),
  q: { label: 'Busca', check: { type: 'string', maxLength: 200 } },
  contacted: { label: 'Contatado', check: { type: 'boolean' } },
  company_id: { label: 'Loja', check: { type: 'integer', minimum: 1 }, aliases: ['company'] },
};

const contactedFields: Fields = {
  id: { label: 'Pedido', check: { type: 'integer', minimum: 1 } },
  contacted: { label: 'Contatado', check: { type: 'boolean' } },
};

// numeric(12,2) + numeric(12,2) is exact; the driver hands numeric over as text ("123.40").
const TOTAL = orderTotal('t');

/** The carts of the caller's store (or the admin's pick), with what each row shows. */
function cartsQuery(scope: Scope, companyId: number | undefined) {
  return scope.db
    .selectFrom('buy as t')
    .where('t.status', '=', ABANDONED)
    .$if(companyId !== undefined, (q) => q.where('t.company_id', '=', companyId!));
}

function selectRows(query: ReturnType<typeof cartsQuery>) {
  return query
    .leftJoin('company as c', 'c.id', 't.company_id')
    .leftJoin('users as u', 'u.id', 't.contacted_by')
    .select((eb) => [
      't.id',
      't.company_id',
      't.created_at',
      't.people_name',
      't.email',
      't.phone_number',
      't.products_value',
      't.delivery_price',
      't.contacted_at',
      't.contacted_by',
      TOTAL.as('total'),
      'u.name as contacted_by_name',
      'c.fantasy_name as company_name',
      eb
        .selectFrom('buy_item as i')
        .whereRef('i.company_id', '=', 't.company_id')
        .whereRef('i.buy_id', '=', 't.id')
        .select(sql<number>`coalesce(sum(i.amount), 0)::int`.as('n'))
        .as('items_count'),
      eb
        .selectFrom('buy_item as i')
        .whereRef('i.company_id', '=', 't.company_id')
        .whereRef('i.buy_id', '=', 't.id')
        .select(
          sql<
            AbandonedCartRow['items']
          >`coalesce(json_agg(json_build_object('name', i.name, 'amount', i.amount) order by i.id), '[]'::json)`.as(
            'items',
          ),
        )
        .as('items'),
    ]);
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));

function toRow(row: Record<string, unknown>): AbandonedCartRow {
  const items = typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
  return {
    ...(row as unknown as AbandonedCartRow),
    created_at: iso(row.created_at) as string,
    contacted_at: iso(row.contacted_at),
    items_count: Number(row.items_count ?? 0),
    items: (items ?? []) as AbandonedCartRow['items'],
  };
}

export async function listAbandonedCarts(scope: Scope, body: unknown): Promise<Page<AbandonedCartRow>> {
  const p = parseFields(listFields, body);
  const perPage = (p.itens_per_page as number | undefined) ?? DEFAULT_PAGE_SIZE;
  const page = (p.page as number | undefined) ?? 1;
  const sort = (p.ordenate_field as (typeof SORTS)[number] | undefined) ?? 'created_at';
  const order = p.ordenate_type ? ((p.ordenate_type as string).toLowerCase() as 'asc' | 'desc') : 'desc';
  // A store user's handle is limited to its store whatever it sends.
  let query = cartsQuery(scope, scope.own ?? (p.company_id as number | undefined));
  if (p.contacted !== undefined) query = query.where('t.contacted_at', p.contacted ? 'is not' : 'is', null);
  const q = p.q as string | undefined;
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const digits = q.replace(/\D/g, '');
    const asNumber = /^#?\d{1,15}$/.test(q) ? Number(q.replace('#', '')) : undefined;
    query = query.where((eb) =>
      eb.or([
        eb('t.people_name', 'ilike', pattern),
        eb('t.email', 'ilike', pattern),
        ...(digits.length >= 4 ? [eb('t.phone_number', 'like', `%${digits}%`)] : []),
        ...(asNumber !== undefined && Number.isSafeInteger(asNumber) ? [eb('t.id', '=', asNumber)] : []),
      ]),
    );
  }
  const counted = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const sortRef = sort === 'total' ? TOTAL : sql.ref(`t.${sort}`);
  const rows =
    total === 0
      ? []
      : await selectRows(query)
          .orderBy(sortRef, (ob) => {
            const sorted = order === 'asc' ? ob.asc() : ob.desc();
            return sort === 'people_name' ? sorted.nullsLast() : sorted;
          })
          .$if(sort !== 'id', (b) => b.orderBy('t.id', 'desc'))
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute();
  return { data: rows.map(toRow), total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Marks a cart contacted by the caller now, or clears the mark. A cart someone else already marked
 * answers 409 with who and when (two people do not call the same buyer); marking one's own again
 * changes nothing. An order no longer in status 0 answers 422.
 */
export async function markContacted(scope: Scope, body: unknown): Promise<AbandonedCartRow> {
  const p = parseFields(contactedFields, body, ['id', 'contacted']) as { id: number; contacted: boolean };
  const cart = await scope.db
    .selectFrom('buy as t')
    .leftJoin('users as u', 'u.id', 't.contacted_by')
    .select(['t.id', 't.status', 't.contacted_at', 't.contacted_by', 'u.name as contacted_by_name'])
    .where('t.id', '=', p.id)
    .forUpdate('t')
    .executeTakeFirst();
  if (!cart) throw notFound();
  if (cart.status !== ABANDONED) throw invalid({ id: [NOT_ABANDONED] }, NOT_ABANDONED);
  if (p.contacted && cart.contacted_at !== null && cart.contacted_by !== scope.user.id)
    throw new HttpError(409, contactedBy(cart.contacted_by_name, cart.contacted_at));
  const changes = p.contacted
    ? cart.contacted_at === null
      ? { contacted_at: sql<Date>`now()`, contacted_by: scope.user.id }
      : undefined
    : cart.contacted_at !== null
      ? { contacted_at: null, contacted_by: null }
      : undefined;
  if (changes) await scope.db.updateTable('buy').set(changes).where('id', '=', cart.id).execute();
  const row = await selectRows(
    cartsQuery(scope, undefined).where('t.id', '=', cart.id),
  ).executeTakeFirstOrThrow();
  return toRow(row);
}

// --- OpenAPI (documentation only: input is checked above) ---

const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const buy = recordSchema(entities.buy).properties as Record<string, JsonSchema>;
const cartRow = object({
  ...Object.fromEntries(
    [
      'id',
      'company_id',
      'created_at',
      'people_name',
      'email',
      'phone_number',
      'products_value',
      'delivery_price',
      'contacted_at',
      'contacted_by',
    ].map((k) => [k, buy[k] ?? {}]),
  ),
  total: { type: 'string', description: 'products_value + delivery_price (decimal exato)' },
  items_count: { type: 'integer', description: 'Unidades no carrinho' },
  items: {
    type: 'array',
    items: object({ name: { type: ['string', 'null'] }, amount: { type: 'integer' } }),
  },
  contacted_by_name: { type: ['string', 'null'], description: 'Quem contatou o comprador' },
  company_name: { type: ['string', 'null'], description: 'Loja' },
});
const tags = ['Marketing'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const bodyOf = (fields: Fields, required: string[] = []) =>
  object(
    Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, { ...f.check, description: f.label }])),
    required,
  );

export function registerAbandonedCartRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.abandonedCarts,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Carrinhos abandonados: pedidos em status 0, com comprador, valor, itens e contato',
        description:
          'contacted: true só os já contatados, false só os não contatados (ausente: todos). ' +
          'q procura no nome, e-mail e telefone do comprador e no número do pedido. ' +
          'ordenate_field: created_at (padrão, desc), id, total, people_name. ' +
          'company_id: só admin (usuário de loja sempre recebe a própria loja).',
        body: bodyOf(listFields),
        response: {
          200: object({
            data: { type: 'array', items: cartRow },
            total: { type: 'integer' },
            last_page: { type: 'integer' },
          }),
          ...errors,
        },
      },
    },
    (r) => listAbandonedCarts(r.scope, r.body),
  );
  postCall(
    app,
    calls.abandonedCartContacted,
    {
      schema: {
        tags,
        summary: 'Marca um carrinho abandonado como contatado (por quem chama, agora) ou desfaz a marca',
        description:
          '409 quando outro usuário já contatou o comprador (a mensagem diz quem e quando); ' +
          '422 quando o pedido não está mais em status 0; 404 para pedido de outra loja.',
        body: bodyOf(contactedFields, ['id', 'contacted']),
        response: { 200: cartRow, ...errors, 409: errorSchema },
      },
    },
    (r) => markContacted(r.scope, r.body),
  );
}
