// An order's life, for both tiers: its statuses and their labels (the buy schema's x-enum-labels),
// which status may follow which, which hold stock, which need the signed-in user's password to be
// changed by hand, and the panel's six lists. The server refuses any other move (orders/
// order-status.ts); the panel offers only these ('Alterar Pedido').
import { entities } from '../generated/registry.js';
import type { BuyStatus } from './calls/index.js';
import { type Level, type Principal, reaches } from './policy.js';

export const STATUSES: readonly BuyStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];

const labels = entities.buy.properties.status.enumLabels ?? {};
/** The schema's label of a status; unknown shows 'Desconhecido' (spec section 4). */
export const statusLabel = (status: number | null | undefined): string =>
  (status === null || status === undefined ? undefined : labels[String(status)]) ?? 'Desconhecido';

export const isStatus = (value: unknown): value is BuyStatus =>
  typeof value === 'number' && (STATUSES as readonly number[]).includes(value);

/**
 * Where an order may go from each status. Cancelled is final; a refused or expired payment may be
 * paid again; a shipped order may go back to separation (wrong parcel) or be marked delivered.
 */
export const NEXT: Record<BuyStatus, readonly BuyStatus[]> = {
  0: [1, 2, 5, 6, 7],
  1: [0, 2, 6, 7],
  2: [3, 4, 6],
  3: [2, 4, 6],
  4: [3, 6],
  5: [0, 1, 2, 6],
  6: [],
  7: [0, 1, 2, 6],
};

/** Staying put is always allowed (nothing happens); any other move must be in NEXT. */
export const mayMove = (from: BuyStatus, to: BuyStatus): boolean => from === to || NEXT[from].includes(to);

/** The statuses an order in `from` may be set to by hand: itself, then the legal next ones. */
export const statusChoices = (from: BuyStatus): BuyStatus[] => [
  from,
  ...STATUSES.filter((s) => s !== from && NEXT[from].includes(s)),
];

/** The order detail's stepper: statuses 0 to 4, from the order's closing to its delivery (spec §2). */
export const STEP_STATUSES = [0, 1, 2, 3, 4] as const satisfies readonly BuyStatus[];

/** The step after an order's status on that way (0 → 1 → 2 → 3 → 4); none past delivery or off it. */
export function nextStatus(status: number): BuyStatus | null {
  const next = status + 1;
  return status >= 0 && status < 4 && NEXT[status as BuyStatus].includes(next as BuyStatus)
    ? (next as BuyStatus)
    : null;
}

/**
 * A step's label: the status's own label, the one its chip shows ('Em trânsito'), except the first
 * step, which the spec names for the order's closing ('Fechamento Pedido') where the chip says
 * 'Pendente'.
 */
export const stepLabel = (status: BuyStatus): string =>
  status === 0 ? 'Fechamento Pedido' : statusLabel(status);

/** Separated, shipped and delivered orders have taken their items out of stock. */
export const holdsStock = (status: BuyStatus): boolean => status >= 2 && status <= 4;

/** Changing an order still in these statuses by hand asks for the user's password (spec §5). */
export const PASSWORD_STATUSES: readonly BuyStatus[] = [0, 1, 7];
export const needsPassword = (status: number): boolean => (PASSWORD_STATUSES as number[]).includes(status);

/**
 * Printing an order already printed needs full_permission (spec: 'Você não possui permissão para
 * imprimir esse pedido novamente!'). The server decides (/buy/print); the panel asks the same
 * question first, so a user who may not reprint is told before confirming anything.
 */
export const mayPrintOrder = (
  printedAt: string | Date | null | undefined,
  who: Principal | Level | null | undefined,
): boolean => !printedAt || reaches(who, 'full_permission');

/** Cancelled, expired and refused orders are over: the detail says so beside the stepper. */
export const isClosedWithoutSale = (status: number): boolean => status >= 5;

/** The six lists of the panel and the statuses each holds (ARCHITECTURE.md §3). */
export const LIST_STATUSES = {
  pending: [1, 7],
  sortingOut: [2],
  inTransit: [3],
  finished: [4],
  notFinished: [0],
  canceled: [5, 6],
} as const satisfies Record<string, readonly BuyStatus[]>;

/** The intermediaries' payment types (payment.type) in pt-BR; any other is shown as sent. */
const PAYMENT_KINDS: Record<string, string> = {
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  boleto: 'Boleto',
  pix: 'Pix',
  cash: 'Dinheiro',
};
export const paymentKindLabel = (type: string | null): string => (type ? (PAYMENT_KINDS[type] ?? type) : '');
