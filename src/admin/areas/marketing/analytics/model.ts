// 'Desempenho' (/campaign-analytics): texts, the default period (the last 12 months: the 1st of the
// month eleven months ago to today, on the stores' clock), the request and the coupon table's CSV.
import type { CouponPerformanceQuery, CouponPerformanceRow } from '../../../../shared/calls';
import { formatMoneyInput } from '../../../../shared/money';
import { today } from '../../../../shared/time';
import { toCsv } from '../../../generic/csv';

export const TITLE = 'Desempenho';
export const EXPORT = 'Exportar CSV';
export const CAPTION =
  'Contam só os pedidos vendidos — status Separação para Entrega, Em trânsito e Entregue, os mesmos ' +
  'das vendas do Dashboard e dos pedidos finalizados do Relatório de Pedidos — que usaram um cupom. ' +
  'Receita = produtos + frete − desconto (o valor cobrado); desconto concedido = o desconto do cupom.';
export const MONEY_HIDDEN = 'Valores em dinheiro só para usuários com todas as permissões.';
export const NO_COUPONS = 'Nenhum pedido vendido com cupom no período';
export const PERIOD_ERROR = 'A data final deve ser depois da data inicial.';

const SHORT_MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** '2026-03' → 'mar/26'. */
export const monthLabel = (month: string): string =>
  `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)}/${month.slice(2, 4)}`;

export interface PeriodDraft {
  init: string;
  finish: string;
}

/** The last 12 months: the 1st of the month eleven months back to today. */
export function defaultPeriod(now: Date | number = Date.now()): PeriodDraft {
  const day = today(undefined, now);
  let month = Number(day.slice(5, 7)) - 11;
  let year = Number(day.slice(0, 4));
  if (month < 1) {
    month += 12;
    year -= 1;
  }
  return { init: `${year}-${String(month).padStart(2, '0')}-01`, finish: day };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The request of a complete, ordered period (null otherwise: nothing is asked). */
export function performanceQuery(p: PeriodDraft, store: number | null): CouponPerformanceQuery | null {
  if (!DATE.test(p.init) || !DATE.test(p.finish) || p.finish < p.init) return null;
  return { init_date: p.init, finish_date: p.finish, ...(store ? { company_id: store } : {}) };
}

export const endsBeforeStart = (p: PeriodDraft): boolean =>
  DATE.test(p.init) && DATE.test(p.finish) && p.finish < p.init;

/** export.csv of the coupon table: the store column for an admin reading several stores; money when shown. */
export function couponsCsv(rows: CouponPerformanceRow[], withStore: boolean, withMoney: boolean): string {
  const money = (v: string | null) => formatMoneyInput(v);
  const headers = [
    'Cupom',
    ...(withStore ? ['Loja'] : []),
    'Pedidos',
    ...(withMoney ? ['Receita', 'Desconto concedido', 'Ticket médio'] : []),
  ];
  return toCsv(
    headers,
    rows.map((r) => [
      r.coupon,
      ...(withStore ? [r.fantasy_name] : []),
      r.orders,
      ...(withMoney ? [money(r.revenue), money(r.discount), money(r.ticket)] : []),
    ]),
  );
}
