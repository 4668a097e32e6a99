// @vitest-environment jsdom
// The product picker (variation groups and any form needing a product of a store): typing asks the
// server for the store's products by name and by reference (never the whole list), shows
// 'Nome (Ref)', and the choice is the form's product_id; an edited record shows its product's name.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, Form, required } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { i18nProvider } from '../../src/admin/i18n';
import { ProductPicker } from '../../src/admin/areas/catalogue/products/ProductPicker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Row = Record<string, unknown>;

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ admin: true, full_permission: true, company_id: null }),
};

const products: Row[] = [
  { id: 1, name: 'Vestido Azul', ref: 'VA-1', company_id: 7 },
  { id: 2, name: 'Vestido Longo', ref: null, company_id: 7 },
  { id: 3, name: 'Blusa', ref: 'VEST-9', company_id: 7 },
];

/** /product/paginate-index filtering by name or reference as the server does; /product/show. */
function fakeApi() {
  const calls: Array<{ path: string; body: Row }> = [];
  const has = (value: unknown, text: unknown) =>
    !text ||
    String(value ?? '')
      .toLowerCase()
      .includes(String(text).toLowerCase());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Row;
      calls.push({ path, body });
      if (path === '/product/show')
        return new Response(JSON.stringify(products.find((p) => p.id === body.id)), { status: 200 });
      const rows = products.filter((p) => has(p.name, body.product_name) && has(p.ref, body.ref));
      return new Response(JSON.stringify({ data: rows, total: rows.length, last_page: 1 }), { status: 200 });
    }),
  );
  return calls;
}

function renderPicker(record: Row = {}) {
  const submitted: Row[] = [];
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
        <Form record={record} onSubmit={(values: Row) => void submitted.push(values)}>
          <ProductPicker source="product_id" companyId={7} validate={required()} />
          <button type="submit">Enviar</button>
        </Form>
      </TestAdmin>
    </MemoryRouter>,
  );
  return submitted;
}

const searches = (calls: Array<{ path: string; body: Row }>) =>
  calls.filter((c) => c.path === '/product/paginate-index').map((c) => c.body);

describe('product picker', () => {
  it('asks the server by name and by reference as the user types, and picks Nome (Ref)', async () => {
    const calls = fakeApi();
    const submitted = renderPicker();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: /Produto/ });
    await user.type(input, 'vest');
    await waitFor(() =>
      expect(searches(calls)).toContainEqual(expect.objectContaining({ product_name: 'vest' })),
    );
    const byName = searches(calls).find((b) => b.product_name === 'vest')!;
    expect(byName).toMatchObject({ itens_per_page: 20, page: 1, company: 7 });
    expect(searches(calls)).toContainEqual(expect.objectContaining({ ref: 'vest', company: 7 }));
    // One search per pause, not one per letter.
    expect(searches(calls).filter((b) => b.product_name && b.product_name !== 'vest')).toHaveLength(0);

    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Vestido Azul (VA-1)', 'Vestido Longo', 'Blusa (VEST-9)']);
    await user.click(screen.getByRole('option', { name: 'Blusa (VEST-9)' }));
    expect((input as HTMLInputElement).value).toBe('Blusa (VEST-9)');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ product_id: 3 }]));
  });

  it("shows an edited record's product by its name", async () => {
    const calls = fakeApi();
    renderPicker({ id: 50, product_id: 2 });
    const input = screen.getByRole('combobox', { name: /Produto/ }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Vestido Longo'));
    expect(calls.some((c) => c.path === '/product/show' && c.body.id === 2)).toBe(true);
  });

  it('is required when told so', async () => {
    fakeApi();
    const submitted = renderPicker();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/obrigatório/i)).toBeTruthy();
    expect(submitted).toEqual([]);
  });
});
