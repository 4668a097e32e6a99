// @vitest-environment jsdom
// The stock grid section of a saved product as a store user meets it, a generic sub-list
// configured by the product screen (areas/catalogue.tsx 'Estoque') with the area's own inputs and
// buttons: the items with their balance (below 1 in red), the 'Mostrar Inativos' switch, the edit
// dialog read-only until 'Alterar Informações', a background image clearing the colour codes,
// 'Selecione uma Cor', the spec's alert on a duplicate size + colour (406), and the stock movement
// whose reasons follow its type. Calls go through the panel's real data provider.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, directory, TestAdmin } from './panel-admin';
import { BelowForm } from '../../src/admin/generic/SchemaForm';
import { isSubList } from '../../src/admin/generic/screen';
import { type Answer, authAs, fakeFetch, type Row } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';

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

/** The product screen with only its stock grid below the form. */
const productScreen = directory.screenOf('product')!;
const subListOf = (entity: string) => productScreen.below!.filter((b) => isSubList(b) && b.entity === entity);
const gridOnly = { ...productScreen, below: subListOf('grid') };

function renderSection(answers: Record<string, Answer> = {}, parent: Row = product, screen = gridOnly) {
  const calls = fakeApi({
    '/grid/index': gridIndex,
    '/size/index': [200, { data: sizes, total: sizes.length, last_page: 1 }],
    ...answers,
  });
  render(
    <MemoryRouter>
      <TestAdmin
        dataProvider={dataProvider}
        authProvider={auth}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {/* As on the product's edit page: the product is the record around the section. */}
        <ResourceContextProvider value="product">
          <RecordContextProvider value={parent}>
            <BelowForm screen={screen} />
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
  return calls;
}

/** The section's pieces are their own chunk (React.lazy): the first render waits for them. */
const findItem = (code: string) => screen.findByText(code, undefined, { timeout: 10_000 });

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('stock grid list', () => {
  it('shows quantity, size, colour, code and active; balance below 1 in red; inactive on demand', async () => {
    const calls = renderSection();
    expect(await findItem('SKU-P-PRETO')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Estoque' })).toBeTruthy();
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
    expect(calls.at(-1)).toMatchObject({
      path: '/grid/index',
      body: { product_id: 10, show_inactive: true },
    });
  });

  it('has no grid for a product with a single stock', async () => {
    // The promotions below the grid show that the sections are there, without the grid.
    const withPromotions = {
      ...productScreen,
      below: [...subListOf('grid'), ...subListOf('product_promotion')],
    };
    const calls = renderSection(
      { '/product-promotion/index': [200, { data: [], total: 0, last_page: 1 }] },
      { ...product, unique_stock: true },
      withPromotions,
    );
    expect(
      await screen.findByText('Nenhuma promoção cadastrada.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Estoque' })).toBeNull();
    expect(calls.some((c) => c.path === '/grid/index')).toBe(false);
  });
});

describe('grid form', () => {
  it('opens an item read-only until Alterar Informações, then saves through /grid/update', async () => {
    const calls = renderSection({ '/grid/update': [202, { ...items[0], code: 'NOVO-1' }] });
    const user = userEvent.setup();
    await user.click(await findItem('SKU-P-PRETO'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Grade' });
    const code = (await within(dialog).findByLabelText('Código', undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
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
      product_id: 10,
      company_id: 7,
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
    await findItem('SKU-P-PRETO');
    const asked = calls.filter((c) => c.path === '/grid/index').length;
    await user.click(screen.getByRole('button', { name: 'Cadastrar Grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Grade' });
    await user.type(await within(dialog).findByLabelText(/^Tamanho/, undefined, { timeout: 10_000 }), 'GG');
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
    // The dialog closes and the items are asked again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.path === '/grid/index').length).toBeGreaterThan(asked));
  });

  it("asks 'Selecione uma Cor', then shows the spec's alert when the size and colour exist (406)", async () => {
    const calls = renderSection({
      '/grid/save': [
        406,
        { message: 'Este tamanho e código de cor já estão cadastrados para este produto.' },
      ],
    });
    const user = userEvent.setup();
    await findItem('SKU-P-PRETO');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Grade' });
    await user.type(await within(dialog).findByLabelText(/^Tamanho/, undefined, { timeout: 10_000 }), 'P');
    // Salvar looks disabled while the colour is missing, and pressed says so.
    expect(within(dialog).getByRole('button', { name: 'Salvar' }).getAttribute('aria-disabled')).toBe('true');
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
    await findItem('SKU-P-PRETO');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Várias Grades' }));
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
    await findItem('SKU-M-BRANCO');
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

  it('Salvar looks disabled while the movement is incomplete and, pressed, says what is missing', async () => {
    const calls = renderSection({ '/grid/stock-change': [201, {}] });
    const user = userEvent.setup();
    await findItem('SKU-M-BRANCO');
    await user.click(within(rowOf('SKU-M-BRANCO')).getByRole('button', { name: 'Movimentar Estoque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimentar Estoque' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    // As every form's Salvar: not blocked, only greyed (aria-disabled).
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await within(dialog).findByText('Por favor insira Quantidade')).toBeTruthy();
    expect(calls.some((c) => c.path === '/grid/stock-change')).toBe(false);
  });
});
