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

/** 'Compre Junto': the period (calendar days on the stores' clock) and an admin's store. */
export interface BoughtTogetherQuery {
  /** An admin's store; none: every store (each pair's share is of its own store's orders). */
  company_id?: number;
  /** 'YYYY-MM-DD'; default: 89 days before finish_date (90 days in all). */
  init_date?: string;
  /** 'YYYY-MM-DD'; default: today. */
  finish_date?: string;
}

/** Two products bought in the same orders, product_a_id < product_b_id. */
export interface BoughtTogetherPair {
  company_id: number;
  company_name: string | null;
  product_a_id: number;
  product_a_name: string;
  product_b_id: number;
  product_b_name: string;
  /** Sold orders (status 2, 3 and 4) of the period holding both. */
  orders: number;
  /** Those orders as a percentage of the store's sold orders of the period, one decimal. */
  share: number;
}

export interface BoughtTogether {
  init_date: string;
  finish_date: string;
  /** Sold orders of the period (of the store asked for, or of every store). */
  orders_total: number;
  /** The most frequent pairs, at most 20, most frequent first. */
  data: BoughtTogetherPair[];
}

export interface BoughtTogetherOfferRequest {
  /** An admin's store (required for an admin). */
  company_id?: number;
  /** The two products, of the same store. */
  product_ids: number[];
  /** The coupon's code (upper-cased, unique in the store). */
  code: string;
  /** Percent, 0 < rate ≤ 100. */
  discount_rate: number;
}

/** What 'Criar grupo e cupom' stored: the product group of the two products and its coupon. */
export interface BoughtTogetherOffer {
  product_group_id: number;
  product_group_name: string;
  coupon_id: number;
  code: string;
}

/** The pairs of products most often bought together in a period. */
export const boughtTogether = defineCall<BoughtTogetherQuery, BoughtTogether>('/marketing/bought-together');

/** A product group of the two products and a coupon only for it, in one transaction. */
export const boughtTogetherOffer = defineCall<BoughtTogetherOfferRequest, BoughtTogetherOffer>(
  '/marketing/bought-together/create-offer',
);
