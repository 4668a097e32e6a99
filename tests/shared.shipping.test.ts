// The parcel of an order (src/shared/shipping.ts): one box for every item, from the products' packed
// weight (g) and sizes (cm), and the grams-to-kilograms conversion the server sends Melhor Envio.
import { describe, expect, it } from 'vitest';
import { gramsToKilograms, type PackageSize, parcelOf } from '../src/shared/shipping.js';

const box = (weight: number | null, l: number | null, w: number | null, h: number | null): PackageSize => ({
  weight_packed: weight,
  length_packed: l,
  width_packed: w,
  height_packed: h,
});

describe('parcelOf', () => {
  it('adds the weights and stacks the items on their largest face', () => {
    const estimate = parcelOf([
      { amount: 2, package: box(350, 30, 20, 4) },
      // Any orientation: 5 × 40 × 25 lies as 40 × 25, 5 high.
      { amount: 1, package: box(800, 5, 40, 25) },
    ]);
    expect(estimate).toEqual({
      parcel: { weight: 1500, length: 40, width: 25, height: 13 },
      complete: true,
    });
  });

  it('one item alone is its own package', () => {
    expect(parcelOf([{ amount: 1, package: box(250, 16, 11, 2) }]).parcel).toEqual({
      weight: 250,
      length: 16,
      width: 11,
      height: 2,
    });
  });

  it('leaves out what an item lacks and says the box is incomplete', () => {
    const estimate = parcelOf([
      { amount: 1, package: box(300, 20, 10, 5) },
      { amount: 3, package: box(null, 0, 10, 5) },
      { amount: 1, package: null },
    ]);
    expect(estimate).toEqual({ parcel: { weight: 300, length: 20, width: 10, height: 5 }, complete: false });
  });

  it('nothing known: nothing filled in', () => {
    expect(parcelOf([{ amount: 1, package: box(null, null, null, null) }])).toEqual({
      parcel: { weight: null, length: null, width: null, height: null },
      complete: false,
    });
    expect(parcelOf([])).toEqual({
      parcel: { weight: null, length: null, width: null, height: null },
      complete: false,
    });
  });

  it('ignores lines with no quantity', () => {
    expect(
      parcelOf([
        { amount: 0, package: null },
        { amount: 1, package: box(10, 3, 2, 1) },
      ]),
    ).toEqual({
      parcel: { weight: 10, length: 3, width: 2, height: 1 },
      complete: true,
    });
  });
});

describe('gramsToKilograms', () => {
  it('converts whole grams to kilograms', () => {
    expect(gramsToKilograms(1250)).toBe(1.25);
    expect(gramsToKilograms(500)).toBe(0.5);
    expect(gramsToKilograms(1)).toBe(0.001);
    expect(gramsToKilograms(30000)).toBe(30);
  });
});
