// CSV exports of spec section 9: semicolon separator, dates dd/mm/aaaa, file export.csv, UTF-8 with
// a byte-order mark so Excel shows accents.
import { formatPhone } from '../../../../shared/br-formats';
import { formatDay } from '../../../../shared/time';

export const CSV_FILE = 'export.csv';
export const CONTACT_HEADERS = ['Data Cadastro', 'Atualização Cadastro', 'Nome', 'Numero telefone', 'Email'];
export const BIRTHDAY_HEADERS = ['Nome', 'Data de Nascimento', 'Numero telefone', 'Email'];

/** One cell: quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: string[], rows: unknown[][]): string {
  return [headers, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** A date or timestamp as dd/mm/aaaa (the day in São Paulo for timestamps). */
export const csvDate = formatDay;

type Row = Record<string, unknown>;

export function contactsCsv(rows: Row[]): string {
  return toCsv(
    CONTACT_HEADERS,
    rows.map((r) => [csvDate(r.created_at), csvDate(r.updated_at), r.name, formatPhone(r.phone), r.email]),
  );
}

export function birthdaysCsv(rows: Row[]): string {
  return toCsv(
    BIRTHDAY_HEADERS,
    rows.map((r) => [r.name, csvDate(r.birthday), formatPhone(r.phone), r.email]),
  );
}

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
