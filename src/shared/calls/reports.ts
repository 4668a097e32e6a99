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
// (show_people_detail), and the order rows a page at a time. Money is exact (decimal strings, always
// two places: "0.00") and only for users with full_permission or admins (spec section 6): for the
// others every money field is null, counts and units stay. Every figure counts the orders the filter
// takes (period, store, statuses): narrow with `status` for sales only.

export interface OrderReportQuery {
  /** Admins: one store (none: the whole platform; a store that does not exist: no orders). Ignored for store users. */
  company_id?: number;
  /**
   * First instant, on the stores' clock: 'YYYY-MM-DD HH:mm' (':ss' optional, 'T' also separates; a
   * bare 'YYYY-MM-DD' starts the day). An ISO instant with its offset ('…Z', '…-03:00') is taken as
   * it is. Required: the panel sends the default period (1st of the month 00:00 to today 23:59).
   */
  init_date: string;
  /**
   * Last instant, inclusive to its precision: '2026-11-25 23:59' takes the whole minute, ':ss' that
   * second, a bare date the whole day. Before init_date: 422 'A data final deve ser depois da data inicial.'
   */
  finish_date: string;
  /** Only orders in these statuses (0–7; one number is accepted too); none or empty: every status. */
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

/**
 * A line of the by-state, product-group and category tables (largest count first, then by name;
 * 'Não informado' last among equals). By state: the order's delivery state (upper case), the
 * order's amount. Groups and categories: the order lines by their product's group
 * (product.product_groups_id) and category, lines grouped by name (same-named categories of
 * different segments are one line), amount = the lines' total_price (no freight or discount).
 */
export interface OrderReportGroup {
  /** The state ('SP'), group or category name; 'Não informado' when the order/product has none. */
  name: string;
  /** Orders (state) or order lines (groups, categories). */
  count: number;
  /** Units. */
  items: number;
  amount: string | null;
}

/**
 * A buyer of the period: new when their first order ever in that store (any status, any date) is in
 * the period, else returning. A buyer is the order's consumer; orders without one (guest checkout)
 * are grouped by e-mail (case and spaces ignored), and an order with neither is a buyer of its own.
 * Lists sorted by amount, then orders (largest first), then name.
 */
export interface OrderReportBuyer {
  consumer_id: number | null;
  /** The consumer's name; for a guest, the name on their latest order of the period. */
  name: string;
  /** The consumer's e-mail; for a guest, the one on their latest order of the period. */
  email: string | null;
  /** Orders in the period (that the filter takes). */
  orders: number;
  /** Their orders' amount (products + freight − discount). */
  amount: string | null;
  /** Their first order ever in that store (ISO instant, UTC). */
  first_order_at: string;
}

/** A row of the orders table and of export.csv (spec section 3, 'Order report row'); newest first. */
export interface OrderReportRow {
  id: number;
  /** The store's name. */
  fantasy_name: string | null;
  /** The buyer's name. */
  customer: string | null;
  /** The consumer's birthday, 'YYYY-MM-DD' (null for a guest or when not given). */
  birthday: string | null;
  status: BuyStatus;
  /** ISO instant (UTC). */
  created_at: string;
  send_type: string | null;
  city: string | null;
  state: string | null;
  /** Products + freight − discount. */
  amount: string | null;
  discount_value: string | null;
  /**
   * The discount given by the order's coupon: the order's discount_value when it has a coupon code
   * (the storefront's only discount is the coupon's), "0.00" without one.
   */
  coupon_discount: string | null;
  /** The latest payment's source, type and installments (null without payments). */
  payment_source: string | null;
  type: string | null;
  installments: number | null;
  /** How many payment attempts (payment rows) the order had. */
  payment_try: number;
  delivery_price: string | null;
  products_value: string | null;
}

export interface OrderReport {
  /** Whether money is shown (the user has full_permission). */
  full_permission: boolean;
  /** The period as instants on the stores' clock: '2026-11-01T00:00:00.000-03:00' / '…T23:59:59.999-03:00'. */
  period: { init: string; finish: string };
  finished: OrderReportTotals;
  unfinished: OrderReportTotals;
  /** Every status that has orders in the period, by status. */
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
