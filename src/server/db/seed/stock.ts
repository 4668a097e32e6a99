// The stock ledger of a store: every grid's balance is the signed sum of its movements. Each grid
// starts with a purchase (reason b) big enough for everything that leaves it later, so the running
// balance (balance_after) never goes below zero; then come the online sales of the orders, an
// occasional restock, shop-floor sale, exchange or written-off damaged piece (reason c). The grid
// balance is then set from the ledger in one statement, so the two cannot disagree.
import { type Insertable, sql } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import type { Catalogue } from './catalogue.js';
import { DAY, insertRows, reserveIds, type Seed } from './context.js';
import type { Sale } from './orders.js';

type Movement = Omit<Insertable<DB['stock_movement']>, 'id' | 'balance_after'> & { created_at: Date };

export async function seedStockLedger(
  s: Seed,
  store: Store,
  catalogue: Catalogue,
  sales: Sale[],
): Promise<number> {
  const f = s.faker;
  const company_id = store.id;
  const salesByGrid = new Map<number, Sale[]>();
  for (const sale of sales) salesByGrid.set(sale.gridId, [...(salesByGrid.get(sale.gridId) ?? []), sale]);

  const ledgers: Movement[][] = [];
  for (const product of catalogue.products) {
    for (const grid of product.grids) {
      const base = { company_id, grid_id: grid.id, product_id: product.id };
      // A moment after the product arrived, at most `days` ago.
      const later = (days: number) => {
        const since = Math.min(days, (s.now.getTime() - product.createdAt.getTime()) / DAY - 1);
        return new Date(s.now.getTime() - f.number.float({ min: 0.1, max: Math.max(0.2, since) }) * DAY);
      };
      const out: Movement[] = (salesByGrid.get(grid.id) ?? []).map((sale) => ({
        ...base,
        type: 'o',
        amount: sale.amount,
        reason: 'se',
        note: `Venda on-line, pedido ${sale.buyId}`,
        buy_id: sale.buyId,
        user_id: null,
        created_at: sale.at,
      }));
      if (f.datatype.boolean(0.12))
        out.push({
          ...base,
          type: 'o',
          amount: 1,
          reason: 'ss',
          note: 'Venda na loja física',
          user_id: store.ownerId,
          created_at: later(200),
        });
      if (f.datatype.boolean(0.03))
        out.push({
          ...base,
          type: 'o',
          amount: 1,
          reason: 'c',
          note: 'Baixa de peça com defeito',
          user_id: store.ownerId,
          created_at: later(200),
        });
      const final = f.helpers.weightedArrayElement([
        { weight: 8, value: 0 },
        { weight: 12, value: f.number.int({ min: 1, max: 3 }) },
        { weight: 80, value: f.number.int({ min: 4, max: 30 }) },
      ]);
      const entries: Movement[] = [];
      const exchange = final >= 1 && f.datatype.boolean(0.08) ? 1 : 0;
      if (exchange)
        entries.push({
          ...base,
          type: 'i',
          amount: 1,
          reason: 'ch',
          note: 'Troca de cliente',
          user_id: store.ownerId,
          created_at: later(120),
        });
      const restock =
        final - exchange >= 6 && f.datatype.boolean(0.25) ? Math.floor((final - exchange) / 2) : 0;
      if (restock)
        entries.push({
          ...base,
          type: 'i',
          amount: restock,
          reason: 'b',
          note: `Reposição, NF ${f.string.numeric(6)}`,
          user_id: store.ownerId,
          created_at: later(120),
        });
      // The first purchase covers every exit, so the balance never goes negative.
      const exits = out.reduce((n, m) => n + m.amount, 0);
      const initial = final + exits - exchange - restock;
      if (initial > 0)
        entries.unshift({
          ...base,
          type: 'i',
          amount: initial,
          reason: 'b',
          note: 'Saldo inicial',
          user_id: store.ownerId,
          created_at: product.createdAt,
        });
      ledgers.push([...entries, ...out].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()));
    }
  }

  // Ids in time order across the store, balance_after running per grid.
  const all = ledgers.flatMap((ledger) => {
    let balance = 0;
    return ledger.map((m) => {
      balance += m.type === 'i' ? m.amount : -m.amount;
      return { ...m, balance_after: balance, updated_at: m.created_at };
    });
  });
  all.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const ids = await reserveIds(s, all.length);
  await insertRows(
    s,
    'stock_movement',
    all.map((m, i) => ({ id: ids[i], ...m })),
  );
  await sql`
    UPDATE grid AS g SET balance = m.total
    FROM (
      SELECT grid_id, SUM(CASE WHEN type = 'i' THEN amount ELSE -amount END)::int AS total
      FROM stock_movement WHERE company_id = ${company_id} GROUP BY grid_id
    ) AS m
    WHERE g.company_id = ${company_id} AND g.id = m.grid_id`.execute(s.trx);
  await sql`
    UPDATE product AS p SET balance = g.total
    FROM (SELECT product_id, SUM(balance)::int AS total FROM grid WHERE company_id = ${company_id} GROUP BY product_id) AS g
    WHERE p.company_id = ${company_id} AND p.id = g.product_id`.execute(s.trx);
  return all.length;
}
