// Discount coupons of a store: active and inactive, by rate and by value, with the rule variants of
// the coupon form (segment/category, product group, "buy 3").
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import type { Catalogue } from './catalogue.js';
import { fromCents } from '../../../shared/money.js';
import { addDays, insertRows, type Seed } from './context.js';
import type { Taxonomy } from './taxonomy.js';
import type { PricingCoupon } from '../../marketing/pricing.js';

/** A coupon orders may have used, as pricing.ts prices it. */
export type UsableCoupon = PricingCoupon & { code: string };

const date = (d: Date | string | null | undefined): Date | null =>
  d === null || d === undefined ? null : new Date(d);

/** A coupon row as inserted, with the columns' defaults for what it leaves out. */
function usable(row: Insertable<DB['coupon']>): UsableCoupon {
  return {
    code: row.code,
    active: row.active ?? true,
    init_date: date(row.init_date),
    expire_date: date(row.expire_date),
    discount_rate: row.discount_rate ?? 0,
    discount_value: row.discount_value ?? 0,
    remove_sale: row.remove_sale ?? false,
    definition_id: row.definition_id ?? null,
    category_id: row.category_id ?? null,
    product_group_id: row.product_group_id ?? null,
    product_group_rule: row.product_group_rule ?? null,
    rule_type: row.rule_type ?? null,
    rule_products_amount: row.rule_products_amount ?? null,
    rule_apply_to: row.rule_apply_to ?? null,
    max_uses: row.max_uses ?? null,
  };
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
  // The first three, in this order (the orders pick among them with faker).
  return rows.slice(0, 3).map(usable);
}
