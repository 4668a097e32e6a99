// 'Segmentar Clientes' (/segments): texts, the buyers' CSV (every buyer of the segment, read a page
// of 1000 at a time) and the WhatsApp link of a buyer (wa.me with Brazil's 55, as the contacts'
// links are built; the numbers rule is src/shared/br-formats.ts).
import type { SegmentBuyer, SegmentBuyersQuery, SegmentKey } from '../../../../shared/calls';
import { whatsappNumber } from '../../../../shared/br-formats';
import { formatMoneyInput } from '../../../../shared/money';
import { formatDay } from '../../../../shared/time';
import { toCsv } from '../../../generic/csv';
import type { AppDataProvider } from '../../../dataProvider';

export const TITLE = 'Segmentar Clientes';
export const EXPORT = 'Exportar CSV';
export const PAGE_SIZE = 25;
export const EXPORT_PAGE_SIZE = 1000;
export const CHOOSE_STORE = 'Selecione a loja para ver os segmentos dos seus compradores.';
export const NO_BUYERS = 'Nenhum comprador neste segmento';
export const MONEY_HIDDEN = 'Valores em dinheiro só para usuários com todas as permissões.';

/** The buyer's first name, for the greeting. */
const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** https://wa.me/55<digits>?text=Olá, Ana!, or null without a phone. */
export function buyerWhatsapp(buyer: Pick<SegmentBuyer, 'name' | 'phone_number'>): string | null {
  const number = whatsappNumber(buyer.phone_number);
  if (!number) return null;
  const name = firstName(buyer.name);
  return `https://wa.me/${number}?text=${encodeURIComponent(name ? `Olá, ${name}!` : 'Olá!')}`;
}

export function buyersCsv(rows: SegmentBuyer[], withMoney: boolean): string {
  return toCsv(
    [
      'Nome',
      'Telefone',
      'E-mail',
      'Último pedido',
      'Dias desde o último pedido',
      'Pedidos',
      ...(withMoney ? ['Total gasto'] : []),
    ],
    rows.map((r) => [
      r.name,
      r.phone_number,
      r.email,
      formatDay(r.last_order_at),
      r.days_since,
      r.orders,
      ...(withMoney ? [formatMoneyInput(r.total)] : []),
    ]),
  );
}

/** Every buyer of the segment, page after page. */
export async function fetchAllBuyers(
  dataProvider: Pick<AppDataProvider, 'marketingSegmentBuyers'>,
  query: { company_id?: number; segment: SegmentKey },
): Promise<SegmentBuyer[]> {
  const rows: SegmentBuyer[] = [];
  for (let page = 1; ; page++) {
    const body: SegmentBuyersQuery = { ...query, page, itens_per_page: EXPORT_PAGE_SIZE };
    const result = await dataProvider.marketingSegmentBuyers(body);
    rows.push(...result.data);
    if (page >= result.last_page || !result.data.length) return rows;
  }
}
