// /audit/index {entity, id}: a record's history — who changed it, when, and which fields — for
// whoever may read the record. The rows are written by the audit trigger of each table
// (codegen/audit.ts), in the same transaction as the change they describe.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { AuditChange, AuditEntry } from '../../shared/calls/audit.js';
import type { EntityModel } from '../../shared/entity.js';
import { mayAccess, mayUseField } from '../../shared/policy.js';
import { pagingFields } from '../crud/paging-fields.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../crud/records.js';
import { errorSchema } from '../crud/docs.js';
import { forbidden, invalid } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import { auditStores, NO_STORE } from './stores.js';

const audited = Object.values(entities).filter((m) => m.audit);
const byName = new Map<string, EntityModel>(audited.map((m) => [m.name, m]));

const fields: Fields = {
  entity: {
    label: 'Entidade',
    check: { type: 'string', enum: audited.map((m) => m.name) },
    messages: { enum: 'Entidade inválida' },
  },
  id: { label: 'Registro', check: { type: 'integer', minimum: 1 } },
  ...pagingFields,
};

/** Whether the caller may read this record's history: the entity's read level, or its own store. */
function mayRead(scope: Scope, model: EntityModel, id: number): boolean {
  if (mayAccess(model, scope.level, 'read')) return true;
  return model.name === 'company' && scope.own === id;
}

/** The changes without the fields the caller may not see (a secret shows only that it changed). */
function visibleChanges(model: EntityModel, scope: Scope, changes: Record<string, AuditChange>) {
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) => {
      const p = model.properties[field];
      return !p || p.secret || p.hash || mayUseField(p, scope.level, 'read');
    }),
  );
}

/**
 * The stores the record's entries are filed under, so the read takes the index (company_id, entity,
 * record_id): a store user's own; NO_STORE for shared rows; for an admin, the store of the company
 * or of the store-owned row (which never changes store), else — a row that is gone, or a user who
 * may have changed store — every store of the trail.
 */
async function storesOf(
  scope: Scope,
  model: EntityModel,
  id: number,
  ownedByStore: boolean,
): Promise<number[]> {
  if (!ownedByStore) return [NO_STORE];
  if (scope.own !== undefined) return [scope.own];
  if (model.name === 'company') return [id];
  if (model.tenant) {
    // The registry names the table at run time (as crud/records.ts reads it).
    const row = (await (scope.db as unknown as Kysely<Record<string, { id: number; company_id: number }>>)
      .selectFrom(model.table)
      .select('company_id')
      .where('id', '=', id)
      .executeTakeFirst()) as { company_id: number | string } | undefined;
    if (row) return [Number(row.company_id)];
  }
  return auditStores(scope.db);
}

export async function auditTrail(scope: Scope, body: unknown): Promise<Page<AuditEntry>> {
  const p = parseFields(fields, body, ['entity', 'id']) as {
    entity: string;
    id: number;
    page?: number;
    itens_per_page?: number;
  };
  const model = byName.get(p.entity);
  if (!model) throw invalid({ entity: ['Entidade inválida'] });
  if (!mayRead(scope, model, p.id)) throw forbidden();
  // Rows of a store are its own business; shared rows (taxonomy) have no store.
  const ownedByStore = model.tenant || model.name === 'company' || !!model.properties.company_id;
  const stores = await storesOf(scope, model, p.id, ownedByStore);
  const query = scope.db
    .selectFrom('audit_log as a')
    .where('a.company_id', 'in', stores.length ? stores : [NO_STORE])
    .where('a.entity', '=', model.name)
    .where('a.record_id', '=', p.id);
  const counted = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const perPage = p.itens_per_page ?? DEFAULT_PAGE_SIZE;
  const rows = await query
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.at', 'a.user_id', 'u.name as user_name', 'a.operation', 'a.changes'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(perPage)
    .offset(((p.page ?? 1) - 1) * perPage)
    .execute();
  const total = Number(counted.n);
  return {
    data: rows.map((r) => ({
      at: r.at instanceof Date ? r.at.toISOString() : String(r.at),
      user_id: r.user_id,
      user_name: r.user_name,
      operation: r.operation as AuditEntry['operation'],
      changes: visibleChanges(model, scope, (r.changes ?? {}) as Record<string, AuditChange>),
    })),
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export function registerAuditRoutes(app: FastifyInstance): void {
  app.post(
    '/api/audit/index',
    {
      config: { transaction: false },
      schema: {
        tags: ['Auditoria'],
        summary:
          'Histórico de um registro: quem alterou, quando e o quê (campos sigilosos só como {secret: true}). Para quem pode ler o registro',
        body: {
          type: 'object',
          properties: {
            entity: {
              type: 'string',
              enum: audited.map((m) => m.name),
              description: 'Entidade, ex.: product',
            },
            id: { type: 'integer', description: 'Id do registro' },
            page: { type: 'integer', minimum: 1 },
            itens_per_page: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
          },
          required: ['entity', 'id'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    at: { type: 'string', format: 'date-time' },
                    user_id: { type: ['integer', 'null'] },
                    user_name: { type: ['string', 'null'] },
                    operation: { type: 'string', enum: ['insert', 'update', 'delete'] },
                    changes: { type: 'object' },
                  },
                },
              },
              total: { type: 'integer' },
              last_page: { type: 'integer' },
            },
          },
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => auditTrail(request.scope, request.body),
  );
}
