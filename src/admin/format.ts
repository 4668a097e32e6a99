// pt-BR display formats: money R$ with 2 decimals, dates dd/mm/aaaa.
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** Money arrives as an exact decimal string ("199.90"); it is only formatted, never computed on. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? money.format(n).replace(/\u00a0/g, ' ') : '';
}

/** 'YYYY-MM-DD' (a calendar date, no time zone) → 'dd/mm/aaaa'. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (m && value.length === 10) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d).replace(',', '');
}

export const formatDateTime = formatDate;
