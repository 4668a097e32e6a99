// Contact calls beyond the generic /contact-list/* (save and index are generic: a store user saves
// and lists its own store's contacts). The -if-admin pair lets an admin write for a chosen store.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import type { SessionUser } from '../auth/sessions.js';
import { createRecord, parseId, updateRecord, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import type { Database } from '../db/connect.js';
import { forbidden, notFound } from '../http/errors.js';
import { storeFor } from './store-scope.js';

const model = entities.contact;

function requireAdmin(user: SessionUser): void {
  if (!user.admin) throw forbidden();
}

export function registerContactRoutes(app: FastifyInstance, db: Database): void {
  const saveDocs = crudRouteDocs(model, 'save', 201);
  app.post(
    '/api/contact-list/save-if-admin',
    {
      schema: {
        ...saveDocs,
        summary: 'Contatos: cadastra na loja company_id (obrigatório). Somente admin',
        body: { ...saveDocs.body, required: [...(saveDocs.body.required ?? []), 'company_id'] },
      },
    },
    async (request, reply) => {
      requireAdmin(request.user);
      // company_id is required by the schema (store-owned entity), reported with the other fields.
      return reply.status(201).send(await createRecord(db, model, request.user, request.body));
    },
  );

  const updateDocs = crudRouteDocs(model, 'update', 201);
  app.post(
    '/api/contact-list/update-if-admin',
    {
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
    async (request, reply) => {
      requireAdmin(request.user);
      const company = storeFor(request.user, request.body);
      const id = parseId(request.body);
      // The contact must be one of that store's: a contact never moves between stores.
      const found = await db
        .selectFrom('contact')
        .select('id')
        .where('id', '=', id)
        .where('company_id', '=', company)
        .executeTakeFirst();
      if (!found) throw notFound();
      const body = { ...(request.body as Row) };
      delete body.company_id;
      return reply.status(201).send(await updateRecord(db, model, request.user, body));
    },
  );
}
