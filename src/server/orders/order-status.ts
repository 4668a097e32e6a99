// Every change of an order's status goes through moveOrder: it locks the order row, refuses moves that
// make no sense, writes the buy_status_history row (who, when, from, to) and moves stock through the
// ledger, all in the caller's transaction. Separating an order takes its items out of stock; leaving
// the separated/shipped/delivered statuses (a cancellation) gives back what the order took.
import { sql } from 'kysely';
import type { BuyStatus } from '../../shared/calls/index.js';
import { moveStock } from '../catalogue/stock.js';
import { inTransaction } from '../db/transaction.js';
import type { Database } from '../db/connect.js';
import { invalid, notFound } from '../http/errors.js';
import { holdsStock, isStatus, mayMove, statusLabel } from '../../shared/order-status.js';

export interface LockedOrder {
  id: number;
  company_id: number;
  status: BuyStatus;
}

/** The order row, locked until the transaction ends (concurrent changes wait their turn). */
export async function lockOrder(db: Database, buyId: number): Promise<LockedOrder> {
  const row = await db
    .selectFrom('buy')
    .select(['id', 'company_id', 'status'])
    .where('id', '=', buyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as LockedOrder;
}

export function assertMove(from: BuyStatus, to: unknown): asserts to is BuyStatus {
  if (!isStatus(to)) throw invalid({ status: ['Status inválido'] });
  if (!mayMove(from, to))
    throw invalid(
      { status: [`Não é possível mudar o pedido de "${statusLabel(from)}" para "${statusLabel(to)}".`] },
      'Mudança de status não permitida.',
    );
}

/**
 * Moves a locked order to `to` (same status: nothing happens, no history row). Returns whether it
 * moved. `extra` is written on the order in the same UPDATE (tracking code, paid flag…).
 */
export async function moveOrder(
  db: Database,
  order: LockedOrder,
  to: BuyStatus,
  userId: number | null,
  options: { note?: string | null; extra?: Record<string, unknown> } = {},
): Promise<boolean> {
  assertMove(order.status, to);
  return inTransaction(db, async (trx) => {
    if (options.extra && Object.keys(options.extra).length)
      await trx.updateTable('buy').set(options.extra).where('id', '=', order.id).execute();
    if (to === order.status) return false;
    await trx
      .updateTable('buy')
      .set({ status: to, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    await trx
      .insertInto('buy_status_history')
      .values({
        company_id: order.company_id,
        buy_id: order.id,
        status: to,
        from_status: order.status,
        user_id: userId,
        note: options.note ?? null,
      })
      .execute();
    await settleStock(trx, order, to, userId);
    order.status = to;
    return true;
  });
}

/** Takes the items out of stock when the order comes to hold stock, gives them back when it stops. */
async function settleStock(db: Database, order: LockedOrder, to: BuyStatus, userId: number | null) {
  const held = await db
    .selectFrom('stock_movement')
    .select(['grid_id', sql<number>`sum(case when type = 'o' then amount else -amount end)::int`.as('net')])
    .where('company_id', '=', order.company_id)
    .where('buy_id', '=', order.id)
    .groupBy('grid_id')
    .execute();
  const taken = held.filter((h) => h.net > 0);
  if (holdsStock(to) && taken.length === 0) {
    const items = await db
      .selectFrom('buy_item')
      .select(['grid_id', sql<number>`sum(amount)::int`.as('amount')])
      .where('company_id', '=', order.company_id)
      .where('buy_id', '=', order.id)
      .where('grid_id', 'is not', null)
      .groupBy('grid_id')
      .execute();
    for (const item of items)
      await moveStock(db, order.company_id, userId, {
        grid_id: item.grid_id as number,
        type: 'o',
        amount: item.amount,
        reason: 'se',
        // The sale already happened: separating it may take the balance below zero.
        negativeStock: true,
        note: `Venda on-line, pedido ${order.id}`,
        buy_id: order.id,
      });
  } else if (!holdsStock(to))
    for (const h of taken)
      await moveStock(db, order.company_id, userId, {
        grid_id: h.grid_id,
        type: 'i',
        amount: h.net,
        reason: 'ch',
        note: `Pedido ${order.id} ${statusLabel(to).toLowerCase()}: estoque devolvido`,
        buy_id: order.id,
      });
}
