// Time as the stores live it: calendar dates and "today" on a Brazilian clock rather than the
// server's or the browser's, instants sent with their real UTC offset, and pt-BR display. São Paulo
// has had no daylight saving since 2019, but the zone database knows the years before (and any
// change to come), so nothing here assumes -03:00. Shared by the server and the panel.
import { TZDate, tz } from '@date-fns/tz';
import {
  addDays as addDaysTo,
  eachDayOfInterval,
  endOfWeek,
  format,
  getDay,
  isLeapYear,
  isValid,
  parseISO,
  startOfDay,
  startOfWeek,
} from 'date-fns';

/** The stores' clock: day filters, birthdays, reports, dates on screen (spec section 9). */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';
/** Coupon validity dates are read on this clock (spec section 9). */
export const COUPON_TIME_ZONE = 'America/Bahia';

/** A calendar date with no clock: 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = 'yyyy-MM-dd';
// Calendar arithmetic runs on UTC midnights, so no clock change of the machine's zone gets in the way.
const utc = tz('UTC');
const calendar = (date: IsoDate) => parseISO(date, { in: utc });

/** An instant from a Date, epoch milliseconds or an ISO text; undefined when it is not one. */
function instantOf(value: unknown): Date | undefined {
  if (!(value instanceof Date) && typeof value !== 'number' && (typeof value !== 'string' || !value))
    return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A pure conversion remembered by its arguments' text, up to a bound: a zone's offsets come from
 * Intl (~0.1 ms each), and every report and dashboard call converts the same few edges again (the
 * order report spent a sixth of its time on them).
 */
function remembered<A extends (string | number | boolean)[], R>(
  convert: (...args: A) => R,
): (...args: A) => R {
  const known = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= 2000) known.clear();
      value = convert(...args);
      known.set(key, value);
    }
    return value;
  };
}

const dateOf = (ms: number, timeZone: string) => format(new Date(ms), ISO_DATE, { in: tz(timeZone) });
const dateOfInstant = remembered(dateOf);

/** The calendar date of an instant on a zone's clock: 2025-01-01T01:30Z → '2024-12-31' in São Paulo. */
export function dateIn(instant: Date | number | string, timeZone: string = STORE_TIME_ZONE): IsoDate {
  const at = instantOf(instant);
  if (!at) throw new RangeError(`Not an instant: ${String(instant)}`);
  return dateOfInstant(at.getTime(), timeZone);
}

/**
 * Today on a zone's clock, 'YYYY-MM-DD' (in São Paulo it turns at its midnight, not at 21:00). Not
 * remembered: "now" is a new instant on every call, and would only push out the edges that repeat.
 */
export const today = (timeZone: string = STORE_TIME_ZONE, now: Date | number = Date.now()): IsoDate =>
  dateOf(new Date(now).getTime(), timeZone);

/** A real calendar date written 'YYYY-MM-DD' (a date-time's leading date is accepted) → that date. */
export function parseIsoDate(text: unknown): IsoDate | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(text.trim());
  return m && isValid(calendar(m[1])) ? m[1] : undefined;
}

/** Calendar arithmetic: addDays('2024-02-28', 1) → '2024-02-29'. */
export const addDays: (date: IsoDate, days: number) => IsoDate = remembered((date: IsoDate, days: number) =>
  format(addDaysTo(calendar(date), days), ISO_DATE),
);

/**
 * Every calendar day from start to end, both included. UTC arithmetic and toISOString rather than
 * addDays per day: a year of date-fns parsing and formatting cost the 12-month dashboard ~20 ms of
 * CPU per call.
 */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const [y, m, d] = start.split('-').map(Number);
  const days: IsoDate[] = [];
  for (let i = 0; ; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > end) return days;
    days.push(day);
  }
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: IsoDate): number => getDay(calendar(date));

/** The days of a date's week, Sunday to Saturday. */
export const weekOf = (date: IsoDate): IsoDate[] =>
  eachDayOfInterval({ start: startOfWeek(calendar(date)), end: endOfWeek(calendar(date)) }, { in: utc }).map(
    (d) => format(d, ISO_DATE),
  );

/** 'MM-DD', the part of a birthday that recurs every year. */
export const monthDay = (date: IsoDate): string => date.slice(5, 10);

/** Whether the date's year has a 29 February. */
export const inLeapYear = (date: IsoDate): boolean => isLeapYear(calendar(date));

/** Year, month and day of a calendar date, for TZDate's constructor (months from 0). */
function ymd(date: IsoDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m - 1, d];
}

const startOfDayMs = remembered((date: IsoDate, timeZone: string) =>
  startOfDay(new TZDate(...ymd(date), 12, timeZone)).getTime(),
);
/** The first instant of a calendar day on a zone's clock (01:00 where clocks skipped midnight). */
export const startOfLocalDay = (date: IsoDate, timeZone: string = STORE_TIME_ZONE): Date =>
  new Date(startOfDayMs(date, timeZone));

/**
 * The last millisecond of a calendar day on a zone's clock: just before the next day starts (on the
 * night clocks went back, the second 23:59:59.999, an hour after the first).
 */
export const endOfLocalDay = (date: IsoDate, timeZone: string = STORE_TIME_ZONE): Date =>
  new Date(startOfLocalDay(addDays(date, 1), timeZone).getTime() - 1);

const NAIVE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;

/**
 * A local date-time with no offset ('2025-03-01T10:00', '2025-03-01 10:00:00', or a bare date that
 * starts its day, or ends it with `endOfDay`) read on a zone's clock → ISO 8601 with that moment's
 * offset: '2025-03-01T10:00:00-03:00'. A time the clocks skipped moves on to the first that exists.
 * Values that already carry an offset, and anything else, pass through untouched for the validator.
 */
export function zonedDateTime(
  value: unknown,
  timeZone: string,
  options: { endOfDay?: boolean } = {},
): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  // Only a short text that has the form is remembered (whatever the body sends is not).
  if (!NAIVE_DATE_TIME.test(text)) return value;
  return zonedText(text, timeZone, options.endOfDay ?? false) ?? value;
}

/** zonedDateTime of a text of the form; null when it names no such moment (30 February, 25:00). */
const zonedText = remembered((text: string, timeZone: string, endOfDay: boolean): string | null => {
  const [, date, hh, mm, ss, fraction] = NAIVE_DATE_TIME.exec(text)!;
  if (!parseIsoDate(date)) return null;
  const bareEnd = !hh && endOfDay;
  const [hours, minutes, seconds] = hh ? [hh, mm, ss ?? '0'].map(Number) : bareEnd ? [23, 59, 59] : [0, 0, 0];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const ms = fraction ? Number((fraction.slice(1) + '00').slice(0, 3)) : 0;
  const local = new TZDate(...ymd(date), hours, minutes, seconds, ms, timeZone);
  return format(local, `yyyy-MM-dd'T'HH:mm:ss${fraction ? '.SSS' : ''}xxx`);
});

/** An instant as a datetime-local input shows it on a zone's clock: '…T13:00:00Z' → '…T10:00'. */
export function toDateTimeInput(value: unknown, timeZone: string = STORE_TIME_ZONE): string {
  const at = typeof value === 'string' || value instanceof Date ? instantOf(value) : undefined;
  return at ? format(at, "yyyy-MM-dd'T'HH:mm", { in: tz(timeZone) }) : '';
}

const storeZone = tz(STORE_TIME_ZONE);
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * pt-BR display: a calendar date 'YYYY-MM-DD' (no zone) → 'dd/MM/yyyy'; an instant →
 * 'dd/MM/yyyy HH:mm' on the store's clock. Anything else → ''.
 */
export function formatDate(value: unknown): string {
  if (typeof value === 'string') {
    const m = CALENDAR_DATE.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const at = typeof value === 'string' || value instanceof Date ? instantOf(value) : undefined;
  return at ? format(at, 'dd/MM/yyyy HH:mm', { in: storeZone }) : '';
}

/** Only the day, 'dd/MM/yyyy', of a calendar date or of an instant on the store's clock (CSV exports). */
export const formatDay = (value: unknown): string => formatDate(value).slice(0, 10);

/** The clock time 'HH:mm' of an instant on a zone's clock; '' when it is not an instant. */
export function formatTime(value: unknown, timeZone: string = STORE_TIME_ZONE): string {
  const at = typeof value === 'string' || value instanceof Date ? instantOf(value) : undefined;
  return at ? format(at, 'HH:mm', { in: tz(timeZone) }) : '';
}

/**
 * How long ago an instant was, in pt-BR words: 'agora', 'há 5 minutos', 'há 1 hora', 'há 3 dias',
 * 'há 2 meses', 'há 1 ano' (whole units, rounded down); '' when it is not an instant.
 */
export function timeAgo(value: unknown, now: Date | number = Date.now()): string {
  const at = typeof value === 'string' || value instanceof Date ? instantOf(value) : undefined;
  if (!at) return '';
  const minutes = Math.floor((new Date(now).getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'agora';
  const units: Array<[number, string, string]> = [
    [525_600, 'ano', 'anos'],
    [43_200, 'mês', 'meses'],
    [1_440, 'dia', 'dias'],
    [60, 'hora', 'horas'],
    [1, 'minuto', 'minutos'],
  ];
  const [size, one, many] = units.find(([size]) => minutes >= size)!;
  const n = Math.floor(minutes / size);
  return `há ${n} ${n === 1 ? one : many}`;
}
