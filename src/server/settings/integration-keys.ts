// /integration-key-value/show: a store's key for one service, looked up by key_name (the panel does
// not hold the id). Save, update and delete are the generic calls: one key per service and store is
// the schema's x-unique, answered 422 'Serviço já cadastrado'.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { assertAccess, findRecord, parseId, selectRecords, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { asWire, postCall } from '../http/call-routes.js';
import { calls } from '../../shared/calls/index.js';
import type { IntegrationKeyRow } from '../../shared/calls/integrations.js';
import { invalid, notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import { isStorableText } from '../../shared/validation-rules.js';

const model = entities.integration_key;

export async function showIntegrationKey(scope: Scope, input: unknown): Promise<Row> {
  assertAccess(model, scope, 'read');
  const body = (input && typeof input === 'object' ? input : {}) as Row;
  const keyName = typeof body.key_name === 'string' ? body.key_name.trim() : '';
  const maxLength = model.properties.key_name.schema.maxLength ?? 120;
  if (keyName.length > maxLength || !isStorableText(keyName))
    throw invalid({ key_name: [`${model.properties.key_name.label} inválido`] });
  if (!keyName) {
    if (body.id !== undefined && body.id !== null && body.id !== '')
      return findRecord(scope, model, parseId(body));
    throw invalid({ key_name: ['Por favor insira Serviço'] });
  }
  const db = scope.forStore(scope.storeOf(body));
  const row = await selectRecords({ db, level: scope.level }, model)
    .where(sql`lower(t.key_name)`, '=', keyName.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export function registerIntegrationKeyRoutes(app: FastifyInstance): void {
  const docs = crudRouteDocs(model, 'show', 201);
  postCall(
    app,
    calls.integrationKeyShow,
    {
      config: { transaction: false },
      status: 201,
      schema: {
        ...docs,
        summary:
          'Chaves de Integração: a chave de um serviço (key_name) da loja; admin informa company_id. 404 se não houver',
        body: {
          type: 'object',
          properties: {
            key_name: { type: 'string', description: 'Serviço, ex.: melhor_envio_token' },
            company_id: { type: 'integer', description: 'Loja (admin; ignorado para usuários de loja)' },
            id: { type: 'integer', description: 'Alternativa a key_name' },
          },
        },
      },
    },
    (request) => asWire<IntegrationKeyRow>(showIntegrationKey(request.scope, request.body)),
  );
}
