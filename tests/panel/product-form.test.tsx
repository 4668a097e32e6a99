// @vitest-environment jsdom
// The product form and its promotions section as a user meets them: a price of zero asks before
// saving (Cancelar keeps the form, Salvar saves and lands on /product with the toast, a blank
// relevance sent as 0); the promotion's percent and value follow each other from the price and are
// clamped; 'Sem período' clears the dates; 'Cadastrar Promoção' only while the product has none;
// the server's refusal of a second active promotion shows the spec's alert.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, type DataProvider, HttpError, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { ProductEdit } from '../../src/admin/resources/products/form/ProductForm';
import { PromotionsSection } from '../../src/admin/resources/products/promotions/PromotionsSection';
import { TestAdmin } from './panel-admin';

// The stock grid and images sections are other screens' work, with their own tests.
vi.mock('../../src/admin/resources/products/grid/GridSection', () => ({ GridSection: () => null }));
vi.mock('../../src/admin/resources/products/images/ImagesSection', () => ({ ImagesSection: () => null }));

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

/** A data provider over fixed rows; `actions` answers the sections' calls (action, create). */
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
    action: vi.fn(async (resource: string, action: string, body: Row) => {
      calls.push({ method: `action:${action}`, resource, params: body });
      return actions(resource, action, body);
    }),
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

describe('product form', { timeout: 90_000 }, () => {
  it('asks before saving a zero price; Cancelar keeps the form, Salvar saves and goes to /product', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/form-product/41', <ProductEdit />, provider);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Editar Produto' })).toBeTruthy();
    const price = (await screen.findByLabelText(/^Preço/)) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('200,00'));
    // The sections of a saved product, each under its heading.
    for (const heading of ['Promoções', 'Atributos', 'Regras de Pagamento'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();

    await user.clear(price);
    await user.type(price, '0');
    await waitFor(() => expect(button('Salvar Alterações').disabled).toBe(false));
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
    await waitFor(() => expect(button('Salvar Alterações').disabled).toBe(false));
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
    await waitFor(() => expect(button('Salvar Alterações').disabled).toBe(true));
    await user.clear(weight);
    await user.type(weight, '1500');
    await waitFor(() => expect(screen.queryByText('Somente números, sem pontos ou vírgulas')).toBeNull());
  });
});

describe('promotions section', () => {
  const priced = { id: 41, company_id: 1, price: '200.00' };

  it('offers Cadastrar Promoção only while the product has none', async () => {
    const { provider } = fakeApi(() => ({
      data: [
        {
          id: 7,
          product_id: 41,
          no_period: true,
          discount_value: '20.00',
          discount_percent: 10,
          active: true,
        },
      ],
    }));
    renderAt('/promo', <PromotionsSection product={priced} />, provider);
    expect(await screen.findByText('R$ 20,00')).toBeTruthy();
    expect(screen.getByText('10,00%')).toBeTruthy();
    expect(screen.getByText('Sem período')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cadastrar Promoção' })).toBeNull();
  });

  it('keeps percent and value in step, clamped, and saves the promotion', async () => {
    let saved: Row | null = null;
    const { provider, calls } = fakeApi((_, action, body) => {
      if (action === 'save') return (saved = { id: 8, ...body, active: true });
      return { data: saved ? [saved] : [] };
    });
    renderAt('/promo', <PromotionsSection product={priced} />, provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Promoção' }));
    const dialog = await screen.findByRole('dialog');
    const percent = within(dialog).getByLabelText(/^Percentual de desconto/) as HTMLInputElement;
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

    // The start date is required while there is a period.
    const start = within(dialog).getByLabelText(/^Data de Início/) as HTMLInputElement;
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));
    await user.type(start, '2026-03-01T10:00');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    await user.click(button('Salvar'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.find((c) => c.method === 'create' && c.resource === 'product_promotion')?.params.data,
    ).toEqual({
      product_id: 41,
      company_id: 1,
      no_period: false,
      start_date: '2026-03-01T10:00',
      end_date: null,
      discount_value: '12.50',
      discount_percent: 6.25,
    });
    expect(await screen.findByText('Promoção foi cadastrado com sucesso!')).toBeTruthy();
    expect(await screen.findByText('R$ 12,50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cadastrar Promoção' })).toBeNull();
  });

  it('Sem período clears and hides both dates', async () => {
    const { provider } = fakeApi();
    renderAt('/promo', <PromotionsSection product={priced} />, provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Promoção' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Data de Início/), '2026-03-01T10:00');
    await user.type(within(dialog).getByLabelText(/^Data de Término/), '2026-03-10T10:00');
    await user.click(within(dialog).getByLabelText('Sem período'));
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Data de Início/)).toBeNull());
    expect(within(dialog).queryByLabelText(/^Data de Término/)).toBeNull();
    await user.click(within(dialog).getByLabelText('Sem período'));
    expect((within(dialog).getByLabelText(/^Data de Início/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText(/^Data de Término/) as HTMLInputElement).value).toBe('');
  });

  it('shows the spec’s alert when the product already has an active promotion', async () => {
    const { provider } = fakeApi((_, action) => {
      if (action === 'save')
        throw new HttpError('Os dados informados são inválidos.', 422, {
          errors: {
            product_id: 'Este produto já possui uma promoção ativa. Desative-a antes de cadastrar outra.',
          },
        });
      return { data: [] };
    });
    renderAt('/promo', <PromotionsSection product={priced} />, provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Promoção' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Sem período'));
    await user.type(within(dialog).getByLabelText(/^Percentual de desconto/), '10');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    await user.click(button('Salvar'));
    expect(
      await within(dialog).findByText(
        'Já existe uma promoção ativa para este produto. Desative-a antes de cadastrar outra.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
