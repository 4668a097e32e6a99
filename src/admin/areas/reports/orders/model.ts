// What the order report's pieces share (/reports/orders, spec sections 3, 4, 6 and 9): the filters'
// draft and its defaults on São Paulo's clock, the request it makes, the statuses (finished 2, 3, 4;
// unfinished 0, 1, 5, 6, 7), the page sizes and the texts. No React.
import type { BuyStatus, OrderReport, OrderReportQuery } from '../../../../shared/calls';
import { formatDate, today } from '../../../../shared/time';
import { STATUSES, statusLabel } from '../../../../shared/order-status';

export const TITLE = 'Relatório de Pedidos';
export const GENERATE = 'Gerar relatório';
export const PRINT = 'Imprimir';
export const EXPORT = 'Exportar CSV';

/** Spec section 9: the orders table shows 100 rows a page, the other tables 50. */
export const ORDERS_PAGE_SIZE = 100;
export const TABLE_PAGE_SIZE = 50;
/** The CSV export reads the order rows in pages this big (the API's maximum). */
export const EXPORT_PAGE_SIZE = 1000;

/** Spec section 4: the report's two sides. */
export const FINISHED: readonly BuyStatus[] = [2, 3, 4];
export const UNFINISHED: readonly BuyStatus[] = [0, 1, 5, 6, 7];

export const STATUS_OPTIONS = STATUSES.map((id) => ({ id, name: statusLabel(id) }));

export const TEXTS = {
  startRequired: 'Informe a data e hora inicial.',
  endRequired: 'Informe a data e hora final.',
  endBeforeStart: 'A data final deve ser igual ou posterior à inicial.',
  failed: 'Não foi possível gerar o relatório.',
  noOrders: 'Nenhum pedido no período',
  noStatus: 'Nenhum pedido no período',
  noStates: 'Nenhum pedido no período',
  noGroups: 'Nenhum grupo de produto vendido no período',
  noCategories: 'Nenhuma categoria vendida no período',
  noNewBuyers: 'Nenhum comprador novo no período',
  noOldBuyers: 'Nenhum comprador recorrente no período',
  moneyHidden: 'Os valores em dinheiro aparecem só para usuários com todas as permissões.',
} as const;

/** The filters as the form holds them: date-times as a datetime-local input writes them. */
export interface ReportDraft {
  /** 'YYYY-MM-DDTHH:mm' on the stores' clock. */
  init: string;
  finish: string;
  status: BuyStatus[];
  productDetail: boolean;
  peopleDetail: boolean;
}

/** Spec section 9: from the first day of the month at 00:00 to today at 23:59, in São Paulo. */
export function defaultDraft(now: Date | number = Date.now()): ReportDraft {
  const day = today(undefined, now);
  return {
    init: `${day.slice(0, 8)}01T00:00`,
    finish: `${day}T23:59`,
    status: [],
    productDetail: false,
    peopleDetail: false,
  };
}

export type DraftErrors = Partial<Record<'init_date' | 'finish_date', string>>;

/** What the form says before asking the server (which checks the same, and more). */
export function draftErrors(draft: ReportDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.init) errors.init_date = TEXTS.startRequired;
  if (!draft.finish) errors.finish_date = TEXTS.endRequired;
  // Same-length local date-times compare as text.
  if (draft.init && draft.finish && draft.finish < draft.init) errors.finish_date = TEXTS.endBeforeStart;
  return errors;
}

/** 'YYYY-MM-DDTHH:mm' → the API's 'YYYY-MM-DD HH:mm'. */
const apiDateTime = (value: string) => value.replace('T', ' ');

/** The first page of the report the draft asks for; an admin's store (none: every store). */
export function reportQuery(draft: ReportDraft, store: number | null): OrderReportQuery {
  return {
    ...(store ? { company_id: store } : {}),
    init_date: apiDateTime(draft.init),
    finish_date: apiDateTime(draft.finish),
    ...(draft.status.length ? { status: [...draft.status].sort((a, b) => a - b) } : {}),
    ...(draft.productDetail ? { show_product_detail: true } : {}),
    ...(draft.peopleDetail ? { show_people_detail: true } : {}),
    page: 1,
    itens_per_page: ORDERS_PAGE_SIZE,
  };
}

/** The API's 'YYYY-MM-DD HH:mm' as the screen writes it: 'dd/mm/aaaa HH:mm'. */
export function periodText(value: string): string {
  const [date, time = ''] = value.split(' ');
  return `${formatDate(date)} ${time.slice(0, 5)}`.trim();
}

/** Whether two requests ask for the same report (maybe another page of its orders). */
export function sameReport(a: OrderReportQuery | undefined, b: OrderReportQuery | null): boolean {
  if (!a || !b) return false;
  const strip = ({ page: _p, ...rest }: OrderReportQuery) => JSON.stringify(rest);
  return strip(a) === strip(b);
}

/**
 * Whether money is shown: the server says so (full_permission), and then sends the values. Spec
 * section 6: without it the screen has no money column or card at all.
 */
export const showsMoney = (report: Pick<OrderReport, 'full_permission'>): boolean => report.full_permission;
