// src/shared/time.ts: calendar dates and "today" on the stores' clocks (São Paulo, and Bahia for
// coupons), naive local times turned into instants with the zone's real offset — including the
// daylight-saving years São Paulo had until 2019 — and pt-BR display, whatever the machine's zone.
import { afterEach, describe, expect, it } from 'vitest';
import {
  eachDay,
  addDays,
  COUPON_TIME_ZONE,
  dateIn,
  endOfLocalDay,
  formatDate,
  formatDay,
  formatTime,
  inLeapYear,
  monthDay,
  parseIsoDate,
  startOfLocalDay,
  STORE_TIME_ZONE,
  toDateTimeInput,
  today,
  weekday,
  weekOf,
  zonedDateTime,
} from '../src/shared/time.js';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('today and calendar dates on a zone’s clock', () => {
  it('turns the day at midnight in São Paulo, not at midnight UTC', () => {
    // 02:00 UTC is 23:00 of the day before in São Paulo (UTC-3).
    expect(today(STORE_TIME_ZONE, new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
    expect(today(STORE_TIME_ZONE, new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(dateIn('2025-01-01T01:30:00Z')).toBe('2024-12-31');
    expect(dateIn(new Date('2025-01-01T01:30:00Z'), 'UTC')).toBe('2025-01-01');
    expect(dateIn('2025-01-01T01:30:00Z', 'Asia/Tokyo')).toBe('2025-01-01');
  });

  it('follows the zone’s daylight saving of the time (São Paulo, summer 2018: UTC-2)', () => {
    expect(today(STORE_TIME_ZONE, new Date('2018-12-10T01:30:00Z'))).toBe('2018-12-09');
    expect(today(STORE_TIME_ZONE, new Date('2018-12-10T02:00:00Z'))).toBe('2018-12-10');
    // Bahia kept UTC-3 that summer.
    expect(today(COUPON_TIME_ZONE, new Date('2018-12-10T02:00:00Z'))).toBe('2018-12-09');
  });

  it('does not depend on the machine’s own zone', () => {
    const at = new Date('2026-03-10T02:00:00Z');
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(today(STORE_TIME_ZONE, at)).toBe('2026-03-09');
      expect(addDays('2024-03-09', 1)).toBe('2024-03-10');
      expect(weekOf('2025-03-09')[0]).toBe('2025-03-09');
      expect(formatDate('2025-01-01T01:30:00Z')).toBe('31/12/2024 22:30');
      expect(startOfLocalDay('2025-06-01').toISOString()).toBe('2025-06-01T03:00:00.000Z');
    }
  });

  it('reads a real calendar date, or a date-time’s leading date', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate(' 2025-03-01T10:00:00Z ')).toBe('2025-03-01');
    expect(parseIsoDate('2025-03-01 10:00')).toBe('2025-03-01');
    for (const bad of [
      '2025-02-29',
      '2025-13-01',
      '2025-04-31',
      '01/03/2025',
      '2025-3-1',
      '',
      null,
      20250301,
    ])
      expect(parseIsoDate(bad)).toBeUndefined();
  });
});

describe('day and month helpers (birthdays)', () => {
  it('adds days across months, years and 29 February', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    // The day São Paulo's clocks skipped midnight is still one calendar day.
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
  });

  it('lists every day of a period, both ends included, across months, years and 29 February', () => {
    expect(eachDay('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(eachDay('2024-12-31', '2025-01-01')).toEqual(['2024-12-31', '2025-01-01']);
    expect(eachDay('2025-03-09', '2025-03-09')).toEqual(['2025-03-09']);
    expect(eachDay('2025-03-10', '2025-03-09')).toEqual([]);
    expect(eachDay('2025-01-01', '2025-12-31')).toHaveLength(365);
    expect(eachDay('2024-01-01', '2024-12-31')).toHaveLength(366);
  });

  it('gives the weekday and the week, Sunday to Saturday', () => {
    expect(weekday('2025-04-30')).toBe(3);
    expect(weekday('2025-04-27')).toBe(0);
    expect(weekOf('2025-04-30')).toEqual([
      '2025-04-27',
      '2025-04-28',
      '2025-04-29',
      '2025-04-30',
      '2025-05-01',
      '2025-05-02',
      '2025-05-03',
    ]);
    expect(weekOf('2025-01-01')).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
  });

  it('gives the recurring month-day and tells leap years', () => {
    expect(monthDay('1990-12-31')).toBe('12-31');
    expect(inLeapYear('2024-02-28')).toBe(true);
    expect(inLeapYear('2025-02-28')).toBe(false);
    expect(inLeapYear('2000-06-01')).toBe(true);
    expect(inLeapYear('1900-06-01')).toBe(false);
  });
});

describe('start and end of a local day', () => {
  it('are the instants of midnight and 23:59:59.999 on the zone’s clock', () => {
    expect(startOfLocalDay('2025-06-01').toISOString()).toBe('2025-06-01T03:00:00.000Z');
    expect(endOfLocalDay('2025-06-01').toISOString()).toBe('2025-06-02T02:59:59.999Z');
    expect(startOfLocalDay('2025-06-01', 'UTC').toISOString()).toBe('2025-06-01T00:00:00.000Z');
  });

  it('start at 01:00 on the day São Paulo’s clocks skipped midnight (4 November 2018)', () => {
    // 00:00–00:59 did not exist: the day began at 01:00 UTC-2.
    expect(startOfLocalDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(endOfLocalDay('2018-11-04').toISOString()).toBe('2018-11-05T01:59:59.999Z');
    // The day before was still UTC-3 at its start.
    expect(startOfLocalDay('2018-11-03').toISOString()).toBe('2018-11-03T03:00:00.000Z');
    // That 4 November lasted 23 hours.
    const hours =
      (endOfLocalDay('2018-11-04').getTime() + 1 - startOfLocalDay('2018-11-04').getTime()) / 3.6e6;
    expect(hours).toBe(23);
  });

  it('cover a 25-hour day when daylight saving ended (16 February 2019)', () => {
    const hours =
      (endOfLocalDay('2019-02-16').getTime() + 1 - startOfLocalDay('2019-02-16').getTime()) / 3.6e6;
    expect(hours).toBe(25);
  });
});

describe('zonedDateTime (a local time with no offset → ISO with the zone’s offset)', () => {
  it('adds the Bahia offset to coupon times and leaves zoned ones alone', () => {
    expect(zonedDateTime('2025-06-01 10:00:00', COUPON_TIME_ZONE)).toBe('2025-06-01T10:00:00-03:00');
    expect(zonedDateTime('2025-06-01T10:00', COUPON_TIME_ZONE)).toBe('2025-06-01T10:00:00-03:00');
    expect(zonedDateTime('2025-06-01', COUPON_TIME_ZONE)).toBe('2025-06-01T00:00:00-03:00');
    expect(zonedDateTime('2025-06-01', COUPON_TIME_ZONE, { endOfDay: true })).toBe(
      '2025-06-01T23:59:59-03:00',
    );
    expect(zonedDateTime('2025-06-01T10:00:00Z', COUPON_TIME_ZONE)).toBe('2025-06-01T10:00:00Z');
    expect(zonedDateTime('2025-06-01T10:00:00+01:00', COUPON_TIME_ZONE)).toBe('2025-06-01T10:00:00+01:00');
    expect(zonedDateTime(null, COUPON_TIME_ZONE)).toBeNull();
  });

  it('uses the offset the zone had on that date, not a fixed -03:00', () => {
    // São Paulo in the summer of 2018 was UTC-2; Bahia was not.
    expect(zonedDateTime('2018-01-15 10:00:00', STORE_TIME_ZONE)).toBe('2018-01-15T10:00:00-02:00');
    expect(zonedDateTime('2018-01-15 10:00:00', COUPON_TIME_ZONE)).toBe('2018-01-15T10:00:00-03:00');
    // Bahia had daylight saving once, in 2011–2012.
    expect(zonedDateTime('2011-12-01 10:00:00', COUPON_TIME_ZONE)).toBe('2011-12-01T10:00:00-02:00');
    expect(zonedDateTime('2025-03-01T10:00', STORE_TIME_ZONE)).toBe('2025-03-01T10:00:00-03:00');
    expect(zonedDateTime('2025-03-01T10:00', 'Europe/Lisbon')).toBe('2025-03-01T10:00:00+00:00');
  });

  it('moves a time the clocks skipped to the first that existed', () => {
    expect(zonedDateTime('2018-11-04T00:30', STORE_TIME_ZONE)).toBe('2018-11-04T01:30:00-02:00');
    expect(zonedDateTime('2018-11-04', STORE_TIME_ZONE)).toBe('2018-11-04T01:00:00-02:00');
    expect(Date.parse(zonedDateTime('2018-11-04', STORE_TIME_ZONE) as string)).toBe(
      startOfLocalDay('2018-11-04').getTime(),
    );
  });

  it('keeps the fraction of a second when one is given', () => {
    expect(zonedDateTime('2025-06-01T10:00:00.5', STORE_TIME_ZONE)).toBe('2025-06-01T10:00:00.500-03:00');
  });

  it('passes impossible dates and times through for the validator to refuse', () => {
    for (const bad of ['2025-02-30', '2025-06-01T25:00', '2025-06-01T10:60', 'amanhã', '01/06/2025 10:00'])
      expect(zonedDateTime(bad, STORE_TIME_ZONE)).toBe(bad);
  });

  // The conversions are remembered (src/shared/time.ts): asking again, or in another zone, or with
  // spaces around, answers as the first time.
  it('answers the same when asked again, per zone and per end of day', () => {
    for (let round = 0; round < 2; round++) {
      expect(zonedDateTime('2018-01-15 10:00:00', STORE_TIME_ZONE)).toBe('2018-01-15T10:00:00-02:00');
      expect(zonedDateTime('2018-01-15 10:00:00', COUPON_TIME_ZONE)).toBe('2018-01-15T10:00:00-03:00');
      expect(zonedDateTime(' 2025-06-01 ', COUPON_TIME_ZONE, { endOfDay: true })).toBe(
        '2025-06-01T23:59:59-03:00',
      );
      expect(zonedDateTime(' 2025-06-01 ', COUPON_TIME_ZONE)).toBe('2025-06-01T00:00:00-03:00');
      expect(zonedDateTime(' 2025-02-30 ', STORE_TIME_ZONE)).toBe(' 2025-02-30 ');
      expect(dateIn('2025-01-01T01:30:00Z')).toBe('2024-12-31');
      expect(dateIn('2025-01-01T01:30:00Z', 'UTC')).toBe('2025-01-01');
      // Each call gets a Date of its own: changing one does not change the next answer.
      const start = startOfLocalDay('2025-06-01');
      expect(start.toISOString()).toBe('2025-06-01T03:00:00.000Z');
      start.setTime(0);
      expect(startOfLocalDay('2025-06-01', 'UTC').toISOString()).toBe('2025-06-01T00:00:00.000Z');
    }
  });
});

describe('pt-BR display on the store’s clock', () => {
  it('shows a calendar date as dd/mm/aaaa, whatever the time zone', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('shows an instant as dd/mm/aaaa hh:mm in Brasília time', () => {
    expect(formatDate('2025-03-07T15:04:00Z')).toBe('07/03/2025 12:04');
    expect(formatDate('2025-01-01T01:30:00Z')).toBe('31/12/2024 22:30');
    expect(formatDate(new Date('2025-03-07T15:04:00Z'))).toBe('07/03/2025 12:04');
    // Summer 2018: UTC-2.
    expect(formatDate('2018-12-10T15:04:00Z')).toBe('10/12/2018 13:04');
  });

  it('shows only the day, or only the clock time, when asked', () => {
    expect(formatDay('2025-01-01T01:30:00Z')).toBe('31/12/2024');
    expect(formatDay('2025-03-07')).toBe('07/03/2025');
    expect(formatTime('2025-01-01T01:30:00Z')).toBe('22:30');
    expect(formatTime('2025-01-01T01:30:00Z', 'UTC')).toBe('01:30');
  });

  it('shows an instant as a datetime-local input on the store’s clock', () => {
    expect(toDateTimeInput('2025-03-01T13:00:00.000Z')).toBe('2025-03-01T10:00');
    expect(toDateTimeInput('2018-12-10T15:04:00Z')).toBe('2018-12-10T13:04');
    expect(toDateTimeInput('')).toBe('');
    expect(toDateTimeInput(null)).toBe('');
  });

  it('shows nothing for a missing or invalid date', () => {
    for (const bad of [null, undefined, '', 'não é data', 42, {}]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDay(bad)).toBe('');
      expect(formatTime(bad)).toBe('');
    }
  });
});
