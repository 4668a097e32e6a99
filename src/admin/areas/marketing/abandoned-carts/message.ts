// The abandoned carts' WhatsApp message: its variables ({nome_cliente}, {valor_carrinho}, {cupom}),
// the message typed above the list and the coupon picked (both kept in the panel's store, so each
// row's link reads them and the next visit finds them), and the row's texts (items, contacted by).
import { useStore } from 'react-admin';
import type { AbandonedCartRow } from '../../../../shared/calls';
import { formatMoney } from '../../../../shared/money';
import { formatDate, formatTime } from '../../../../shared/time';
import { fillVariables } from '../../../generic/MessageInput';

export const CART_VARIABLES = ['{nome_cliente}', '{valor_carrinho}', '{cupom}'] as const;
export const DEFAULT_CART_MESSAGE =
  'Olá, {nome_cliente}! Vimos que você deixou {valor_carrinho} em produtos no carrinho. Podemos ajudar a finalizar a sua compra?';

/** The coupon picked for the message: its code fills {cupom} in the rows of its store. */
export interface PickedCoupon {
  id: number;
  code: string;
  company_id: number;
}

export const MESSAGE_KEY = 'abandoned-carts.message';
export const COUPON_KEY = 'abandoned-carts.coupon';

export const useCartMessage = () => useStore<string>(MESSAGE_KEY, DEFAULT_CART_MESSAGE);
export const useCartCoupon = () => useStore<PickedCoupon | null>(COUPON_KEY, null);

type Cart = Pick<AbandonedCartRow, 'people_name' | 'total' | 'company_id'>;

/** The message for one cart: the buyer's name, the cart's value and the coupon of its store. */
export function cartMessage(template: string, cart: Cart, coupon: PickedCoupon | null): string {
  return fillVariables(template, {
    '{nome_cliente}': cart.people_name ?? '',
    '{valor_carrinho}': formatMoney(cart.total),
    '{cupom}': coupon && coupon.company_id === cart.company_id ? coupon.code : '',
  });
}

/** '3 itens: Vestido Floral, Sandália (2)'. */
export function itemsText(cart: Pick<AbandonedCartRow, 'items' | 'items_count'>): string {
  const count = cart.items_count === 1 ? '1 item' : `${cart.items_count} itens`;
  const names = cart.items
    .map((i) => (i.amount > 1 ? `${i.name ?? 'Produto'} (${i.amount})` : (i.name ?? 'Produto')))
    .join(', ');
  return names ? `${count}: ${names}` : count;
}

/** 'Contatado por Maria em 26/11 14:03' (the user's first name, on the store's clock). */
export function contactedText(cart: Pick<AbandonedCartRow, 'contacted_at' | 'contacted_by_name'>): string {
  if (!cart.contacted_at) return '';
  const who = (cart.contacted_by_name ?? '').trim().split(/\s+/)[0] || 'usuário removido';
  return `Contatado por ${who} em ${formatDate(cart.contacted_at).slice(0, 5)} ${formatTime(cart.contacted_at)}`;
}

/** Coupons a message may offer: active, and valid now (no start in the future, no end in the past). */
export function usableCoupon(
  coupon: { active?: boolean | null; init_date?: string | null; expire_date?: string | null },
  now = Date.now(),
): boolean {
  if (!coupon.active) return false;
  if (coupon.init_date && Date.parse(coupon.init_date) > now) return false;
  if (coupon.expire_date && Date.parse(coupon.expire_date) < now) return false;
  return true;
}
