// The store filter (tenant scope by construction): the SQL a store user's queries become, checked
// on the compiled text, without a database.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ReadOnlyPlugin, StoreFilterPlugin, TenantScopeError } from '../src/server/tenancy/store-filter.js';
import { noDatabase } from './helpers/no-database.js';

const base = noDatabase().db;
const store7 = base.withPlugin(new StoreFilterPlugin(7));
const compiled = (query: { compile: () => { sql: string; parameters: readonly unknown[] } }) => {
  const { sql: text, parameters } = query.compile();
  return { text, parameters: [...parameters] };
};

describe('store filter', () => {
  it("limits a store-owned table to the store, by its alias, keeping the author's filter whole", () => {
    const q = compiled(
      store7
        .selectFrom('product as p')
        .select('p.id')
        .where(sql<boolean>`p.name = 'a' or true`),
    );
    expect(q.text).toBe(
      `select "p"."id" from "product" as "p" where (p.name = 'a' or true) and "p"."company_id" = $1`,
    );
    expect(q.parameters).toEqual([7]);
  });

  it('puts the condition of a joined table in its ON, so a left join still finds nothing foreign', () => {
    const q = compiled(
      store7
        .selectFrom('product as p')
        .leftJoin('brand as b', 'b.id', 'p.brand_id')
        .innerJoin('definition as d', 'd.id', 'p.definition_id')
        .select(['p.id', 'b.name', 'd.name as segment']),
    );
    expect(q.text).toContain(
      `left join "brand" as "b" on ("b"."id" = "p"."brand_id") and "b"."company_id" = $1`,
    );
    // The shared taxonomy is nobody's: no condition.
    expect(q.text).toContain(`inner join "definition" as "d" on "d"."id" = "p"."definition_id" where`);
    expect(q.text).toMatch(/where "p"\."company_id" = \$2$/);
  });

  it('reaches subqueries once, however they were built', () => {
    const q = compiled(
      store7
        .selectFrom('grid')
        .select('id')
        .where('product_id', 'in', store7.selectFrom('product').select('id'))
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('product_promotion as pp')
              .select('pp.id')
              .whereRef('pp.product_id', '=', 'grid.product_id'),
          ),
        ),
    );
    expect(q.text.match(/"product"\."company_id" = /g)).toHaveLength(1);
    expect(q.text).toContain(`"pp"."company_id" = `);
    expect(q.text).toMatch(/and "grid"\."company_id" = \$\d+$/);
    expect(new Set(q.parameters)).toEqual(new Set([7]));
  });

  it('limits updates, deletes and the tables they read from', () => {
    expect(
      compiled(
        store7
          .updateTable('grid as g')
          .from('product as p')
          .set({ balance: 1 })
          .whereRef('p.id', '=', 'g.product_id'),
      ).text,
    ).toBe(
      `update "grid" as "g" set "balance" = $1 from "product" as "p" where (("p"."id" = "g"."product_id") and "g"."company_id" = $2) and "p"."company_id" = $3`,
    );
    expect(compiled(store7.deleteFrom('brand').where('id', '=', 3)).text).toBe(
      `delete from "brand" where ("id" = $1) and "brand"."company_id" = $2`,
    );
  });

  it('shows a store user its own store row only', () => {
    expect(compiled(store7.selectFrom('company').select('fantasy_name')).text).toBe(
      `select "fantasy_name" from "company" where "company"."id" = $1`,
    );
  });

  it("refuses an insert for another store, or without one, and lets the store's own through", () => {
    expect(() => compiled(store7.insertInto('brand').values({ company_id: 8, name: 'x' }))).toThrow(
      TenantScopeError,
    );
    expect(() =>
      compiled(
        store7.insertInto('brand').values([
          { company_id: 7, name: 'a' },
          { company_id: 8, name: 'b' },
        ]),
      ),
    ).toThrow(TenantScopeError);
    expect(() => compiled(store7.insertInto('brand').values({ name: 'x' } as never))).toThrow(
      TenantScopeError,
    );
    expect(compiled(store7.insertInto('brand').values({ company_id: 7, name: 'x' })).text).toBe(
      `insert into "brand" ("company_id", "name") values ($1, $2)`,
    );
    // Shared tables and users are not store-owned rows.
    expect(compiled(store7.insertInto('definition').values({ name: 'Moda' })).parameters).toEqual(['Moda']);
  });

  it('read-only handles refuse every write', () => {
    const readOnly = base.withPlugin(new StoreFilterPlugin(7, { readOnly: true }));
    expect(() => compiled(readOnly.deleteFrom('brand'))).toThrow(TenantScopeError);
    expect(compiled(readOnly.selectFrom('brand').select('id')).parameters).toEqual([7]);
    const adminReadOnly = base.withPlugin(new ReadOnlyPlugin());
    expect(() => compiled(adminReadOnly.updateTable('definition').set({ name: 'x' }))).toThrow(
      TenantScopeError,
    );
    expect(compiled(adminReadOnly.selectFrom('brand').select('id')).parameters).toEqual([]);
  });
});
