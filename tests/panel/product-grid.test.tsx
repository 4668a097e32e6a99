// @vitest-environment jsdom
// The stock grid section of a saved product as a store user meets it: the items with their balance
// (below 1 in red), the 'Mostrar Inativos' switch, the edit dialog read-only until 'Alterar
// Informações', a background image clearing the colour codes, 'Selecione uma Cor', the spec's alert
// on a duplicate size + colour (406), and the stock movement whose reasons follow its type.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../src/admin/dataProvider';
import { type Answer, authAs, fakeFetch, type Row } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';
import { GridSection } from '../../src/admin/resources/products/grid/GridSection';
import { TestAdmin } from './panel-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const auth = authAs(false);

const fakeApi = fakeFetch;

const items: Row[] = [
  {
    id: 1,
    product_id: 10,
    balance: 5,
    size: 'P',
    color: 'Preto',
    code: 'SKU-P-PRETO',
    code_color: '#000000',
    second_code_color: null,
    bg_color_img: null,
    active: true,
  },
  {
    id: 2,
    product_id: 10,
    balance: 0,
    size: 'M',
    color: 'Branco',
    code: 'SKU-M-BRANCO',
    code_color: '#FFFFFF',
    second_code_color: null,
    bg_color_img: null,
    active: true,
  },
];
const inactive: Row = { ...items[0], id: 3, size: 'G', code: 'SKU-G', active: false, balance: -2 };
const sizes = ['PP', 'P', 'M', 'G'].map((name, i) => ({ id: i + 1, name, ordenate: i }));

const gridIndex: Answer = (body) => {
  const rows = body.show_inactive ? [...items, inactive] : items;
  return [200, { data: rows, total: rows.length, last_page: 1 }];
};

const product = { id: 10, company_id: 7, name: 'Camiseta', code: 'PRODUTO', active: false, balance: 99 };

function renderSection(answers: Record<string, Answer> = {}) {
  const calls = fakeApi({
    '/grid/index': gridIndex,
    '/size/index': [200, { data: sizes, total: sizes.length, last_page: 1 }],
    ...answers,
  });
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
        {/* As on the product's edit page: the product is the record around the section. */}
        <RecordContextProvider value={product}>
          <GridSection product={product} />
        </RecordContextProvider>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
  return calls;
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('stock grid list', () => {
  it('shows quantity, size, colour, code and active; balance below 1 in red; inactive on demand', async () => {
    const calls = renderSection();
    expect(await screen.findByText('SKU-P-PRETO')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Quantidade', 'Tamanho', 'Cor', 'Código', 'Ativo', 'Ações']);
    expect(within(rowOf('SKU-P-PRETO')).getByText('5').getAttribute('data-negative')).toBeNull();
    expect(within(rowOf('SKU-M-BRANCO')).getByText('0').getAttribute('data-negative')).toBe('true');
    expect(within(rowOf('SKU-M-BRANCO')).getByText('Branco')).toBeTruthy();
    expect(screen.queryByText('SKU-G')).toBeNull();
    expect(calls.find((c) => c.path === '/grid/index')?.body).toMatchObject({
      product_id: 10,
      show_inactive: false,
    });

    await userEvent.setup().click(screen.getByLabelText('Mostrar Inativos'));
    expect(await screen.findByText('SKU-G')).toBeTruthy();
    expect(within(rowOf('SKU-G')).getByText('Inativo')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/grid/index', body: { show_inactive: true } });
  });
});

describe('grid form', () => {
  it('opens an item read-only until Alterar Informações, then saves through /grid/update', async () => {
    const calls = renderSection({ '/grid/update': [202, { ...items[0], code: 'NOVO-1' }] });
    const user = userEvent.setup();
    await user.click(await screen.findByText('SKU-P-PRETO'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Grade' });
    const code = within(dialog).getByLabelText('Código') as HTMLInputElement;
    expect(code.value).toBe('SKU-P-PRETO');
    expect(code.readOnly).toBe(true);
    await user.type(code, 'X');
    expect(code.value).toBe('SKU-P-PRETO');
    expect(within(dialog).queryByRole('button', { name: 'Salvar Alterações' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Alterar Informações' }));
    expect(code.readOnly).toBe(false);
    // Unlocking does not save anything.
    expect(calls.some((c) => c.path === '/grid/update')).toBe(false);
    await user.clear(code);
    await user.type(code, 'NOVO-1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/grid/update')).toBe(true));
    expect(calls.find((c) => c.path === '/grid/update')!.body).toEqual({
      id: 1,
      size: 'P',
      color: 'Preto',
      code: 'NOVO-1',
      code_color: '#000000',
      second_code_color: null,
      bg_color_img: null,
      active: true,
    });
    expect(await screen.findByText('Item atualizado com sucesso')).toBeTruthy();
  });

  it('fills the codes from the colour list, and a background image clears and locks them', async () => {
    const calls = renderSection({ '/grid/save': [201, { id: 9 }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Grade' });
    await user.type(within(dialog).getByLabelText(/^Tamanho/), 'GG');
    await user.type(within(dialog).getByLabelText(/^Cor/), 'Listrado');
    await user.click(await screen.findByRole('option', { name: 'Listrado Marinho' }));
    expect(input('Código da Cor').value).toBe('#1F2A44');
    expect(input('Segundo Código da Cor').value).toBe('#FFFFFF');

    await user.type(input('Imagem de Fundo da Cor'), 'https://cdn.example.com/listras.png');
    await waitFor(() => expect(input('Código da Cor').value).toBe(''));
    expect(input('Segundo Código da Cor').value).toBe('');
    expect(input('Código da Cor').disabled).toBe(true);

    await user.clear(input(/^Quantidade/));
    await user.type(input(/^Quantidade/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/grid/save')).toBe(true));
    expect(calls.find((c) => c.path === '/grid/save')!.body).toEqual({
      product_id: 10,
      company_id: 7,
      size: 'GG',
      color: 'Listrado Marinho',
      code: null,
      code_color: null,
      second_code_color: null,
      bg_color_img: 'https://cdn.example.com/listras.png',
      balance: 4,
      reason: 'b',
    });
    expect(await screen.findByText('Item Cadastrado com sucesso')).toBeTruthy();
  });

  it("asks 'Selecione uma Cor', then shows the spec's alert when the size and colour exist (406)", async () => {
    const calls = renderSection({
      '/grid/save': [
        406,
        { message: 'Este tamanho e código de cor já estão cadastrados para este produto.' },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Grade' });
    await user.type(within(dialog).getByLabelText(/^Tamanho/), 'P');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione uma Cor')).toBeTruthy();
    expect(calls.some((c) => c.path === '/grid/save')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Cor/), 'Pre');
    await user.click(await screen.findByRole('option', { name: 'Preto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Este tamanho e código de cor já estão cadastrados para este produto.',
    );
    expect(calls.find((c) => c.path === '/grid/save')!.body).toMatchObject({ size: 'P', color: 'Preto' });
  });

  it('registers sizes × colours in one batch, and a repeated pair shows the same alert', async () => {
    let status = 406;
    const calls = renderSection({
      '/grid/save-many': () => [status, status === 406 ? { message: 'duplicado' } : []],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Várias Grades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Várias Grades' });
    for (const size of ['P', 'M', 'G']) {
      await user.type(within(dialog).getByLabelText(/^Tamanhos/), size);
      await user.click(await screen.findByRole('option', { name: size }));
    }
    for (const color of ['Preto', 'Branco']) {
      await user.type(within(dialog).getByLabelText(/^Cores/), color);
      await user.click(await screen.findByRole('option', { name: color }));
    }
    await user.keyboard('{Escape}');
    expect(within(dialog).getByText('6 combinações')).toBeTruthy();
    expect(within(dialog).getByText('M · Branco')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Este tamanho e código de cor já estão cadastrados para este produto.',
    );
    const sent = calls.find((c) => c.path === '/grid/save-many')!.body;
    expect(sent.product_id).toBe(10);
    expect((sent.data as Row[]).map((d) => `${d.size} ${d.color}`)).toEqual([
      'P Preto',
      'P Branco',
      'M Preto',
      'M Branco',
      'G Preto',
      'G Branco',
    ]);
    expect((sent.data as Row[])[1]).toEqual({
      size: 'P',
      color: 'Branco',
      code_color: '#FFFFFF',
      second_code_color: null,
    });

    status = 201;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Item Cadastrado com sucesso')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('stock movement', () => {
  it('offers the reasons of the chosen type, takes digits only and shows Estoque insuficiente', async () => {
    const calls = renderSection({
      '/grid/stock-change': [
        422,
        { message: 'Dados inválidos', errors: { amount: ['Estoque insuficiente'] } },
      ],
    });
    const user = userEvent.setup();
    await screen.findByText('SKU-M-BRANCO');
    await user.click(within(rowOf('SKU-M-BRANCO')).getByRole('button', { name: 'Movimentar Estoque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimentar Estoque' });
    // Clicking the row's button opens only the movement, not the edit dialog.
    expect(screen.queryByRole('dialog', { name: 'Editar Grade' })).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: /^Motivo/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Compra/Saldo inicial',
      'Troca',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: /^Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Saída' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Motivo/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Venda on-line',
      'Cancelado',
      'Venda Loja Física',
    ]);
    await user.click(screen.getByRole('option', { name: 'Venda Loja Física' }));

    const amount = within(dialog).getByLabelText(/^Quantidade/) as HTMLInputElement;
    await user.type(amount, 'a1b2');
    expect(amount.value).toBe('12');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Estoque insuficiente')).toBeTruthy();
    expect(calls.find((c) => c.path === '/grid/stock-change')!.body).toEqual({
      grid_id: 2,
      type: 'o',
      amount: 12,
      reason: 'ss',
      note: null,
      negativeStock: false,
    });
    expect(within(dialog).getByLabelText('Permitir estoque negativo')).toBeTruthy();
  });
});
