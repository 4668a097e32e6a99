// @vitest-environment jsdom
// The generic panel layer as a user meets it on screens made only of configuration: each kind of
// list cell (chips with the schema's labels and colours, money, dates, phones, CPF/CNPJ, an inline
// switch that saves at once with its toasts), the filters a field's type gives (status, enum,
// reference) and a switch filter, the list parameters kept in the URL, the phone's cards, a field
// shown and required by another (Empresa), the sub-lists of a saved record (rows, add, edit,
// delete with confirmation, read-only until unlocked) and the input registry (every x-widget).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Form,
  HttpError,
  memoryStore,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { entities } from '../../src/generated/registry';
import type { PropertyModel } from '../../src/shared/entity';
import { isWidget, parseHint, WIDGETS } from '../../src/shared/panel-hints';
import { BelowForm, SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { InputFor } from '../../src/admin/generic/inputs';
import { isSubList, type Screen } from '../../src/admin/generic/screen';
import type { SubListConfig } from '../../src/admin/generic/screen';
import { i18nProvider } from '../../src/admin/i18n';
import { directory, TestAdmin } from './panel-admin';
import {
  ADMIN,
  ariaDisabled,
  headersOf,
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

const screenOf = (resource: string) => directory.screenOf(resource)!;
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const rowOf = (cell: string) => screen.getByText(cell).closest('tr') as HTMLElement;

/** A list of `resource` (its screen's configuration, or the one given) at /resource. */
function renderList(
  resource: string,
  rows: Record<string, Row[]>,
  { who = STORE_USER, screen: given, answers }: { who?: Who; screen?: Screen; answers?: object } = {},
) {
  const api = memoryApi(rows, answers);
  renderRoutes(
    `/${resource}`,
    { [`/${resource}`]: inResource(resource, <SchemaList screen={given} />) },
    {
      provider: api.provider,
      who,
    },
  );
  return api;
}

const lastFilter = (api: ReturnType<typeof memoryApi>, resource: string) =>
  api.of('getList', resource).at(-1)?.params.filter;

const stores: Row[] = [
  {
    id: 7,
    fantasy_name: 'Moda Viva',
    active: true,
    email: 'contato@modaviva.dev',
    cpf_cnpj: '11222333000181',
    contract_close: '2024-11-20',
    project_delivery: '2024-12-15',
  },
  {
    id: 8,
    fantasy_name: 'Loja Fechada',
    active: false,
    email: 'f@loja.dev',
    cpf_cnpj: '52998224725',
    contract_close: null,
  },
];

const users: Row[] = [
  {
    id: 7,
    name: 'Carla Souza',
    email: 'carla@modaviva.dev',
    admin: false,
    active: true,
    fantasy_name: 'Moda Viva',
  },
  { id: 3, name: 'Paulo Admin', email: 'paulo@painel.dev', admin: true, active: true, fantasy_name: null },
];

describe('list cells (display registry)', () => {
  it('chips take their labels and colours from x-enum-labels and x-enum-colors', async () => {
    renderList('users-store', { 'users-store': users }, { who: ADMIN });
    const client = within(await waitFor(() => rowOf('Carla Souza')))
      .getByText('Usuário')
      .closest('.MuiChip-root')!;
    expect(client.className).toContain('MuiChip-colorError');
    const admin = within(rowOf('Paulo Admin')).getByText('Administrador').closest('.MuiChip-root')!;
    expect(admin.className).toContain('MuiChip-colorSuccess');
    cleanup();

    renderList('company', { company: stores }, { who: ADMIN });
    const active = within(await waitFor(() => rowOf('Moda Viva')))
      .getByText('Ativo')
      .closest('.MuiChip-root')!;
    expect(active.className).toContain('MuiChip-colorSuccess');
    const inactive = within(rowOf('Loja Fechada')).getByText('Inativo').closest('.MuiChip-root')!;
    expect(inactive.className).toContain('MuiChip-outlined');
    expect(inactive.className).not.toContain('MuiChip-colorSuccess');
  });

  it('shows money in R$, dates dd/mm/aaaa, CPF/CNPJ with their punctuation and enum labels', async () => {
    const custom: Screen = {
      ...screenOf('company'),
      columns: [
        'fantasy_name',
        { source: 'cpf_cnpj', label: 'Documento', display: 'cpf-cnpj' },
        'contract_close',
      ],
    };
    renderList('company', { company: stores }, { who: ADMIN, screen: custom });
    await screen.findByText('Moda Viva');
    expect(headersOf()).toEqual(['Nome', 'Documento', 'Data de fechamento do contrato', 'Ações']);
    expect(within(rowOf('Moda Viva')).getByText('11.222.333/0001-81')).toBeTruthy();
    expect(within(rowOf('Moda Viva')).getByText('20/11/2024')).toBeTruthy();
    expect(within(rowOf('Loja Fechada')).getByText('529.982.247-25')).toBeTruthy();
    cleanup();

    const prices: Screen = { ...screenOf('atribute'), columns: ['name', 'additional_price'] };
    renderList(
      'atribute',
      { atribute: [{ id: 3, company_id: 1, name: 'Embalagem', additional_price: '1234.5' }] },
      { screen: prices },
    );
    const cells = within(await waitFor(() => rowOf('Embalagem'))).getAllByRole('cell');
    // After the row's selection checkbox (bulk actions) and its name.
    expect(text(cells[2])).toBe('R$ 1.234,50');
    cleanup();

    const people: Screen = {
      ...screenOf('users-consumer'),
      filterMode: 'live',
      storeFirst: false,
      filters: [],
      slots: undefined,
      columns: ['fantasy_name', 'phone_number', 'state', 'gender'],
    };
    renderList(
      'users-consumer',
      {
        'users-consumer': [
          { id: 5, fantasy_name: 'Ana Lima', phone_number: '11987654321', state: 'SP', gender: 'f' },
          { id: 6, fantasy_name: 'Bia Reis', phone_number: '1133334444', state: 'BA', gender: 'm' },
        ],
      },
      { screen: people },
    );
    expect(text(await waitFor(() => rowOf('Ana Lima')))).toBe('Ana Lima(11) 98765-4321São PauloFeminino');
    expect(text(rowOf('Bia Reis'))).toBe('Bia Reis(11) 3333-4444BahiaMasculino');
  });

  it('an inline switch saves at once with its toast, and goes back with the failure toast', async () => {
    const api = renderList('users-store', { 'users-store': users }, { who: ADMIN });
    const user = userEvent.setup();
    const carla = (await screen.findByRole('switch', { name: 'Ativo: Carla Souza' })) as HTMLInputElement;
    expect(carla.checked).toBe(true);
    await user.click(carla);
    expect(await screen.findByText('Status do usuário atualizado com sucesso!')).toBeTruthy();
    expect(api.of('update')).toEqual([
      expect.objectContaining({
        resource: 'users-store',
        params: expect.objectContaining({ id: 7, data: { active: false } }),
      }),
    ]);
    expect(carla.checked).toBe(false);
    // The switch saves; it does not open the form.
    expect(screen.getByTestId('where').textContent).toBe('/users-store');
    // The toast's Desfazer saves the old value back, and says so.
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Alteração desfeita.')).toBeTruthy();
    expect(api.of('update').at(-1)).toMatchObject({
      resource: 'users-store',
      params: { id: 7, data: { active: true } },
    });
    await waitFor(() => expect(carla.checked).toBe(true));
    cleanup();

    renderList(
      'users-store',
      { 'users-store': users },
      {
        who: ADMIN,
        answers: {
          update: () => {
            throw new HttpError('Algo deu errado', 500);
          },
        },
      },
    );
    const paulo = (await screen.findByRole('switch', { name: 'Ativo: Paulo Admin' })) as HTMLInputElement;
    await user.click(paulo);
    expect(await screen.findByText('Erro ao atualizar o status do usuário.')).toBeTruthy();
    await waitFor(() => expect(paulo.checked).toBe(true));
  });

  it('a switch column without its own texts uses the generic toast', async () => {
    const custom: Screen = {
      ...screenOf('company'),
      columns: ['fantasy_name', { source: 'active', label: 'Ativa', display: 'switch' }],
    };
    const api = renderList('company', { company: stores }, { who: ADMIN, screen: custom });
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Ativo: Loja Fechada' }));
    expect(await screen.findByText('Status atualizado com sucesso!')).toBeTruthy();
    expect(api.of('update')[0]).toMatchObject({
      resource: 'company',
      params: { id: 8, data: { active: true } },
    });
  });
});

describe('filters from the field types', () => {
  it('a boolean gives Todos / Ativos / Inativos, sending active true or false, kept in the URL', async () => {
    const api = renderList('users-store', { 'users-store': users }, { who: ADMIN });
    const user = userEvent.setup();
    await screen.findByText('Carla Souza');
    expect(lastFilter(api, 'users-store')).toEqual({});
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ativos', 'Inativos']);
    await user.click(screen.getByRole('option', { name: 'Inativos' }));
    await waitFor(() => expect(lastFilter(api, 'users-store')).toEqual({ active: false }));
    // The list's parameters are in the address, so a reload or a shared link keeps them.
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain('"active":false'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Ativos' }));
    await waitFor(() => expect(lastFilter(api, 'users-store')).toEqual({ active: true }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(lastFilter(api, 'users-store')).toEqual({}));
  });

  it('reads the filters back from the URL', async () => {
    const api = memoryApi({ 'users-store': users });
    const filter = encodeURIComponent(JSON.stringify({ active: false }));
    renderRoutes(
      `/users-store?filter=${filter}`,
      { '/users-store': inResource('users-store', <SchemaList />) },
      { provider: api.provider, who: ADMIN },
    );
    await waitFor(() =>
      expect(api.of('getList', 'users-store')[0]?.params.filter).toEqual({ active: false }),
    );
    expect(await screen.findByText('Inativos')).toBeTruthy();
  });

  it('an enum gives a select of its labels', async () => {
    const custom: Screen = {
      resource: 'phone',
      entity: 'phone',
      title: 'Telefones',
      filters: ['type'],
      columns: ['id', 'type', 'number'],
    };
    const phones = [
      { id: 1, company_id: 1, type: 'w', number: '11987654321' },
      { id: 2, company_id: 1, type: 'f', number: '1133334444' },
    ];
    const api = renderList('phone', { phone: phones }, { screen: custom });
    const user = userEvent.setup();
    expect(await screen.findByText('(11) 3333-4444')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Fixo',
      'WhatsApp',
      'Celular',
    ]);
    await user.click(screen.getByRole('option', { name: 'WhatsApp' }));
    await waitFor(() => expect(lastFilter(api, 'phone')).toEqual({ type: 'w' }));
    await waitFor(() => expect(screen.queryByText('(11) 3333-4444')).toBeNull());
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
  });

  it('a reference gives a picker of the other entity’s records', async () => {
    const custom: Screen = { ...screenOf('sub-category'), filters: ['definition_id'] };
    const api = renderList(
      'sub-category',
      {
        'sub-category': [
          { id: 1, definition_id: 1, category_id: 10, name: 'Corrida' },
          { id: 2, definition_id: 2, category_id: 11, name: 'Panelas' },
        ],
        definition: [
          { id: 1, name: 'Calçados' },
          { id: 2, name: 'Casa' },
        ],
      },
      { screen: custom },
    );
    const user = userEvent.setup();
    await screen.findByText('Panelas');
    await user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Calçados', 'Casa']);
    await user.click(screen.getByRole('option', { name: 'Calçados' }));
    await waitFor(() => expect(lastFilter(api, 'sub-category')).toEqual({ definition_id: 1 }));
    await waitFor(() => expect(screen.queryByText('Panelas')).toBeNull());
    expect(screen.getByText('Corrida')).toBeTruthy();
  });

  it('a toggle filter sends true or false, starting off', async () => {
    const api = renderList('company', { company: stores }, { who: ADMIN });
    const user = userEvent.setup();
    await screen.findByText('Moda Viva');
    expect(lastFilter(api, 'company')).toEqual({ show_inactive: false, only_delivered: false });
    await user.click(screen.getByRole('switch', { name: 'Mostrar Inativos' }));
    await waitFor(() =>
      expect(lastFilter(api, 'company')).toEqual({ show_inactive: true, only_delivered: false }),
    );
    await user.click(screen.getByRole('switch', { name: 'Mostrar Inativos' }));
    await waitFor(() =>
      expect(lastFilter(api, 'company')).toEqual({ show_inactive: false, only_delivered: false }),
    );
  });

  it("a status switch starts on 'Ativos', and off reads 'Inativos' (never both)", async () => {
    // The coupon list's (spec section 3): its screen says kind 'status-switch' for active.
    const api = renderList('coupon', {
      coupon: [
        { id: 1, company_id: 1, code: 'AURORA10', active: true },
        { id: 2, company_id: 1, code: 'BRISA5', active: false },
      ],
    });
    const user = userEvent.setup();
    await screen.findByText('AURORA10');
    expect(lastFilter(api, 'coupon')).toEqual({ active: true });
    expect(screen.queryByText('BRISA5')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Ativos' }));
    await waitFor(() => expect(lastFilter(api, 'coupon')).toEqual({ active: false }));
    expect(await screen.findByText('BRISA5')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Inativos' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a search typed right after the switch keeps the switch (the search fires 300 ms later)', async () => {
    const api = renderList('coupon', {
      coupon: [
        { id: 1, company_id: 1, code: 'AURORA10', active: true },
        { id: 2, company_id: 1, code: 'BRISA5', active: false },
      ],
    });
    await screen.findByText('AURORA10');
    // Same tick: the search's change comes from a render before the switch's new filter.
    fireEvent.click(screen.getByRole('switch', { name: 'Ativos' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'BRISA' } });
    await waitFor(() => expect(lastFilter(api, 'coupon')).toEqual({ active: false, q: 'BRISA' }));
    expect(await screen.findByText('BRISA5')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Inativos' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('on a phone (below 960 px)', () => {
  const many: Row[] = [
    ...stores,
    { id: 9, fantasy_name: 'Casa Verde', active: true, email: 'c@verde.dev' },
    { id: 10, fantasy_name: 'Bazar Azul', active: true, email: 'b@azul.dev' },
    { id: 11, fantasy_name: 'Quinta Loja', active: true, email: 'q@loja.dev' },
  ];

  it('shows each record as a card, 4 a page, that opens its form', async () => {
    setViewportWidth(390);
    const api = renderList('company', { company: many }, { who: ADMIN });
    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(4));
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(api.of('getList', 'company').at(-1)?.params.pagination).toEqual({ page: 1, perPage: 4 });
    const card = screen.getAllByTestId('record-card')[0];
    expect(within(card).getByRole('heading', { name: 'Moda Viva' })).toBeTruthy();
    expect(text(card)).toContain('STATUS:Ativo');
    expect(text(card)).toContain('E-MAIL:contato@modaviva.dev');
    expect(text(card)).toContain('Data Fechamento:20/11/2024');
    expect(screen.queryByText('Quinta Loja')).toBeNull();
    await userEvent.setup().click(within(screen.getAllByTestId('record-card')[2]).getByRole('link'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-company/9'));
  });

  it('pages on to the next 4 cards with buttons named in Portuguese', async () => {
    setViewportWidth(390);
    renderList('company', { company: many }, { who: ADMIN });
    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(4));
    // No English in the UI (issue 10 item 6): not 'Go to next page'.
    await userEvent.setup().click(screen.getByRole('button', { name: /próxim/i }));
    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(1));
    expect(screen.getByText('Quinta Loja')).toBeTruthy();
    expect(screen.getByRole('button', { name: /anterior/i })).toBeTruthy();
  });

  it('keeps the row’s switch and actions on the card', async () => {
    setViewportWidth(390);
    const api = renderList('users-store', { 'users-store': users }, { who: ADMIN });
    const card = (await screen.findByRole('heading', { name: 'Carla Souza' })).closest(
      '[data-testid="record-card"]',
    ) as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(card).getByRole('switch', { name: 'Ativo: Carla Souza' }));
    expect(await screen.findByText('Status do usuário atualizado com sucesso!')).toBeTruthy();
    expect(api.of('update')[0]?.params).toMatchObject({ id: 7, data: { active: false } });
    expect(screen.getByTestId('where').textContent).toBe('/users-store');
    await user.click(within(card).getByLabelText('Editar'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-user/7'));
  });
});

// Typing whole forms is slow on a busy two-core machine: these get more than the default 30 s.
describe('a field shown and required by another (x-show-when, x-required-when)', { timeout: 60_000 }, () => {
  it('Empresa shows Razão Social and turns CPF into CNPJ, RG into I. Estadual, each with its mask', async () => {
    const api = memoryApi();
    renderRoutes(
      '/form-company',
      { '/form-company': inResource('company', <SchemaCreate />) },
      {
        provider: api.provider,
        who: ADMIN,
      },
    );
    const user = userEvent.setup();
    const document = (await screen.findByLabelText('CPF *')) as HTMLInputElement;
    expect(screen.queryByLabelText(/Razão Social/)).toBeNull();
    expect(screen.getByLabelText('RG')).toBeTruthy();
    await user.type(document, '52998224725');
    expect(document.value).toBe('529.982.247-25');

    await user.click(screen.getByLabelText('Empresa'));
    expect(await screen.findByLabelText('Razão Social *')).toBeTruthy();
    const cnpj = screen.getByLabelText('CNPJ *') as HTMLInputElement;
    expect(screen.getByLabelText('I. Estadual')).toBeTruthy();
    await user.clear(cnpj);
    await user.type(cnpj, '11222333000181');
    expect(cnpj.value).toBe('11.222.333/0001-81');
    await user.type(screen.getByLabelText('I. Estadual'), '123456789');
    expect((screen.getByLabelText('I. Estadual') as HTMLInputElement).value).toBe('12.345.678-9');

    // Pressed while Razão Social is missing: Salvar says so under it, and sends nothing.
    await user.type(screen.getByLabelText('Nome *'), 'Moda Viva');
    await user.type(screen.getByLabelText('E-mail *'), 'contato@modaviva.dev');
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(ariaDisabled(save)).toBe(true);
    await user.click(save);
    expect(await screen.findByText('Por favor insira Razão Social')).toBeTruthy();
    expect(api.of('create')).toHaveLength(0);

    await user.type(screen.getByLabelText('Razão Social *'), 'Moda Viva Ltda');
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(api.of('create')).toHaveLength(1));
    expect(api.of('create')[0].params.data).toMatchObject({
      company: true,
      social_name: 'Moda Viva Ltda',
      cpf_cnpj: '11222333000181',
      ie_rg: '123456789',
      fantasy_name: 'Moda Viva',
    });
  });

  it('Empresa off hides Razão Social again and sends it empty', async () => {
    const api = memoryApi();
    renderRoutes(
      '/form-company',
      { '/form-company': inResource('company', <SchemaCreate />) },
      {
        provider: api.provider,
        who: ADMIN,
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Empresa'));
    await user.type(await screen.findByLabelText('Razão Social *'), 'Moda Viva Ltda');
    await user.click(screen.getByLabelText('Empresa'));
    await waitFor(() => expect(screen.queryByLabelText(/Razão Social/)).toBeNull());
    await user.type(screen.getByLabelText('Nome *'), 'Ana Lima');
    await user.type(screen.getByLabelText('E-mail *'), 'ana@lima.dev');
    await user.type(screen.getByLabelText('CPF *'), '52998224725');
    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(api.of('create')).toHaveLength(1));
    expect(api.of('create')[0].params.data).toMatchObject({
      company: false,
      social_name: null,
      cpf_cnpj: '52998224725',
    });
  });
});

/** A saved record's sub-lists as its edit page shows them, here only those given. */
function renderBelow(
  resource: string,
  parent: Row,
  config: SubListConfig | SubListConfig[],
  rows: Record<string, Row[]>,
) {
  const api = memoryApi(rows);
  const only: Screen = { ...screenOf(resource), below: Array.isArray(config) ? config : [config] };
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={api.provider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={resource}>
          <RecordContextProvider value={parent}>
            <BelowForm screen={only} />
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
  return api;
}

const subListOf = (resource: string, entity: string) =>
  screenOf(resource)
    .below!.filter(isSubList)
    .find((c) => c.entity === entity)!;

describe('sub-lists of a saved record', { timeout: 60_000 }, () => {
  const store = { ...stores[0], company: true, created_at: '2025-01-02T10:00:00Z' };
  const phones: Row[] = [
    { id: 1, company_id: 7, type: 'w', number: '11987654321', active: true },
    { id: 2, company_id: 7, type: 'f', number: '1133334444', active: false },
  ];

  const renderStore = () => {
    const api = memoryApi({ company: [store], phone: phones, address: [] });
    renderRoutes(
      '/form-company/7',
      { '/form-company/:id': inResource('company', <SchemaEdit />) },
      {
        provider: api.provider,
        who: ADMIN,
      },
    );
    return api;
  };

  it('lists the children asked by the parent, with their columns and Inativo marked', async () => {
    const api = renderStore();
    const section = await screen.findByRole('region', { name: 'Telefones' }, { timeout: 10_000 });
    await within(section).findByText('(11) 98765-4321');
    expect(headersOf(section)).toEqual(['Tipo', 'Número', 'Ações']);
    expect(text(within(section).getByText('(11) 98765-4321').closest('tr')!)).toBe('WhatsApp(11) 98765-4321');
    expect(text(within(section).getByText('(11) 3333-4444').closest('tr')!)).toBe(
      'FixoInativo(11) 3333-4444',
    );
    expect(api.of('getList', 'phone')[0].params.filter).toEqual({ company_id: 7 });
  });

  it('adds a child in a dialog with the parent’s id, saying first what is missing', async () => {
    const api = renderStore();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Telefones' }, { timeout: 10_000 });
    await within(section).findByText('(11) 98765-4321');
    const asked = api.of('getList', 'phone').length;
    await user.click(within(section).getByRole('button', { name: 'Adicionar Telefone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Telefone' });
    expect(within(dialog).getByRole('combobox', { name: /^Tipo/ }).textContent).toBe('Celular');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(ariaDisabled(save)).toBe(true);
    await user.click(save);
    expect(await within(dialog).findByText('Por favor insira Número')).toBeTruthy();
    expect(api.of('create')).toHaveLength(0);

    const number = within(dialog).getByLabelText('Número *') as HTMLInputElement;
    await user.type(number, '11912345678');
    expect(number.value).toBe('(11) 9.1234-5678');
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(api.of('create')).toHaveLength(1));
    expect(api.of('create')[0]).toMatchObject({
      resource: 'phone',
      params: { data: { company_id: 7, type: 'c', number: '11912345678' } },
    });
    expect(await screen.findByText('Item Cadastrado com sucesso')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The rows are asked again after the change.
    await waitFor(() => expect(api.of('getList', 'phone').length).toBeGreaterThan(asked));
  });

  it('edits a child in its dialog', async () => {
    const api = renderStore();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Telefones' }, { timeout: 10_000 });
    const row = (await within(section).findByText('(11) 98765-4321')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Editar telefone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Telefone' });
    const number = within(dialog).getByLabelText('Número *') as HTMLInputElement;
    expect(number.value).toBe('(11) 9.8765-4321');
    await user.clear(number);
    await user.type(number, '1132123456');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(api.of('update')).toHaveLength(1));
    expect(api.of('update')[0]).toMatchObject({
      resource: 'phone',
      params: { id: 1, data: { company_id: 7, type: 'w', number: '1132123456', active: true } },
    });
    expect(await screen.findByText('Item atualizado com sucesso')).toBeTruthy();
  });

  const product = { id: 41, company_id: 1, name: 'Vestido Floral', price: '200.00', unique_stock: false };
  const rule = {
    id: 5,
    product_id: 41,
    company_id: 1,
    installments: 3,
    payment_type: 0,
    rule_type: 1,
    rate: 2.5,
    active: true,
  };

  it('adds with the parent’s id and the store it carries, and deletes only after the question', async () => {
    const rules = subListOf('product', 'product_payment_rule');
    const api = renderBelow('product', product, rules, { product_payment_rule: [rule] });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Regras de Pagamento' }, { timeout: 10_000 });
    expect(await within(section).findByText('1 regra cadastrada')).toBeTruthy();
    const row = within(section).getByText('Crédito').closest('tr')!;
    expect(text(row)).toBe('3CréditoAcréscimo2,5Sim');
    expect(api.of('getList', 'product_payment_rule')[0].params.filter).toEqual({ product_id: 41 });

    await user.click(within(section).getByRole('button', { name: 'Cadastrar Regra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Regra de Pagamento' });
    expect((within(dialog).getByLabelText('Parcelas *') as HTMLInputElement).value).toBe('1');
    await user.click(within(dialog).getByRole('combobox', { name: /^Tipo de Pagamento/ }));
    await user.click(await screen.findByRole('option', { name: 'Pix' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Tipo de Regra/ }));
    await user.click(await screen.findByRole('option', { name: 'Desconto' }));
    await user.type(within(dialog).getByLabelText('Taxa *'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.of('create')).toHaveLength(1));
    expect(api.of('create')[0]).toMatchObject({
      resource: 'product_payment_rule',
      params: {
        data: { company_id: 1, product_id: 41, installments: 1, payment_type: 4, rule_type: 0, rate: 5 },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'Excluir regra' }));
    const question = await screen.findByRole('dialog', { name: 'Confirmar Exclusão' });
    expect(
      within(question).getByText('Tem certeza que deseja excluir esta regra de pagamento?'),
    ).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('delete')).toHaveLength(0);

    const confirmDelete = async () => {
      await user.click(within(section).getByRole('button', { name: 'Excluir regra' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Confirmar Exclusão' })).getByRole('button', {
          name: 'Excluir',
        }),
      );
      expect(await screen.findByText('Item deletado com sucesso')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    // Confirmed, the rule leaves at once; Desfazer brings it back and nothing is sent.
    await confirmDelete();
    await waitFor(() => expect(within(section).queryByText('Crédito')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await within(section).findByText('Crédito')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Item deletado com sucesso')).toBeNull());
    expect(api.of('delete')).toHaveLength(0);
    // The delete is sent when the toast closes.
    await confirmDelete();
    expect(api.of('delete')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.of('delete')).toHaveLength(1));
    expect(api.of('delete')[0]).toMatchObject({ resource: 'product_payment_rule', params: { id: 5 } });
  });

  it('shows each row as a card on a phone, with its labels and the same actions', async () => {
    setViewportWidth(390);
    const rules = subListOf('product', 'product_payment_rule');
    const api = renderBelow('product', product, rules, { product_payment_rule: [rule] });
    const section = await screen.findByRole('region', { name: 'Regras de Pagamento' }, { timeout: 10_000 });
    const card = (await within(section).findByText('Crédito')).closest('li') as HTMLElement;
    expect(within(section).queryByRole('table')).toBeNull();
    // Each column as a 'label: value' line.
    expect(text(card)).toBe('Parcelas:3Tipo de Pagamento:CréditoTipo de Regra:AcréscimoTaxa:2,5Ativo:Sim');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Excluir regra' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmar Exclusão' })).toBeTruthy();
    expect(api.of('delete')).toHaveLength(0);
  });

  it('keeps the grid item read-only until Alterar Informações; a single-stock product has no grid', async () => {
    const grid = subListOf('product', 'grid');
    const item = {
      id: 1,
      product_id: 41,
      company_id: 1,
      balance: 5,
      size: 'P',
      color: 'Preto',
      code: 'SKU-P',
      active: true,
    };
    const api = renderBelow('product', product, grid, { grid: [item], size: [{ id: 1, name: 'P' }] });
    const user = userEvent.setup();
    await user.click(await screen.findByText('SKU-P', undefined, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Grade' });
    // The item's inputs are the area's own chunk: the first opening waits for it.
    const code = (await within(dialog).findByLabelText('Código', undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Salvar Alterações' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Alterar Informações' }));
    expect(code.readOnly).toBe(false);
    expect(api.of('update')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, 'NOVO-1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(api.of('update')).toHaveLength(1));
    expect(api.of('update')[0]).toMatchObject({
      resource: 'grid',
      params: { id: 1, data: { company_id: 1, product_id: 41, code: 'NOVO-1', size: 'P', color: 'Preto' } },
    });
    cleanup();

    renderBelow(
      'product',
      { ...product, unique_stock: true },
      [grid, subListOf('product', 'product_payment_rule')],
      {
        grid: [item],
      },
    );
    // The section after it shows; the grid does not.
    expect(
      await screen.findByRole('region', { name: 'Regras de Pagamento' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Estoque' })).toBeNull();
  });
});

describe('inputs (x-widget registry)', () => {
  it('every widget the schemas may name has an implementation', () => {
    for (const name of WIDGETS) expect(directory.widgets[name], name).toBeTruthy();
    expect(Object.keys(directory.widgets).sort()).toEqual([...WIDGETS].sort());
    // And every widget a schema names is one of them.
    const named = Object.values(entities).flatMap((m) =>
      Object.values(m.properties as Record<string, PropertyModel>)
        .filter((p) => p.widget)
        .map((p) => parseHint(p.widget!).name),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !isWidget(n))).toEqual([]);
  });

  function renderInput(p: PropertyModel, onSubmit: (values: Row) => void) {
    render(
      <MemoryRouter>
        <TestAdmin dataProvider={memoryApi().provider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Form record={{}} onSubmit={onSubmit}>
            <InputFor p={p} form={[p]} />
            <button type="submit">Enviar</button>
          </Form>
        </TestAdmin>
      </MemoryRouter>,
    );
  }

  it('mask: shows the pattern while typing and keeps the bare characters', async () => {
    const p: PropertyModel = {
      ...entities.grid.properties.code,
      name: 'zip',
      label: 'Código Postal',
      widget: 'mask:#####-###',
    };
    const onSubmit = vi.fn();
    renderInput(p, onSubmit);
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('Código Postal')) as HTMLInputElement;
    await user.type(input, '01001000999');
    expect(input.value).toBe('01001-000');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ zip: '01001000' });
  });

  it('color: a #rrggbb text with the browser’s colour picker beside it', async () => {
    const onSubmit = vi.fn();
    renderInput(entities.grid.properties.code_color, onSubmit);
    const textInput = (await screen.findByLabelText('Código da Cor')) as HTMLInputElement;
    const picker = screen.getByLabelText('Escolher Código da Cor') as HTMLInputElement;
    expect(picker.type).toBe('color');
    fireEvent.input(picker, { target: { value: '#1f2a44' } });
    fireEvent.change(picker, { target: { value: '#1f2a44' } });
    await waitFor(() => expect(textInput.value).toBe('#1F2A44'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ code_color: '#1F2A44' });
  });
});
