// Comments: shoppers write them on the storefront; the panel lists them (/customer-comments/
// index-panel-store, the admin with the store's name) and shows or hides each one
// (/customer-comments/active-comment, 201). Store staff moderate only: the generic save, update and
// delete of comments are the admin's (x-access on comment.schema.json), so nobody at a store can
// rewrite or delete what a shopper wrote. Tenancy: the request's handle limits a store user to its
// own store's comments (another store's id answers 404).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { calls, type CommentRow, type Page } from '../../shared/calls/index.js';
import { findRecord, listRecords } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { asWire, postCall } from '../http/call-routes.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.comment;

const activeFields: Fields = {
  id: { label: 'Comentário', check: { type: 'integer', minimum: 1 } },
  show: { label: 'Ativo', check: { type: 'boolean' } },
};

/** Shows or hides a comment of the caller's store (any store's, for an admin). */
export async function setCommentActive(scope: Scope, body: unknown): Promise<CommentRow> {
  const { id, show } = parseFields(activeFields, body, ['id', 'show']) as { id: number; show: boolean };
  await findRecord(scope, model, id);
  await scope.db
    .updateTable('comment')
    .set({ show, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return asWire<CommentRow>(findRecord(scope, model, id));
}

export function registerCommentRoutes(app: FastifyInstance): void {
  const list = crudRouteDocs(model, 'index', 200);
  postCall(
    app,
    calls.commentsOfStore,
    {
      config: { transaction: false },
      schema: {
        ...list,
        summary: 'Comentários da loja para o painel (admin: de todas as lojas, com o nome da loja)',
      },
    },
    (r) => asWire<Page<CommentRow>>(listRecords(r.scope, model, r.body)),
  );
  const update = crudRouteDocs(model, 'update', 201);
  postCall(
    app,
    calls.commentActive,
    {
      status: 201,
      schema: {
        ...update,
        summary: 'Ativa (show: true) ou desativa (show: false) um comentário na loja virtual',
        body: {
          type: 'object',
          required: ['id', 'show'],
          properties: {
            id: { type: 'integer', description: 'Comentário' },
            show: { type: 'boolean', description: 'Ativo' },
          },
        },
      },
    },
    (r) => setCommentActive(r.scope, r.body),
  );
}
