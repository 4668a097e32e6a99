// @vitest-environment jsdom
// The user form (issue 4 item 3): 'As senhas não conferem' when the confirmation differs, Salvar
// disabled while the form is invalid, a save landing on /users-store with the toast, and in edit a
// blank password is not sent (the old one stays).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, type DataProvider, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { UserCreate, UserEdit, userPayload } from '../../src/admin/resources/users/UserForm';
import { TestAdmin } from './panel-admin';

afterEach(() => cleanup());

const stored = {
  id: 7,
  name: 'Carla Souza',
  email: 'carla@modaviva.dev',
  company_id: 1,
  fantasy_name: 'Moda Viva',
  admin: false,
  full_permission: false,
  active: true,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
};

function fakeApi() {
  const calls: Array<{ method: string; resource: string; params: Record<string, unknown> }> = [];
  const record = (method: string) =>
    vi.fn(async (resource: string, params: Record<string, unknown>) => {
      calls.push({ method, resource, params });
      if (method === 'getList' || method === 'getMany')
        return { data: [{ id: 1, fantasy_name: 'Moda Viva' }], total: 1 };
      if (method === 'getOne') return { data: stored };
      if (method === 'create') return { data: { id: 99, ...(params.data as object) } };
      if (method === 'update') return { data: { ...stored, ...(params.data as object), id: params.id } };
      return { data: { id: params.id } };
    });
  const provider = Object.fromEntries(
    [
      'getList',
      'getMany',
      'getOne',
      'getManyReference',
      'create',
      'update',
      'updateMany',
      'delete',
      'deleteMany',
    ].map((m) => [m, record(m)]),
  );
  return { provider, calls };
}

const adminAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Admin' }),
  getPermissions: async () => ({ admin: true, full_permission: true, company_id: null }),
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: ReactNode, provider: object) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={provider as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/users-store" element={<h1>Lista de administradores da Loja</h1>} />
          <Route path="/form-user" element={element} />
          <Route path="/form-user/:id" element={element} />
        </Routes>
        <Where />
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('user form', () => {
  it('says the passwords differ, keeps Salvar disabled while invalid, then saves to /users-store', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/form-user', <UserCreate />, provider);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Cadastrar Usuário' })).toBeTruthy();
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));
    await user.type(await screen.findByLabelText('Nome *'), 'Nova Pessoa');
    await user.type(screen.getByLabelText('E-mail *'), 'nova@modaviva.dev');
    await user.type(screen.getByLabelText('Senha *'), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar Senha *'), 'segredo2');
    expect(await screen.findByText('As senhas não conferem')).toBeTruthy();
    expect(button('Salvar').disabled).toBe(true);

    await user.clear(screen.getByLabelText('Senha *'));
    await user.type(screen.getByLabelText('Senha *'), '123');
    expect(await screen.findByText('A senha deve ter no mínimo 6 caracteres')).toBeTruthy();
    expect(button('Salvar').disabled).toBe(true);

    await user.clear(screen.getByLabelText('Senha *'));
    await user.type(screen.getByLabelText('Senha *'), 'segredo2');
    await waitFor(() => expect(screen.queryByText('As senhas não conferem')).toBeNull());
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));

    await user.click(button('Salvar'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/users-store'));
    const created = calls.filter((c) => c.method === 'create');
    expect(created).toHaveLength(1);
    expect(created[0].resource).toBe('users-store');
    expect(created[0].params.data).toEqual({
      name: 'Nova Pessoa',
      email: 'nova@modaviva.dev',
      password: 'segredo2',
      password_confirmation: 'segredo2',
      admin: false,
      full_permission: false,
    });
    expect(await screen.findByText('Usuário foi cadastrado com sucesso!')).toBeTruthy();
  });

  it('in edit, leaves blank passwords out of the update and saves with Salvar Alterações', async () => {
    const { provider, calls } = fakeApi();
    renderAt('/form-user/7', <UserEdit />, provider);
    const user = userEvent.setup();

    const name = await screen.findByDisplayValue('Carla Souza');
    expect(screen.getByLabelText('Ativo')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Carla Souza Lima');
    await waitFor(() => expect(button('Salvar Alterações').disabled).toBe(false));
    await user.click(button('Salvar Alterações'));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/users-store'));
    const updates = calls.filter((c) => c.method === 'update');
    expect(updates).toHaveLength(1);
    const data = updates[0].params.data as Record<string, unknown>;
    expect(data.name).toBe('Carla Souza Lima');
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('password_confirmation');
    expect(data).not.toHaveProperty('fantasy_name');
    expect(await screen.findByText('Usuário foi atualizado com sucesso!')).toBeTruthy();
  });

  it('in edit, a new password needs the same confirmation', async () => {
    const { provider } = fakeApi();
    renderAt('/form-user/7', <UserEdit />, provider);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Carla Souza');
    await user.type(screen.getByLabelText('Senha'), 'novasenha');
    await waitFor(() => expect(button('Salvar Alterações').disabled).toBe(true));
    await user.type(screen.getByLabelText('Confirmar Senha'), 'outrasenha');
    expect(await screen.findByText('As senhas não conferem')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirmar Senha'));
    await user.type(screen.getByLabelText('Confirmar Senha'), 'novasenha');
    await waitFor(() => expect(screen.queryByText('As senhas não conferem')).toBeNull());
    await waitFor(() => expect(button('Salvar Alterações').disabled).toBe(false));
  });

  it('userPayload keeps only the user fields and drops blank passwords in edit', () => {
    expect(userPayload({ ...stored, password: '', password_confirmation: null }, 'edit')).toEqual({
      company_id: 1,
      name: 'Carla Souza',
      email: 'carla@modaviva.dev',
      admin: false,
      full_permission: false,
      active: true,
    });
    expect(
      userPayload({ name: 'A', password: 'x', password_confirmation: 'x', active: true }, 'create'),
    ).toEqual({
      name: 'A',
      password: 'x',
      password_confirmation: 'x',
    });
  });
});
