// The shared reference data: segments, categories, subcategories, sizes and integration key names.
import { INTEGRATION_KEY_NAMES, TAXONOMY } from './data/taxonomy.js';
import { SIZES } from './data/sizes.js';
import { addDays, insertRows, reserveIds, type Seed } from './context.js';

export interface TaxonomyNode {
  definitionId: number;
  categoryId: number;
  subcategoryId: number | null;
}

export interface Taxonomy {
  definitions: Map<string, number>;
  /** By 'Segment/Category' and 'Segment/Category/Sub'. */
  nodes: Map<string, TaxonomyNode>;
}

export async function seedTaxonomy(s: Seed): Promise<Taxonomy> {
  const created = addDays(s.now, -900);
  const definitions = new Map<string, number>();
  const nodes = new Map<string, TaxonomyNode>();
  const defIds = await reserveIds(s, TAXONOMY.length);
  const categoryRows = [];
  const subRows = [];
  const categories = TAXONOMY.flatMap((segment) => segment.categories);
  const catIds = await reserveIds(s, categories.length);
  const subIds = await reserveIds(
    s,
    categories.reduce((n, c) => n + c.subs.length, 0),
  );
  let c = 0;
  let sc = 0;
  for (const [i, segment] of TAXONOMY.entries()) {
    definitions.set(segment.name, defIds[i]);
    for (const category of segment.categories) {
      const categoryId = catIds[c++];
      categoryRows.push({
        id: categoryId,
        definition_id: defIds[i],
        name: category.name,
        google_product_category: category.google,
        gender_types: category.genders,
        created_at: created,
        updated_at: created,
      });
      nodes.set(`${segment.name}/${category.name}`, {
        definitionId: defIds[i],
        categoryId,
        subcategoryId: null,
      });
      for (const sub of category.subs) {
        const subcategoryId = subIds[sc++];
        subRows.push({
          id: subcategoryId,
          definition_id: defIds[i],
          category_id: categoryId,
          name: sub,
          created_at: created,
          updated_at: created,
        });
        nodes.set(`${segment.name}/${category.name}/${sub}`, {
          definitionId: defIds[i],
          categoryId,
          subcategoryId,
        });
      }
    }
  }
  await insertRows(
    s,
    'definition',
    TAXONOMY.map((segment, i) => ({
      id: defIds[i],
      name: segment.name,
      created_at: created,
      updated_at: created,
    })),
  );
  await insertRows(s, 'category', categoryRows);
  await insertRows(s, 'sub_category', subRows);
  await insertRows(
    s,
    'size',
    SIZES.map((name, ordenate) => ({ name, ordenate, created_at: created, updated_at: created })),
  );
  await insertRows(
    s,
    'integration_key_name',
    INTEGRATION_KEY_NAMES.map(([key_name, label]) => ({
      key_name,
      label,
      created_at: created,
      updated_at: created,
    })),
  );
  return { definitions, nodes };
}

export function taxonomyNode(taxonomy: Taxonomy, path: string): TaxonomyNode {
  const node = taxonomy.nodes.get(path);
  if (!node) throw new Error(`seed: unknown taxonomy path "${path}"`);
  return node;
}
