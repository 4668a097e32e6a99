// /layout/nav-bar: the storefront menu's items. The panel sends an item's name and ordenate inside
// data; they are also columns so that the database keeps them unique per store ('Nome já está em
// uso', 'Ordenaçao em uso' via x-messages.unique). save/update keep the two copies equal and hold the
// menu's rules:
// - the menu has two levels: an item with a relationship is a child (type 2), one without is
//   top-level (type 1); a parent must be top-level (type 1) and of the same store;
// - a top-level item needs a segment (definition_id, or data.params.definition_name naming one); the
//   two are kept equal, so the storefront reads the segment's name and the database its id;
// - deleting a parent deletes its children with it (x-on-delete cascade): a child has no place in
//   the menu without its parent. The panel's confirmation says so.
// /index answers the generic page of items, each with its `childrens` (by ordenate).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { calls, type NavbarNode, type Page } from '../../shared/calls/index.js';
import {
  assertAccess,
  createRecord,
  findRecord,
  listRecords,
  parseId,
  selectRecords,
  updateRecord,
  type Row,
} from '../crud/records.js';
import { errorSchema, recordSchema } from '../crud/docs.js';
import { crudRouteDocs } from '../crud/routes.js';
import { asWire, postCall } from '../http/call-routes.js';
import { invalid } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.navbar_item;
const SYNCED = ['name', 'ordenate'] as const;

export const SEGMENT_REQUIRED = 'Obrigatório';
export const SEGMENT_UNKNOWN = 'Segmento não encontrado';
export const PARENT_MUST_BE_TOP = 'O item pai deve ser um item principal (tipo 1)';
export const PARENT_HAS_CHILDREN = 'Um item com filhos não pode ser filho de outro item';
export const PARENT_UNKNOWN = 'Item pai não encontrado';

const isObject = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);
const given = (values: Row, field: string) => field in values && values[field] !== undefined;

/** Top-level name/ordenate from data when only data carries them, so errors name those fields. */
function liftFromData(input: unknown): Row {
  const body = { ...((isObject(input) ? input : {}) as Row) };
  if (isObject(body.data)) for (const f of SYNCED) if (body[f] === undefined) body[f] = body.data[f];
  return body;
}

/** The parent must be a top-level item of the same store, and an item with children stays top-level. */
async function checkParent(scope: Scope, companyId: number, relationship: number, id?: number) {
  if (id !== undefined && relationship === id)
    throw invalid({ relationship: ['Um item não pode ser filho de si mesmo'] });
  const parent = await scope.db
    .selectFrom('navbar_item')
    .select(['id', 'relationship'])
    .where('company_id', '=', companyId)
    .where('id', '=', relationship)
    .executeTakeFirst();
  if (!parent) throw invalid({ relationship: [PARENT_UNKNOWN] });
  if (parent.relationship !== null) throw invalid({ relationship: [PARENT_MUST_BE_TOP] });
  if (id !== undefined) {
    const child = await scope.db
      .selectFrom('navbar_item')
      .select('id')
      .where('company_id', '=', companyId)
      .where('relationship', '=', id)
      .executeTakeFirst();
    if (child) throw invalid({ relationship: [PARENT_HAS_CHILDREN] });
  }
}

/** The segment's id and name, from whichever of the two was given (definitions are shared). */
async function resolveSegment(
  scope: Scope,
  definitionId: unknown,
  definitionName: unknown,
): Promise<{ id: number; name: string } | undefined> {
  const query = scope.db.selectFrom('definition').select(['id', 'name']);
  if (typeof definitionId === 'number') {
    const found = await query.where('id', '=', definitionId).executeTakeFirst();
    if (!found) throw invalid({ definition_id: [SEGMENT_UNKNOWN] });
    return { id: Number(found.id), name: found.name };
  }
  if (typeof definitionName === 'string' && definitionName.trim()) {
    const found = await query
      .where(sql<string>`lower(name)`, '=', definitionName.trim().toLowerCase())
      .executeTakeFirst();
    if (!found) throw invalid({ definition_id: [SEGMENT_UNKNOWN] });
    return { id: Number(found.id), name: found.name };
  }
  return undefined;
}

/**
 * The values to store: type from the relationship, the parent checked, the segment resolved (and
 * required for type 1), data carrying the final name, ordenate and segment name.
 */
async function prepareItem(scope: Scope, values: Row, current?: Row): Promise<Row> {
  const companyId = Number(current?.company_id ?? values.company_id);
  const relationship = (
    given(values, 'relationship') ? values.relationship : (current?.relationship ?? null)
  ) as number | null;
  if (relationship === null && values.type === 2)
    throw invalid({ relationship: ['Por favor insira Item pai'] });
  const type = relationship === null ? 1 : 2;
  if (relationship !== null && (given(values, 'relationship') || current?.relationship === null))
    await checkParent(scope, companyId, relationship, current ? Number(current.id) : undefined);

  const baseData = ((values.data ?? current?.data ?? {}) as Row) || {};
  const params = isObject(baseData.params) ? { ...baseData.params } : undefined;
  let definitionId = (given(values, 'definition_id') ? values.definition_id : current?.definition_id) ?? null;
  // A segment named in new data wins over the stored id unless the id came too.
  const named =
    values.data !== undefined && !given(values, 'definition_id') ? params?.definition_name : undefined;
  const segment = await resolveSegment(
    scope,
    named ? undefined : definitionId,
    named ?? (definitionId === null ? params?.definition_name : undefined),
  );
  if (segment) definitionId = segment.id;
  if (type === 1 && !segment) throw invalid({ definition_id: [SEGMENT_REQUIRED] });
  const data: Row = {
    ...baseData,
    name: values.name ?? current?.name,
    ordenate: values.ordenate ?? current?.ordenate,
  };
  if (segment) data.params = { ...(params ?? {}), definition_name: segment.name };
  else if (params) data.params = params;
  return { ...values, type, definition_id: definitionId, data };
}

/** Whatever the body says, a new child's parent is top-level: type 1 (see prepareItem). */
async function markParent(scope: Scope, saved: Row): Promise<void> {
  if (saved.relationship === null || saved.relationship === undefined) return;
  await scope.db
    .updateTable('navbar_item')
    .set({ type: 1 })
    .where('id', '=', Number(saved.relationship))
    .where('type', '<>', 1)
    .execute();
}

export async function saveNavbarItem(scope: Scope, input: unknown): Promise<Row> {
  const body = liftFromData(input);
  body.data ??= {};
  const saved = await createRecord(scope, model, body, { prepare: (values) => prepareItem(scope, values) });
  await markParent(scope, saved);
  return saved;
}

export async function updateNavbarItem(scope: Scope, input: unknown): Promise<Row> {
  assertAccess(model, scope, 'write');
  const id = parseId(input);
  const current = await findRecord(scope, model, id);
  const body = liftFromData(input);
  const saved = await updateRecord(scope, model, body, {
    prepare: (values) => prepareItem(scope, values, current),
  });
  await markParent(scope, saved);
  return saved;
}

/** Children of the given items, by ordenate, grouped by parent. */
async function childrenOf(scope: Pick<Scope, 'db' | 'level'>, ids: number[]): Promise<Map<number, Row[]>> {
  const byParent = new Map<number, Row[]>();
  if (!ids.length) return byParent;
  const rows = await selectRecords(scope, model)
    .where('t.relationship', 'in', ids)
    .orderBy('t.ordenate')
    .orderBy('t.id')
    .execute();
  for (const row of rows) {
    const parent = Number(row.relationship);
    byParent.set(parent, [...(byParent.get(parent) ?? []), { ...row, childrens: [] }]);
  }
  return byParent;
}

/**
 * The spec's /layout/nav-bar/index {id}: an admin names the store as company_id or, as the spec
 * does, as a single `id`; a store user's `id` stays the generic id filter. Each row has `childrens`.
 */
export async function listNavbarItems(scope: Scope, input: unknown): Promise<Page<NavbarNode>> {
  const body = { ...((isObject(input) ? input : {}) as Row) };
  if (scope.own === undefined && (body.company_id === undefined || body.company_id === null)) {
    if (typeof body.id === 'number' || (typeof body.id === 'string' && /^\d+$/.test(body.id))) {
      body.company_id = Number(body.id);
      delete body.id;
    }
  }
  const page = await listRecords(scope, model, body);
  const children = await childrenOf(
    scope,
    page.data.map((r) => Number(r.id)),
  );
  const data = page.data.map((r) => ({ ...r, childrens: children.get(Number(r.id)) ?? [] }));
  return asWire<Page<NavbarNode>>(Promise.resolve({ ...page, data }));
}

/** A record with its children: the answer of /index rows and of /reorder. */
export function navbarNodeSchema() {
  const record = recordSchema(model) as { properties: Record<string, unknown> };
  const leaf = { ...record, properties: { ...record.properties, childrens: { type: 'array', maxItems: 0 } } };
  return {
    ...record,
    properties: { ...record.properties, childrens: { type: 'array', items: leaf } },
  };
}

/** An item with its `childrens`: every call answering one item answers it so (as /index rows). */
async function withChildren(scope: Scope, item: Row): Promise<NavbarNode> {
  const children = await childrenOf(scope, [Number(item.id)]);
  return asWire<NavbarNode>(Promise.resolve({ ...item, childrens: children.get(Number(item.id)) ?? [] }));
}

/** The spec's /layout/nav-bar/show {id}: the item with its `childrens`. */
export async function showNavbarItem(scope: Scope, input: unknown): Promise<NavbarNode> {
  assertAccess(model, scope, 'read');
  return withChildren(scope, await findRecord(scope, model, parseId(input)));
}

export function registerNavbarRoutes(app: FastifyInstance): void {
  const note = ' name e ordenate podem vir em data; os dois ficam iguais nas colunas e em data.';
  const rules =
    ' Um item com relationship é filho (tipo 2) de um item principal (tipo 1) da mesma loja; um item' +
    ' principal exige o segmento (definition_id ou data.params.definition_name).';
  const saveDocs = crudRouteDocs(model, 'save', model.status.save);
  app.post(
    '/api/layout/nav-bar/save',
    {
      schema: {
        ...saveDocs,
        summary: saveDocs.summary + '.' + note + rules,
        response: { ...saveDocs.response, [model.status.save]: navbarNodeSchema() },
      },
    },
    async (request, reply) => {
      const saved = await saveNavbarItem(request.scope, request.body);
      reply.code(model.status.save);
      return withChildren(request.scope, saved);
    },
  );
  const updateDocs = crudRouteDocs(model, 'update', model.status.update);
  app.post(
    '/api/layout/nav-bar/update',
    {
      schema: {
        ...updateDocs,
        summary: updateDocs.summary + '.' + note + rules,
        response: { ...updateDocs.response, [model.status.update]: navbarNodeSchema() },
      },
    },
    async (request, reply) => {
      const saved = await updateNavbarItem(request.scope, request.body);
      reply.code(model.status.update);
      return withChildren(request.scope, saved);
    },
  );
  const listDocs = crudRouteDocs(model, 'index', 200);
  postCall(
    app,
    calls.navbarIndex,
    {
      config: { transaction: false },
      schema: {
        ...listDocs,
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: navbarNodeSchema() },
              total: { type: 'integer' },
              last_page: { type: 'integer' },
            },
          },
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
        summary:
          'Itens do menu da loja, cada um com seus filhos em childrens (admin: a loja em company_id ou id)',
      },
    },
    (r) => listNavbarItems(r.scope, r.body),
  );
  const showDocs = crudRouteDocs(model, 'show', 200);
  postCall(
    app,
    calls.navbarShow,
    {
      config: { transaction: false },
      schema: {
        ...showDocs,
        summary: 'Item do menu com seus filhos em childrens',
        response: { ...showDocs.response, 200: navbarNodeSchema() },
      },
    },
    (r) => showNavbarItem(r.scope, r.body),
  );
}
