// One CSV cell, for every CSV this product writes (the panel's exports, the public catalogue feed).
// A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first: "CSV
// injection") gets a leading apostrophe, so it is shown as text; plain numbers ("-12.50") stay as
// they are.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(?:[.,]\d+)*$/;

/** The cell's text, neutralised when a spreadsheet would take it for a formula. */
export function csvText(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell for a file separated by `separator`: quoted when it holds it, a quote or a line break. */
export function csvCell(value: unknown, separator: ',' | ';'): string {
  const text = csvText(value);
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}
