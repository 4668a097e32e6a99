-- Written by hand, not by codegen (the schemas cannot say it): every API process keeps the totals
-- of the filtered product lists it has counted (src/server/crud/list-totals.ts). These triggers tell
-- every process, at commit, which table changed in which store, whatever wrote the row, so a total
-- is counted again after a write that could change it. Payload: `table:company_id`; NOTIFY sends one
-- message per distinct payload and transaction, so a batch of rows costs one message. An update
-- that moves only the stock balance (every stock movement and order) tells nobody: no list filter
-- reads the balance (a filter that did would have to drop it from the WHEN below).
CREATE OR REPLACE FUNCTION "painel_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('painel_row_changes', TG_TABLE_NAME || ':' || OLD.company_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('painel_row_changes', TG_TABLE_NAME || ':' || NEW.company_id);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS "product_row_changed" ON "product";
CREATE TRIGGER "product_row_changed" AFTER INSERT OR DELETE ON "product"
  FOR EACH ROW EXECUTE FUNCTION "painel_row_changed"();
DROP TRIGGER IF EXISTS "product_row_updated" ON "product";
CREATE TRIGGER "product_row_updated" AFTER UPDATE ON "product" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'balance' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'balance' - 'updated_at'))
  EXECUTE FUNCTION "painel_row_changed"();
DROP TRIGGER IF EXISTS "grid_row_changed" ON "grid";
CREATE TRIGGER "grid_row_changed" AFTER INSERT OR DELETE ON "grid"
  FOR EACH ROW EXECUTE FUNCTION "painel_row_changed"();
DROP TRIGGER IF EXISTS "grid_row_updated" ON "grid";
CREATE TRIGGER "grid_row_updated" AFTER UPDATE ON "grid" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'balance' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'balance' - 'updated_at'))
  EXECUTE FUNCTION "painel_row_changed"();
DROP TRIGGER IF EXISTS "product_promotion_row_changed" ON "product_promotion";
CREATE TRIGGER "product_promotion_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_promotion"
  FOR EACH ROW EXECUTE FUNCTION "painel_row_changed"();
