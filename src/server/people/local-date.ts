// Calendar dates as a store sees them: "today" is the date on the clock of the store's time zone,
// not the server's, so a birthday or a day filter does not shift at 21:00 in Brazil.
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function localDate(timeZone: string = STORE_TIME_ZONE, now: Date = new Date()): LocalDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' */
export const isoDate = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
/** 'MM-DD', the part of a birthday that recurs every year. */
export const monthDay = (d: LocalDate) => `${pad(d.month)}-${pad(d.day)}`;

export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (d: LocalDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A real calendar date written 'YYYY-MM-DD' (a date-time's leading date is accepted). */
export function parseIsoDate(text: unknown): LocalDate | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text.trim());
  if (!m) return undefined;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = addDays(d, 0);
  return check.year === d.year && check.month === d.month && check.day === d.day ? d : undefined;
}
