// CSV files of spec section 9, for every export of the panel: semicolon separator, dates
// dd/mm/aaaa, file export.csv, UTF-8 with a byte-order mark so Excel shows accents.
import { csvCell as sharedCsvCell } from '../../shared/csv-cell';
import { formatDay } from '../../shared/time';

export const CSV_FILE = 'export.csv';

/** One cell: quoted when it holds the separator, a quote or a line break; never a formula. */
export const csvCell = (value: unknown) => sharedCsvCell(value, ';');

export function toCsv(headers: string[], rows: unknown[][]): string {
  return [headers, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** A date or timestamp as dd/mm/aaaa (the day in São Paulo for timestamps). */
export const csvDate = formatDay;

/** The file as the browser downloads it: UTF-8 with BOM. */
export function csvBlob(content: string): Blob {
  return new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
}

export function downloadCsv(content: string, fileName = CSV_FILE): void {
  const url = URL.createObjectURL(csvBlob(content));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
