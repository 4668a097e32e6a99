// The product CSV of spec section 9: every product of the store from GET /api/report/products
// (the data provider's productReport: pages of 2000, the total from X-Total-Count), written as
// 'produtos.csv' with the contacts' CSV rules (semicolons, UTF-8 BOM, dates dd/mm/aaaa) and
// without the id.
import type { ProductReportRow } from '../../../../../shared/calls';
import type { AppDataProvider } from '../../../../dataProvider';
import { csvDate, toCsv } from '../../../../generic/csv';

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

export function productsCsv(rows: Array<Partial<ProductReportRow>>): string {
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

/** Every product of the store, page after page; `progress(done, total)` after each page. */
export async function fetchAllProducts(
  dataProvider: Pick<AppDataProvider, 'productReport'>,
  companyId: number | null,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<ProductReportRow[]> {
  const all: ProductReportRow[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.productReport({
      page,
      per_page: EXPORT_PAGE_SIZE,
      ...(companyId ? { company_id: companyId } : {}),
    });
    all.push(...data);
    progress(Math.min(all.length, total), total);
    if (!data.length || all.length >= total) return all;
  }
}
