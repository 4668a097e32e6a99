// A store's catalogue: brands, product groups, attributes, variation groups, products with their
// stock grids (balances come later, from the ledger: see stock.ts), promotions, payment rules,
// product attributes and one generated photo per product.
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import { type CatalogueData, type ItemData } from './data/catalogues.js';
import { colorOf, NO_COLOR } from '../../../shared/colors.js';
import { fromCents, percentOf } from '../../../shared/money.js';
import { addDays, insertRows, mapLimit, pastMoment, reserveIds, type Seed, withIds } from './context.js';
import { productPicture } from './images.js';
import { uploadImage } from '../../media/images.js';
import { productImage } from '../../media/presets.js';
import { type Taxonomy, taxonomyNode } from './taxonomy.js';

export interface SeededGrid {
  id: number;
  productId: number;
  size: string;
  color: string;
  active: boolean;
}

/** A product_promotion row as pricing reads it (see `runsAt`). */
export interface SeededPromotion {
  active: boolean;
  noPeriod: boolean;
  start: Date | null;
  end: Date | null;
  /** Reais off the price, numeric text ("12.34"). */
  discount: string | null;
}

export interface SeededProduct {
  id: number;
  name: string;
  ref: string;
  price: number;
  active: boolean;
  createdAt: Date;
  grids: SeededGrid[];
  definitionId: number | null;
  categoryId: number | null;
  productGroupId: number | null;
  /** Filled by seedPromotions. */
  promotions: SeededPromotion[];
}

/** Whether the promotion runs at `at`, as pricing.ts's loadPricing decides it. */
export function runsAt(promotion: SeededPromotion, at: Date): boolean {
  if (!promotion.active) return false;
  if (promotion.noPeriod) return true;
  return promotion.start !== null && promotion.start <= at && (promotion.end === null || promotion.end >= at);
}

export interface Catalogue {
  store: Store;
  products: SeededProduct[];
  productGroups: Map<string, number>;
  /** product_image rows, once every photo is encoded and stored (runs alongside the inserts). */
  images: Promise<Insertable<DB['product_image']>[]>;
}

/** EAN-13 with Brazil's GS1 prefix 789 and a valid check digit. */
function ean13(s: Seed): string {
  const body = `789${s.faker.string.numeric(9)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

function description(s: Seed, data: CatalogueData, item: ItemData): string {
  const f = s.faker;
  return [
    item.about,
    ...f.helpers.arrayElements(data.details, { min: 1, max: 2 }),
    f.helpers.arrayElement(data.care),
  ].join(' ');
}

/** Packed weight (g) and box (cm) by kind of product. */
function packing(
  s: Seed,
  item: ItemData,
): Pick<Insertable<DB['product']>, 'weight_packed' | 'length_packed' | 'width_packed' | 'height_packed'> {
  const f = s.faker;
  const heavy = /Casa|Jardim/.test(item.path);
  const shoes = /Calçados/.test(item.path);
  return {
    weight_packed: heavy
      ? f.number.int({ min: 300, max: 6000 })
      : shoes
        ? f.number.int({ min: 600, max: 1400 })
        : f.number.int({ min: 150, max: 800 }),
    length_packed: heavy
      ? f.number.int({ min: 20, max: 60 })
      : shoes
        ? 33
        : f.number.int({ min: 25, max: 35 }),
    width_packed: heavy
      ? f.number.int({ min: 15, max: 45 })
      : shoes
        ? 22
        : f.number.int({ min: 20, max: 30 }),
    height_packed: heavy
      ? f.number.int({ min: 10, max: 40 })
      : shoes
        ? 13
        : f.number.int({ min: 3, max: 10 }),
  };
}

export async function seedCatalogue(
  s: Seed,
  taxonomy: Taxonomy,
  store: Store,
  data: CatalogueData,
): Promise<Catalogue> {
  const f = s.faker;
  const setup = addDays(store.createdAt, 5);
  const stamp = { created_at: setup, updated_at: setup };
  const company_id = store.id;

  const brands = await withIds(
    s,
    data.brands.map((name) => ({ company_id, name, ...stamp })),
  );
  const groups = await withIds(
    s,
    data.groups.map((name) => ({ company_id, name, ...stamp })),
  );
  const attributeGroups = await withIds(
    s,
    data.attributes.map((g) => ({ company_id, name: g.name, ...stamp })),
  );
  const attributes = await withIds(
    s,
    data.attributes.flatMap((g, gi) =>
      g.items.map((a) => ({
        company_id,
        atribute_group_id: attributeGroups[gi].id,
        name: a.name,
        additional_price: fromCents(a.price ?? 0),
        typeable: a.typeable ?? false,
        active: true,
        ...stamp,
      })),
    ),
  );
  const variationGroups = await withIds(
    s,
    data.variations.map((v) => ({
      company_id,
      variation_name: v.name,
      name: v.label,
      field_name: v.field,
      gender_types: v.genders,
      active: true,
      ...stamp,
    })),
  );
  await insertRows(s, 'brand', brands);
  await insertRows(s, 'product_group', groups);
  await insertRows(s, 'atribute_group', attributeGroups);
  await insertRows(s, 'atribute', attributes);
  await insertRows(s, 'variation_group', variationGroups);

  const brandId = new Map(brands.map((b) => [b.name, b.id]));
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  const storeAgeDays = (s.now.getTime() - store.createdAt.getTime()) / 86_400_000;

  // Products, oldest first so ids grow with time. Launches are recent; the rest predate the
  // year of orders.
  const planned = data.items
    .map((item) => ({
      item,
      createdAt: item.group === 'Lançamentos' ? pastMoment(s, 60, 20) : pastMoment(s, storeAgeDays - 10, 370),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const productIds = await reserveIds(s, planned.length);
  const productRows: Insertable<DB['product']>[] = [];
  const gridRows: (Insertable<DB['grid']> & { id: number })[] = [];
  const products: SeededProduct[] = [];
  const gridIds = await reserveIds(
    s,
    planned.reduce((n, p) => n + p.item.sizes.length * Math.max(1, p.item.colors.length), 0),
  );
  let g = 0;
  for (const [i, { item, createdAt }] of planned.entries()) {
    const id = productIds[i];
    const node = taxonomyNode(taxonomy, item.path);
    const ref = `${store.prefix}-${1001 + data.items.indexOf(item)}`;
    const updatedAt = pastMoment(s, (s.now.getTime() - createdAt.getTime()) / 86_400_000, 1);
    productRows.push({
      id,
      company_id,
      name: item.name,
      ref,
      relevance: f.helpers.weightedArrayElement([
        { weight: 2, value: 0 },
        { weight: 8, value: f.number.int({ min: 1, max: 15 }) },
      ]),
      definition_id: node.definitionId,
      category_id: node.categoryId,
      subcategory_id: node.subcategoryId,
      product_groups_id: item.group ? groupId.get(item.group)! : null,
      brand_id: brandId.get(item.brand)!,
      gender: item.gender,
      confection_deadline: item.deadline ?? 0,
      delivery_rule: f.helpers.weightedArrayElement([
        { weight: 17, value: 0 },
        { weight: 2, value: 1 },
        { weight: 1, value: 2 },
      ]),
      active: !item.inactive,
      kids: item.kids ?? false,
      unique_stock: item.unique ?? false,
      stock_control: true,
      show_img: true,
      price: fromCents(item.price),
      ...packing(s, item),
      description: description(s, data, item),
      optional_description: item.material
        ? `Composição: ${item.material}. Prazo de postagem: ${item.deadline ? `${item.deadline} dias úteis` : 'até 2 dias úteis'}.`
        : null,
      facebook_description: f.datatype.boolean(0.7) ? `${item.name}. ${item.about}` : null,
      created_at: createdAt,
      updated_at: updatedAt,
    });
    const grids: SeededGrid[] = [];
    const colors = item.colors.length ? item.colors : [NO_COLOR];
    for (const color of colors) {
      const named = colorOf(color);
      if (color !== NO_COLOR && !named) throw new Error(`seed: unknown colour "${color}"`);
      for (const size of item.sizes) {
        const grid = { id: gridIds[g++], productId: id, size, color, active: f.datatype.boolean(0.95) };
        grids.push(grid);
        gridRows.push({
          id: grid.id,
          company_id,
          product_id: id,
          balance: 0,
          color,
          size,
          code: ean13(s),
          id_grid_integrator: store.key === 'modaViva' ? `BL${f.string.numeric(8)}` : null,
          code_color: named?.code ?? null,
          second_code_color: named?.second ?? null,
          active: grid.active,
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
    }
    products.push({
      id,
      name: item.name,
      ref,
      price: item.price,
      active: !item.inactive,
      createdAt,
      grids,
      definitionId: node.definitionId,
      categoryId: node.categoryId,
      productGroupId: item.group ? groupId.get(item.group)! : null,
      promotions: [],
    });
  }
  await insertRows(s, 'product', productRows);
  await insertRows(s, 'grid', gridRows);

  // Photos: encoded on sharp's threads while the rest of the data is written.
  const entries = planned.map((p, i) => ({ ...p, product: products[i] }));
  const images = mapLimit(entries, 4, async ({ item, createdAt, product }) => {
    const color = item.colors[0] ?? NO_COLOR;
    const picture = await productPicture(item.name, colorOf(color)?.code ?? store.colors[0], store.name);
    const imgName = (await uploadImage(s.storage, company_id, productImage, picture)).base;
    return {
      company_id,
      product_id: product.id,
      img_name: imgName,
      color: item.colors.length ? color : null,
      relevance: 1,
      link_video: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  // Rejections surface when `images` is awaited; this only keeps Node from flagging them early.
  images.catch(() => undefined);

  await seedPromotions(s, store, products);
  await seedPaymentRules(s, store, products);

  const byGroup = (name: string) =>
    attributes.filter((a) => a.atribute_group_id === attributeGroups.find((x) => x.name === name)?.id);
  const [materials, styles, extras] = data.attributes.map((ag) => byGroup(ag.name));
  const productAtributes: Insertable<DB['product_atribute']>[] = [];
  for (const { item, product } of entries) {
    const chosen = new Set<number>();
    const material = materials.find((a) => a.name === item.material);
    if (material) chosen.add(material.id);
    if (styles) for (const a of f.helpers.arrayElements(styles, { min: 1, max: 2 })) chosen.add(a.id);
    if (extras && f.datatype.boolean(0.2)) chosen.add(f.helpers.arrayElement(extras).id);
    for (const atribute_id of chosen)
      productAtributes.push({ company_id, product_id: product.id, atribute_id, ...stamp });
  }
  await insertRows(s, 'product_atribute', productAtributes);

  const variationRows: Insertable<DB['variation_product']>[] = [];
  for (const vg of variationGroups) {
    const members = data.items.filter((item) => item.family?.[0] === vg.variation_name);
    members.forEach((item, i) =>
      variationRows.push({
        company_id,
        variation_group_id: vg.id,
        product_id: products.find((p) => p.name === item.name)!.id,
        value: item.family![1],
        main: i === 0,
        ...stamp,
      }),
    );
  }
  await insertRows(s, 'variation_product', variationRows);

  return { store, products, productGroups: groupId, images };
}

/** About a fifth of the active products on sale now (some without end date), a few past sales. */
async function seedPromotions(s: Seed, store: Store, products: SeededProduct[]): Promise<void> {
  const f = s.faker;
  const active = products.filter((p) => p.active);
  const onSale = f.helpers.arrayElements(active, Math.max(3, Math.round(active.length / 5)));
  const rows: Insertable<DB['product_promotion']>[] = onSale.map((p) => {
    const percent = f.helpers.arrayElement([10, 15, 20, 25, 30, 40]);
    const noPeriod = f.datatype.boolean(0.4);
    const start = pastMoment(s, 30, 2);
    return {
      company_id: store.id,
      product_id: p.id,
      no_period: noPeriod,
      start_date: noPeriod ? null : start,
      end_date: noPeriod ? null : addDays(s.now, f.number.int({ min: 7, max: 45 })),
      discount_percent: percent,
      discount_value: fromCents(percentOf(p.price, percent)),
      active: true,
      created_at: start,
      updated_at: start,
    };
  });
  // What the orders' coupons need to know (on_sale for "Não aplicar em promoções").
  onSale.forEach((p, i) => p.promotions.push(seededPromotion(rows[i])));
  for (const p of f.helpers.arrayElements(
    active.filter((x) => !onSale.includes(x)),
    2,
  )) {
    const start = pastMoment(s, 200, 120);
    rows.push({
      company_id: store.id,
      product_id: p.id,
      no_period: false,
      start_date: start,
      end_date: addDays(start, 15),
      discount_percent: 20,
      discount_value: fromCents(percentOf(p.price, 20)),
      active: false,
      created_at: start,
      updated_at: addDays(start, 15),
    });
    p.promotions.push(seededPromotion(rows[rows.length - 1]));
  }
  await insertRows(s, 'product_promotion', rows);
}

function seededPromotion(row: Insertable<DB['product_promotion']>): SeededPromotion {
  return {
    active: row.active ?? true,
    noPeriod: row.no_period ?? false,
    start: row.start_date instanceof Date ? row.start_date : null,
    end: row.end_date instanceof Date ? row.end_date : null,
    discount: row.discount_value == null ? null : String(row.discount_value),
  };
}

/** Pix and boleto discounts on some products, a surcharge for 12 instalments on a few. */
async function seedPaymentRules(s: Seed, store: Store, products: SeededProduct[]): Promise<void> {
  const f = s.faker;
  const rows: Insertable<DB['product_payment_rule']>[] = [];
  for (const p of f.helpers.arrayElements(products, Math.round(products.length / 3))) {
    const stamp = { created_at: addDays(p.createdAt, 1), updated_at: addDays(p.createdAt, 1) };
    rows.push({
      company_id: store.id,
      product_id: p.id,
      installments: 1,
      payment_type: 4,
      rule_type: 0,
      rate: 5,
      ...stamp,
    });
    if (f.datatype.boolean(0.5))
      rows.push({
        company_id: store.id,
        product_id: p.id,
        installments: 1,
        payment_type: 3,
        rule_type: 0,
        rate: 3,
        ...stamp,
      });
    if (f.datatype.boolean(0.3))
      rows.push({
        company_id: store.id,
        product_id: p.id,
        installments: 12,
        payment_type: 0,
        rule_type: 1,
        rate: 3.49,
        active: f.datatype.boolean(0.8),
        ...stamp,
      });
  }
  await insertRows(s, 'product_payment_rule', rows);
}
