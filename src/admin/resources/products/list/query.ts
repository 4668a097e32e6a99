// What the product list asks /product/paginate-index for: the filters, the sort (cycling none →
// ascending → descending → none, where none means the server's default, newest id first) and the
// page, and how that state is kept in the URL so coming back from the form finds it unchanged.

import { PRODUCT_SORTS, type ProductSort } from '../../../../shared/product-list';

export const SORT_FIELDS = PRODUCT_SORTS;
export type SortField = ProductSort;
export interface ListSort {
  field: SortField;
  order: 'asc' | 'desc';
}

/** The next state of a header click: another column starts ascending; the same one cycles. */
export function nextSort(current: ListSort | null, field: SortField): ListSort | null {
  if (!current || current.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}

/** The filters both product screens share (list and layout relevance). */
export interface ProductFilters {
  company?: number;
  product_name?: string;
  ref?: string;
  definition?: number;
  category?: number;
  subcategory?: number;
  showInactive?: boolean;
  grid_code?: string;
  grid_color?: string;
  grid_size?: string;
  qtd_cards?: number;
  promotionRule?: 'none' | 'only_sale' | 'no_sale';
  gender?: 'f' | 'm' | 'u';
  show_img?: boolean;
}
type Key = keyof ProductFilters;

const NUMBER_KEYS: Key[] = ['company', 'definition', 'category', 'subcategory', 'qtd_cards'];
const FLAG_KEYS: Key[] = ['showInactive', 'show_img'];
const TEXT_KEYS: Key[] = [
  'product_name',
  'ref',
  'grid_code',
  'grid_color',
  'grid_size',
  'promotionRule',
  'gender',
];

/** The taxonomy cascade: a parent's children, cleared when the parent changes. */
const CHILDREN: Partial<Record<Key, Key[]>> = {
  definition: ['category', 'subcategory'],
  category: ['subcategory'],
};

/** The filters with one value changed (blank removes it) and that value's children cleared. */
export function withFilter<K extends Key>(
  filters: ProductFilters,
  key: K,
  value: ProductFilters[K] | null | '',
): ProductFilters {
  const next: ProductFilters = { ...filters };
  if (value === null || value === undefined || value === '' || value === false) delete next[key];
  else next[key] = value as ProductFilters[K];
  if (filters[key] !== next[key]) for (const child of CHILDREN[key] ?? []) delete next[child];
  return next;
}

export const PAGE_SIZES = [25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

export interface ListState {
  filters: ProductFilters;
  sort: ListSort | null;
  page: number;
  perPage: number;
}

/** The body of /product/paginate-index (and /layout/relevance/set-list). */
export function listBody({ filters, sort, page, perPage }: ListState): Record<string, unknown> {
  const body: Record<string, unknown> = { page, itens_per_page: perPage };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === null) continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
    if (body[key] === '') delete body[key];
  }
  if (sort) {
    body.ordenate_field = sort.field;
    body.ordenate_type = sort.order;
  }
  return body;
}

/** The list state read back from the URL query (unknown or broken values are ignored). */
export function stateFromQuery(query: URLSearchParams, pageSizes = PAGE_SIZES): ListState {
  const filters: ProductFilters = {};
  const record = filters as Record<string, unknown>;
  for (const key of NUMBER_KEYS) {
    const n = Number(query.get(key));
    if (Number.isInteger(n) && n > 0) record[key] = n;
  }
  for (const key of FLAG_KEYS) if (query.get(key) === 'true') record[key] = true;
  for (const key of TEXT_KEYS) {
    const text = query.get(key);
    if (text) record[key] = text;
  }
  const field = query.get('sort') as SortField | null;
  const order = query.get('order');
  const sort: ListSort | null =
    field && SORT_FIELDS.includes(field) && (order === 'asc' || order === 'desc') ? { field, order } : null;
  const page = Number(query.get('page'));
  const perPage = Number(query.get('perPage'));
  return {
    filters,
    sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: pageSizes.includes(perPage) ? perPage : pageSizes[0],
  };
}

/** The list state as a URL query; defaults are left out so a plain /product stays plain. */
export function queryFromState({ filters, sort, page, perPage }: ListState, pageSizes = PAGE_SIZES) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  if (sort) {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  if (page > 1) query.set('page', String(page));
  if (perPage !== pageSizes[0]) query.set('perPage', String(perPage));
  return query;
}
