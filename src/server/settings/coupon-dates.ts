// Coupon validity dates as the panel sends them: 'YYYY-MM-DD HH:mm:ss' on the clock of
// America/Bahia (spec section 9), or a bare date. Each becomes an instant with its UTC offset;
// values that already carry an offset pass through untouched.
export const COUPON_TIME_ZONE = 'America/Bahia';

/** The zone's offset, '-03:00' style, at the instant a local wall-clock time (read as UTC) denotes. */
export function zoneOffset(timeZone: string, wallClockAsUtc: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(wallClockAsUtc)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? m[1] : '+00:00';
}

/** A coupon date in local time → ISO date-time with offset; a bare date starts (or ends) its day. */
export function withCouponZone(value: unknown, endOfDay: boolean): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?$/.exec(text);
  if (!m) return value;
  const [, date, hm, seconds] = m;
  const time = hm ? `${hm}${seconds ?? ':00'}` : endOfDay ? '23:59:59' : '00:00:00';
  const wallClock = new Date(`${date}T${time}Z`);
  if (Number.isNaN(wallClock.getTime())) return value;
  return `${date}T${time}${zoneOffset(COUPON_TIME_ZONE, wallClock)}`;
}
