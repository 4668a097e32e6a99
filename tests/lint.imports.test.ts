// The import rules `npm run lint` enforces on src/ (tests/tools/import-rules.ts): which imports are
// refused and why, and the server areas' folder-level circles.
import { describe, expect, it } from 'vitest';
import { forbidden, serverAreaCircles } from './tools/import-rules.js';

describe('import rules', () => {
  it('keeps areas apart and below the shell, generic below the areas, the transport at the bottom', () => {
    expect(
      forbidden('admin/areas/catalogue/products/list/x.ts', 'admin/areas/people/contacts/csv.ts'),
    ).toMatch(/a área catalogue não importa a área people/);
    expect(forbidden('admin/areas/orders/index.tsx', 'admin/areas/index.ts')).toBeDefined();
    expect(forbidden('admin/areas/orders/index.tsx', 'admin/layout/Menu.tsx')).toBeDefined();
    expect(forbidden('admin/generic/SchemaList.tsx', 'admin/areas/orders/index.tsx')).toMatch(/generic/);
    expect(forbidden('admin/generic/SchemaList.tsx', 'admin/App.tsx')).toBeDefined();
    expect(forbidden('admin/dataProvider.ts', 'admin/generic/screen.ts')).toMatch(/transporte/);
    expect(forbidden('admin/i18n/index.ts', 'admin/areas/orders/index.tsx')).toBeDefined();
    expect(forbidden('shared/money.ts', 'server/db/connect.ts')).toBeDefined();
    expect(forbidden('admin/api.ts', 'server/db/connect.ts')).toBeDefined();
    expect(forbidden('server/orders/lists.ts', 'admin/api.ts')).toBeDefined();
  });

  it('lets the allowed directions through', () => {
    expect(
      forbidden('admin/areas/orders/index.tsx', 'admin/areas/orders/detail/orderModel.ts'),
    ).toBeUndefined();
    expect(forbidden('admin/areas/orders/index.tsx', 'admin/generic/screen.ts')).toBeUndefined();
    expect(forbidden('admin/generic/SchemaList.tsx', 'admin/dataProvider.ts')).toBeUndefined();
    expect(forbidden('admin/App.tsx', 'admin/areas/index.ts')).toBeUndefined();
    expect(forbidden('admin/layout/Menu.tsx', 'admin/generic/directory-context.ts')).toBeUndefined();
    expect(forbidden('server/payments/capture.ts', 'server/orders/order-status.ts')).toBeUndefined();
    expect(forbidden('admin/areas/orders/index.tsx', 'shared/order-status.ts')).toBeUndefined();
  });

  it('finds a circle between two server areas, not a one-way import', () => {
    const graph = {
      'server/orders/a.ts': ['server/payments/b.ts', 'server/db/transaction.ts'],
      'server/payments/b.ts': ['server/orders/c.ts'],
      'server/orders/c.ts': [],
      'server/settings/d.ts': ['server/payments/b.ts'],
    };
    expect(serverAreaCircles(graph)).toEqual(['server/orders ⇄ server/payments']);
    delete (graph as Record<string, string[]>)['server/payments/b.ts'];
    expect(serverAreaCircles({ ...graph, 'server/payments/b.ts': [] })).toEqual([]);
  });
});
