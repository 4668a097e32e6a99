// Delivery settings (spec: Delivery settings list and form) and delivery restrictions. A store has one
// row of settings — a unique index on company_id (schema x-unique [[]]) answers a second save 422 —,
// found by store with /delivery-settings/show; /delivery-settings/change-open-delivery switches its
// open delivery. A restriction's CEP range must run forwards (initial ≤ final), checked on save and
// on update against the stored values.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import type { DeliverySettingsRow } from '../../shared/calls/delivery.js';
import {
  assertAccess,
  createRecord,
  findRecord,
  parseId,
  selectRecords,
  updateRecord,
  type Row,
} from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { asWire, postCall } from '../http/call-routes.js';
import { invalid, notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';

const settings = entities.delivery_settings;
const restriction = entities.delivery_restriction;

export const CEP_RANGE_BACKWARDS = 'CEP final deve ser maior ou igual ao CEP inicial';
export const OPEN_DELIVERY_REQUIRED = 'Por favor insira Open Delivery';

/** Generic calls replaced here (checked at start-up). */
export const deliveryOverrides = [
  '/delivery-settings/show',
  '/delivery-restriction/save',
  '/delivery-restriction/update',
];

const asObject = (body: unknown): Row =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};

/** A store's settings row: by id when one is given, else the acting store's (admins name company_id). */
export async function showDeliverySettings(scope: Scope, body: unknown): Promise<Row> {
  assertAccess(settings, scope, 'read');
  const input = asObject(body);
  if (input.id !== undefined && input.id !== null && input.id !== '')
    return findRecord(scope, settings, parseId(input));
  const companyId = scope.storeOf(input);
  const row = await selectRecords({ db: scope.forStore(companyId), level: scope.level }, settings)
    .where('t.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function changeOpenDelivery(scope: Scope, body: unknown): Promise<Row> {
  assertAccess(settings, scope, 'write');
  const input = asObject(body);
  if (typeof input.open_delivery !== 'boolean')
    throw invalid({
      open_delivery: [
        input.open_delivery === undefined || input.open_delivery === null
          ? OPEN_DELIVERY_REQUIRED
          : 'Open Delivery inválido',
      ],
    });
  const current = await showDeliverySettings(scope, { company_id: input.company_id });
  return updateRecord(scope, settings, { id: current.id, open_delivery: input.open_delivery });
}

/** 422 when the range's final CEP comes before its initial one (both are 8 digits by then). */
function checkCepRange(values: Row, stored: Row = {}): Row {
  const init = values.init_cep_rate ?? stored.init_cep_rate;
  const final = values.final_cep_rate ?? stored.final_cep_rate;
  if (typeof init === 'string' && typeof final === 'string' && final < init)
    throw invalid({ final_cep_rate: [CEP_RANGE_BACKWARDS] });
  return values;
}

export function saveRestriction(scope: Scope, body: unknown): Promise<Row> {
  return createRecord(scope, restriction, body, { prepare: (values) => checkCepRange(values) });
}

export async function updateRestriction(scope: Scope, body: unknown): Promise<Row> {
  assertAccess(restriction, scope, 'write');
  const stored = await findRecord(scope, restriction, parseId(body));
  return updateRecord(scope, restriction, body, { prepare: (values) => checkCepRange(values, stored) });
}

export function registerDeliveryRoutes(app: FastifyInstance): void {
  const storeBody = {
    company_id: { type: 'integer', description: 'Loja (admin; ignorado para usuários de loja)' },
  };
  postCall(
    app,
    calls.deliverySettingsShow,
    {
      config: { transaction: false },
      status: 200,
      schema: {
        ...crudRouteDocs(settings, 'show', 200),
        summary:
          'Configurações de Entrega da loja (uma por loja): a do usuário de loja; admin informa company_id (ou id). 404 se não houver',
        body: {
          type: 'object',
          properties: { ...storeBody, id: { type: 'integer', description: 'Alternativa à loja' } },
        },
      },
    },
    (r) => asWire<DeliverySettingsRow>(showDeliverySettings(r.scope, r.body)),
  );
  postCall(
    app,
    calls.changeOpenDelivery,
    {
      status: 200,
      schema: {
        ...crudRouteDocs(settings, 'update', 200),
        summary: 'Liga ou desliga o Open Delivery da loja (admin informa company_id). 404 sem configurações',
        body: {
          type: 'object',
          properties: { ...storeBody, open_delivery: { type: 'boolean' } },
        },
      },
    },
    (r) => asWire<DeliverySettingsRow>(changeOpenDelivery(r.scope, r.body)),
  );
  for (const [op, handler] of [
    ['save', saveRestriction],
    ['update', updateRestriction],
  ] as const) {
    const status = restriction.status[op];
    app.post(
      `/api/delivery-restriction/${op}`,
      {
        schema: {
          ...crudRouteDocs(restriction, op, status),
          summary: `Exceções de Entrega: ${op === 'save' ? 'cadastra' : 'altera'} (CEP inicial ≤ CEP final, 8 dígitos cada)`,
        },
      },
      async (request, reply) => {
        const row = await handler(request.scope, request.body);
        reply.code(status);
        return row;
      },
    );
  }
}
