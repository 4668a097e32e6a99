// What the dashboard's pieces share: the period's selectors (months, the last ten years, the current
// month by default, on São Paulo's calendar), the request they make, the spec's texts and the charts'
// text alternatives. No React.
import type { DashboardCategory, DashboardDay, DashboardQuery, DashboardStatus } from '../../../shared/calls';
import { countText } from '../../../shared/count-text';
import { formatMoney } from '../../../shared/money';
import { statusLabel } from '../../../shared/order-status';
import { today } from '../../../shared/time';

export const TITLE = 'Dashboard de Vendas';
export const EMPTY = 'Nenhum pedido neste período';
export const PERIOD_ERROR = 'O período final deve ser igual ou posterior ao inicial';
/** Years the selectors offer, the current one included (the API takes the same). */
export const YEARS_BACK = 10;
/** The category chart draws the largest ones; its text alternative names them all. */
export const CHART_CATEGORIES = 12;

export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** The current year first, then the nine before it. */
export function yearOptions(now: Date | number = Date.now()): number[] {
  const current = Number(today(undefined, now).slice(0, 4));
  return Array.from({ length: YEARS_BACK }, (_, i) => current - i);
}

/** The four selectors; '' while one is unset. */
export interface PeriodDraft {
  startMonth: number | '';
  startYear: number | '';
  endMonth: number | '';
  endYear: number | '';
}

/** The current month on the stores' clock, start and end. */
export function currentPeriod(now: Date | number = Date.now()): PeriodDraft {
  const [y, m] = today(undefined, now).split('-').map(Number);
  return { startMonth: m, startYear: y, endMonth: m, endYear: y };
}

/** Whether the end comes before the start (the API answers 422 then; the panel says it first). */
export const endsBeforeStart = (p: PeriodDraft): boolean =>
  p.startYear !== '' &&
  p.endYear !== '' &&
  p.startMonth !== '' &&
  p.endMonth !== '' &&
  p.startYear * 12 + p.startMonth > p.endYear * 12 + p.endMonth;

/** The request once all four selectors are set and in order; null waits (no call). */
export function periodQuery(p: PeriodDraft, store: number | null): DashboardQuery | null {
  if (p.startMonth === '' || p.startYear === '' || p.endMonth === '' || p.endYear === '') return null;
  if (endsBeforeStart(p)) return null;
  return {
    startMonth: p.startMonth,
    startYear: p.startYear,
    endMonth: p.endMonth,
    endYear: p.endYear,
    ...(store ? { company_id: store } : {}),
  };
}

/** 'YYYY-MM-DD' → 'dd/MM' (chart axis). */
export const dayMonth = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** A chart's height; the category chart gives each bar its room, so long lists stay readable. */
export const CHART_HEIGHT = 260;
export const categoryChartHeight = (categories: number): number =>
  Math.max(CHART_HEIGHT, 32 * Math.min(categories, CHART_CATEGORIES) + 40);

// Each chart's text alternative, with its figures: given to the chart's box before it draws (it draws
// when it nears the screen), so assistive technology reads the figures either way.

export function salesPerDayText(days: DashboardDay[]): string {
  const withSales = days.filter((d) => d.count > 0);
  const best = withSales.reduce<DashboardDay | undefined>(
    (top, d) => (!top || Number(d.value) > Number(top.value) ? d : top),
    undefined,
  );
  return best
    ? `Vendas por dia: ${countText(withSales.length, 'dia', 'dias')} com vendas de ${days.length}; ` +
        `maior dia ${dayMonth(best.date)} com ${formatMoney(best.value)} em ${countText(best.count, 'pedido', 'pedidos')}`
    : 'Vendas por dia: nenhuma venda no período';
}

export const byStatusText = (statuses: DashboardStatus[]): string =>
  'Pedidos por status: ' + statuses.map((s) => `${statusLabel(s.status)} ${s.count}`).join('; ');

export const byCategoryText = (categories: DashboardCategory[]): string =>
  'Vendas por categoria: ' + categories.map((c) => `${c.name} ${formatMoney(c.total)}`).join('; ');

/** Room a 'dd/MM' tick takes on the day axis at 12 px, with its gap: about 34 px of text and 12. */
const DAY_TICK_ROOM = 46;
/** What the sales chart's axes and margins take from its width (the money axis is 72 px). */
const SALES_CHART_SIDES = 80;

/** How many 'dd/MM' labels fit the day axis of a sales chart this wide (at least one). */
export const dayLabelsThatFit = (chartWidth: number): number =>
  Math.max(1, Math.floor((chartWidth - SALES_CHART_SIDES) / DAY_TICK_ROOM));

/**
 * Every how many days the day axis shows a label (0: every day) when `fit` labels fit: worked out
 * here instead of by recharts, which measures each label in the page (a forced layout per label,
 * the chart's costliest step on a phone).
 */
export function dayTickInterval(days: number, fit: number): number {
  return Math.max(0, Math.ceil(days / fit) - 1);
}
