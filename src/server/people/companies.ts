// /company/index and /company/show. Stores are administered by admins only (the generic save,
// update and delete answer 403 to store users); a store user may read only its own store.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { listSchema } from '../crud/docs.js';
import {
  applyFilters,
  assertAccess,
  findRecord,
  orderOf,
  paginate,
  parseId,
  parseListParams,
  selectRecords,
  type Page,
} from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { invalid, notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import { today } from '../../shared/time.js';

const model = entities.company;

/** An optional yes/no parameter as a panel switch sends it: true/false, 1/0 or their strings. */
export function flagParam(params: Record<string, unknown>, name: string, label: string): boolean {
  const value = params[name];
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw invalid({ [name]: [`Filtro ${label} inválido`] });
}

export async function listCompanies(scope: Scope, body: unknown): Promise<Page> {
  assertAccess(model, scope, 'read');
  const params = parseListParams(model, body);
  // Read from the body: parseListParams keeps only the entity's own filters.
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const showInactive = flagParam(raw, 'show_inactive', 'Mostrar Inativos');
  const onlyDelivered = flagParam(raw, 'only_delivered', 'Somente Entregues');
  let query = applyFilters(selectRecords(scope, model), model, scope, params);
  // An explicit active filter wins; otherwise the list shows active stores unless asked.
  if (params.active === undefined && !showInactive) query = query.where('t.active', '=', true);
  // Delivered: the delivery date has come, as the calendar in São Paulo says (a future date is not).
  if (onlyDelivered) query = query.where('t.project_delivery', '<=', today());
  const { field, order } = orderOf(model, params, scope);
  const orderBy = [{ ref: `t.${field}`, order }];
  if (field !== 'id') orderBy.push({ ref: 't.id', order: 'desc' });
  return paginate(query, params, orderBy);
}

export function registerCompanyRoutes(app: FastifyInstance): void {
  const indexDocs = crudRouteDocs(model, 'index', 200);
  const listBody = listSchema(model);
  app.post(
    '/api/company/index',
    {
      config: { transaction: false },
      schema: {
        ...indexDocs,
        summary: 'Lojas: lista paginada (somente admin). Só as ativas, salvo show_inactive',
        body: {
          ...listBody,
          properties: {
            ...(listBody.properties as object),
            show_inactive: { type: 'boolean', default: false, description: 'Mostrar Inativos' },
            only_delivered: {
              type: 'boolean',
              default: false,
              description: 'Somente Entregues: data de entrega do projeto até hoje (America/Sao_Paulo)',
            },
          },
        },
      },
    },
    async (request) => listCompanies(request.scope, request.body),
  );

  app.post(
    '/api/company/show',
    {
      config: { transaction: false },
      schema: {
        ...crudRouteDocs(model, 'show', 200),
        summary: 'Lojas: uma loja por id (admin: qualquer uma; usuário de loja: só a sua)',
      },
    },
    async (request) => {
      const id = parseId(request.body);
      const { scope } = request;
      // Stores are listed by admins only, but a store user may read its own.
      if (scope.own !== undefined && scope.own !== id) throw notFound();
      return findRecord(scope, model, id);
    },
  );
}
