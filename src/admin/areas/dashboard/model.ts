// What the dashboard's pieces share: the period's selectors (months, the last ten years, the current
// month by default, on São Paulo's calendar), the request they make, and the spec's texts. No React.
import type { DashboardQuery } from '../../../shared/calls';
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
