// @vitest-environment jsdom
// The product form and its promotions section as a user meets them: a price of zero asks before
// saving (Cancelar keeps the form, Salvar saves and lands on /product with the toast, a blank
// relevance sent as 0); the sections below a saved product. The promotions are a generic sub-list
// configured by the product screen (areas/catalogue.tsx) with the area's inputs: the promotion's
// percent and value follow each other from the price and are clamped; 'Sem período' clears the
// dates; the start date is required otherwise (Salvar says so); 'Cadastrar Promoção' only while
// the product has none; the server's refusal of a second active promotion shows the spec's alert.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthProvider,
  type DataProvider,
  HttpError,
  memoryStore,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BelowForm } from '../../src/admin/generic/SchemaForm';
import { isSubList } from '../../src/admin/generic/screen';
import { i18nProvider } from '../../src/admin/i18n';
import { directory, TestAdmin } from './panel-admin';
import { ProductEdit } from '../../src/admin/areas/catalogue/products/form/ProductForm';
import {
  promotionBody,
  promotionFormValues,
} from '../../src/admin/areas/catalogue/products/promotions/promotionModel';
import { memoryApi } from './generic-harness';

// The images section is another screen's work, with its own tests.
vi.mock('../../src/admin/areas/catalogue/products/images/ImagesSection', () => ({
  ImagesSection: () => null,
}));

afterEach(() => cleanup());

type Row = Record<string, unknown>;

const product: Row = {
  id: 41,
  company_id: 1,
  name: 'Vestido Floral',
  ref: 'VF-01',
  relevance: null,
  definition_id: 3,
  category_id: 5,
  subcategory_id: null,
  product_groups_id: null,
  brand_id: null,
  gender: 'f',
  confection_deadline: 0,
  delivery_rule: 0,
  active: true,
  kids: false,
  unique_stock: false,
  stock_control: true,
  show_img: true,
  price: '200.00',
  description: 'Vestido leve de verão',
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
};

const lists: Record<string, Row[]> = {
  definition: [{ id: 3, name: 'Moda' }],
  category: [{ id: 5, name: 'Vestidos', definition_id: 3 }],
};

/** A data provider over fixed rows; `actions` answers the sections' saves (create). */
function fakeApi(actions: (resource: string, action: string, body: Row) => unknown = () => ({ data: [] })) {
  const calls: Array<{ method: string; resource: string; params: Row }> = [];
  const log =
    (method: string, answer: (resource: string, params: Row) => unknown) =>
    async (resource: string, params: Row) => {
      calls.push({ method, resource, params });
      return answer(resource, params);
    };
  const provider = {
    getList: vi.fn(log('getList', (r) => ({ data: lists[r] ?? [], total: (lists[r] ?? []).length }))),
    getMany: vi.fn(log('getMany', (r) => ({ data: lists[r] ?? [] }))),
    getOne: vi.fn(log('getOne', () => ({ data: product }))),
    getManyReference: vi.fn(log('getManyReference', () => ({ data: [], total: 0 }))),
    // A section's save (react-admin's create) is answered by `actions` too, as 'save'.
    create: vi.fn(
      log('create', (r, p) => {
        const answer = actions(r, 'save', p.data as Row) as Row | undefined;
        return { data: answer && 'id' in answer ? answer : { id: 99, ...(p.data as Row) } };
      }),
    ),
    update: vi.fn(log('update', (_, p) => ({ data: { ...(p.data as Row), id: p.id } }))),
    updateMany: vi.fn(log('updateMany', () => ({ data: [] }))),
    delete: vi.fn(log('delete', () => ({ data: {} }))),
    deleteMany: vi.fn(log('deleteMany', () => ({ data: [] }))),
  };
  return { provider, calls };
}

const storeUser: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 2, fullName: 'Maria' }),
  getPermissions: async () => ({ admin: false, full_permission: true, company_id: 1 }),
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: ReactNode, provider: object) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={provider as DataProvider} authProvider={storeUser} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/product" element={<h1>Lista de Produtos</h1>} />
          <Route path="/form-product/:id" element={element} />
          <Route path="/promo" element={element} />
        </Routes>
        <Where />
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Salvar looks disabled (aria-disabled) while the form is invalid, yet can be pressed. */
const looksDisabled = (b: HTMLButtonElement) => b.getAttribute('aria-disabled') === 'true';

describe('product form', { timeout: 90_000 }, () => {
  it('asks before saving a zero price; Cancelar keeps the form, Salvar saves and goes to /product', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/form-product/41', <ProductEdit />, provider);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Editar Produto' })).toBeTruthy();
    const price = (await screen.findByLabelText(/^Preço/)) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('200,00'));
    // The sections of a saved product, each under its heading (their own chunks: waited for).
    for (const heading of ['Estoque', 'Promoções', 'Atributos', 'Regras de Pagamento'])
      expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Estoque', 'Promoções', 'Atributos', 'Regras de Pagamento']),
    );
    // Each asked for this product's rows.
    for (const resource of ['grid', 'product_promotion', 'product_payment_rule'])
      expect(calls.find((c) => c.method === 'getList' && c.resource === resource)?.params).toMatchObject({
        filter: { product_id: 41 },
      });

    await user.clear(price);
    await user.type(price, '0');
    await waitFor(() => expect(looksDisabled(button('Salvar Alterações'))).toBe(false));
    await user.click(button('Salvar Alterações'));
    const question = await screen.findByRole('dialog');
    expect(
      within(question).getByText('O preço do produto está zerado ou negativo. Deseja salvar mesmo assim?'),
    ).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'update')).toHaveLength(0);
    expect(screen.getByTestId('where').textContent).toBe('/form-product/41');

    await user.click(button('Salvar Alterações'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product'));
    const [update] = calls.filter((c) => c.method === 'update');
    expect(update.params.data).toMatchObject({ price: '0', relevance: 0, name: 'Vestido Floral' });
    expect(await screen.findByText('Produto foi atualizado com sucesso!')).toBeTruthy();
  });

  it('saves a positive price without asking', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/form-product/41', <ProductEdit />, provider);
    const user = userEvent.setup();
    const name = (await screen.findByDisplayValue('Vestido Floral')) as HTMLInputElement;
    await user.type(name, ' Azul');
    await waitFor(() => expect(looksDisabled(button('Salvar Alterações'))).toBe(false));
    await user.click(button('Salvar Alterações'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product'));
    expect(calls.find((c) => c.method === 'update')?.params.data).toMatchObject({
      name: 'Vestido Floral Azul',
      price: '200.00',
    });
  });

  it('refuses points and commas in the package sizes', async () => {
    const { provider } = fakeApi();
    renderAt('/form-product/41', <ProductEdit />, provider);
    const user = userEvent.setup();
    const weight = (await screen.findByLabelText(/^Peso Embalado/)) as HTMLInputElement;
    await user.type(weight, '1,5');
    expect(await screen.findByText('Somente números, sem pontos ou vírgulas')).toBeTruthy();
    await waitFor(() => expect(looksDisabled(button('Salvar Alterações'))).toBe(true));
    await user.clear(weight);
    await user.type(weight, '1500');
    await waitFor(() => expect(screen.queryByText('Somente números, sem pontos ou vírgulas')).toBeNull());
  });
});

describe('promotions section', () => {
  const priced = { id: 41, company_id: 1, price: '200.00', unique_stock: false };
  const productScreen = directory.screenOf('product')!;
  const promotionsOnly = {
    ...productScreen,
    below: productScreen.below!.filter((b) => isSubList(b) && b.entity === 'product_promotion'),
  };

  /** The product's page below its form, with only the promotions; `create` answers a save. */
  function renderPromotions(rows: Array<Record<string, unknown>> = [], create?: (params: Row) => unknown) {
    const api = memoryApi(
      { product_promotion: rows },
      create ? { create: (_resource, params) => create(params) } : {},
    );
    render(
      <MemoryRouter>
        <TestAdmin dataProvider={api.provider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ResourceContextProvider value="product">
            <RecordContextProvider value={priced}>
              <BelowForm screen={promotionsOnly} />
            </RecordContextProvider>
          </ResourceContextProvider>
          <Notification />
        </TestAdmin>
      </MemoryRouter>,
    );
    return api;
  }

  const section = () => screen.findByRole('region', { name: 'Promoções' }, { timeout: 10_000 });

  it('offers Cadastrar Promoção only while the product has none', async () => {
    const api = renderPromotions([
      { id: 7, product_id: 41, no_period: true, discount_value: '20.00', discount_percent: 10, active: true },
    ]);
    const promotions = await section();
    expect(await within(promotions).findByText('R$ 20,00', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(within(promotions).getByText('10,00%')).toBeTruthy();
    expect(within(promotions).getByText('Sem período')).toBeTruthy();
    expect(within(promotions).getByText('Ativa')).toBeTruthy();
    expect(within(promotions).queryByRole('button', { name: 'Cadastrar Promoção' })).toBeNull();
    expect(api.of('getList', 'product_promotion')[0].params.filter).toEqual({ product_id: 41 });
  });

  it('keeps percent and value in step, clamped, and saves the promotion', async () => {
    const rows: Row[] = [];
    const api = renderPromotions(rows, (params) => {
      const saved = { id: 8, ...(params.data as Row), active: true };
      rows.push(saved);
      return { data: saved };
    });
    const user = userEvent.setup();
    const promotions = await section();
    expect(await within(promotions).findByText('Nenhuma promoção cadastrada.')).toBeTruthy();
    await user.click(within(promotions).getByRole('button', { name: 'Cadastrar Promoção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Promoção' });
    const percent = (await within(dialog).findByLabelText(/^Percentual de desconto/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    const value = within(dialog).getByLabelText(/^Valor do desconto/) as HTMLInputElement;

    await user.type(percent, '15');
    await waitFor(() => expect(value.value).toBe('30,00'));
    await user.clear(percent);
    await user.type(percent, '150');
    await waitFor(() => expect(percent.value).toBe('100,00'));
    expect(value.value).toBe('200,00');

    await user.clear(value);
    await user.type(value, '50');
    await waitFor(() => expect(percent.value).toBe('25,00'));
    await user.clear(value);
    await user.type(value, '999');
    await waitFor(() => expect(value.value).toBe('200,00'));
    expect(percent.value).toBe('100,00');
    await user.clear(value);
    await user.type(value, '12,5');
    await waitFor(() => expect(percent.value).toBe('6,25'));

    // The start date is required while there is a period: Salvar looks disabled and, pressed,
    // says so under the field, sending nothing.
    const start = within(dialog).getByLabelText(/^Data de Início/) as HTMLInputElement;
    await waitFor(() => expect(looksDisabled(button('Salvar'))).toBe(true));
    await user.click(button('Salvar'));
    expect(await within(dialog).findByText('Por favor insira Data de Início')).toBeTruthy();
    expect(api.of('create')).toHaveLength(0);
    await user.type(start, '2026-03-01T10:00');
    await waitFor(() => expect(looksDisabled(button('Salvar'))).toBe(false));
    await user.click(button('Salvar'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('create')).toHaveLength(1);
    expect(api.of('create')[0]).toMatchObject({ resource: 'product_promotion' });
    expect(api.of('create')[0].params.data).toEqual({
      product_id: 41,
      company_id: 1,
      no_period: false,
      start_date: '2026-03-01T10:00',
      end_date: null,
      discount_value: '12.50',
      discount_percent: 6.25,
    });
    expect(await screen.findByText('Promoção foi cadastrada com sucesso!')).toBeTruthy();
    expect(await within(promotions).findByText('R$ 12,50')).toBeTruthy();
    expect(within(promotions).queryByRole('button', { name: 'Cadastrar Promoção' })).toBeNull();
  });

  it('edits a promotion: its values in the form, the id and active sent back', async () => {
    const api = renderPromotions([
      {
        id: 7,
        product_id: 41,
        company_id: 1,
        no_period: true,
        start_date: null,
        end_date: null,
        discount_value: '20.00',
        discount_percent: 10,
        active: true,
      },
    ]);
    const user = userEvent.setup();
    const promotions = await section();
    await user.click(
      await within(promotions).findByRole('button', { name: 'Editar promoção' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Promoção' });
    const value = (await within(dialog).findByLabelText(/^Valor do desconto/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    expect(value.value).toBe('20,00');
    expect((within(dialog).getByLabelText(/^Percentual de desconto/) as HTMLInputElement).value).toBe(
      '10,00',
    );
    await user.click(within(dialog).getByLabelText('Ativo'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(api.of('update')).toHaveLength(1));
    expect(api.of('update')[0].params).toMatchObject({
      id: 7,
      data: {
        id: 7,
        product_id: 41,
        company_id: 1,
        no_period: true,
        discount_value: '20.00',
        discount_percent: 10,
        active: false,
      },
    });
  });

  it('Sem período clears and hides both dates', async () => {
    renderPromotions();
    const user = userEvent.setup();
    const promotions = await section();
    await user.click(
      await within(promotions).findByRole('button', { name: 'Cadastrar Promoção' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      await within(dialog).findByLabelText(/^Data de Início/, undefined, { timeout: 10_000 }),
      '2026-03-01T10:00',
    );
    await user.type(within(dialog).getByLabelText(/^Data de Término/), '2026-03-10T10:00');
    await user.click(within(dialog).getByLabelText('Sem período'));
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Data de Início/)).toBeNull());
    expect(within(dialog).queryByLabelText(/^Data de Término/)).toBeNull();
    await user.click(within(dialog).getByLabelText('Sem período'));
    expect((within(dialog).getByLabelText(/^Data de Início/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText(/^Data de Término/) as HTMLInputElement).value).toBe('');
  });

  it('shows the spec’s alert when the product already has an active promotion', async () => {
    const api = renderPromotions([], () => {
      throw new HttpError('Os dados informados são inválidos.', 422, {
        errors: {
          product_id: 'Este produto já possui uma promoção ativa. Desative-a antes de cadastrar outra.',
        },
      });
    });
    const user = userEvent.setup();
    const promotions = await section();
    await user.click(
      await within(promotions).findByRole('button', { name: 'Cadastrar Promoção' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByLabelText('Sem período', undefined, { timeout: 10_000 }));
    await user.type(within(dialog).getByLabelText(/^Percentual de desconto/), '10');
    await waitFor(() => expect(looksDisabled(button('Salvar'))).toBe(false));
    await user.click(button('Salvar'));
    expect(
      await within(dialog).findByText(
        'Já existe uma promoção ativa para este produto. Desative-a antes de cadastrar outra.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(api.of('create')).toHaveLength(1);
  });

  it('words a stored promotion for the form and the form back for the API', () => {
    expect(
      promotionFormValues({
        id: 7,
        no_period: true,
        discount_value: '20.00',
        discount_percent: 10,
        active: true,
      }),
    ).toMatchObject({ no_period: true, discount_value: '20,00', discount_percent: '10,00', active: true });
    expect(
      promotionBody(
        { no_period: true, start_date: '2026-03-01T10:00', discount_value: '1.234,5', discount_percent: '' },
        { id: 41, company_id: 1 },
      ),
    ).toEqual({
      product_id: 41,
      company_id: 1,
      no_period: true,
      start_date: null,
      end_date: null,
      discount_value: '1234.50',
    });
  });
});
