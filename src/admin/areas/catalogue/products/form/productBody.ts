// What the product form sends, and when saving needs the user's word first (spec section 4).
import { moneyFromInput } from '../../../../format';

type Values = Record<string, unknown>;

export const ZERO_PRICE_QUESTION = 'O preço do produto está zerado ou negativo. Deseja salvar mesmo assim?';

/** A price of zero or less (the form holds the API's dot-decimal string) asks before saving. */
export function priceNeedsConfirmation(price: unknown): boolean {
  const text = moneyFromInput(price);
  if (text === null) return false;
  const n = Number(text);
  return Number.isFinite(n) && n <= 0;
}

/** The form's values as the API takes them: a blank relevance is 0 (spec: null relevance → 0). */
export function productBody(values: Values): Values {
  const body = { ...values };
  if (body.relevance === null || body.relevance === undefined || body.relevance === '') body.relevance = 0;
  return body;
}
