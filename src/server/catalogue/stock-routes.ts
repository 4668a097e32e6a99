// /grid/stock-change: a stock entry or exit on a grid item of the caller's store (admins: any store).
import { entities } from '../../generated/registry.js';
import { assertAccess } from '../crud/records.js';
import { notFound } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import { applyStockMovement, parseStockChange, type StockMovementResult } from './stock.js';

export async function stockChange(scope: Scope, body: unknown): Promise<StockMovementResult> {
  assertAccess(entities.grid, scope, 'write');
  const change = parseStockChange(body);
  const grid = await scope.db
    .selectFrom('grid')
    .select('company_id')
    .where('id', '=', change.grid_id)
    .executeTakeFirst();
  if (!grid) throw notFound();
  return applyStockMovement(scope.db, grid.company_id, scope.user.id, change, scope);
}
