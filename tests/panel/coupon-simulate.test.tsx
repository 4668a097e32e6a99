// @vitest-environment jsdom
// 'Simular' under a saved coupon: products of the coupon's store picked by name (the product search
// widget, /product/paginate-index with the coupon's store), quantities, 'Simular' → the server's
// pricing through the real data provider (/discount-cupons/simulate with the saved coupon's id):
// the discount and subtotal in R$, applies or the reason, and the units it took. A 422 lands under
// the field it names.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { type Answer, authAs, fakeFetch, type Row } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';
import SimulatePanel from '../../src/admin/areas/marketing/coupons/SimulatePanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const products = [
  { id: 11, name: 'Camiseta Azul', ref: 'CA-1', company_id: 7 },
  { id: 12, name: 'Calça Jeans', ref: null, company_id: 7 },
];

const priced = {
  discount: '34.80',
  subtotal: '348.00',
  discounted_subtotal: '348.00',
  applies: true,
  reason: null,
  eligible: [
    { product_id: 11, name: 'Camiseta Azul', unit_price: '100.00', units: 2, discounted_units: 2 },
    { product_id: 12, name: 'Calça Jeans', unit_price: '148.00', units: 1, discounted_units: 0 },
  ],
};

let rerenderWith: (record: Row) => void = () => undefined;

function renderPanel(simulate: Answer, record: Row = { id: 31, code: 'VERAO10', company_id: 7 }) {
  const calls = fakeFetch({
    '/product/paginate-index': (body) => {
      const text = String(body.product_name ?? body.ref ?? '').toLowerCase();
      const rows = products.filter((p) => `${p.name} ${p.ref ?? ''}`.toLowerCase().includes(text));
      return [200, { data: rows, total: rows.length, last_page: 1 }];
    },
    '/discount-cupons/simulate': simulate,
  });
  const tree = (value: Row) => (
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={authAs(true)} i18nProvider={i18nProvider}>
        <RecordContextProvider value={value}>
          <SimulatePanel />
        </RecordContextProvider>
        <Notification />
      </TestAdmin>
    </MemoryRouter>
  );
  const { rerender } = render(tree(record));
  rerenderWith = (value) => rerender(tree(value));
  return calls;
}

async function pickProduct(
  user: ReturnType<typeof userEvent.setup>,
  line: number,
  text: string,
  option: string,
) {
  const group = await screen.findByRole('group', { name: `Item ${line} do carrinho` });
  const input = await within(group).findByRole('combobox', { name: /Produto/ });
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
  return group;
}

describe('coupon simulation panel', () => {
  it('prices a cart of the store on the server and shows the discount and the units taken', async () => {
    const calls = renderPanel([200, priced]);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Simular' })).toBeTruthy();
    const first = await pickProduct(user, 1, 'cam', 'Camiseta Azul (CA-1)');
    const amount = within(first).getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    await pickProduct(user, 2, 'cal', 'Calça Jeans');
    // The search asked for the coupon's store's products.
    expect(calls.find((c) => c.path === '/product/paginate-index')?.body).toMatchObject({ company: 7 });

    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/discount-cupons/simulate').map((c) => c.body)).toEqual([
        {
          coupon_id: 31,
          items: [
            { product_id: 11, amount: 2 },
            { product_id: 12, amount: 1 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('O cupom se aplica a este carrinho.')).toBeTruthy();
    expect(screen.getByTestId('simulate-discount').textContent).toBe('R$ 34,80');
    expect(screen.getByTestId('simulate-subtotal').textContent).toBe('R$ 348,00');
    const table = screen.getByRole('table', { name: 'Unidades do carrinho nas regras do cupom' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Produto', 'Preço', 'Unidades', 'Com desconto'],
      ['Camiseta Azul', 'R$ 100,00', '2', '2'],
      ['Calça Jeans', 'R$ 148,00', '1', '0'],
    ]);
  });

  it('tells why the coupon does not apply', async () => {
    renderPanel([
      200,
      { ...priced, applies: false, reason: 'Cupom expirado.', discount: '0.00', discounted_subtotal: '0.00' },
    ]);
    const user = userEvent.setup();
    await pickProduct(user, 1, 'cal', 'Calça Jeans');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('Cupom expirado.')).toBeTruthy();
    expect(screen.getByTestId('simulate-discount').textContent).toBe('R$ 0,00');
  });

  it("asks for a product and a whole quantity before calling, and shows the server's 422 under the field", async () => {
    const calls = renderPanel([
      422,
      {
        message: 'Os dados informados são inválidos.',
        errors: { 'items.0.product_id': ['Produto não encontrado na loja do cupom.'] },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Simular' }));
    expect(await screen.findByText(/obrigatório/i)).toBeTruthy();
    expect(calls.some((c) => c.path === '/discount-cupons/simulate')).toBe(false);

    const first = await pickProduct(user, 1, 'cam', 'Camiseta Azul (CA-1)');
    const amount = within(first).getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await within(first).findByText('Deve ser 1 ou maior')).toBeTruthy();
    expect(calls.some((c) => c.path === '/discount-cupons/simulate')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await within(first).findByText('Produto não encontrado na loja do cupom.')).toBeTruthy();
  });

  it('clears a result once the coupon is saved again', async () => {
    renderPanel([200, priced], { id: 31, company_id: 7, updated_at: '2026-11-26T10:00:00Z' });
    const user = userEvent.setup();
    await pickProduct(user, 1, 'cal', 'Calça Jeans');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('O cupom se aplica a este carrinho.')).toBeTruthy();
    rerenderWith({ id: 31, company_id: 7, updated_at: '2026-11-26T10:05:00Z' });
    await waitFor(() => expect(screen.queryByText('O cupom se aplica a este carrinho.')).toBeNull());
  });

  it('removes a line, but never the last one', async () => {
    renderPanel([200, priced]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Item 1 do carrinho' });
    expect(screen.getByRole('button', { name: 'Remover item 1' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    await user.click(screen.getByRole('button', { name: 'Remover item 2' }));
    expect(screen.queryByRole('group', { name: 'Item 2 do carrinho' })).toBeNull();
  });

  it('shows nothing for a coupon not saved yet', () => {
    renderPanel([200, priced], {});
    expect(screen.queryByRole('heading', { name: 'Simular' })).toBeNull();
  });
});
