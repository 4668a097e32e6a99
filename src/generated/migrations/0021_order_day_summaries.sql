-- Written by hand, not by codegen (the schemas cannot say it): per-store, per-day summaries of the
-- orders and their lines, kept by triggers in the same transaction as the writes, so the dashboard
-- reads a year from a few hundred summary rows instead of every order and line of the store
-- (src/server/dashboard/home.ts, issue 26). A day is the stores' calendar day (STORE_TIME_ZONE,
-- America/Sao_Paulo, in src/shared/time.ts); an order's total is the one of src/server/orders/
-- total.ts: products + freight - discounts. Summary rows are upserted in key order, so two
-- transactions never take the same rows in opposite orders; a row whose figures fall to zero stays
-- (orders/lines = 0) and reads as nothing.
CREATE TABLE IF NOT EXISTS "order_day" (
  "company_id" bigint NOT NULL,
  "day" date NOT NULL,
  "status" integer NOT NULL,
  "orders" bigint NOT NULL,
  "total" numeric NOT NULL,
  CONSTRAINT "pk_order_day" PRIMARY KEY ("company_id", "day", "status")
);
-- product_id 0: lines without a product (never had one, or it was deleted), kept apart by name;
-- a product's lines have name ''.
CREATE TABLE IF NOT EXISTS "order_line_day" (
  "company_id" bigint NOT NULL,
  "day" date NOT NULL,
  "status" integer NOT NULL,
  "product_id" bigint NOT NULL,
  "name" text NOT NULL,
  "lines" bigint NOT NULL,
  "amount" bigint NOT NULL,
  "total" numeric NOT NULL,
  CONSTRAINT "pk_order_line_day" PRIMARY KEY ("company_id", "day", "status", "product_id", "name")
);
-- An admin's platform-wide dashboard reads every store's days of the period.
CREATE INDEX IF NOT EXISTS "ix_order_day_day" ON "order_day" ("day");
CREATE INDEX IF NOT EXISTS "ix_order_line_day_day" ON "order_line_day" ("day");
CREATE OR REPLACE FUNCTION order_local_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'America/Sao_Paulo')::date
$$;
-- Adds signed deltas to order_day: rows (company_id, day, status, orders, total), summed per key.
CREATE OR REPLACE FUNCTION order_day_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_day AS d (company_id, day, status, orders, total)
  SELECT company_id, day, status, sum(orders), sum(total)
  FROM jsonb_to_recordset(deltas) AS x(company_id bigint, day date, status integer, orders bigint, total numeric)
  GROUP BY 1, 2, 3
  HAVING sum(orders) <> 0 OR sum(total) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, day, status) DO UPDATE SET orders = d.orders + excluded.orders, total = d.total + excluded.total
$$;
-- Adds signed deltas to order_line_day, the same way.
CREATE OR REPLACE FUNCTION order_line_day_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_line_day AS l (company_id, day, status, product_id, name, lines, amount, total)
  SELECT company_id, day, status, product_id, name, sum(lines), sum(amount), sum(total)
  FROM jsonb_to_recordset(deltas)
    AS x(company_id bigint, day date, status integer, product_id bigint, name text, lines bigint, amount bigint, total numeric)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(lines) <> 0 OR sum(amount) <> 0 OR sum(total) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, status, product_id, name) DO UPDATE
    SET lines = l.lines + excluded.lines, amount = l.amount + excluded.amount, total = l.total + excluded.total
$$;
-- Orders inserted or deleted: one grouped upsert per statement, however many rows (the transition
-- table by name: new_rows for an insert, old_rows for a delete, taken away).
CREATE OR REPLACE FUNCTION order_day_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO order_day AS d (company_id, day, status, orders, total) '
    'SELECT company_id, order_local_day(created_at), status, $1 * count(*), '
    '$1 * sum(coalesce(products_value, 0) + coalesce(delivery_price, 0) - coalesce(discount_value, 0)) '
    'FROM %I GROUP BY 1, 2, 3 ORDER BY 1, 2, 3 '
    'ON CONFLICT (company_id, day, status) DO UPDATE SET orders = d.orders + excluded.orders, total = d.total + excluded.total',
    CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END)
  USING CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END
$$;
-- One line's signed delta for order_line_day_add.
CREATE OR REPLACE FUNCTION order_line_delta(store bigint, day date, status integer, product bigint, line_name text,
  amount integer, total numeric, sign integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('company_id', store, 'day', day, 'status', status, 'product_id', coalesce(product, 0),
    'name', CASE WHEN product IS NULL THEN coalesce(line_name, '') ELSE '' END,
    'lines', sign, 'amount', sign * coalesce(amount, 0), 'total', sign * coalesce(total, 0))
$$;
-- An order's lines, signed, under the day and status given (its items read through (company_id, buy_id)).
CREATE OR REPLACE FUNCTION order_lines_of(store bigint, buy bigint, day date, status integer, sign integer) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(order_line_delta(store, day, status, i.product_id, i.name, i.amount, i.total_price, sign)), '[]')
  FROM buy_item i WHERE i.company_id = store AND i.buy_id = buy
$$;
-- An order that changes day, status or money: its figures and its lines move to the new key.
CREATE OR REPLACE FUNCTION order_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date := order_local_day(OLD.created_at);
  new_day date := order_local_day(NEW.created_at);
BEGIN
  PERFORM order_day_add(jsonb_build_array(
    jsonb_build_object('company_id', OLD.company_id, 'day', old_day, 'status', OLD.status, 'orders', -1,
      'total', -(coalesce(OLD.products_value, 0) + coalesce(OLD.delivery_price, 0) - coalesce(OLD.discount_value, 0))),
    jsonb_build_object('company_id', NEW.company_id, 'day', new_day, 'status', NEW.status, 'orders', 1,
      'total', coalesce(NEW.products_value, 0) + coalesce(NEW.delivery_price, 0) - coalesce(NEW.discount_value, 0))));
  IF OLD.company_id IS DISTINCT FROM NEW.company_id OR old_day IS DISTINCT FROM new_day OR OLD.status IS DISTINCT FROM NEW.status THEN
    PERFORM order_line_day_add(
      order_lines_of(OLD.company_id, OLD.id, old_day, OLD.status, -1) || order_lines_of(OLD.company_id, OLD.id, new_day, NEW.status, 1));
  END IF;
  RETURN NULL;
END
$$;
-- An order about to be deleted takes its lines out first: by the time the cascade deletes them, the
-- order row is gone and order_line_day_rows finds no day or status for them.
CREATE OR REPLACE FUNCTION order_lines_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_line_day_add(order_lines_of(OLD.company_id, OLD.id, order_local_day(OLD.created_at), OLD.status, -1));
  RETURN OLD;
END
$$;
-- Lines inserted or deleted: one grouped upsert per statement, each under its order's day and status.
CREATE OR REPLACE FUNCTION order_line_day_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO order_line_day AS l (company_id, day, status, product_id, name, lines, amount, total) '
    'SELECT i.company_id, order_local_day(b.created_at), b.status, coalesce(i.product_id, 0), '
    'CASE WHEN i.product_id IS NULL THEN coalesce(i.name, '''') ELSE '''' END, '
    '$1 * count(*), $1 * sum(coalesce(i.amount, 0)), $1 * sum(coalesce(i.total_price, 0)) '
    'FROM %I i JOIN buy b ON b.company_id = i.company_id AND b.id = i.buy_id '
    'GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5 '
    'ON CONFLICT (company_id, day, status, product_id, name) DO UPDATE '
    'SET lines = l.lines + excluded.lines, amount = l.amount + excluded.amount, total = l.total + excluded.total',
    CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END)
  USING CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END
$$;
-- A line that changes order, product, name, quantity or total (a deleted product sets product_id null).
CREATE OR REPLACE FUNCTION order_line_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_line_day_add(coalesce((
    SELECT jsonb_agg(order_line_delta(x.company_id, order_local_day(b.created_at), b.status, x.product_id, x.name,
      x.amount, x.total_price, x.sign))
    FROM (VALUES (OLD.company_id, OLD.buy_id, OLD.product_id, OLD.name, OLD.amount, OLD.total_price, -1),
                 (NEW.company_id, NEW.buy_id, NEW.product_id, NEW.name, NEW.amount, NEW.total_price, 1))
      AS x(company_id, buy_id, product_id, name, amount, total_price, sign)
    JOIN buy b ON b.company_id = x.company_id AND b.id = x.buy_id), '[]'));
  RETURN NULL;
END
$$;
-- Every summary rebuilt from the rows (this migration, and a bulk load that ran without triggers).
CREATE OR REPLACE FUNCTION order_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_day;
  DELETE FROM order_line_day;
  INSERT INTO order_day (company_id, day, status, orders, total)
  SELECT company_id, order_local_day(created_at), status, count(*),
    sum(coalesce(products_value, 0) + coalesce(delivery_price, 0) - coalesce(discount_value, 0))
  FROM buy GROUP BY 1, 2, 3;
  INSERT INTO order_line_day (company_id, day, status, product_id, name, lines, amount, total)
  SELECT i.company_id, order_local_day(b.created_at), b.status, coalesce(i.product_id, 0),
    CASE WHEN i.product_id IS NULL THEN coalesce(i.name, '') ELSE '' END, count(*), sum(coalesce(i.amount, 0)),
    sum(coalesce(i.total_price, 0))
  FROM buy_item i JOIN buy b ON b.company_id = i.company_id AND b.id = i.buy_id GROUP BY 1, 2, 3, 4, 5;
$$;
CREATE OR REPLACE TRIGGER order_day_insert AFTER INSERT ON "buy" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_rows();
CREATE OR REPLACE TRIGGER order_day_delete AFTER DELETE ON "buy" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_rows();
CREATE OR REPLACE TRIGGER order_day_update AFTER UPDATE OF "company_id", "status", "created_at", "products_value", "delivery_price", "discount_value" ON "buy" FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."products_value" IS DISTINCT FROM NEW."products_value" OR OLD."delivery_price" IS DISTINCT FROM NEW."delivery_price" OR OLD."discount_value" IS DISTINCT FROM NEW."discount_value") EXECUTE FUNCTION order_day_change();
CREATE OR REPLACE TRIGGER order_lines_leave BEFORE DELETE ON "buy" FOR EACH ROW EXECUTE FUNCTION order_lines_leave();
CREATE OR REPLACE TRIGGER order_line_day_insert AFTER INSERT ON "buy_item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_line_day_rows();
CREATE OR REPLACE TRIGGER order_line_day_delete AFTER DELETE ON "buy_item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_line_day_rows();
CREATE OR REPLACE TRIGGER order_line_day_update AFTER UPDATE OF "company_id", "buy_id", "product_id", "name", "amount", "total_price" ON "buy_item" FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."buy_id" IS DISTINCT FROM NEW."buy_id" OR OLD."product_id" IS DISTINCT FROM NEW."product_id" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."total_price" IS DISTINCT FROM NEW."total_price") EXECUTE FUNCTION order_line_day_change();
SELECT order_days_rebuild();
