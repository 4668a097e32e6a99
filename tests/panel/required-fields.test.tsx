// @vitest-environment jsdom
// Issue 22, item 6: every form marks the fields its schema requires (an asterisk after the label)
// and, pressed 'Salvar' with them empty, says under each what is missing in the spec's pt-BR
// ('Por favor insira {label}', section 5). The product form showed nothing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, type DataProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { ProductCreate } from '../../src/admin/areas/catalogue/products/form/ProductForm';
import { TestAdmin } from './panel-admin';

afterEach(() => cleanup());

const storeUser: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 2, fullName: 'Maria' }),
  getPermissions: async () => ({ admin: false, full_permission: true, company_id: 1 }),
};

function fakeApi() {
  const create = vi.fn(async (_: string, p: { data: object }) => ({ data: { id: 9, ...p.data } }));
  const provider = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getMany: vi.fn(async () => ({ data: [] })),
    getOne: vi.fn(async () => ({ data: { id: 1 } })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create,
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  };
  return { provider: provider as unknown as DataProvider, create };
}

/** The label element of an input, with react-admin's required mark when there is one. */
const labelOf = (name: RegExp) => {
  const input = screen.getByLabelText(name);
  return document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
};

describe('required fields on the product form', { timeout: 90_000 }, () => {
  it('marks each required field and, saved empty, says what is missing under it', async () => {
    const { provider, create } = fakeApi();
    render(
      <MemoryRouter initialEntries={['/form-product']}>
        <TestAdmin dataProvider={provider} authProvider={storeUser} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="product">
            <Routes>
              <Route path="/form-product" element={<ProductCreate />} />
            </Routes>
          </ResourceContextProvider>
        </TestAdmin>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Cadastrar Produto' })).toBeTruthy();
    await screen.findByLabelText(/^Nome/);
    // The schema's required: Nome, Segmento, Categoria, Gênero, Preço, Descrição (spec section 5).
    for (const label of ['Nome', 'Segmento', 'Categoria', 'Gênero', 'Preço', 'Descrição'])
      expect(labelOf(new RegExp(`^${label}\\s*\\*?$`)).replace(/\s/g, ''), label).toBe(
        `${label}*`.replace(/\s/g, ''),
      );
    // Not required: no mark.
    expect(labelOf(/^Referência/)).not.toContain('*');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const message of [
      'Por favor insira Nome',
      'Por favor insira Segmento',
      'Por favor insira Gênero',
      'Por favor insira Preço',
      'Por favor insira Descrição',
    ])
      expect(await screen.findByText(message), message).toBeTruthy();
    // The category waits for its segment, and says so.
    expect(screen.getByText('Escolha primeiro: Segmento')).toBeTruthy();
    await waitFor(() => expect(create).not.toHaveBeenCalled());
  });
});
