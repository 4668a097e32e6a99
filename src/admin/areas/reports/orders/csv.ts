// The order report's export.csv (spec section 9): every order row of the report (not only the page
// on screen), read from /report/order a page of 1000 at a time, with the contacts' CSV rules
// (semicolons, UTF-8 BOM, dd/mm/aaaa). Money columns only for full_permission (spec section 6), as
// on screen; amounts as a pt-BR spreadsheet reads numbers ('1.234,50').
import type { OrderReportQuery, OrderReportRow } from '../../../../shared/calls';
import { formatMoneyInput } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import type { AppDataProvider } from '../../../dataProvider';
import { paymentKindLabel, statusLabel } from '../../../../shared/order-status';
import { toCsv } from '../../../generic/csv';
import { EXPORT_PAGE_SIZE } from './model';

interface CsvColumn {
  header: string;
  value: (row: OrderReportRow) => unknown;
  money?: boolean;
}

const money = (value: string | null) => formatMoneyInput(value);

export const ORDER_CSV_COLUMNS: CsvColumn[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Loja', value: (r) => r.fantasy_name },
  { header: 'Cliente', value: (r) => r.customer },
  { header: 'Aniversário', value: (r) => formatDate(r.birthday) },
  { header: 'Status', value: (r) => statusLabel(r.status) },
  { header: 'Data', value: (r) => formatDate(r.created_at) },
  { header: 'Tipo de envio', value: (r) => r.send_type },
  { header: 'Cidade', value: (r) => r.city },
  { header: 'Estado', value: (r) => r.state },
  { header: 'Valor total', value: (r) => money(r.amount), money: true },
  { header: 'Desconto', value: (r) => money(r.discount_value), money: true },
  { header: 'Desconto do cupom', value: (r) => money(r.coupon_discount), money: true },
  { header: 'Origem do pagamento', value: (r) => r.payment_source },
  { header: 'Tipo de pagamento', value: (r) => paymentKindLabel(r.type) },
  { header: 'Parcelas', value: (r) => r.installments },
  { header: 'Tentativas de pagamento', value: (r) => r.payment_try },
  { header: 'Frete', value: (r) => money(r.delivery_price), money: true },
  { header: 'Valor dos produtos', value: (r) => money(r.products_value), money: true },
];

export function orderReportCsv(rows: OrderReportRow[], withMoney: boolean): string {
  const columns = ORDER_CSV_COLUMNS.filter((c) => withMoney || !c.money);
  return toCsv(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.value(r))),
  );
}

/**
 * Every order row of the report, page after page; `progress(done, total)` after each page. Also
 * says whether the server sent money (full_permission).
 */
export async function fetchAllOrderRows(
  dataProvider: Pick<AppDataProvider, 'orderReport'>,
  query: OrderReportQuery,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<{ rows: OrderReportRow[]; withMoney: boolean }> {
  // The rows only: no product or people detail computed again for every page.
  const { show_product_detail: _products, show_people_detail: _people, ...base } = query;
  const rows: OrderReportRow[] = [];
  let withMoney = false;
  for (let page = 1; ; page++) {
    const report = await dataProvider.orderReport({ ...base, page, itens_per_page: EXPORT_PAGE_SIZE });
    withMoney = report.full_permission;
    const { data, total } = report.orders;
    rows.push(...data);
    progress(Math.min(rows.length, total), total);
    if (!data.length || rows.length >= total) return { rows, withMoney };
  }
}
