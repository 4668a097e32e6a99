// The product CSV of spec section 9: every product of the store from GET /api/report/products
// (pages of 2000, X-Total-Count gives the total), written as 'produtos.csv' with the contacts'
// CSV rules (semicolons, UTF-8 BOM, dates dd/mm/aaaa) and without the id.
import { HttpError } from 'react-admin';
import { failureMessage, NETWORK_FAILURE, session } from '../../../api';
import { csvDate, toCsv } from '../../contacts/csv';

export const PRODUCTS_CSV_FILE = 'produtos.csv';
export const PRODUCT_CSV_HEADERS = [
  'Data Cadastro',
  'Atualização Cadastro',
  'Nome do Produto',
  'Referência',
  'Segmento',
  'Categoria',
  'Subcategoria',
];
export const EXPORT_PAGE_SIZE = 2000;

type Row = Record<string, unknown>;

export function productsCsv(rows: Row[]): string {
  return toCsv(
    PRODUCT_CSV_HEADERS,
    rows.map((r) => [
      csvDate(r.created_at),
      csvDate(r.updated_at),
      r.name,
      r.ref,
      r.definition_name,
      r.category_name,
      r.subcategory_name,
    ]),
  );
}

async function reportPage(companyId: number | null, page: number): Promise<{ rows: Row[]; total: number }> {
  const query = new URLSearchParams({ page: String(page), per_page: String(EXPORT_PAGE_SIZE) });
  if (companyId) query.set('company_id', String(companyId));
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(`/api/report/products?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new HttpError(NETWORK_FAILURE, 0);
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new HttpError(failureMessage(response.status, body), response.status, body);
  const rows = Array.isArray(body) ? (body as Row[]) : [];
  const total = Number(response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** Every product of the store, page after page; `progress(done, total)` after each page. */
export async function fetchAllProducts(
  companyId: number | null,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<Row[]> {
  const all: Row[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await reportPage(companyId, page);
    all.push(...rows);
    progress(Math.min(all.length, total), total);
    if (!rows.length || all.length >= total) return all;
  }
}
