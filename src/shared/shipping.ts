// The parcel of an order, for both tiers: the products store their packed weight in grams and their
// packed sizes in centimetres (weight_packed, length_packed, width_packed, height_packed); the order
// detail's Melhor Envio form starts from one box holding every item, and converts the grams it asks
// to the kilograms the cart call (and Melhor Envio's API) takes (gramsToKilograms, the one place).

/** A product's packed weight (g) and sizes (cm), as the product form stores them; null: not filled. */
export interface PackageSize {
  weight_packed: number | null;
  length_packed: number | null;
  width_packed: number | null;
  height_packed: number | null;
}

/** One box: weight in grams, sizes in whole centimetres; null where no item says. */
export interface Parcel {
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

export interface ParcelEstimate {
  parcel: Parcel;
  /** Every item has its weight and its three sizes: the box is the items' own (else: check it). */
  complete: boolean;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/**
 * One box for the items (each `amount` times its product's package): the weights add up; the items
 * are stacked, each lying on its largest face, so the box is as long and as wide as the longest and
 * widest item and as high as their heights together. Items without a weight or without all three
 * sizes leave that part out (and the estimate incomplete).
 */
export function parcelOf(items: { amount: number; package: PackageSize | null }[]): ParcelEstimate {
  let weight = 0;
  let length = 0;
  let width = 0;
  let height = 0;
  let weighed = false;
  let measured = false;
  let complete = true;
  for (const item of items) {
    const amount = Math.max(0, Math.floor(item.amount));
    if (amount === 0) continue;
    const p = item.package;
    if (p && positive(p.weight_packed)) {
      weight += p.weight_packed * amount;
      weighed = true;
    } else complete = false;
    if (p && positive(p.length_packed) && positive(p.width_packed) && positive(p.height_packed)) {
      const [a, b, c] = [p.length_packed, p.width_packed, p.height_packed].sort((x, y) => y - x);
      length = Math.max(length, a);
      width = Math.max(width, b);
      height += c * amount;
      measured = true;
    } else complete = false;
  }
  return {
    parcel: {
      weight: weighed ? Math.ceil(weight) : null,
      length: measured ? Math.ceil(length) : null,
      width: measured ? Math.ceil(width) : null,
      height: measured ? Math.ceil(height) : null,
    },
    complete: complete && weighed && measured,
  };
}

/** Grams (as the products and the form hold weights) to the kilograms Melhor Envio takes: 1250 → 1.25. */
export const gramsToKilograms = (grams: number): number => Math.round(grams) / 1000;
