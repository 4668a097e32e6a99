// @vitest-environment jsdom
// Bulk actions of the generic lists (issue 27 item 5) as a user meets them: selecting rows shows the
// bar ('N selecionados', 'Limpar seleção'); the actions offered follow the entity's schema and the
// user's access (Ativar / Desativar for a writable `active`, Excluir for the delete call); each row
// is its own call, and the outcome is a toast when all pass, else 'Resultado' listing each refused
// row by its title with the server's message (refused rows stay selected); Excluir asks first. On a
// phone each card has its checkbox and the page has 'Selecionar todos desta página'. The order
// lists add 'Avançar status' (the detail's /buy/update, with the password an unpaid order asks)
// and 'Imprimir selecionados' (one print view of them all).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError } from 'react-admin';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { reasonOf } from '../../src/admin/api';
import { eachRow } from '../../src/admin/generic/BulkActions';
import { nextStatus } from '../../src/shared/order-status';
import { parseIds } from '../../src/admin/areas/orders/print/OrdersPrintPage';
import {
  ADMIN,
  inResource,
  memoryApi,
  renderRoutes,
  type Row,
  setViewportWidth,
  STORE_USER,
  type Who,
} from './generic-harness';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const attributes: Row[] = [
  {
    id: 1,
    company_id: 1,
    name: 'Gravação',
    group_name: 'Extras',
    additional_price: '5.00',
    typeable: true,
    active: true,
  },
  {
    id: 2,
    company_id: 1,
    name: 'Embrulho',
    group_name: 'Extras',
    additional_price: '3.00',
    typeable: false,
    active: true,
  },
  {
    id: 3,
    company_id: 1,
    name: 'Cartão',
    group_name: 'Extras',
    additional_price: '0.00',
    typeable: false,
    active: false,
  },
];

function renderList(
  resource: string,
  rows: Row[],
  { who = STORE_USER, answers, extra }: { who?: Who; answers?: object; extra?: Record<string, unknown> } = {},
) {
  const api = memoryApi({ [resource]: rows }, answers);
  const provider = { ...api.provider, ...extra } as unknown as DataProvider;
  renderRoutes(
    `/${resource}`,
    { [`/${resource}`]: inResource(resource, <SchemaList />), '/detailOrder/print': <p>Impressão</p> },
    { provider, who },
  );
  return api;
}

const rowOf = (cell: string) => screen.getByText(cell).closest('tr') as HTMLElement;
const select = async (user: ReturnType<typeof userEvent.setup>, ...cells: string[]) => {
  for (const cell of cells) await user.click(within(await waitFor(() => rowOf(cell))).getByRole('checkbox'));
};
const bar = () => screen.getByRole('region', { name: 'Ações em lote' });
const shownBar = () => screen.findByRole('region', { name: 'Ações em lote' });
const refused = (message: string, status = 422) =>
  new HttpError(message, status, { message, errors: status === 422 ? { active: [message] } : undefined });

describe('the bulk bar', () => {
  it('appears once rows are selected, with how many and Limpar seleção', async () => {
    renderList('atribute', attributes);
    const user = userEvent.setup();
    await screen.findByText('Gravação');
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).toBeNull();
    // Each row's checkbox is named after its record; the header's selects the page.
    expect(screen.getByRole('checkbox', { name: 'Selecionar Cartão' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' })).toBeTruthy();
    await select(user, 'Gravação', 'Embrulho');
    expect(within(bar()).getByText('2 selecionados')).toBeTruthy();
    await user.click(within(bar()).getByRole('button', { name: 'Limpar seleção' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ações em lote' })).toBeNull());
  });

  it('deactivates each selected row through its own update call and says so', async () => {
    const api = renderList('atribute', attributes);
    const user = userEvent.setup();
    await select(user, 'Gravação', 'Embrulho');
    await user.click(within(bar()).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('2 itens atualizados')).toBeTruthy();
    const updates = api.of('update', 'atribute').map((c) => [c.params.id, c.params.data]);
    expect(updates).toEqual([
      [1, { active: false }],
      [2, { active: false }],
    ]);
    // Every row passed: nothing stays selected.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ações em lote' })).toBeNull());
  });

  it("lists the refused rows by their title with the server's message; they stay selected", async () => {
    const message = 'Você não tem permissão para realizar esta ação.';
    const api = renderList('atribute', attributes, {
      answers: {
        update: (_: string, params: Row) => {
          if (params.id === 2) throw new HttpError(message, 403, { message });
          return { data: { ...(params.data as Row), id: params.id } };
        },
      },
    });
    const user = userEvent.setup();
    await select(user, 'Gravação', 'Embrulho', 'Cartão');
    await user.click(within(bar()).getByRole('button', { name: 'Ativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(api.of('update', 'atribute')).toHaveLength(3);
    const list = within(dialog).getByRole('list', { name: 'Itens recusados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Embrulho${message}`]);
    expect(dialog.textContent).toContain('2 itens concluídos; 1 item recusado');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // Once the dialog has gone (it hides the page from assistive technology while open).
    expect(within(await shownBar()).getByText('1 selecionado')).toBeTruthy();
    expect((within(rowOf('Embrulho')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(rowOf('Gravação')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('asks before deleting, and deletes nothing on Cancelar', async () => {
    const inUse = 'Este registro está em uso por outros cadastros e não pode ser excluído.';
    const api = renderList('atribute', attributes, {
      answers: {
        delete: (_: string, params: Row) => {
          if (params.id === 1) throw new HttpError(inUse, 409, { message: inUse });
          return { data: { id: params.id } };
        },
      },
    });
    const user = userEvent.setup();
    await select(user, 'Gravação', 'Embrulho');
    await user.click(within(bar()).getByRole('button', { name: 'Excluir' }));
    let question = await screen.findByRole('dialog', { name: 'Excluir 2 itens selecionados?' });
    expect(question.textContent).toContain('Esta ação não pode ser desfeita.');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(api.of('delete')).toHaveLength(0);
    await user.click(within(await shownBar()).getByRole('button', { name: 'Excluir' }));
    question = await screen.findByRole('dialog', { name: 'Excluir 2 itens selecionados?' });
    await user.click(within(question).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(api.of('delete', 'atribute').map((c) => c.params.id)).toEqual([1, 2]);
    expect(within(dialog).getByText('Gravação')).toBeTruthy();
    expect(within(dialog).getByText(inUse)).toBeTruthy();
  });
});

describe('the actions offered follow the schema', () => {
  it('an entity without `active` offers only Excluir (brands)', async () => {
    renderList('brand', [
      { id: 5, company_id: 1, name: 'Aurora' },
      { id: 6, company_id: 1, name: 'Brisa' },
    ]);
    const user = userEvent.setup();
    await select(user, 'Aurora');
    expect(within(bar()).getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: 'Ativar' })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'Desativar' })).toBeNull();
  });

  it('no checkboxes where the user may not change the entity (a store user on categories)', async () => {
    const rows = [{ id: 7, definition_id: 1, definition_name: 'Moda', name: 'Vestidos' }];
    renderList('category', rows);
    await screen.findByText('Vestidos');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    cleanup();
    renderList('category', rows, { who: ADMIN });
    const user = userEvent.setup();
    await select(user, 'Vestidos');
    expect(within(bar()).getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: 'Ativar' })).toBeNull();
  });

  it('a list without a form offers none (sizes)', async () => {
    renderList('size', [{ id: 1, name: 'P' }], { who: ADMIN });
    await screen.findByText('P');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it("products: the generic actions and the area's (categoria, marca, promoção)", async () => {
    const products = [
      { id: 31, company_id: 1, name: 'Vestido Girassol', price: '199.90', active: true, balance: 3 },
      { id: 32, company_id: 1, name: 'Saia Lírio', price: '99.90', active: true, balance: 1 },
    ];
    const api = renderList('product', products, {
      answers: {
        getList: (resource: string) =>
          resource === 'brand'
            ? { data: [{ id: 9, name: 'Aurora' }], total: 1 }
            : { data: products, total: products.length },
      },
    });
    const user = userEvent.setup();
    await screen.findByText('Vestido Girassol');
    await select(user, 'Vestido Girassol', 'Saia Lírio');
    for (const name of [
      'Ativar',
      'Desativar',
      'Excluir',
      'Alterar categoria',
      'Alterar marca',
      'Adicionar a uma promoção',
    ])
      expect(await within(bar()).findByRole('button', { name })).toBeTruthy();
    await user.click(within(bar()).getByRole('button', { name: 'Alterar marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar marca' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'Aurora' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('2 produtos atualizados')).toBeTruthy();
    expect(api.of('update', 'product').map((c) => [c.params.id, c.params.data])).toEqual([
      [31, { brand_id: 9 }],
      [32, { brand_id: 9 }],
    ]);
  });
});

describe('products: Adicionar a uma promoção', () => {
  it('creates one promotion a product, and reports the one that already has an active one', async () => {
    const products = [
      { id: 31, company_id: 1, name: 'Vestido Girassol', price: '200.00', active: true, balance: 3 },
      { id: 32, company_id: 1, name: 'Saia Lírio', price: '100.00', active: true, balance: 1 },
    ];
    const active = 'Este produto já possui uma promoção ativa. Desative-a antes de cadastrar outra.';
    const api = renderList('product', products, {
      answers: {
        getList: () => ({ data: products, total: products.length }),
        create: (_: string, params: Row) => {
          const data = params.data as Row;
          if (data.product_id === 32)
            throw new HttpError('Os dados informados são inválidos.', 422, {
              message: 'Os dados informados são inválidos.',
              errors: { product_id: [active] },
            });
          return { data: { id: 90, ...data } };
        },
      },
    });
    const user = userEvent.setup();
    await select(user, 'Vestido Girassol', 'Saia Lírio');
    await user.click(await within(bar()).findByRole('button', { name: 'Adicionar a uma promoção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar a uma promoção' });
    const save = within(dialog).getByRole('button', { name: 'Cadastrar Promoção' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('switch', { name: 'Sem período' }));
    await user.type(within(dialog).getByLabelText(/Percentual de desconto/), '10,5');
    await user.click(save);
    const result = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(api.of('create').map((c) => c.params.data)).toEqual([
      {
        product_id: 31,
        company_id: 1,
        no_period: true,
        start_date: null,
        end_date: null,
        discount_value: null,
        discount_percent: 10.5,
      },
      {
        product_id: 32,
        company_id: 1,
        no_period: true,
        start_date: null,
        end_date: null,
        discount_value: null,
        discount_percent: 10.5,
      },
    ]);
    expect(within(result).getByText('Saia Lírio')).toBeTruthy();
    expect(within(result).getByText(active)).toBeTruthy();
  });
});

describe('on a phone', () => {
  it('each card has its checkbox, and the page can be selected at once', async () => {
    setViewportWidth(390);
    renderList('atribute', attributes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Gravação' }));
    expect(within(bar()).getByText('1 selecionado')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(within(bar()).getByText('3 selecionados')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ações em lote' })).toBeNull());
  });
});

describe('order lists', () => {
  const order = (id: number, status: number): Row => ({
    id,
    company_id: 1,
    created_at: '2025-03-05T17:30:00Z',
    status,
    total: '100.00',
    people_name: `Cliente ${id}`,
    printed_at: null,
  });

  it("'Avançar status' moves each order to its next status, with the password an unpaid one asks", async () => {
    const orderUpdate = vi.fn(async (body: Row) => {
      if (body.buy_id === 14) throw refused('Não é possível mudar de Pagamento Recusado para Separação.');
      return { id: body.buy_id, status: body.status };
    });
    renderList('pendingBuys', [order(12, 1), order(14, 1)], { extra: { orderUpdate } });
    const user = userEvent.setup();
    await select(user, 'Cliente 12', 'Cliente 14');
    expect(within(bar()).queryByRole('button', { name: 'Excluir' })).toBeNull();
    await user.click(within(bar()).getByRole('button', { name: 'Avançar status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avançar status' });
    expect(dialog.textContent).toContain('Pagamento em análise → Separação para Entrega');
    expect((within(dialog).getByRole('button', { name: 'Avançar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(within(dialog).getByLabelText(/Senha/), 'loja1234');
    await user.click(within(dialog).getByRole('button', { name: 'Avançar' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(orderUpdate.mock.calls.map(([body]) => body)).toEqual([
      { buy_id: 12, status: 2, password: 'loja1234' },
      { buy_id: 14, status: 2, password: 'loja1234' },
    ]);
    expect(within(result).getByText('Pedido nº 14')).toBeTruthy();
    expect(
      within(result).getByText('Não é possível mudar de Pagamento Recusado para Separação.'),
    ).toBeTruthy();
  });

  it("'Imprimir selecionados' opens one print view of all of them", async () => {
    renderList('finished', [order(21, 4), order(22, 4)]);
    const user = userEvent.setup();
    await select(user, 'Cliente 21', 'Cliente 22');
    // Delivered orders go no further: no 'Avançar status'.
    expect(within(bar()).queryByRole('button', { name: 'Avançar status' })).toBeNull();
    await user.click(within(bar()).getByRole('button', { name: 'Imprimir selecionados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imprimir selecionados' });
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/detailOrder/print'));
    expect(screen.getByTestId('search').textContent).toBe('?ids=21,22&format=a4');
  });
});

describe('helpers', () => {
  it('runs every row, two at a time, whatever fails', async () => {
    let running = 0;
    let most = 0;
    const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));
    const outcomes = await eachRow(
      rows,
      async (row) => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (row.id % 2 === 0) throw new HttpError('x', 422, { errors: { name: ['Nome inválido'] } });
      },
      { titleOf: (r) => `#${r.id}` },
    );
    expect(most).toBe(2);
    expect(outcomes.map((o) => [o.id, o.ok, o.reason])).toEqual([
      [1, true, undefined],
      [2, false, 'Nome inválido'],
      [3, true, undefined],
      [4, false, 'Nome inválido'],
      [5, true, undefined],
    ]);
    expect(reasonOf(new HttpError('Erro', 409, { message: 'Em uso' }))).toBe('Em uso');
  });

  it('the next status of an order, and the ids of a print', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(nextStatus)).toEqual([1, 2, 3, 4, null, null, null, null]);
    expect(parseIds('3, 1,x,3,-2,0,7')).toEqual([3, 1, 7]);
  });
});
