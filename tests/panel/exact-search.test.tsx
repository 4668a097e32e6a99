// @vitest-environment jsdom
// 'Busca Exata' as a store user meets it: the search by name, reference or code (button and
// Enter), the rows with their balance (below 1 in red), the amount that takes digits only
// ('Somente números'), the confirmation before every change and the balance the ledger left.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { type Answer, authAs, fakeFetch } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';
import ExactSearch from '../../src/admin/areas/catalogue/exact-search/ExactSearch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const auth = authAs(false);

const fakeApi = fakeFetch;

const found = [
  {
    product_name: 'Camiseta Básica',
    ref: 'CB-01',
    code: '789001',
    color: 'Preto',
    size: 'P',
    balance: 4,
    grid_id: 11,
    product_id: 5,
    amount: 0,
  },
  {
    product_name: 'Camiseta Básica',
    ref: 'CB-01',
    code: '789002',
    color: 'Branco',
    size: 'M',
    balance: 0,
    grid_id: 12,
    product_id: 5,
    amount: 0,
  },
];

function renderPage(answers: Record<string, Answer> = {}, authProvider = auth) {
  const calls = fakeApi({
    '/product/exact-search': [200, { data: found, total: 2, last_page: 1 }],
    ...answers,
  });
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ExactSearch />
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
  return calls;
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('exact search', () => {
  it('searches by the chosen criterion with Enter and shows the rows, balance below 1 in red', async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Busca Exata' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Buscar por' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Nome do Produto',
      'Referência',
      'Código',
    ]);
    await user.click(screen.getByRole('option', { name: 'Referência' }));
    await user.type(screen.getByRole('textbox', { name: 'Referência' }), 'CB-01{Enter}');
    expect(await screen.findByText('789001')).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/product/exact-search', body: { ref: 'CB-01', page: 1 } });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Produto',
      'Referência',
      'Código',
      'Cor',
      'Tamanho',
      'Saldo',
      'Quantidade',
      'Ações',
    ]);
    const red = (code: string) => getComputedStyle(within(rowOf(code)).getByTestId('balance')).color;
    expect(red('789002')).not.toBe(red('789001'));
  });

  it("lets an admin pick a store and shows each row's store", async () => {
    const calls = renderPage(
      {
        '/company/index': [200, { data: [{ id: 3, fantasy_name: 'Loja Três' }], total: 1, last_page: 1 }],
        '/product/exact-search': [
          200,
          { data: found.map((r) => ({ ...r, company_name: 'Loja Três' })), total: 2, last_page: 1 },
        ],
      },
      authAs(true),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Loja Três' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do Produto' }), 'Camiseta{Enter}');
    expect(await screen.findByText('789001')).toBeTruthy();
    expect(calls.find((c) => c.path === '/product/exact-search')?.body).toEqual({
      product_name: 'Camiseta',
      page: 1,
      company: 3,
    });
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('Loja');
    expect(within(rowOf('789001')).getByText('Loja Três')).toBeTruthy();
  });

  it("shows 'Nenhum produto encontrado!!' when nothing matches", async () => {
    const calls = renderPage({ '/product/exact-search': [200, { data: [], total: 0, last_page: 1 }] });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nome do Produto' }), 'inexistente');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum produto encontrado!!')).toBeTruthy();
    expect(calls[0].body).toEqual({ product_name: 'inexistente', page: 1 });
  });

  it("takes digits only in the amount ('Somente números')", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nome do Produto' }), 'Camiseta{Enter}');
    const amount = await screen.findByLabelText('Quantidade de Camiseta Básica P Preto');
    const add = within(rowOf('789001')).getByRole('button', { name: 'Adicionar' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(amount, '2a');
    expect(within(rowOf('789001')).getByText('Somente números')).toBeTruthy();
    expect(add.disabled).toBe(true);
    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(rowOf('789001')).getByText('Quantidade deve ser no mínimo 1')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '3');
    expect(within(rowOf('789001')).queryByText('Somente números')).toBeNull();
    expect(add.disabled).toBe(false);
  });

  it('asks confirmation; Cancelar sends nothing, Confirmar adds and shows the new balance', async () => {
    const calls = renderPage({
      '/grid/stock-change': (body) => [201, { grid: { id: body.grid_id, balance: 7 }, movement: {} }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nome do Produto' }), 'Camiseta{Enter}');
    await user.type(await screen.findByLabelText('Quantidade de Camiseta Básica P Preto'), '3');
    await user.click(within(rowOf('789001')).getByRole('button', { name: 'Adicionar' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Confirmar entrada de 3 unidade(s) de Camiseta Básica P Preto?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/grid/stock-change')).toBe(false);

    await user.click(within(rowOf('789001')).getByRole('button', { name: 'Adicionar' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Estoque atualizado com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/grid/stock-change')!.body).toEqual({
      grid_id: 11,
      amount: 3,
      reason: 'add',
    });
    expect(within(rowOf('789001')).getByTestId('balance').textContent).toBe('7');
  });

  it("words a removal and shows the server's 'Estoque insuficiente' under the amount", async () => {
    const calls = renderPage({
      '/grid/stock-change': [
        422,
        { message: 'Dados inválidos', errors: { amount: ['Estoque insuficiente'] } },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nome do Produto' }), 'Camiseta{Enter}');
    await user.type(await screen.findByLabelText('Quantidade de Camiseta Básica M Branco'), '2');
    await user.click(within(rowOf('789002')).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Confirmar saída de 2 unidade(s) de Camiseta Básica M Branco?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(rowOf('789002')).findByText('Estoque insuficiente')).toBeTruthy();
    expect(calls.find((c) => c.path === '/grid/stock-change')!.body).toEqual({
      grid_id: 12,
      amount: 2,
      reason: 'remove',
    });
    expect(within(rowOf('789002')).getByTestId('balance').textContent).toBe('0');
  });
});
