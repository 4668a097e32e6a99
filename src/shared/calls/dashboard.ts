// The dashboard's call (server: src/server/dashboard/). /dashboard/home answers the spec's figures
// (sells, todaySells, pendingSells, unfinished, total_products, users, mostSales, categorys) plus
// sales per day, orders by status and the latest pending and unfinished orders. Money is exact
// (decimal strings); the period is whole months on the stores' clock (America/Sao_Paulo).
import type { BuyStatus } from './orders.js';
import { defineCall } from './define.js';

export interface DashboardQuery {
  startMonth: number;
  startYear: number;
  endMonth: number;
  endYear: number;
  /** Admins: one store (none: the whole platform). Ignored for store users. */
  company_id?: number;
}

/** How many orders and their value: products + freight − discount, exact. */
export interface DashboardFigure {
  count: number;
  value: string;
}

export interface DashboardProduct {
  product_id: number | null;
  name: string;
  /** Units sold. */
  quantity: number;
  /** Value of the lines sold (decimal string). */
  total: string;
  /** Share of the period's sold lines value, 2 decimals ("12.34"). */
  percent: string;
}

export interface DashboardCategory {
  category_id: number | null;
  name: string;
  quantity: number;
  total: string;
}

export interface DashboardDay {
  /** 'YYYY-MM-DD' on the stores' clock. */
  date: string;
  count: number;
  value: string;
}

export interface DashboardStatus {
  status: BuyStatus;
  count: number;
  value: string;
}

export interface DashboardOrderRow {
  id: number;
  customer: string | null;
  status: BuyStatus;
  date: string;
  total: string;
  company_name: string | null;
}

export interface DashboardHome {
  /** The period asked, 'YYYY-MM-DD' first and last days. */
  period: { start: string; end: string };
  /** Orders sold (statuses 2, 3, 4) in the period. */
  sells: DashboardFigure;
  /** Orders sold today (America/Sao_Paulo), whatever the period. */
  todaySells: DashboardFigure;
  /** Orders waiting for payment approval (status 1) in the period. */
  pendingSells: DashboardFigure;
  /** Orders never finished by the buyer (status 0) in the period. */
  unfinished: DashboardFigure;
  /** Active products of the store (or of the platform). */
  total_products: number;
  /** Consumers of the store (or of the platform). */
  users: number;
  /** Top 10 products by value sold in the period. */
  mostSales: DashboardProduct[];
  /** Sales by category in the period, largest first. */
  categorys: DashboardCategory[];
  /** Every day of the period, days without sales included. */
  salesPerDay: DashboardDay[];
  /** Orders of the period by status (every status present). */
  byStatus: DashboardStatus[];
  /** The latest 10 pending (status 1) and unfinished (status 0) orders of the period. */
  pendingList: DashboardOrderRow[];
  unfinishedList: DashboardOrderRow[];
}

export const dashboardHome = defineCall<DashboardQuery, DashboardHome>('/dashboard/home');
