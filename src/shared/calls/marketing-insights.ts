// The marketing area's read-only insight calls (server: src/server/marketing/analytics.ts and
// segments.ts): coupon performance per coupon and per month ('Desempenho') and the store's buyers in
// RFM segments ('Segmentar Clientes'). Both count only sold orders, statuses 2, 3 and 4 (Separação
// para Entrega, Em trânsito, Entregue), as the dashboard's sales and the order report's "finished"
// side do. Money is exact (decimal strings, two places) and, as in the order report, only for admins
// and holders of full_permission: for the others every money field is null.
import { defineCall, type Page } from './define.js';

// ---- Coupon performance (/marketing/coupon-performance) ----------------------------------------

export interface CouponPerformanceQuery {
  /** Admins: one store (none: the whole platform). Ignored for store users. */
  company_id?: number;
  /** First day (or 'YYYY-MM-DD HH:mm') on the stores' clock, America/Sao_Paulo. */
  init_date: string;
  /** Last day, inclusive (a bare date takes the whole day). At most 5 years after init_date. */
  finish_date: string;
}

/** One calendar month of the period (on the stores' clock). */
export interface CouponMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Sold orders that used a coupon. */
  orders: number;
  /** Their value: products + freight − discount. */
  revenue: string | null;
  /** The discount the coupons gave. */
  discount: string | null;
  /** Every sold order of the month, with or without a coupon. */
  all_orders: number;
  all_revenue: string | null;
}

/** One coupon code (per store) and the sold orders of the period that used it. */
export interface CouponPerformanceRow {
  /** The code as the orders recorded it (upper case). */
  coupon: string;
  company_id: number;
  /** The store's name (for an admin reading several stores). */
  fantasy_name: string | null;
  /** The coupon record with that code in the store, when it still exists (link to its form). */
  coupon_id: number | null;
  active: boolean | null;
  orders: number;
  revenue: string | null;
  discount: string | null;
  /** Ticket médio: revenue / orders. */
  ticket: string | null;
}

export interface CouponPerformanceTotals {
  orders: number;
  revenue: string | null;
  discount: string | null;
  ticket: string | null;
  all_orders: number;
  all_revenue: string | null;
}

export interface CouponPerformance {
  full_permission: boolean;
  /** The statuses counted as sold (2, 3, 4). */
  statuses: number[];
  /** The period as instants on the stores' clock ('2026-01-01T00:00:00.000-03:00'). */
  period: { init: string; finish: string };
  totals: CouponPerformanceTotals;
  /** Every month of the period, months without sales included. */
  months: CouponMonth[];
  /** Coupons by revenue (largest first), then orders, then code. */
  coupons: CouponPerformanceRow[];
}

export const couponPerformance = defineCall<CouponPerformanceQuery, CouponPerformance>(
  '/marketing/coupon-performance',
);

// ---- Customer segments (/marketing/segments, /marketing/segments/buyers) -----------------------

/** The RFM segments (src/shared/rfm.ts has their names, rules and order on screen). */
export type SegmentKey =
  'champions' | 'loyal' | 'promising' | 'new' | 'need_attention' | 'at_risk' | 'hibernating';

export interface SegmentsQuery {
  /** Admins: the store (required: buyers belong to a store). Ignored for store users. */
  company_id?: number;
}

export interface SegmentCount {
  segment: SegmentKey;
  /** Buyers in the segment. */
  count: number;
  /** What they spent in all (sold orders). */
  total: string | null;
}

export interface Segments {
  full_permission: boolean;
  /** 'YYYY-MM-DD' on the stores' clock: recency is counted up to this day. */
  today: string;
  /** Buyers with at least one sold order. */
  buyers: number;
  /** Every segment, in rfm.ts's SEGMENTS order (empty ones with 0). */
  segments: SegmentCount[];
}

export interface SegmentBuyersQuery extends SegmentsQuery {
  segment: SegmentKey;
  page?: number;
  /** 25 by default, up to 1000 (the CSV export). */
  itens_per_page?: number;
}

/** A buyer: the order's consumer, else the e-mail (case and spaces ignored), else the CPF/CNPJ. */
export interface SegmentBuyer {
  consumer_id: number | null;
  /** Name, phone and e-mail: the consumer record's, else the latest sold order's. */
  name: string | null;
  phone_number: string | null;
  email: string | null;
  /** The latest sold order (ISO instant) and how many days ago it was (on the stores' clock). */
  last_order_at: string;
  days_since: number;
  orders: number;
  total: string | null;
  /** The scores, 1 to 5. */
  r: number;
  f: number;
  m: number;
}

export const marketingSegments = defineCall<SegmentsQuery, Segments>('/marketing/segments');
/** Buyers of one segment, largest total first, a page at a time. */
export const marketingSegmentBuyers = defineCall<SegmentBuyersQuery, Page<SegmentBuyer>>(
  '/marketing/segments/buyers',
);
