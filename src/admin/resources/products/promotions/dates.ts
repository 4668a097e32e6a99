// Promotion dates in the store's time (São Paulo): a datetime-local input's "2025-03-01T10:00" is
// what the API takes (it reads times without an offset as São Paulo's), and a stored timestamp is
// shown back in that form.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2025-03-01T13:00:00.000Z" → "2025-03-01T10:00"; blank → ''. */
export function toDateTimeInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
