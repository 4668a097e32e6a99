// The sort keys of /product/paginate-index, shared by the API and the panel's product list.
// company_name is offered to admins only.
export const PRODUCT_SORTS = [
  'id',
  'name',
  'ref',
  'category',
  'price',
  'active',
  'stock',
  'relevance',
  'company_name',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
