// A product's attributes (spec: "product_id plus list of atribute ids; rows id, group_name,
// atribute_name"): the list with each attribute's group, and a save that sets the whole list at once,
// as the form's grouped checkboxes send it.
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { assertAccess, type Page } from '../crud/records.js';
import type { Database } from '../db/connect.js';
import { invalid, notFound } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.product_atribute;
export const ATTRIBUTE_NOT_FOUND = 'Atributo não encontrado(a)';

const fields: Fields = {
  product_id: { label: 'Produto', check: { type: 'integer', minimum: 1 } },
  atributes: {
    label: 'Atributos',
    check: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000 },
    aliases: ['atribute_ids'],
  },
};

/** Whether a save body is the whole-list form ({product_id, atributes: [...]}). */
export const isAttributeList = (body: unknown): boolean =>
  !!body && typeof body === 'object' && ('atributes' in body || 'atribute_ids' in body);

/** The store of a product the caller may see, or 404. */
async function productCompany(db: Database, productId: number): Promise<number> {
  const product = await db
    .selectFrom('product')
    .select('company_id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound();
  return product.company_id;
}

export async function listProductAttributes(scope: Scope, body: unknown): Promise<Page> {
  assertAccess(model, scope, 'read');
  const { product_id } = parseFields(fields, body, ['product_id']) as { product_id: number };
  const company = await productCompany(scope.db, product_id);
  const data = await scope
    .forStore(company)
    .selectFrom('product_atribute as pa')
    .innerJoin('atribute as a', (j) =>
      j.onRef('a.company_id', '=', 'pa.company_id').onRef('a.id', '=', 'pa.atribute_id'),
    )
    .leftJoin('atribute_group as g', (j) =>
      j.onRef('g.company_id', '=', 'a.company_id').onRef('g.id', '=', 'a.atribute_group_id'),
    )
    .select([
      'pa.id',
      'pa.company_id',
      'pa.product_id',
      'pa.atribute_id',
      'a.name as atribute_name',
      'a.atribute_group_id',
      'g.name as group_name',
      'pa.created_at',
      'pa.updated_at',
    ])
    .where('pa.product_id', '=', product_id)
    .orderBy('g.name')
    .orderBy('a.name')
    .execute();
  // Shaped like a list page: a product has a handful of attributes, all on one page.
  return { data, total: data.length, last_page: 1 };
}

/**
 * Sets the product's attributes to exactly the given list: those left out are removed, new ones
 * added. Every attribute must belong to the product's store.
 */
export async function setProductAttributes(scope: Scope, body: unknown): Promise<Page> {
  assertAccess(model, scope, 'write');
  const input = parseFields(fields, body, ['product_id']) as { product_id: number; atributes?: number[] };
  const wanted = [...new Set(input.atributes ?? [])];
  const company = await productCompany(scope.db, input.product_id);
  // An admin's call acts for the product's store only.
  const db = scope.forStore(company);
  if (wanted.length) {
    const found = await db
      .selectFrom('atribute')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('id', 'in', wanted)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== wanted.length) throw invalid({ atributes: [ATTRIBUTE_NOT_FOUND] });
  }
  let removal = db.deleteFrom('product_atribute').where('product_id', '=', input.product_id);
  if (wanted.length) removal = removal.where('atribute_id', 'not in', wanted);
  await removal.execute();
  if (wanted.length)
    await db
      .insertInto('product_atribute')
      .values(
        wanted.map((atribute_id) => ({ company_id: company, product_id: input.product_id, atribute_id })),
      )
      .onConflict((oc) => oc.columns(['company_id', 'product_id', 'atribute_id']).doNothing())
      .execute();
  return listProductAttributes(scope, { product_id: input.product_id });
}
