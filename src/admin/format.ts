// pt-BR display formats: money R$ with 2 decimals, dates dd/mm/aaaa. Money is an exact decimal
// string on the wire ("1234.5"): it is reformatted as text, never turned into a float.
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** "1234.5" (or 1234.5) → "R$ 1.234,50". Anything that is not a decimal number shows as ''. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const m = DECIMAL.exec(String(value).trim());
  if (!m) return '';
  const [, sign, whole, fraction = ''] = m;
  const cents = (fraction + '00').slice(0, 2);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${grouped},${cents}`;
}

/** The API's money string as a pt-BR input shows it: "199.90" → "199,90". */
export function moneyToInput(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace('.', ',');
}

/**
 * What the user typed in a money input as the API's dot-decimal string: "1.234,56" → "1234.56",
 * "199,9" → "199.9". Without a comma a dot is the decimal point ("19.90"), as numeric keypads type.
 * Blank → null. Malformed text passes through for the validator to reject.
 */
export function moneyFromInput(text: unknown): string | null {
  if (text === null || text === undefined) return null;
  const plain = String(text)
    .replace(/R\$/g, '')
    .replace(/[\s\u00a0]/g, '');
  if (!plain) return null;
  return plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain;
}

/** 'YYYY-MM-DD' (a calendar date, no time zone) → 'dd/mm/aaaa'; a timestamp → 'dd/mm/aaaa hh:mm'. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (m && value.length === 10) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d).replace(',', '');
}

export const formatDateTime = formatDate;
