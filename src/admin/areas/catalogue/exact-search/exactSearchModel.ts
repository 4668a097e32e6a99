// What the exact search screen knows of the API and the spec: the three criteria, the row the
// server answers, the amount's digits-only rule and the confirmation's wording.
import { entities } from '../../../../generated/registry';
import type { ExactSearchRow, Page } from '../../../../shared/calls';
import { problemOf } from '../../../generic/validation';

export const TITLE = 'Busca Exata';
export const EMPTY = 'Nenhum produto encontrado!!';
export const ONLY_DIGITS = 'Somente números';
export { STOCK_UPDATED } from '../products/grid/gridModel';

export const CRITERIA = [
  { id: 'product_name', name: 'Nome do Produto' },
  { id: 'ref', name: 'Referência' },
  { id: 'code', name: 'Código' },
] as const;
export type Criterion = (typeof CRITERIA)[number]['id'];

/** One grid item found (/product/exact-search), and a page of them: the call's own types. */
export type { ExactSearchRow } from '../../../../shared/calls';
export type ExactSearchPage = Page<ExactSearchRow>;

export type Direction = 'add' | 'remove';

/** A change waiting for the user's confirmation. */
export interface PendingChange {
  row: ExactSearchRow;
  direction: Direction;
  amount: number;
}

const amountProp = entities.stock_movement.properties.amount;

/**
 * The problem with a typed amount, or undefined when it can be sent: digits only (spec section 5),
 * then the ledger's own rule (a whole number from 1). Blank is no problem yet: nothing to send.
 */
export function amountProblem(text: string): string | undefined {
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return ONLY_DIGITS;
  return problemOf(amountProp, text, true);
}

export const canSend = (text: string) => text !== '' && amountProblem(text) === undefined;

/** 'Confirmar entrada de 3 unidade(s) de Camiseta M Preto?' */
export function confirmText(direction: Direction, amount: number, row: ExactSearchRow): string {
  const what = [row.product_name, row.size, row.color].filter(Boolean).join(' ');
  return `Confirmar ${direction === 'add' ? 'entrada' : 'saída'} de ${amount} unidade(s) de ${what}?`;
}
