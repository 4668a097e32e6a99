// The stock ledger. A grid item's balance changes only here: one transaction runs an atomic
// UPDATE grid SET balance = balance ± amount (no read-modify-write, so concurrent changes never lose
// an update) and records the stock_movement row with the balance it left. Orders and new grid items
// call moveStock, which reads nothing back; the stock-change call answers the rows it left.
import { type Kysely, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { DB } from '../../generated/db.js';
import { type Row, selectRecords } from '../crud/records.js';
import type { Level } from '../../shared/policy.js';
import { invalid, notFound } from '../http/errors.js';
import { type Fields, fromProperty, parseFields } from '../http/params.js';
import { inTransaction } from '../db/transaction.js';

const movementModel = entities.stock_movement;
const gridModel = entities.grid;

export const ENTRY_REASONS = ['b', 'ch'] as const;
export const EXIT_REASONS = ['se', 'c', 'ss'] as const;
export const INSUFFICIENT_STOCK = 'Estoque insuficiente';
export const REASON_MISMATCH = 'O motivo informado não corresponde ao tipo de movimentação.';
/** The largest single movement: keeps balances far from the integer column's limit. */
export const MAX_AMOUNT = 1_000_000;

export type MovementType = 'i' | 'o';
export type MovementReason = (typeof ENTRY_REASONS)[number] | (typeof EXIT_REASONS)[number];

export interface StockChange {
  grid_id: number;
  type: MovementType;
  amount: number;
  reason: MovementReason;
  note?: string | null;
  /** Lets an exit take the balance below 0. */
  negativeStock?: boolean;
  /** The order this movement belongs to (set by the orders area, never from a request body). */
  buy_id?: number | null;
}

// The exact-search screen sends 'add' and 'remove' for a plain entry (Troca) and exit (Cancelado).
const REASON_ALIASES: Record<string, { reason: MovementReason; type: MovementType }> = {
  add: { reason: 'ch', type: 'i' },
  remove: { reason: 'c', type: 'o' },
};

const props = movementModel.properties;
const changeFields: Fields = {
  grid_id: { label: props.grid_id.label, check: { type: 'integer', minimum: 1 } },
  type: fromProperty(props.type),
  amount: fromProperty(props.amount, { check: { type: 'integer', minimum: 1, maximum: MAX_AMOUNT } }),
  reason: fromProperty(props.reason),
  note: fromProperty(props.note),
  negativeStock: { label: 'Permitir estoque negativo', check: { type: 'boolean' } },
};

/** Checks a stock change; 422 {field: [mensagem]} when anything is wrong. */
export function parseStockChange(body: unknown): StockChange {
  const input = { ...((body && typeof body === 'object' ? body : {}) as Row) };
  const alias = typeof input.reason === 'string' ? REASON_ALIASES[input.reason] : undefined;
  if (alias) {
    input.reason = alias.reason;
    input.type ??= alias.type;
  }
  const values = parseFields(changeFields, input, ['grid_id', 'type', 'amount', 'reason']);
  const allowed: readonly string[] = values.type === 'i' ? ENTRY_REASONS : EXIT_REASONS;
  if (!allowed.includes(values.reason as string)) throw invalid({ reason: [REASON_MISMATCH] });
  return values as unknown as StockChange;
}

export interface StockMovementResult {
  grid: Row;
  movement: Row;
}

/**
 * Applies one stock change to a grid item of the store, in one transaction (or in the caller's):
 * 404 when the store has no such item; 422 {amount: ['Estoque insuficiente']} when an exit would
 * leave the balance below 0, unless negativeStock is set or the product does not control stock.
 */
export async function moveStock(
  db: Kysely<DB>,
  companyId: number,
  userId: number | null,
  change: StockChange,
): Promise<{ movementId: number }> {
  const input = parseStockChange(change);
  const delta = input.type === 'i' ? input.amount : -input.amount;
  const mayGoNegative = input.type === 'i' || input.negativeStock === true;
  return inTransaction(db, async (trx) => {
    // The balance test sits in the WHERE of the same UPDATE: a concurrent change is waited for and
    // the condition re-checked on the row it left.
    const updated = await trx
      .updateTable('grid as g')
      .from('product as p')
      .set({ balance: sql`g.balance + ${delta}`, updated_at: sql`now()` })
      .whereRef('p.company_id', '=', 'g.company_id')
      .whereRef('p.id', '=', 'g.product_id')
      .where('g.company_id', '=', companyId)
      .where('g.id', '=', input.grid_id)
      .where((eb) =>
        mayGoNegative
          ? eb.val(true)
          : eb.or([eb('p.stock_control', '=', false), eb('g.balance', '>=', input.amount)]),
      )
      .returning(['g.balance', 'g.product_id'])
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom('grid')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', input.grid_id)
        .executeTakeFirst();
      if (!exists) throw notFound();
      throw invalid({ amount: [INSUFFICIENT_STOCK] });
    }
    // The product's total moves with its item, in the same transaction (the list sorts on it).
    await trx
      .updateTable('product')
      .set({ balance: sql`balance + ${delta}` })
      .where('company_id', '=', companyId)
      .where('id', '=', updated.product_id)
      .execute();
    const movement = await trx
      .insertInto('stock_movement')
      .values({
        company_id: companyId,
        grid_id: input.grid_id,
        product_id: updated.product_id,
        type: input.type,
        amount: input.amount,
        reason: input.reason,
        note: input.note ?? null,
        buy_id: change.buy_id ?? null,
        user_id: userId,
        balance_after: updated.balance,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { movementId: movement.id };
  });
}

/** moveStock, answering the grid item and the movement as their /show would (the stock-change call). */
export async function applyStockMovement(
  db: Kysely<DB>,
  companyId: number,
  userId: number | null,
  change: StockChange,
  reader: { level: Level } = { level: 'user' },
): Promise<StockMovementResult> {
  return inTransaction(db, async (trx) => {
    const { movementId } = await moveStock(trx, companyId, userId, change);
    return {
      grid: await recordIn({ db: trx, level: reader.level }, gridModel, companyId, change.grid_id),
      movement: await recordIn({ db: trx, level: reader.level }, movementModel, companyId, movementId),
    };
  });
}

/** A stored row of a store-owned entity in the shape its /show answers. */
export async function recordIn(
  reader: { db: Kysely<DB>; level: Level },
  model: (typeof entities)[keyof typeof entities],
  companyId: number,
  id: number,
): Promise<Row> {
  return selectRecords(reader, model)
    .where('t.company_id', '=', companyId)
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
}
