// src/shared/money.ts: exact money in pt-BR — reading what a user types, R$ on screen, whole-cent
// arithmetic — with no float in between, however big the amount.
import { describe, expect, it } from 'vitest';
import {
  applyPercent,
  centsToInput,
  clampCents,
  formatDecimal,
  formatMoney,
  formatMoneyInput,
  formatPercent,
  fromCents,
  moneyFromInput,
  parseDecimal,
  parseMoney,
  percentBetween,
  percentOf,
  toCents,
} from '../src/shared/money.js';

describe('parseMoney', () => {
  it('reads pt-BR input as the API string with 2 decimals', () => {
    expect(parseMoney('1.234,56')).toBe('1234.56');
    expect(parseMoney('1234,5')).toBe('1234.50');
    expect(parseMoney('R$ 10')).toBe('10.00');
    expect(parseMoney('R$\u00a01.234.567,89')).toBe('1234567.89');
    expect(parseMoney(',5')).toBe('0.50');
    expect(parseMoney('007,10')).toBe('7.10');
    expect(parseMoney('-3,2')).toBe('-3.20');
    expect(parseMoney('-0,00')).toBe('0.00');
  });

  it('takes a dot as the decimal point when there is no comma (numeric keypads)', () => {
    expect(parseMoney('19.90')).toBe('19.90');
    expect(parseMoney(12.5)).toBe('12.50');
  });

  it('keeps every digit of a big amount', () => {
    expect(parseMoney('90.071.992.547.409,99')).toBe('90071992547409.99');
    expect(parseMoney('123456789012345678901234567890,01')).toBe('123456789012345678901234567890.01');
  });

  it('gives null for blank input and for what is not an amount in reais', () => {
    for (const bad of ['', '   ', null, undefined, 'abc', '1,999', '12,3a', '1,2,3', '-', ',', Number.NaN])
      expect(parseMoney(bad)).toBeNull();
  });
});

describe('moneyFromInput (what a money input keeps while the user types)', () => {
  it('turns pt-BR punctuation into the dot decimal, as typed', () => {
    expect(moneyFromInput('1.234,5')).toBe('1234.5');
    expect(moneyFromInput('R$ 199,9')).toBe('199.9');
    expect(moneyFromInput('19.90')).toBe('19.90');
    expect(moneyFromInput('')).toBeNull();
    expect(moneyFromInput(null)).toBeNull();
  });

  it('lets malformed text through for the validator to refuse with its message', () => {
    expect(moneyFromInput('1,999')).toBe('1.999');
    expect(moneyFromInput('abc')).toBe('abc');
  });
});

describe('formatMoney', () => {
  it('shows R$ with thousands dots and 2 decimals', () => {
    expect(formatMoney('199.9')).toBe('R$ 199,90');
    expect(formatMoney('1234567.5')).toBe('R$ 1.234.567,50');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney('0')).toBe('R$ 0,00');
    expect(formatMoney('10.05')).toBe('R$ 10,05');
    expect(formatMoney('-1234.5')).toBe('-R$ 1.234,50');
    expect(formatMoney('12.')).toBe('R$ 12,00');
  });

  it('keeps every digit of an exact decimal and rounds a third decimal half up', () => {
    expect(formatMoney('90071992547409.99')).toBe('R$ 90.071.992.547.409,99');
    expect(formatMoney('12345678901234567890.01')).toBe('R$ 12.345.678.901.234.567.890,01');
    expect(formatMoney('0.125')).toBe('R$ 0,13');
    expect(formatMoney('0.124')).toBe('R$ 0,12');
    // 1.005 is 1.00499999… as a float: read as text it rounds up.
    expect(formatMoney('1.005')).toBe('R$ 1,01');
  });

  it('uses a plain space after R$', () => {
    expect(formatMoney('1')).not.toContain('\u00a0');
  });

  it('shows nothing for a missing or malformed value', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      '1.234,56',
      '1e3',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
    ])
      expect(formatMoney(bad)).toBe('');
  });
});

describe('formatMoneyInput', () => {
  it('shows the API amount the pt-BR way, always with 2 decimals', () => {
    expect(formatMoneyInput('1234.5')).toBe('1.234,50');
    expect(formatMoneyInput('199.90')).toBe('199,90');
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput('90071992547409.99')).toBe('90.071.992.547.409,99');
  });

  it('never rounds a third decimal away, and shows text that is not an amount as it is', () => {
    expect(formatMoneyInput('1.999')).toBe('1,999');
    expect(formatMoneyInput('abc')).toBe('abc');
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput('')).toBe('');
  });

  it('reads back to the same amount', () => {
    for (const api of ['0.00', '12.90', '1234.56', '1000000.00'])
      expect(parseMoney(formatMoneyInput(api))).toBe(api);
  });
});

describe('cents', () => {
  it('counts whole cents from any form of an amount', () => {
    expect(toCents('199.9')).toBe(19990);
    expect(toCents('199,90')).toBe(19990);
    expect(toCents('R$ 1.234,56')).toBe(123456);
    expect(toCents(199.9)).toBe(19990);
    expect(toCents('.5')).toBe(50);
    expect(toCents('12.')).toBe(1200);
    expect(toCents('-3,2')).toBe(-320);
  });

  it('rounds a third decimal half up, carrying into the reais', () => {
    expect(toCents('0,125')).toBe(13);
    expect(toCents('0,124')).toBe(12);
    expect(toCents('0,12999')).toBe(13);
    expect(toCents('9,995')).toBe(1000);
  });

  it('refuses what is not an amount or is beyond exact integers', () => {
    expect(toCents('abc')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(toCents('12,5%')).toBeNull();
    expect(toCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toCents('90071992547409.92')).toBeNull();
  });

  it('writes cents back as the API string and as the input shows them', () => {
    expect(fromCents(18990)).toBe('189.90');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(centsToInput(123450)).toBe('1.234,50');
    expect(centsToInput(625)).toBe('6,25');
  });
});

describe('percent arithmetic', () => {
  it('takes a percent (in hundredths) of a price, rounded to the cent', () => {
    expect(applyPercent(20000, 1500)).toBe(3000);
    expect(applyPercent(19990, 1500)).toBe(2999); // 29,985 → 29,99
    expect(applyPercent(1, 5000)).toBe(1); // half a cent rounds up
    expect(applyPercent(1, 4999)).toBe(0);
    expect(applyPercent(20000, 0)).toBe(0);
    expect(percentOf(20000, 12.5)).toBe(2500);
  });

  it('stays exact where floats would not (big prices)', () => {
    // 1.000.000.000.049,85 × 33,33 % = 333.300.000.016,615…: the product passes 2^53, where a float
    // multiplication would lose the half cent and round down to …016,61.
    expect(applyPercent(100_000_000_004_985, 3333)).toBe(33_330_000_001_662);
    expect(percentOf(90_071_992_547_409, 100)).toBe(90_071_992_547_409);
  });

  it('tells what percent a value is of a price, in hundredths', () => {
    expect(percentBetween(1250, 20000)).toBe(625);
    expect(percentBetween(20000, 20000)).toBe(10000);
    expect(percentBetween(1, 3)).toBe(3333);
    expect(percentBetween(2, 3)).toBe(6667);
    expect(percentBetween(500, 0)).toBe(0);
  });

  it('clamps an amount between bounds', () => {
    expect(clampCents(25000, 0, 20000)).toBe(20000);
    expect(clampCents(-5, 0, 20000)).toBe(0);
    expect(clampCents(1234, 0, 20000)).toBe(1234);
  });

  it('shows a percent with 2 decimals', () => {
    expect(formatPercent(10)).toBe('10,00%');
    expect(formatPercent(6.25)).toBe('6,25%');
    expect(formatPercent('12.5')).toBe('12,50%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('decimals in pt-BR (rates, percents, scores)', () => {
  it('parseDecimal reads a comma as the decimal point whatever the browser language', () => {
    expect(parseDecimal('3,5')).toBe(3.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('-0,25')).toBe(-0.25);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('12,5 %')).toBe(12.5);
    expect(parseDecimal('3.5')).toBe(3.5);
    expect(parseDecimal('1.234.567')).toBe(1234567);
    expect(parseDecimal('10')).toBe(10);
    expect(parseDecimal(2.25)).toBe(2.25);
  });
  it('parseDecimal gives null for blanks and for what is not a number', () => {
    for (const v of ['', '  ', null, undefined, 'abc', '3,5,1', '1,2.3', '-', ',', NaN, Infinity])
      expect(parseDecimal(v)).toBeNull();
  });
  it('formatDecimal shows pt-BR decimals, fixed when asked', () => {
    expect(formatDecimal(12.6)).toBe('12,6');
    expect(formatDecimal('1234.5')).toBe('1.234,5');
    expect(formatDecimal(3.456, 2)).toBe('3,46');
    expect(formatDecimal(3, 1)).toBe('3,0');
    expect(formatDecimal('0.1234')).toBe('0,1234');
    expect(formatDecimal(-0.5)).toBe('-0,5');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal('abc')).toBe('');
  });
  it('what formatDecimal shows, parseDecimal reads back', () => {
    for (const n of [0, 3.5, 1234.5, 1234567.25, -0.125]) expect(parseDecimal(formatDecimal(n))).toBe(n);
  });
});
