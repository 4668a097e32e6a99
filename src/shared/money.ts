// Money as the API carries it: an exact decimal string ("1234.56", numeric in SQL), never a float.
// Reading what a user types in pt-BR, showing R$ the pt-BR way, and the arithmetic a form or the
// demo data needs (a percent of a price, clamping) in whole cents. Shared by the server and the panel.

/** The API's decimal: optional minus, digits, optional fraction ("12", "12.5", "12."). */
const API_DECIMAL = /^-?\d+(?:\.\d*)?$/;
/** A decimal once pt-BR punctuation is read: ".5" (typed ",5") counts too. */
const TYPED_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

// Intl reads a numeric string exactly (no float in between), so 90071992547409.99 keeps its cents.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// At least 2 decimals, and every decimal there is: a third one is shown for the validator to refuse,
// never rounded away.
const inputDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 20 });

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The value as an API decimal string, or null when it is not one (a pt-BR "1.234,56" is not). */
function apiDecimal(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!API_DECIMAL.test(text)) return null;
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/**
 * What the user typed in a money input as the API's dot-decimal string: "R$ 1.234,56" → "1234.56",
 * "199,9" → "199.9". Without a comma a dot is the decimal point ("19.90", as numeric keypads type).
 * Blank → null. Not checked: malformed text passes through for the field's validator to refuse
 * with its message ("1,999" → "1.999", more than 2 decimals).
 */
export function moneyFromInput(text: unknown): string | null {
  if (text === null || text === undefined) return null;
  const plain = String(text)
    .replace(/R\$/g, '')
    .replace(/[\s\u00a0]/g, '');
  if (!plain) return null;
  return plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain;
}

/** The parts of an amount typed in pt-BR or sent by the API; null when it is not a number. */
function decimalParts(value: unknown): { negative: boolean; whole: string; fraction: string } | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : moneyFromInput(value);
  if (text === null) return null;
  const m = TYPED_DECIMAL.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  return { negative: m[1] === '-', whole: m[2].replace(/^0+(?=\d)/, '') || '0', fraction: m[3] ?? '' };
}

/**
 * An amount typed in pt-BR (or in the API's form) as the API's exact string with 2 decimals:
 * "1.234,56" → "1234.56", "1234,5" → "1234.50", "R$ 10" → "10.00". null when blank or not an amount
 * in reais (letters, more than 2 decimals).
 */
export function parseMoney(text: unknown): string | null {
  const parts = decimalParts(text);
  if (!parts || parts.fraction.length > 2) return null;
  const { negative, whole, fraction } = parts;
  const zero = /^0*$/.test(whole + fraction);
  return `${negative && !zero ? '-' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * An amount in whole cents (an integer): "199.9", "199,90", "R$ 1.234,56", 199.9 → the cents; a third
 * decimal rounds half up ("0,125" → 13). null when it is not an amount or beyond exact integers.
 * The same scale serves percents in hundredths ("6,25" → 625).
 */
export function toCents(value: unknown): number | null {
  const parts = decimalParts(value);
  if (!parts) return null;
  const { negative, whole, fraction } = parts;
  const roundUp = Number(fraction[2] ?? 0) >= 5 ? 1n : 0n;
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2)) + roundUp;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return negative && cents !== 0n ? -Number(cents) : Number(cents);
}

/** Cents (an integer) as the API's exact decimal string: 18990 → "189.90", -5 → "-0.05". */
export function fromCents(cents: number): string {
  const value = Math.round(cents);
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.5" (or 1234.5) → "R$ 1.234,50". Anything that is not a decimal number shows as ''. */
export function formatMoney(value: unknown): string {
  const decimal = apiDecimal(value);
  // A plain space after R$ (Intl puts a no-break one), as the screens have always shown it.
  return decimal === null ? '' : brl.format(decimal as Intl.StringNumericLiteral).replace(/\u00a0/g, ' ');
}

/**
 * The API's amount as a pt-BR money input shows it: "1234.5" → "1.234,50", "199.90" → "199,90".
 * Blank → ''; text that is not an amount is shown as it is, with a decimal comma.
 */
export function formatMoneyInput(value: unknown): string {
  if (isBlank(value)) return '';
  const decimal = apiDecimal(value);
  if (decimal === null) return String(value).replace('.', ',');
  return inputDecimals.format(decimal as Intl.StringNumericLiteral);
}

/** Cents as a pt-BR input shows them: 123450 → "1.234,50" (and hundredths of a percent: 625 → "6,25"). */
export const centsToInput = (cents: number): string => formatMoneyInput(fromCents(cents));

/** A percent as lists show it: 10 → "10,00%"; blank → ''. */
export function formatPercent(value: unknown): string {
  const hundredths = toCents(value);
  return hundredths === null ? '' : `${centsToInput(hundredths)}%`;
}

/**
 * A decimal number shown the pt-BR way: 12.6 → "12,6", "1234.5" → "1.234,5"; with `digits`, exactly
 * that many decimals (formatDecimal(3.456, 2) → "3,46"). A numeric string keeps every decimal it has
 * (no float in between). Anything that is not a number shows as ''.
 */
export function formatDecimal(value: unknown, digits?: number): string {
  if (isBlank(value)) return '';
  const decimal = apiDecimal(value);
  if (decimal === null) return '';
  const format = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 20,
  });
  return format.format(decimal as Intl.StringNumericLiteral);
}

/**
 * A decimal number typed in pt-BR, whatever the browser's language: "3,5" → 3.5, "1.234,5" → 1234.5,
 * "-0,25" → -0.25, "12,5%" → 12.5. Without a comma one dot is the decimal point ("3.5" → 3.5, as
 * numeric keypads type) and several dots group thousands ("1.234.567" → 1234567). null when blank or
 * not a number ("3,5,1", "1,2.3", "abc").
 */
export function parseDecimal(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  let plain = text.replace(/[\s\u00a0%]/g, '');
  if (!plain) return null;
  const commas = plain.split(',').length - 1;
  const dots = plain.split('.').length - 1;
  // One comma at most, and thousands dots only before it.
  if (commas > 1 || (commas === 1 && plain.indexOf('.', plain.indexOf(',')) !== -1)) return null;
  if (commas === 1) plain = plain.replace(/\./g, '').replace(',', '.');
  else if (dots > 1) plain = plain.replace(/\./g, '');
  if (!/^-?(?:\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : null;
}

/** a / b for integers rounded half away from zero, exactly (BigInt: no float error on big amounts). */
function divideRounded(a: bigint, b: bigint): number {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (2n * x + y) / (2n * y);
  return Number(negative ? -q : q);
}

/** A share of an amount: `hundredths` of a percent (1250 = 12,5 %) of `cents`, rounded to the cent. */
export function applyPercent(cents: number, hundredths: number): number {
  return divideRounded(BigInt(Math.round(cents)) * BigInt(Math.round(hundredths)), 10_000n);
}

/** A share of an amount for a percent given as a number (12.5 = 12,5 %), rounded to the cent. */
export const percentOf = (cents: number, percent: number): number =>
  applyPercent(cents, Math.round(percent * 100));

/** What percent `part` is of `whole`, in hundredths (2 decimals); 0 when the whole is 0. */
export function percentBetween(part: number, whole: number): number {
  if (!whole) return 0;
  return divideRounded(BigInt(Math.round(part)) * 10_000n, BigInt(Math.round(whole)));
}

/** An amount kept between two bounds (a discount between 0 and the price). */
export const clampCents = (cents: number, min: number, max: number): number =>
  Math.min(Math.max(cents, min), max);
