// /discount-cupons/save and /update: the generic calls, after reading the validity dates in the
// coupon time zone. Everything else about coupons (upper-cased code unique per store, rate and value
// defaulting to 0, dicount_value alias, store required for an admin) is in coupon.schema.json.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { createRecord, updateRecord, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { COUPON_TIME_ZONE, zonedDateTime } from '../../shared/time.js';

const model = entities.coupon;

function zonedDates(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = { ...(input as Row) };
  // 'YYYY-MM-DD HH:mm:ss' on the coupon clock (spec section 9); a bare date starts or ends its day.
  if ('init_date' in body) body.init_date = zonedDateTime(body.init_date, COUPON_TIME_ZONE);
  if ('expire_date' in body)
    body.expire_date = zonedDateTime(body.expire_date, COUPON_TIME_ZONE, { endOfDay: true });
  return body;
}

export function registerCouponRoutes(app: FastifyInstance): void {
  const note = ` Datas sem fuso (YYYY-MM-DD HH:mm:ss) são lidas em ${COUPON_TIME_ZONE}.`;
  const saveDocs = crudRouteDocs(model, 'save', model.status.save);
  app.post(
    '/api/discount-cupons/save',
    { schema: { ...saveDocs, summary: saveDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await createRecord(request.scope, model, zonedDates(request.body));
      reply.code(model.status.save);
      return saved;
    },
  );
  const updateDocs = crudRouteDocs(model, 'update', model.status.update);
  app.post(
    '/api/discount-cupons/update',
    { schema: { ...updateDocs, summary: updateDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await updateRecord(request.scope, model, zonedDates(request.body));
      reply.code(model.status.update);
      return saved;
    },
  );
}
