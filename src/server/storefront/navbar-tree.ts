// The navbar as a tree: the panel's /layout/nav-bar/reorder (a whole new order, applied in one
// transaction, answering the new tree) and the storefront's public /layout/nav-bar/order (only active
// items and no private field). Positions (ordenate) are unique per store across both levels, so a
// new order first parks the moved items on temporary negative positions, then writes the final ones:
// no intermediate state ever collides with the unique index, and any failure rolls back everything.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../generated/db.js';
import { entities } from '../../generated/registry.js';
import {
  calls,
  type NavbarNode,
  type NavbarReorderItem,
  type NavbarTree,
  type PublicNavbarItem,
} from '../../shared/calls/index.js';
import { errorSchema } from '../crud/docs.js';
import { assertAccess, selectRecords, type Row } from '../crud/records.js';
import { postCall } from '../http/call-routes.js';
import { invalid, notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import {
  navbarNodeSchema,
  PARENT_HAS_CHILDREN,
  PARENT_MUST_BE_TOP,
  PARENT_UNKNOWN,
  SEGMENT_REQUIRED,
} from './navbar.js';

const model = entities.navbar_item;
/** More items than any menu has; a bigger body is refused before touching the database. */
const MAX_ITEMS = 1000;
const MAX_ORDENATE = 2_147_483_647;

const isObject = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;
const byOrdenate = (a: { ordenate: number; id: number }, b: { ordenate: number; id: number }) =>
  a.ordenate - b.ordenate || a.id - b.id;

/** Top-level items (no relationship) with their children, both by ordenate. */
export function buildTree<T extends { id: number; ordenate: number; relationship?: number | null }>(
  rows: T[],
): (T & { childrens: (T & { childrens: [] })[] })[] {
  const sorted = [...rows].sort(byOrdenate);
  return sorted
    .filter((r) => r.relationship === null || r.relationship === undefined)
    .map((top) => ({
      ...top,
      childrens: sorted
        .filter((c) => c.relationship !== null && Number(c.relationship) === top.id)
        .map((c) => ({ ...c, childrens: [] as [] })),
    }));
}

/** The store's whole menu as the panel sees it (inactive items too). */
export async function navbarTree(scope: Scope, companyId: number): Promise<NavbarTree> {
  const rows = (await selectRecords({ db: scope.forStore(companyId), level: scope.level }, model)
    .orderBy('t.ordenate')
    .execute()) as unknown as NavbarNode[];
  return { navBar: buildTree(rows.map((r) => ({ ...r, id: Number(r.id), ordenate: Number(r.ordenate) }))) };
}

function parseReorder(body: unknown): NavbarReorderItem[] {
  const items = isObject(body) ? body.items : undefined;
  if (!Array.isArray(items) || !items.length || items.length > MAX_ITEMS)
    throw invalid({ items: ['Informe os itens e suas posições'] });
  const out: NavbarReorderItem[] = [];
  for (const item of items) {
    if (!isObject(item) || !isId(item.id)) throw invalid({ items: ['Item inválido'] });
    if (!isId(item.ordenate) || item.ordenate > MAX_ORDENATE)
      throw invalid({ ordenate: ['A ordenação deve ser um número inteiro a partir de 1'] });
    const rel = item.relationship;
    if (rel !== undefined && rel !== null && !isId(rel))
      throw invalid({ relationship: ['Item pai inválido'] });
    out.push({ id: item.id, ordenate: item.ordenate, ...(rel !== undefined ? { relationship: rel } : {}) });
  }
  if (new Set(out.map((i) => i.id)).size !== out.length) throw invalid({ items: ['Item repetido na lista'] });
  return out;
}

interface Stored {
  id: number;
  ordenate: number;
  relationship: number | null;
  definition_id: number | null;
  segmentName: string | null;
}

/**
 * /layout/nav-bar/reorder: every item's new position (and parent, when given) at once. All checks
 * run on the final state before any write; the writes share the request's transaction.
 */
export async function reorderNavbar(scope: Scope, body: unknown): Promise<NavbarTree> {
  assertAccess(model, scope, 'write');
  const companyId = scope.storeOf(body);
  const items = parseReorder(body);
  const db = scope.forStore(companyId);
  const stored: Stored[] = (
    await db
      .selectFrom('navbar_item')
      .select([
        'id',
        'ordenate',
        'relationship',
        'definition_id',
        sql<string | null>`data->'params'->>'definition_name'`.as('segmentName'),
      ])
      .where('company_id', '=', companyId)
      .execute()
  ).map((r) => ({
    ...r,
    id: Number(r.id),
    ordenate: Number(r.ordenate),
    relationship: r.relationship === null ? null : Number(r.relationship),
    definition_id: r.definition_id === null ? null : Number(r.definition_id),
  }));
  const byId = new Map(stored.map((r) => [r.id, r]));
  // Another store's item, or one gone since the panel loaded: nothing is applied.
  if (items.some((i) => !byId.has(i.id))) throw notFound();

  const final = new Map(stored.map((r) => [r.id, { ...r }]));
  for (const i of items) {
    const row = final.get(i.id)!;
    row.ordenate = i.ordenate;
    if (i.relationship !== undefined) row.relationship = i.relationship;
  }
  const positions = new Set<number>();
  for (const row of final.values()) {
    if (positions.has(row.ordenate)) throw invalid({ ordenate: ['Ordenaçao em uso'] });
    positions.add(row.ordenate);
  }
  for (const row of final.values()) {
    if (row.relationship === null) {
      if (row.definition_id === null && !row.segmentName)
        throw invalid({ definition_id: [SEGMENT_REQUIRED] });
      continue;
    }
    if (row.relationship === row.id)
      throw invalid({ relationship: ['Um item não pode ser filho de si mesmo'] });
    const parent = final.get(row.relationship);
    if (!parent) throw invalid({ relationship: [PARENT_UNKNOWN] });
    if (parent.relationship !== null) throw invalid({ relationship: [PARENT_MUST_BE_TOP] });
    if ([...final.values()].some((c) => c.relationship === row.id))
      throw invalid({ relationship: [PARENT_HAS_CHILDREN] });
  }

  const changed = items.filter((i) => {
    const before = byId.get(i.id)!;
    const after = final.get(i.id)!;
    return before.ordenate !== after.ordenate || before.relationship !== after.relationship;
  });
  // Parked first (-1, -2, …: no stored position is negative), so swaps never meet the unique index.
  for (const [k, i] of changed.entries())
    await db
      .updateTable('navbar_item')
      .set({ ordenate: -(k + 1) })
      .where('company_id', '=', companyId)
      .where('id', '=', i.id)
      .execute();
  for (const i of changed) {
    const row = final.get(i.id)!;
    await db
      .updateTable('navbar_item')
      .set({
        ordenate: row.ordenate,
        relationship: row.relationship,
        type: row.relationship === null ? 1 : 2,
        data: sql`jsonb_set(data, '{ordenate}', to_jsonb(${row.ordenate}::integer))`,
        updated_at: sql<Date>`now()`,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', i.id)
      .execute();
  }
  return navbarTree(scope, companyId);
}

/** The public menu: active items only; a hidden parent hides its children. */
export async function publicNavbar(store: Kysely<DB>): Promise<{ navBar: PublicNavbarItem[] }> {
  const rows = await store
    .selectFrom('navbar_item')
    .select(['id', 'name', 'ordenate', 'type', 'relationship', 'data'])
    .where('active', '=', true)
    .execute();
  const items = rows.map((r) => {
    const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Row;
    return {
      id: Number(r.id),
      name: r.name,
      route: typeof data?.route === 'string' ? data.route : null,
      ordenate: Number(r.ordenate),
      type: Number(r.type),
      params: (isObject(data?.params) ? data.params : {}) as PublicNavbarItem['params'],
      relationship: r.relationship === null ? null : Number(r.relationship),
    };
  });
  const strip = ({ relationship: _r, ...item }: (typeof items)[number]) => item;
  return {
    navBar: buildTree(items).map((top) => ({
      ...strip(top),
      childrens: top.childrens.map((c) => ({ ...strip(c), childrens: [] })),
    })),
  };
}

const publicItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    route: { type: ['string', 'null'] },
    ordenate: { type: 'integer' },
    type: { type: 'integer', enum: [1, 2] },
    params: { type: 'object', additionalProperties: true },
  },
};
export const publicNavbarSchema = {
  type: 'object',
  properties: {
    navBar: {
      type: 'array',
      items: {
        ...publicItem,
        properties: {
          ...publicItem.properties,
          childrens: {
            type: 'array',
            items: {
              ...publicItem,
              properties: { ...publicItem.properties, childrens: { type: 'array', maxItems: 0 } },
            },
          },
        },
      },
    },
  },
};

export function registerNavbarTreeRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.navbarReorder,
    {
      schema: {
        tags: [model.label.many],
        summary:
          'Reordena os itens do menu de uma vez (tudo ou nada, numa transação) e responde o menu inteiro',
        body: {
          type: 'object',
          required: ['items'],
          properties: {
            company_id: { type: 'integer', description: 'Loja (admin)' },
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'ordenate'],
                properties: {
                  id: { type: 'integer' },
                  ordenate: { type: 'integer', minimum: 1 },
                  relationship: { type: ['integer', 'null'], description: 'Novo item pai; null: principal' },
                },
              },
            },
          },
        },
        response: {
          200: { type: 'object', properties: { navBar: { type: 'array', items: navbarNodeSchema() } } },
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    (r) => reorderNavbar(r.scope, r.body),
  );
}
