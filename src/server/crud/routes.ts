// POST /api/<path>/index|show|save|update|delete for every entity with an x-path, from the registry.
// A product area that needs different behaviour registers its route first and declares it in its
// overrides list: the generic one is then skipped. An undeclared replacement, or a declared one
// that does not happen, stops the start-up, so no generic call is replaced by accident.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import type { EntityModel, Operation } from '../../shared/entity.js';
import {
  errorSchema,
  idSchema,
  listSchema,
  pageSchema,
  recordSchema,
  saveSchema,
  updateSchema,
} from './docs.js';
import { createRecord, deleteRecord, listRecords, showRecord, updateRecord } from './records.js';

const summaries: Record<Operation, string> = {
  index: 'Lista paginada',
  show: 'Um registro por id',
  save: 'Cadastra',
  update: 'Altera',
  delete: 'Exclui',
};

/** Record and page shapes are shared OpenAPI components, referenced by every call that returns them. */
export function addRecordComponents(app: FastifyInstance, model: EntityModel): void {
  app.addSchema({ $id: model.title, title: model.title, ...recordSchema(model) });
  app.addSchema({
    $id: `${model.title}Page`,
    title: `${model.title}Page`,
    ...pageSchema(model, { $ref: `${model.title}#` }),
  });
}

export function crudRouteDocs(model: EntityModel, op: Operation, status: number) {
  const body = {
    index: listSchema,
    show: () => idSchema,
    save: saveSchema,
    update: updateSchema,
    delete: () => idSchema,
  }[op](model);
  const ok =
    op === 'index'
      ? { $ref: `${model.title}Page#` }
      : op === 'delete'
        ? idSchema
        : { $ref: `${model.title}#` };
  return {
    tags: [model.label.many],
    summary: `${model.label.many}: ${summaries[op]}`,
    body,
    response: { [status]: ok, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
  };
}

export function registerCrudRoutes(app: FastifyInstance, overrides: readonly string[] = []): void {
  const declared = new Set(overrides);
  for (const model of Object.values(entities)) {
    if (!model.path) continue;
    if (!app.getSchema(model.title)) addRecordComponents(app, model);
    for (const op of model.operations) {
      const call = `${model.path}/${op}`;
      const url = `/api${call}`;
      const replaced = app.hasRoute({ method: 'POST', url });
      if (replaced !== declared.delete(call))
        throw new Error(
          replaced
            ? `${call}: an area replaces this generic call without declaring it in its overrides`
            : `${call}: declared as replaced by an area, which registers no such route`,
        );
      if (replaced) continue;
      const status =
        op === 'save'
          ? model.status.save
          : op === 'update'
            ? model.status.update
            : op === 'delete'
              ? model.status.delete
              : 200;
      const run = {
        index: listRecords,
        show: showRecord,
        save: createRecord,
        update: updateRecord,
        delete: deleteRecord,
      }[op];
      // Lists and shows only read: no request transaction (see tenancy/request-scope.ts).
      const config = { transaction: op !== 'index' && op !== 'show' };
      app.post(url, { schema: crudRouteDocs(model, op, status), config }, async (request, reply) => {
        const result = await run(request.scope, model, request.body);
        reply.code(status);
        return result;
      });
    }
  }
  if (declared.size) throw new Error(`Not generic calls, declared as replaced: ${[...declared].join(', ')}`);
}
