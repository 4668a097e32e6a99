// The reports area's calls (server: src/server/reports/). The Facebook catalogue report answers the
// rows of the public catalogue feed (GET /api/facebook-integration/show/{company_id}, CSV), in the
// format Meta's catalogue imports, one page at a time.
import type { Product } from '../../generated/types.js';
import { defineCall, type Page } from './define.js';
import type { BuyStatus } from './orders.js';

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

// ---- Order report (/report/order) -------------------------------------------------------------
// Orders placed in a period (date and time on the stores' clock, America/Sao_Paulo), with the
// spec's aggregates: finished (statuses 2, 3, 4) vs unfinished (0, 1, 5, 6, 7), by status, by state,
// by product group and category (show_product_detail), new vs returning buyers
// (show_people_detail), and the order rows a page at a time. Money is exact (decimal strings) and
// only for users with full_permission (spec section 6): for the others every money field is null.

export interface OrderReportQuery {
  /** Admins: one store (none: the whole platform). Ignored for store users. */
  company_id?: number;
  /** First instant, on the stores' clock: 'YYYY-MM-DD HH:mm' (':ss' optional). */
  init_date: string;
  /** Last instant, inclusive ('2026-11-25 23:59' takes the whole minute). */
  finish_date: string;
  /** Only orders in these statuses; none or empty: every status. */
  status?: BuyStatus[];
  /** Adds product_groups and categories. */
  show_product_detail?: boolean;
  /** Adds new_buyers_list and old_buyers_list. */
  show_people_detail?: boolean;
  /** Page of the order rows (1-based). */
  page?: number;
  /** Order rows per page: 100 by default (the screen), up to 1000 (the CSV export). */
  itens_per_page?: number;
}

/** Orders of one side of the report. Money is null without full_permission. */
export interface OrderReportTotals {
  /** How many orders. */
  count: number;
  /** Units sold (sum of the items' amounts). */
  items: number;
  /** Products + freight − discount. */
  amount: string | null;
  productsValue: string | null;
  deliveryValue: string | null;
  /** Ticket médio: amount / count, 2 decimals ("0.00" without orders). */
  ticket: string | null;
}

export interface OrderReportStatus {
  status: BuyStatus;
  count: number;
  amount: string | null;
}

/** A line of the by-state, product-group and category tables (largest count first). */
export interface OrderReportGroup {
  /** The state ('SP'), group or category name; 'Não informado' when the order has none. */
  name: string;
  /** Orders (state) or order lines (groups, categories). */
  count: number;
  /** Units. */
  items: number;
  amount: string | null;
}

/** A buyer of the period: new when their first order of the store is in the period. */
export interface OrderReportBuyer {
  consumer_id: number | null;
  name: string;
  email: string | null;
  /** Orders in the period. */
  orders: number;
  amount: string | null;
  /** Their first order ever in that store (ISO instant). */
  first_order_at: string;
}

/** A row of the orders table and of export.csv (spec section 3, 'Order report row'). */
export interface OrderReportRow {
  id: number;
  /** The store's name. */
  fantasy_name: string | null;
  /** The buyer's name. */
  customer: string | null;
  /** The buyer's birthday, 'YYYY-MM-DD'. */
  birthday: string | null;
  status: BuyStatus;
  /** ISO instant. */
  created_at: string;
  send_type: string | null;
  city: string | null;
  state: string | null;
  /** Products + freight − discount. */
  amount: string | null;
  discount_value: string | null;
  /** The discount given by the order's coupon ("0.00" without a coupon). */
  coupon_discount: string | null;
  /** The latest payment's source, type and installments. */
  payment_source: string | null;
  type: string | null;
  installments: number | null;
  /** How many payment attempts the order had. */
  payment_try: number;
  delivery_price: string | null;
  products_value: string | null;
}

export interface OrderReport {
  /** Whether money is shown (the user has full_permission). */
  full_permission: boolean;
  /** The period as instants (ISO, with offset). */
  period: { init: string; finish: string };
  finished: OrderReportTotals;
  unfinished: OrderReportTotals;
  /** Every status that has orders in the period. */
  by_status: OrderReportStatus[];
  by_state: OrderReportGroup[];
  /** Only with show_product_detail. */
  product_groups?: OrderReportGroup[];
  categories?: OrderReportGroup[];
  /** Only with show_people_detail. */
  new_buyers_list?: OrderReportBuyer[];
  old_buyers_list?: OrderReportBuyer[];
  orders: Page<OrderReportRow>;
}

/** /report/order: the order report of a period. */
export const orderReport = defineCall<OrderReportQuery, OrderReport>('/report/order');
