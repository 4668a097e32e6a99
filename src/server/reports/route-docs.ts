// OpenAPI shapes of the reports' answers (shared/calls/reports.ts has their types and meaning).
// Money is null for users without full_permission.
import type { JsonSchema } from '../../shared/entity.js';
import { arrayOf, boolean, decimal, integer, nullable, object, string } from '../http/doc-schemas.js';

const money = nullable(decimal);
const status: JsonSchema = { type: 'integer', enum: [0, 1, 2, 3, 4, 5, 6, 7] };
const page = (row: JsonSchema) => object({ data: arrayOf(row), total: integer, last_page: integer });

/** FacebookCatalogQuery. */
export const facebookCatalogQuery: JsonSchema = {
  type: 'object',
  properties: {
    company_id: { type: 'integer', description: 'Loja (admin, obrigatório; ignorado para usuários de loja)' },
    gender: { type: 'string', enum: ['m', 'f', 'u'], description: 'Só produtos deste gênero' },
    only_facebook_description: { type: 'boolean', description: 'Só produtos com descrição do catálogo' },
    page: { type: 'integer', minimum: 1 },
    itens_per_page: { type: 'integer', minimum: 1 },
  },
};

/** Page<FacebookCatalogRow>: the catalogue feed's rows, as Meta reads them. */
export const facebookCatalogAnswer = page(
  object({
    id: integer,
    title: string,
    product_type: string,
    link: string,
    image_link: string,
    description: string,
    condition: { type: 'string', const: 'new' },
    availability: { type: 'string', const: 'in stock' },
    price: { type: 'string', description: "'129.90 BRL'" },
    sale_price: string,
    sale_price_effective_date: string,
    brand: string,
    gender: { type: 'string', enum: ['male', 'female', 'unisex'] },
  }),
);

const totals = object({
  count: integer,
  items: integer,
  amount: money,
  productsValue: money,
  deliveryValue: money,
  ticket: money,
});
const group = object({ name: string, count: integer, items: integer, amount: money });
const buyer = object({
  consumer_id: nullable(integer),
  name: string,
  email: nullable(string),
  orders: integer,
  amount: money,
  first_order_at: string,
});

/** OrderReport: the order report of a period. */
export const orderReportAnswer = object(
  {
    full_permission: boolean,
    period: object({ init: string, finish: string }),
    finished: totals,
    unfinished: totals,
    by_status: arrayOf(object({ status, count: integer, amount: money })),
    by_state: arrayOf(group),
    product_groups: { ...arrayOf(group), description: 'Só com show_product_detail' },
    categories: { ...arrayOf(group), description: 'Só com show_product_detail' },
    new_buyers_list: { ...arrayOf(buyer), description: 'Só com show_people_detail' },
    old_buyers_list: { ...arrayOf(buyer), description: 'Só com show_people_detail' },
    orders: page(
      object({
        id: integer,
        fantasy_name: nullable(string),
        customer: nullable(string),
        birthday: nullable(string),
        status,
        created_at: string,
        send_type: nullable(string),
        city: nullable(string),
        state: nullable(string),
        amount: money,
        discount_value: money,
        coupon_discount: money,
        payment_source: nullable(string),
        type: nullable(string),
        installments: nullable(integer),
        payment_try: integer,
        delivery_price: money,
        products_value: money,
      }),
    ),
  },
  { optional: ['product_groups', 'categories', 'new_buyers_list', 'old_buyers_list'] },
);
