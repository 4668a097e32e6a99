// /grid/stock-change: a stock entry or exit on a grid item of the caller's store (admins: any store).
import { entities } from '../../generated/registry.js';
import type { SessionUser } from '../auth/sessions.js';
import { assertAccess, tenantOf } from '../crud/records.js';
import type { Database } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import { applyStockMovement, parseStockChange, type StockMovementResult } from './stock.js';

export async function stockChange(
  db: Database,
  user: SessionUser,
  body: unknown,
): Promise<StockMovementResult> {
  assertAccess(entities.grid, user, 'write');
  const change = parseStockChange(body);
  const tenant = tenantOf(user);
  let query = db.selectFrom('grid').select('company_id').where('id', '=', change.grid_id);
  if (tenant !== undefined) query = query.where('company_id', '=', tenant);
  const grid = await query.executeTakeFirst();
  if (!grid) throw notFound();
  return applyStockMovement(db, grid.company_id, user.id, change);
}
