// The contact list's and the birthdays' CSV exports (spec section 9), in the panel's CSV format
// (generic/csv.ts).
import { formatPhone } from '../../../../shared/br-formats';
import { csvDate, toCsv } from '../../../generic/csv';

export const CONTACT_HEADERS = ['Data Cadastro', 'Atualização Cadastro', 'Nome', 'Numero telefone', 'Email'];
export const BIRTHDAY_HEADERS = ['Nome', 'Data de Nascimento', 'Numero telefone', 'Email'];

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
