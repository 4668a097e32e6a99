// /layout/nav-bar/save and /update. The panel sends an item's name and ordenate inside data; they
// are also columns so that the database keeps them unique per store ('Nome já está em uso',
// 'Ordenaçao em uso' via x-messages.unique). These calls keep the two copies equal.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { assertAccess, createRecord, findRecord, parseId, updateRecord, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { invalid } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.navbar_item;
const SYNCED = ['name', 'ordenate'] as const;

const isObject = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);

/** Top-level name/ordenate from data when only data carries them, so errors name those fields. */
function liftFromData(input: unknown): Row {
  const body = { ...((isObject(input) ? input : {}) as Row) };
  if (isObject(body.data)) for (const f of SYNCED) if (body[f] === undefined) body[f] = body.data[f];
  return body;
}

function checkParent(type: unknown, relationship: unknown, id?: number): void {
  if (type === 2 && (relationship === null || relationship === undefined))
    throw invalid({ relationship: ['Por favor insira Item pai'] });
  if (id !== undefined && relationship === id)
    throw invalid({ relationship: ['Um item não pode ser filho de si mesmo'] });
}

export async function saveNavbarItem(scope: Scope, input: unknown): Promise<Row> {
  const body = liftFromData(input);
  body.data ??= {};
  return createRecord(scope, model, body, {
    prepare: (values) => {
      checkParent(values.type, values.relationship);
      return { ...values, data: { ...(values.data as Row), name: values.name, ordenate: values.ordenate } };
    },
  });
}

export async function updateNavbarItem(scope: Scope, input: unknown): Promise<Row> {
  assertAccess(model, scope, 'write');
  const id = parseId(input);
  const current = await findRecord(scope, model, id);
  const body = liftFromData(input);
  return updateRecord(scope, model, body, {
    prepare: (values) => {
      checkParent(
        values.type ?? current.type,
        'relationship' in values ? values.relationship : current.relationship,
        id,
      );
      // Fields left out keep their stored values, in the columns and inside data.
      if (values.data === undefined && values.name === undefined && values.ordenate === undefined)
        return values;
      const data = (values.data ?? current.data ?? {}) as Row;
      return {
        ...values,
        data: { ...data, name: values.name ?? current.name, ordenate: values.ordenate ?? current.ordenate },
      };
    },
  });
}

export function registerNavbarRoutes(app: FastifyInstance): void {
  const note = ' name e ordenate podem vir em data; os dois ficam iguais nas colunas e em data.';
  const saveDocs = crudRouteDocs(model, 'save', model.status.save);
  app.post(
    '/api/layout/nav-bar/save',
    { schema: { ...saveDocs, summary: saveDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await saveNavbarItem(request.scope, request.body);
      reply.code(model.status.save);
      return saved;
    },
  );
  const updateDocs = crudRouteDocs(model, 'update', model.status.update);
  app.post(
    '/api/layout/nav-bar/update',
    { schema: { ...updateDocs, summary: updateDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await updateNavbarItem(request.scope, request.body);
      reply.code(model.status.update);
      return saved;
    },
  );
}
