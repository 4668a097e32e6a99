-- Written by hand, not by codegen: every API process keeps the order counts of the menu and the
-- totals of the unsearched order lists (src/server/orders/lists.ts, crud/list-totals.ts). They are
-- read from row_count and buy's newest id, which move only when an order is added or removed, or
-- changes status or store: these triggers tell every process of those writes, with migration 0029's
-- function and channel (`buy:company_id`). Other updates (payment, printing, addresses) tell nobody;
-- a kept total of a search over orders would need every column's writes.
DROP TRIGGER IF EXISTS "buy_row_changed" ON "buy";
CREATE TRIGGER "buy_row_changed" AFTER INSERT OR DELETE ON "buy"
  FOR EACH ROW EXECUTE FUNCTION "painel_row_changed"();
DROP TRIGGER IF EXISTS "buy_row_updated" ON "buy";
CREATE TRIGGER "buy_row_updated" AFTER UPDATE ON "buy" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION "painel_row_changed"();
