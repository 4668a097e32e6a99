// The orders area's calls (server: src/server/orders/). Shapes fixed by ARCHITECTURE.md §3 where the
// spec is silent: each list answers {data, total, last_page}; a store user always gets its own
// store, an admin may pass company_id.
import type { AntifraudResponse, Buy, BuyItem, Payment } from '../../generated/types.js';
import type { PackageSize } from '../shipping.js';
import { defineCall, type Page } from './define.js';

export type BuyStatus = Buy['status'];

/** Search, sort and page of every order list. */
export interface OrderListQuery {
  page?: number;
  itens_per_page?: number;
  /** id, created_at, status, products_value, total, people_name. */
  ordenate_field?: string;
  ordenate_type?: 'asc' | 'desc';
  /** Buyer's name or e-mail, tracking code, or the order number. */
  q?: string;
  /** Admins: one store (none: every store). Ignored for store users. */
  company_id?: number;
}

/** A row of an order list. */
export interface OrderListRow extends Pick<
  Buy,
  | 'id'
  | 'company_id'
  | 'created_at'
  | 'status'
  | 'send_type'
  | 'payment_type'
  | 'delivery_price'
  | 'products_value'
  | 'people_name'
  | 'delivery_code'
  | 'printed_at'
  | 'paid'
> {
  /** The coupon's discount; null where none applied. */
  discount_value: string | null;
  /** products_value + delivery_price − discount_value, exact (decimal string; orders/total.ts). */
  total: string;
  /** The store's name (admins' Cliente column). */
  company_name: string | null;
}

/** /buy/getPendingBuys: statuses 1 and 7. */
export const pendingBuys = defineCall<OrderListQuery, Page<OrderListRow>>('/buy/getPendingBuys');
/** Status 2. */
export const sortingOutBuys = defineCall<OrderListQuery, Page<OrderListRow>>('/buy/getsortingOutBuys');
/** Status 3. */
export const inTransitBuys = defineCall<OrderListQuery, Page<OrderListRow>>('/buy/getInTransitBuys');
/** Statuses 5 and 6. */
export const canceledBuys = defineCall<OrderListQuery, Page<OrderListRow>>('/buy/get-buys-canceled');
/** One status: 4 for /finished, 0 for /not-finished-buys. */
export const buysByStatus = defineCall<OrderListQuery & { status: BuyStatus }, Page<OrderListRow>>(
  '/buy/get-buys',
);

/** How many orders each list holds, and the newest order (the panel polls it to spot new ones). */
export interface OrderCounts {
  pending: number;
  sortingOut: number;
  inTransit: number;
  finished: number;
  notFinished: number;
  canceled: number;
  /** The highest order id of the store(s), null with no orders. */
  latest_id: number | null;
}
export const orderCounts = defineCall<{ company_id?: number }, OrderCounts>('/buy/counts');

/** A line of the order with its product's photos (URLs of the 300 px thumbnails and 1000 px images). */
export interface OrderItem extends BuyItem {
  product_image: { thumb: string; full: string }[];
  /** The product's packed weight (g) and sizes (cm) as it is now; null when the product is gone. */
  package: PackageSize | null;
}

export interface OrderInfo extends Buy {
  company_name: string | null;
  /** products_value + delivery_price − discount_value. */
  total: string;
  /** A line carries a typeable (personalisation) value. */
  recording: boolean;
  items: OrderItem[];
}

export interface OrderPayment extends Payment {
  /** Capture and reject are offered (payment status 0, or 1 with the order in status 1). */
  can_act: boolean;
}

export interface OrderHistoryRow {
  id: number;
  status: BuyStatus;
  /** The status it left; null for the first row. */
  from_status: BuyStatus | null;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  note: string | null;
}

export interface OrderAddress {
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  cep: string | null;
  /** The order's own delivery address. */
  current: boolean;
}

export interface OrderDetail {
  order: OrderInfo;
  payments: OrderPayment[];
  /** Payment attempts refused by the intermediary. */
  reprovedPaymentTimes: number;
  /** The delivery address, then other addresses the buyer used in earlier orders of the store. */
  costumer_address: OrderAddress[];
  antifraud_informations: AntifraudResponse[];
  /** Oldest first. */
  status_history: OrderHistoryRow[];
}
export const orderDetail = defineCall<{ buy_id: number }, OrderDetail>('/order/getOrdersDetail');

/** Tracking code dialog: status 3 with the code → 201 with the order. */
export const orderStatusChange = defineCall<{ buy_id: number; status: 3; delivery_code: string }, Buy>(
  '/buy/status-change',
);

/** 'Alterar Pedido'. password: the signed-in user's own, required when the order is in 0, 1 or 7. */
export interface OrderUpdateRequest {
  buy_id: number;
  status?: BuyStatus;
  delivery_code?: string | null;
  payment_type?: Buy['payment_type'];
  /** Change to give back (troco), decimal. */
  transshipment?: string | null;
  payment_paid?: boolean;
  password?: string;
}
export const orderUpdate = defineCall<OrderUpdateRequest, Buy>('/buy/update');

/** Capture / reject: `status` is the order's status afterwards (2 captured, 7 refused). */
export interface PaymentActionResult {
  status: BuyStatus;
  payment_status_code: number | null;
  message: string;
  /**
   * The intermediary's answer never came and its status could not be read: the outcome is being
   * confirmed (the next click asks the intermediary before anything is tried again).
   */
  pending?: boolean;
}
export const paymentCapture = defineCall<{ payment_id: number; buy_id: number }, PaymentActionResult>(
  '/payment/capture-payment',
);
export const paymentReject = defineCall<{ payment_id: number; buy_id: number }, PaymentActionResult>(
  '/payment/reject-payment',
);

/**
 * Marks the order printed (the mark lives on the server). A reprint needs full_permission: 403
 * 'Você não possui permissão para imprimir esse pedido novamente!'.
 */
export const orderPrint = defineCall<{ buy_id: number }, { printed_at: string; reprint: boolean }>(
  '/buy/print',
);

/**
 * The Melhor Envio cart form. Sizes in cm, weight in kg as Melhor Envio takes it (the panel's form
 * asks grams, as products store them, and converts: gramsToKilograms), money as decimal strings.
 */
export interface MelhorEnvioCartRequest {
  buy_id: number;
  height: number;
  width: number;
  length: number;
  weight: number;
  insurance_value: string;
  document_fiscal_number?: string | null;
  own_hand: boolean;
  non_commercial: boolean;
  receipt: boolean;
  /** Melhor Envio service id (e.g. 1 PAC, 2 SEDEX). */
  shipping: number;
}
export const melhorEnvioAdd = defineCall<MelhorEnvioCartRequest, { message: string; id: string | null }>(
  '/order/delivery/add-buy-in-melhor-envio',
);
