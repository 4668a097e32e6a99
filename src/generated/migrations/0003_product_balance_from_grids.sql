-- Written by hand (data, not schema): product.balance starts as the sum of its grid items' balances.
-- From here on the stock ledger (src/server/catalogue/stock.ts) keeps the two together.
UPDATE "product" AS p SET "balance" = g.total FROM (SELECT "company_id", "product_id", sum("balance")::int AS total FROM "grid" GROUP BY "company_id", "product_id") AS g WHERE g."company_id" = p."company_id" AND g."product_id" = p."id";
