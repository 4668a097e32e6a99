// Dropdown lists of the shared taxonomy: the categories of a segment and the subcategories of a
// category, by name, up to 1000 at once.
import { entities } from '../../generated/registry.js';
import { listRecords, MAX_PAGE_SIZE, type Page, type Row } from '../crud/records.js';
import type { Scope } from '../tenancy/scope.js';

function dropdown(scope: Scope, model: (typeof entities)[keyof typeof entities], body: unknown) {
  const params = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  // The misspelt twin the old screens send.
  if (params.definition_id === undefined && params.deifinition_id !== undefined)
    params.definition_id = params.deifinition_id;
  delete params.deifinition_id;
  return listRecords(scope, model, {
    itens_per_page: MAX_PAGE_SIZE,
    ordenate_field: 'name',
    ordenate_type: 'asc',
    ...params,
  });
}

/** /category/index-with-filter {definition_id}: the categories of a segment (all when absent). */
export const categoriesOf = (scope: Scope, body: unknown): Promise<Page> =>
  dropdown(scope, entities.category, body);

/** /sub-category/index-with-filter {category_id}: the subcategories of a category (all when absent). */
export const subCategoriesOf = (scope: Scope, body: unknown): Promise<Page> =>
  dropdown(scope, entities.sub_category, body);
