// A promotion's discount as percent of the price and as value (spec section 5): typing one sets the
// other, percent clamped to 0–100 and value to 0–price, both with 2 decimals. Money is counted in
// whole cents and the percent in hundredths, so no float rounding creeps into a price.
import { moneyFromInput } from '../../../format';

export interface Discount {
  /** As the inputs show them: pt-BR, 2 decimals ("12,50"); '' when blank. */
  discount_percent: string;
  discount_value: string;
}

/** "199.9", "199,90", 199.9 → 19990; null when it is not an amount. */
export function centsOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = moneyFromInput(String(value).replace('%', ''));
  if (text === null || !/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return (
    Number(whole || '0') * 100 +
    Number((fraction + '00').slice(0, 2)) +
    (Number(fraction[2] ?? 0) >= 5 ? 1 : 0)
  );
}

/** 1250 → "12,50". */
export const showHundredths = (n: number) => `${Math.floor(n / 100)},${String(n % 100).padStart(2, '0')}`;

/** The API's money string: 1250 → "12.50". */
export const apiMoney = (cents: number) => showHundredths(cents).replace(',', '.');

const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);

/** The user typed a percent: the value follows; above 100 the percent itself becomes 100. */
export function fromPercent(typed: string, price: unknown): Discount | null {
  const hundredths = centsOf(typed);
  if (hundredths === null) return null;
  const percent = clamp(hundredths, 10000);
  const priceCents = centsOf(price) ?? 0;
  return {
    discount_percent: hundredths > 10000 ? showHundredths(percent) : typed,
    discount_value: showHundredths(Math.round((priceCents * percent) / 10000)),
  };
}

/** The user typed a value: the percent follows; above the price the value itself becomes the price. */
export function fromValue(typed: string, price: unknown): Discount | null {
  const cents = centsOf(typed);
  if (cents === null) return null;
  const priceCents = centsOf(price) ?? 0;
  const value = clamp(cents, priceCents);
  return {
    discount_value: cents > priceCents ? showHundredths(value) : typed,
    discount_percent: showHundredths(priceCents > 0 ? Math.round((value * 10000) / priceCents) : 0),
  };
}
