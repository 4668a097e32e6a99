// The order's life: which status may follow which, which statuses hold stock, and which need the
// signed-in user's password to be changed by hand. Labels are the schema's (x-enum-labels).
import { entities } from '../../generated/registry.js';
import type { BuyStatus } from '../../shared/calls/index.js';

export const STATUSES: readonly BuyStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];

const labels = entities.buy.properties.status.enumLabels ?? {};
export const statusLabel = (status: number): string => labels[String(status)] ?? 'Desconhecido';

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

export const mayMove = (from: BuyStatus, to: BuyStatus): boolean => from === to || NEXT[from].includes(to);

/** Separated, shipped and delivered orders have taken their items out of stock. */
export const holdsStock = (status: BuyStatus): boolean => status >= 2 && status <= 4;

/** Changing an order still in these statuses by hand asks for the user's password (spec §5). */
export const PASSWORD_STATUSES: readonly BuyStatus[] = [0, 1, 7];

/** The six lists of the panel and the statuses each holds (ARCHITECTURE.md §3). */
export const LIST_STATUSES = {
  pending: [1, 7],
  sortingOut: [2],
  inTransit: [3],
  finished: [4],
  notFinished: [0],
  canceled: [5, 6],
} as const satisfies Record<string, readonly BuyStatus[]>;
