// The jump box (Ctrl+K, server: src/server/search/): records of every kind the caller may open,
// found by what people type — a product's name or reference, an order's number, buyer, e-mail or
// tracking code, a person's name, e-mail or phone, a coupon's code, a store (admins).
import { defineCall } from './define.js';

export type JumpKind = 'product' | 'order' | 'consumer' | 'contact' | 'coupon' | 'store';

export interface JumpHit {
  kind: JumpKind;
  id: number;
  /** What the record is called: the product's name, 'Pedido nº 12', the person's name, … */
  title: string;
  /** A second line: reference, buyer and status, e-mail, the store (for admins). */
  detail: string | null;
}

export const jumpSearch = defineCall<{ q: string }, { data: JumpHit[] }>('/search/index');
