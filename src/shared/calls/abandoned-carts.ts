// The marketing area's abandoned carts (server: src/server/marketing/abandoned-carts.ts): orders the
// buyer left in status 0 ('Pendente'), with the buyer's contact, value and items, and who of the
// store contacted the buyer and when (buy.contacted_at / contacted_by), so two people do not call
// the same buyer. A store user always gets its own store; an admin may pass company_id.
import type { Buy } from '../../generated/types.js';
import { defineCall, type Page } from './define.js';

export interface AbandonedCartQuery {
  page?: number;
  itens_per_page?: number;
  /** created_at (default, newest first), id, total, people_name. */
  ordenate_field?: string;
  ordenate_type?: 'asc' | 'desc';
  /** Buyer's name, e-mail or phone, or the order number. */
  q?: string;
  /** true: only carts someone contacted; false: only the ones nobody did; absent: all. */
  contacted?: boolean;
  /** Admins: one store (none: every store). Ignored for store users. */
  company_id?: number;
}

/** One item line's name and quantity. */
export interface AbandonedCartItem {
  name: string | null;
  amount: number;
}

export interface AbandonedCartRow extends Pick<
  Buy,
  | 'id'
  | 'company_id'
  | 'created_at'
  | 'people_name'
  | 'email'
  | 'phone_number'
  | 'products_value'
  | 'delivery_price'
  | 'contacted_at'
  | 'contacted_by'
> {
  /** products_value + delivery_price − discount_value, exact (decimal string; orders/total.ts). */
  total: string;
  /** Units in the cart (sum of the lines' amounts). */
  items_count: number;
  /** The cart's lines, in the order they were added. */
  items: AbandonedCartItem[];
  /** Name of the user who contacted the buyer (contacted_by). */
  contacted_by_name: string | null;
  /** The store's name (admins' Loja column). */
  company_name: string | null;
}

export interface AbandonedCartContacted {
  id: number;
  /** true marks the cart contacted by the caller, now; false clears the mark. */
  contacted: boolean;
}

export const abandonedCarts = defineCall<AbandonedCartQuery, Page<AbandonedCartRow>>(
  '/abandoned-carts/index',
);
export const abandonedCartContacted = defineCall<AbandonedCartContacted, AbandonedCartRow>(
  '/abandoned-carts/contacted',
);
