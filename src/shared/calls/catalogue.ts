// The catalogue's hand-written calls (server: src/server/catalogue/routes.ts). The generic
// /index, /show, /save, /update and /delete of each entity are the data provider's generic methods.
import type {
  Grid,
  Product,
  ProductAtribute,
  ProductImage,
  ProductPromotion,
  StockMovement,
  VariationProduct,
} from '../../generated/types.js';
import { defineCall, defineGetPage, type Input, type Page } from './define.js';

/** The filters, sort and page of the product list and of the layout relevance screen. */
export interface ProductListQuery {
  page?: number;
  itens_per_page?: number;
  ordenate_field?: string;
  ordenate_type?: string;
  showInactive?: boolean;
  product_name?: string;
  ref?: string;
  definition?: number | number[];
  category?: number | number[];
  subcategory?: number | number[];
  /** Admins only: a store user always lists its own store. */
  company?: number | number[];
  grid_filter?: string | boolean;
  grid_code?: string;
  grid_color?: string;
  grid_size?: string;
  /** Display only (cards per row); sent so the server checks it. */
  qtd_cards?: number;
  show_img?: boolean;
  promotionRule?: 'none' | 'only_sale' | 'no_sale';
  gender?: string;
}

/** A product row of the list: the record plus its category's name and, with show_img, its photo. */
export interface ProductListRow extends Product {
  category: string | null;
  img_name?: string | null;
}

export interface ExactSearchQuery {
  product_name?: string;
  ref?: string;
  code?: string;
  /** An admin's store; none searches every store. */
  company?: number | number[];
  page?: number;
  itens_per_page?: number;
}

/** One grid item of a product found by the exact search. */
export interface ExactSearchRow {
  product_name: string;
  ref: string | null;
  code: string | null;
  color: string;
  size: string;
  balance: number;
  grid_id: number;
  product_id: number;
  /** The quantity to add or remove, typed on the screen: starts at 0. */
  amount: number;
  company_name?: string | null;
}

export interface StockChangeRequest {
  grid_id: number;
  /** 'i' entry, 'o' exit; implied by the reasons 'add' and 'remove'. */
  type?: 'i' | 'o';
  amount: number;
  reason: string;
  note?: string | null;
  /** Lets an exit take the balance below 0. */
  negativeStock?: boolean;
}

export interface StockChangeResult {
  grid: Grid;
  movement: StockMovement;
}

/** A product's attribute with its name and group, as the attributes section shows it. */
export interface ProductAttributeRow extends Pick<
  ProductAtribute,
  'id' | 'company_id' | 'product_id' | 'atribute_id' | 'created_at' | 'updated_at'
> {
  atribute_name: string;
  atribute_group_id: number | null;
  group_name: string | null;
}

export interface ProductReportQuery {
  company_id?: number;
  page?: number;
  per_page?: number;
}

/** A product of the CSV export. */
export interface ProductReportRow {
  id: number;
  created_at: string;
  updated_at: string;
  name: string;
  ref: string | null;
  definition_name: string | null;
  category_name: string | null;
  subcategory_name: string | null;
}

export const productList = defineCall<ProductListQuery, Page<ProductListRow>>('/product/paginate-index');

/** The products by relevance, highest first, each with its main photo. */
export const relevanceList = defineCall<ProductListQuery, Page<ProductListRow>>('/layout/relevance/set-list');

export const alterRelevance = defineCall<
  { id: number; name?: string; relevance: number | null },
  Product & { message: string }
>('/layout/relevance/alter-relevance');

export const exactSearch = defineCall<ExactSearchQuery, Page<ExactSearchRow>>('/product/exact-search');

/** Stock moves only through the ledger: one entry or exit of a grid item. */
export const stockChange = defineCall<StockChangeRequest, StockChangeResult>('/grid/stock-change');

/** Many grid items of one product, all or none (406 when a size + colour repeats). */
export const gridSaveMany = defineCall<
  { product_id: number; company_id?: number; data: Array<Input<Grid> & { reason?: string }> },
  { data: Grid[] }
>('/grid/save-many');

export const imageChangeColor = defineCall<
  Pick<ProductImage, 'id'> & Partial<Pick<ProductImage, 'product_id' | 'relevance' | 'color' | 'link_video'>>,
  ProductImage
>('/product-image/change-color');

/** Sets the product's whole list of attributes. */
export const productAttributesSet = defineCall<
  { product_id: number; company_id?: number; atributes: number[] },
  Page<ProductAttributeRow>
>('/product-atribute/save');

export const variationBecomeMain = defineCall<{ id: number }, VariationProduct>(
  '/variation-group-product/become-main',
);

export const productPromotions = defineCall<
  { product_id: number; active?: boolean; itens_per_page?: number },
  Page<ProductPromotion>
>('/product-promotion/product-index');

/** Every product of a store for the CSV, page by page (GET, total in X-Total-Count). */
export const productReport = defineGetPage<ProductReportQuery, ProductReportRow>('/report/products');
