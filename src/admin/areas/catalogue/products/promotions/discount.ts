// A promotion's discount as percent of the price and as value (spec section 5): typing one sets the
// other, percent clamped to 0–100 and value to 0–price, both with 2 decimals. Money is counted in
// whole cents and the percent in hundredths (src/shared/money.ts), so no float rounding creeps in.
import { applyPercent, centsToInput, clampCents, percentBetween, toCents } from '../../../../../shared/money';

export interface Discount {
  /** As the inputs show them: pt-BR, 2 decimals ("12,50"); '' when blank. */
  discount_percent: string;
  discount_value: string;
}

/** "199.9", "199,90", 199.9 → 19990 (and a percent, "6,25%" → 625 hundredths); null unless an amount ≥ 0. */
export function centsOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const cents = toCents(String(value).replace('%', ''));
  return cents !== null && cents >= 0 ? cents : null;
}

const HUNDRED_PERCENT = 10_000;

/** The user typed a percent: the value follows; above 100 the percent itself becomes 100. */
export function fromPercent(typed: string, price: unknown): Discount | null {
  const hundredths = centsOf(typed);
  if (hundredths === null) return null;
  const percent = clampCents(hundredths, 0, HUNDRED_PERCENT);
  const priceCents = centsOf(price) ?? 0;
  return {
    discount_percent: hundredths > HUNDRED_PERCENT ? centsToInput(percent) : typed,
    discount_value: centsToInput(applyPercent(priceCents, percent)),
  };
}

/** The user typed a value: the percent follows; above the price the value itself becomes the price. */
export function fromValue(typed: string, price: unknown): Discount | null {
  const cents = centsOf(typed);
  if (cents === null) return null;
  const priceCents = centsOf(price) ?? 0;
  const value = clampCents(cents, 0, priceCents);
  return {
    discount_value: cents > priceCents ? centsToInput(value) : typed,
    discount_percent: centsToInput(percentBetween(value, priceCents)),
  };
}
