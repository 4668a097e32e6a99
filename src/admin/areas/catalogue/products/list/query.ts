// The product screens' list state as react-admin keeps it (filters, sort and page, synced with the
// URL): the filters both screens share, the taxonomy cascade, and the sort cycle of the headers
// (none → ascending → descending → none, where none means the server's default, newest id first).
import type { SortPayload } from 'react-admin';
import type { ProductListRow } from '../../../../../shared/calls';
import { SERVER_ORDER } from '../../../../dataProvider';
import { PRODUCT_SORTS, type ProductSort } from '../../../../../shared/product-list';

/** A row of the product list (and of the layout relevance cards). */
export type ProductRow = ProductListRow;

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

/** The filters both product screens share (list and layout relevance), as react-admin's filter. */
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

/** No header sort: the server's default order (newest first). */
export { SERVER_ORDER };

/** React-admin's sort (in the URL as sort=price&order=ASC) as the headers show it. */
export function listSortOf(sort: SortPayload | undefined): ListSort | null {
  const field = sort?.field as SortField | undefined;
  if (!field || !SORT_FIELDS.includes(field)) return null;
  return { field, order: sort?.order === 'DESC' ? 'desc' : 'asc' };
}

/** A header's sort as react-admin keeps it; none is SERVER_ORDER. */
export function raSortOf(sort: ListSort | null): SortPayload {
  return sort
    ? { field: sort.field, order: sort.order === 'desc' ? 'DESC' : 'ASC' }
    : { field: '', order: 'ASC' };
}
