// Product promotions: one active promotion per product, a period unless "no period", and a discount
// kept in step as value and percent of the price, computed in SQL numeric (exact, never float).
import { type Kysely, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { DB } from '../../generated/db.js';
import {
  assertAccess,
  findRecord,
  listRecords,
  MAX_PAGE_SIZE,
  type Page,
  parseId,
  type Row,
} from '../crud/records.js';
import { addError, type FieldErrors, invalid } from '../http/errors.js';
import { parseInput, requiredMessage } from '../http/validation.js';
import { type Fields, parseFields } from '../http/params.js';
import { type Scope, withOwnStore } from '../tenancy/scope.js';
import { productOfStore } from './store-product.js';
import { STORE_TIME_ZONE, zonedDateTime } from '../../shared/time.js';

const promotionModel = entities.product_promotion;
const props = promotionModel.properties;

export const ACTIVE_PROMOTION_EXISTS =
  'Este produto já possui uma promoção ativa. Desative-a antes de cadastrar outra.';
export const DISCOUNT_ABOVE_PRICE = 'O valor do desconto não pode ser maior que o preço do produto';
export const END_BEFORE_START = 'A data de término deve ser posterior à data de início';

// Store times without an offset are read on the store's clock: the panel's date-time inputs send
// "2025-03-01T10:00".
function normalizeDates(input: Row): Row {
  for (const field of ['start_date', 'end_date'])
    if (field in input) input[field] = zonedDateTime(input[field], STORE_TIME_ZONE);
  return input;
}

const timeOf = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** Period rules on the values as they will be stored: no_period clears both dates. */
function checkPeriod(values: Row, stored: Row = {}): void {
  const merged = { ...stored, ...values };
  if (merged.no_period) {
    values.start_date = null;
    values.end_date = null;
    return;
  }
  const errors: FieldErrors = {};
  if (!merged.start_date) addError(errors, 'start_date', requiredMessage(props.start_date));
  else if (merged.end_date && timeOf(merged.end_date) < timeOf(merged.start_date))
    addError(errors, 'end_date', END_BEFORE_START);
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * discount_value and discount_percent from whichever was sent (the value wins when both are), from
 * the product price with numeric arithmetic; 422 when the value is above the price.
 */
async function discountFor(
  db: Kysely<DB>,
  companyId: number,
  productId: number,
  value: string | undefined,
  percent: number | undefined,
): Promise<{ discount_value: string; discount_percent: number }> {
  const v = value ?? null;
  const q = percent === undefined ? null : String(percent);
  const { rows } = await sql<{ discount_value: string; discount_percent: string; fits: boolean }>`
    select d.value::text as discount_value,
           (case when ${v}::numeric is null then ${q}::numeric
                 when p.price > 0 then round(d.value * 100 / p.price, 2)
                 else 0 end)::text as discount_percent,
           d.value <= p.price as fits
    from product p
    cross join lateral (select coalesce(${v}::numeric, round(p.price * ${q}::numeric / 100, 2)) as value) d
    where p.company_id = ${companyId} and p.id = ${productId}`.execute(db);
  const row = rows[0];
  if (!row.fits) throw invalid({ discount_value: [DISCOUNT_ABOVE_PRICE] });
  return { discount_value: row.discount_value, discount_percent: Number(row.discount_percent) };
}

/** A blank discount is none sent: on save one is still required, on update the stored pair stays. */
function dropBlankDiscount(values: Row): void {
  for (const field of ['discount_value', 'discount_percent'])
    if (values[field] === null) delete values[field];
}

/** 422 when another active promotion of the product exists. The product row is locked by the caller. */
async function assertSingleActive(db: Kysely<DB>, companyId: number, productId: number, exceptId?: number) {
  let query = db
    .selectFrom('product_promotion')
    .select('id')
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .where('active', '=', true);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw invalid({ product_id: [ACTIVE_PROMOTION_EXISTS] });
}

export async function savePromotion(scope: Scope, body: unknown): Promise<Row> {
  assertAccess(promotionModel, scope, 'write');
  const values = parseInput(promotionModel, normalizeDates(withOwnStore(scope, body)), 'save');
  dropBlankDiscount(values);
  checkPeriod(values);
  if (values.discount_value === undefined && values.discount_percent === undefined)
    throw invalid({ discount_value: [requiredMessage(props.discount_value)] });
  const companyId = values.company_id as number;
  const productId = values.product_id as number;
  const db = scope.forStore(companyId);
  // Locking the product makes two saves for it wait for each other: one active promotion at most.
  await productOfStore(db, companyId, productId, { lock: true });
  if (values.active !== false) await assertSingleActive(db, companyId, productId);
  Object.assign(
    values,
    await discountFor(
      db,
      companyId,
      productId,
      values.discount_value as string | undefined,
      values.discount_percent as number | undefined,
    ),
  );
  const row = await db
    .insertInto('product_promotion')
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return findRecord(scope, promotionModel, row.id);
}

export async function updatePromotion(scope: Scope, body: unknown): Promise<Row> {
  assertAccess(promotionModel, scope, 'write');
  const id = parseId(body);
  const input = normalizeDates({ ...(body as Row) });
  const values = parseInput(promotionModel, input, 'update');
  delete values.id;
  dropBlankDiscount(values);
  const current = await findRecord(scope, promotionModel, id);
  checkPeriod(values, current);
  const companyId = current.company_id as number;
  const productId = current.product_id as number;
  const db = scope.forStore(companyId);
  await productOfStore(db, companyId, productId, { lock: true });
  const active = values.active ?? current.active;
  if (active) await assertSingleActive(db, companyId, productId, id);
  if (values.discount_value !== undefined || values.discount_percent !== undefined)
    Object.assign(
      values,
      await discountFor(
        db,
        companyId,
        productId,
        values.discount_value as string | undefined,
        values.discount_percent as number | undefined,
      ),
    );
  await db
    .updateTable('product_promotion')
    .set({ ...(values as object), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  return findRecord(scope, promotionModel, id);
}

const productIndexFields: Fields = {
  product_id: { label: props.product_id.label, check: { type: 'integer', minimum: 1 } },
};

/** The promotions of one product (optionally only active or inactive ones), newest first. */
export async function listProductPromotions(scope: Scope, body: unknown): Promise<Page> {
  const params = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  parseFields(productIndexFields, params, ['product_id']);
  params.itens_per_page ??= MAX_PAGE_SIZE;
  return listRecords(scope, promotionModel, params);
}
