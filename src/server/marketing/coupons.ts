// /discount-cupons/save and /update: the generic calls, after reading the validity dates in the
// coupon time zone, and refusing a coupon that would take both a rate and a value off (spec section
// 5: the discount type is one or the other). Everything else about coupons (upper-cased code unique
// per store, rate and value defaulting to 0, dicount_value alias, store required for an admin) is in
// coupon.schema.json.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { invalid } from '../http/errors.js';
import { createRecord, parseId, updateRecord, type Row } from '../crud/records.js';
import type { Scope } from '../tenancy/scope.js';
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

/** The 422 of a coupon with both a rate and a value above 0, on both fields. */
export const BOTH_DISCOUNTS = 'Informe a taxa ou o valor do desconto, não os dois.';

const above0 = (value: unknown) => value !== null && value !== undefined && Number(value) > 0;

/**
 * The `prepare` step of a save or update: the coupon as it would be stored (on update, the stored
 * rate or value the body leaves out, read with a row lock so two updates cannot each add one) must
 * not take both a rate and a value off. A coupon of another store is left to updateRecord's 404.
 */
function oneDiscount(scope: Scope, body: unknown) {
  return async (values: Row, mode: 'save' | 'update'): Promise<Row> => {
    let rate = values.discount_rate;
    let value = values.discount_value;
    if (mode === 'update' && (rate === undefined || value === undefined)) {
      const stored = await scope.db
        .selectFrom('coupon')
        .select(['discount_rate', 'discount_value'])
        .where('id', '=', parseId(body))
        .forUpdate()
        .executeTakeFirst();
      if (!stored) return values;
      if (rate === undefined) rate = stored.discount_rate;
      if (value === undefined) value = stored.discount_value;
    }
    if (above0(rate) && above0(value))
      throw invalid({ discount_rate: [BOTH_DISCOUNTS], discount_value: [BOTH_DISCOUNTS] });
    return values;
  };
}

export function registerCouponRoutes(app: FastifyInstance): void {
  const note = ` Datas sem fuso (YYYY-MM-DD HH:mm:ss) são lidas em ${COUPON_TIME_ZONE}.`;
  const saveDocs = crudRouteDocs(model, 'save', model.status.save);
  app.post(
    '/api/discount-cupons/save',
    { schema: { ...saveDocs, summary: saveDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await createRecord(request.scope, model, zonedDates(request.body), {
        prepare: oneDiscount(request.scope, request.body),
      });
      reply.code(model.status.save);
      return saved;
    },
  );
  const updateDocs = crudRouteDocs(model, 'update', model.status.update);
  app.post(
    '/api/discount-cupons/update',
    { schema: { ...updateDocs, summary: updateDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await updateRecord(request.scope, model, zonedDates(request.body), {
        prepare: oneDiscount(request.scope, request.body),
      });
      reply.code(model.status.update);
      return saved;
    },
  );
}
