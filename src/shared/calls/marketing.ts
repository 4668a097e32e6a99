// The hand-written calls of the marketing area (server: src/server/marketing/). The coupons' own
// /index, /show, /save, /update and /delete are the data provider's generic methods.
import type { Coupon } from '../../generated/types.js';
import { defineCall } from './define.js';

/** One line of a simulated cart: a product of the coupon's store and how many units. */
export interface CouponCartItem {
  product_id: number;
  /** Whole units, at least 1. */
  amount: number;
}

export interface CouponSimulateRequest {
  coupon_id: number;
  items: CouponCartItem[];
}

/** What the coupon makes of one product of the cart it may apply to. */
export interface CouponEligibleLine {
  product_id: number;
  name: string;
  /** The price one unit sells at now: the product's price less its running promotion. */
  unit_price: string;
  /** Units of the product in the cart (every one eligible). */
  units: number;
  /** How many of them the discount falls on (0 when the coupon does not apply). */
  discounted_units: number;
}

/**
 * A coupon over a cart (src/server/marketing/pricing.ts): the discount in reais (exact, 2
 * decimals), the cart's subtotal, the subtotal of the units discounted, and why not when it
 * does not apply.
 */
export interface CouponSimulation {
  discount: string;
  /** Every unit of the cart at its price now. */
  subtotal: string;
  /** The units the discount falls on, at their price: the base of a rate, the cap of a value. */
  discounted_subtotal: string;
  eligible: CouponEligibleLine[];
  applies: boolean;
  /** pt-BR, when applies is false ('Cupom expirado.'); null otherwise. */
  reason: string | null;
}

/** Prices a cart with a coupon of the caller's store (an admin: any store's coupon). */
export const couponSimulate = defineCall<CouponSimulateRequest, CouponSimulation>(
  '/discount-cupons/simulate',
);

export interface BirthdayCouponRequest {
  /** The birthday row's id: a contact of the store. */
  id: number;
  /** Percent off; 10 when absent. */
  discount_rate?: number;
}

/**
 * A single-use coupon for one birthday person (the 'Gerar cupom' of /birthdays): code
 * 'NIVER-{NOME}-{XXXX}', max_uses 1, contact_id the person, valid from now to the end of the day 30
 * days later on the coupon clock. Answers the stored coupon (201).
 */
export const birthdayCoupon = defineCall<BirthdayCouponRequest, Coupon>('/birthdays/coupon');
