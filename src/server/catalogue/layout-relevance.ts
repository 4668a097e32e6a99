// The layout relevance screen's calls: setList is the product list ordered by relevance (highest
// first) with each product's main photo; alterRelevance changes one product's relevance.
import type { Page, Row } from '../crud/records.js';
import type { Scope } from '../tenancy/scope.js';
import { listProducts } from './product-list.js';
import { updateProduct } from './products.js';

export const RELEVANCE_CHANGED = 'relevância foi alterada com sucesso!';

const bodyOf = (body: unknown): Row =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};

export function relevanceList(scope: Scope, body: unknown): Promise<Page> {
  const input = bodyOf(body);
  return listProducts(scope, {
    ordenate_field: 'relevance',
    ordenate_type: 'desc',
    ...input,
    show_img: true,
  });
}

export async function alterRelevance(scope: Scope, body: unknown): Promise<Row> {
  const { id, relevance } = bodyOf(body);
  const product = await updateProduct(scope, { id, relevance: relevance ?? null });
  return { ...product, message: RELEVANCE_CHANGED };
}
