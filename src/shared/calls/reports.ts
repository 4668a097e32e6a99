// The reports area's calls (server: src/server/reports/). The Facebook catalogue report answers the
// rows of the public catalogue feed (GET /api/facebook-integration/show/{company_id}, CSV), in the
// format Meta's catalogue imports, one page at a time.
import type { Product } from '../../generated/types.js';
import { defineCall, type Page } from './define.js';

export interface FacebookCatalogQuery {
  /** Admins: the store (required). Ignored for store users (their own store). */
  company_id?: number;
  /** Only products of this gender; none: every gender. */
  gender?: Product['gender'];
  /** Only products with a description for the Instagram/Facebook catalogue. */
  only_facebook_description?: boolean;
  page?: number;
  itens_per_page?: number;
}

/** A row of the catalogue as Meta reads it (its column names and value formats). */
export interface FacebookCatalogRow {
  /** The product's id. */
  id: number;
  title: string;
  /** 'Categoria > Subcategoria'. */
  product_type: string;
  /** The product's page in the store: page_url + '/produto/{id}' ('' when the store has no page_url). */
  link: string;
  /** The most relevant photo's 1000 px image, absolute ('' without a photo). */
  image_link: string;
  /** The catalogue description, else the description; plain text. */
  description: string;
  condition: 'new';
  availability: 'in stock';
  /** '129.90 BRL'. */
  price: string;
  /** The price less the active promotion's discount ('99.90 BRL'); '' without one. */
  sale_price: string;
  /** The promotion's period, ISO 8601 'start/end' with the store's offset; '' without an end. */
  sale_price_effective_date: string;
  brand: string;
  gender: 'male' | 'female' | 'unisex';
}

/** /report/facebook-catalog: the store's catalogue rows, as the feed has them. */
export const facebookCatalogReport = defineCall<FacebookCatalogQuery, Page<FacebookCatalogRow>>(
  '/report/facebook-catalog',
);
