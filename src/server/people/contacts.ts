// Contact calls beyond the generic /contact-list/* (save and index are generic: a store user saves
// and lists its own store's contacts). The -if-admin pair lets an admin write for a chosen store.
import type { FastifyInstance } from 'fastify';
import type { Contact } from '../../generated/types.js';
import { calls } from '../../shared/calls/index.js';
import { asWire, postCall } from '../http/call-routes.js';
import { entities } from '../../generated/registry.js';
import { createRecord, parseId, updateRecord, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.contact;

function requireAdmin(scope: Scope): void {
  if (scope.level !== 'admin') throw forbidden();
}

export function registerContactRoutes(app: FastifyInstance): void {
  const saveDocs = crudRouteDocs(model, 'save', 201);
  postCall(
    app,
    calls.contactSaveIfAdmin,
    {
      status: 201,
      schema: {
        ...saveDocs,
        summary: 'Contatos: cadastra na loja company_id (obrigatório). Somente admin',
        body: { ...saveDocs.body, required: [...(saveDocs.body.required ?? []), 'company_id'] },
      },
    },
    async (request) => {
      requireAdmin(request.scope);
      // company_id is required by the schema (store-owned entity), reported with the other fields.
      return asWire<Contact>(createRecord(request.scope, model, request.body));
    },
  );

  const updateDocs = crudRouteDocs(model, 'update', 201);
  postCall(
    app,
    calls.contactUpdateIfAdmin,
    {
      status: 201,
      schema: {
        ...updateDocs,
        summary: 'Contatos: altera um contato da loja company_id (obrigatório). Somente admin',
        body: {
          ...updateDocs.body,
          properties: { ...(updateDocs.body.properties as object), company_id: { type: 'integer' } },
          required: ['id', 'company_id'],
        },
      },
    },
    async (request) => {
      const { scope } = request;
      requireAdmin(scope);
      const company = scope.storeOf(request.body);
      const id = parseId(request.body);
      // The contact must be one of that store's: a contact never moves between stores.
      const found = await scope
        .forStore(company)
        .selectFrom('contact')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw notFound();
      const body = { ...(request.body as Row) };
      delete body.company_id;
      return asWire<Contact>(updateRecord(scope, model, body));
    },
  );
}
