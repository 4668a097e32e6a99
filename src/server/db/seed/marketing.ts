// Discount coupons of a store: active and inactive, by rate and by value, with the rule variants of
// the coupon form (segment/category, product group, "buy 3").
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import type { Catalogue } from './catalogue.js';
import { fromCents } from '../../../shared/money.js';
import { addDays, insertRows, type Seed } from './context.js';
import type { Taxonomy } from './taxonomy.js';

/** A coupon orders may have used: a rate (percent) or a value in cents. */
export interface UsableCoupon {
  code: string;
  rate: number;
  value: number;
}

export async function seedCoupons(
  s: Seed,
  store: Store,
  catalogue: Catalogue,
  taxonomy: Taxonomy,
  segment: string,
  category: string,
): Promise<UsableCoupon[]> {
  const company_id = store.id;
  const opened = addDays(store.createdAt, 20);
  const stamp = { created_at: opened, updated_at: opened };
  const collection = [...catalogue.productGroups.entries()][0];
  const node = taxonomy.nodes.get(`${segment}/${category}`);
  const prefix = store.prefix;
  const rows: Insertable<DB['coupon']>[] = [
    {
      company_id,
      code: 'BEMVINDO10',
      discount_rate: 10,
      description: 'Boas-vindas: 10% na primeira compra',
      init_date: opened,
      active: true,
      ...stamp,
    },
    {
      company_id,
      code: 'FRETE20',
      discount_value: fromCents(2000),
      description: 'R$ 20,00 de desconto para ajudar no frete',
      init_date: opened,
      active: true,
      ...stamp,
    },
    {
      company_id,
      code: `${prefix}15`,
      discount_rate: 15,
      description: `15% em ${category}, fora das peças em promoção`,
      remove_sale: true,
      definition_id: node?.definitionId ?? null,
      category_id: node?.categoryId ?? null,
      init_date: opened,
      active: true,
      ...stamp,
    },
    {
      company_id,
      code: 'LEVE3',
      discount_rate: 100,
      description: 'Leve 3 e ganhe o item mais barato',
      rule_type: 'from',
      rule_products_amount: 3,
      rule_apply_to: 'cheap',
      active: true,
      ...stamp,
    },
    {
      company_id,
      code: 'COLECAO20',
      discount_rate: 20,
      description: `20% só nos produtos de ${collection[0]}`,
      product_group_id: collection[1],
      product_group_rule: 1,
      active: true,
      ...stamp,
    },
    {
      company_id,
      code: 'QUEIMA25',
      discount_rate: 25,
      description: 'Queima de estoque programada para a próxima semana',
      init_date: addDays(s.now, 5),
      expire_date: addDays(s.now, 12),
      active: true,
      ...stamp,
    },
    {
      company_id,
      code: 'NATAL30',
      discount_value: fromCents(3000),
      description: 'Campanha de Natal do ano passado',
      init_date: addDays(s.now, -340),
      expire_date: addDays(s.now, -330),
      active: false,
      ...stamp,
    },
    {
      company_id,
      code: 'VOLTEI12',
      discount_rate: 12,
      description: 'Reativação de clientes sem compra há 6 meses',
      active: false,
      ...stamp,
    },
  ];
  await insertRows(s, 'coupon', rows);
  return [
    { code: 'BEMVINDO10', rate: 10, value: 0 },
    { code: 'FRETE20', rate: 0, value: 2000 },
    { code: `${prefix}15`, rate: 15, value: 0 },
  ];
}
