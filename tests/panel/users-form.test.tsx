// @vitest-environment jsdom
// The user form (issue 4 item 3), made of configuration (areas/people.tsx) over the generic form:
// Cliente required while Admin is off (its *), 'As senhas não conferem' when the confirmation
// differs, Salvar looking disabled while the form is invalid and saying what is missing when
// pressed, a save through the admin's /users/save-if-admin landing on /users-store with the toast,
// and in edit a blank password is not sent (the old one stays).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, directory } from './panel-admin';
import { formFields, formPayload, SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { entities } from '../../src/generated/registry';
import { fakeFetch } from '../helpers/panel-fetch';
import { ADMIN, ariaDisabled, inResource, renderRoutes } from './generic-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
const page = (data: unknown[]) => [200, { data, total: data.length, last_page: 1 }] as [number, unknown];

/** The API as fetch sees it, through the panel's real data provider. */
function renderAt(path: string) {
  const calls = fakeFetch({
    '/company/index': page([{ id: 1, fantasy_name: 'Moda Viva' }]),
    '/users/show': [200, stored],
    '/users/save-if-admin': [201, { id: 99 }],
    '/users/update-if-admin': [202, stored],
  });
  const form = path === '/form-user' ? <SchemaCreate /> : <SchemaEdit />;
  renderRoutes(
    path,
    {
      '/users-store': <h1>Lista de administradores da Loja</h1>,
      [path === '/form-user' ? '/form-user' : '/form-user/:id']: inResource('users-store', form),
    },
    { provider: dataProvider, who: ADMIN },
  );
  return calls;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const where = () => screen.getByTestId('where').textContent;
const sent = (calls: ReturnType<typeof fakeFetch>, path: string) => calls.filter((c) => c.path === path);

// Typing whole forms is slow on a busy two-core machine: these get more than the default 30 s.
describe('user form', { timeout: 60_000 }, () => {
  it('Cliente is required while Admin is off (its *), and says so when Salvar is pressed', async () => {
    const calls = renderAt('/form-user');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cadastrar Usuário' })).toBeTruthy();
    await screen.findByLabelText('Nome *');
    expect(await screen.findByLabelText('Cliente *')).toBeTruthy();
    await user.click(button('Salvar'));
    expect(await screen.findByText('Por favor insira Cliente')).toBeTruthy();
    expect(sent(calls, '/users/save-if-admin')).toHaveLength(0);

    // A platform admin has no store: Cliente is then optional.
    await user.click(screen.getByLabelText('Admin'));
    await waitFor(() => expect(screen.queryByLabelText('Cliente *')).toBeNull());
    expect(screen.getByLabelText('Cliente')).toBeTruthy();
    expect(screen.queryByText('Por favor insira Cliente')).toBeNull();
  });

  it('creates a store user of the Cliente picked, through /users/save-if-admin', async () => {
    const calls = renderAt('/form-user');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Cliente *'), 'Moda');
    await user.click(await screen.findByRole('option', { name: 'Moda Viva' }));
    await user.type(screen.getByLabelText('Nome *'), 'Nova Pessoa');
    await user.type(screen.getByLabelText('E-mail *'), 'nova@modaviva.dev');
    await user.type(screen.getByLabelText('Senha *'), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar Senha *'), 'segredo1');
    await waitFor(() => expect(ariaDisabled(button('Salvar'))).toBe(false));
    await user.click(button('Salvar'));
    await waitFor(() => expect(where()).toBe('/users-store'));
    expect(sent(calls, '/users/save-if-admin').map((c) => c.body)).toEqual([
      {
        company_id: 1,
        name: 'Nova Pessoa',
        email: 'nova@modaviva.dev',
        password: 'segredo1',
        password_confirmation: 'segredo1',
        admin: false,
        full_permission: false,
      },
    ]);
    expect(await screen.findByText('Usuário foi cadastrado com sucesso!')).toBeTruthy();
  });

  it('says the passwords differ, looks disabled while invalid, then saves an admin to /users-store', async () => {
    const calls = renderAt('/form-user');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Cadastrar Usuário' })).toBeTruthy();
    await waitFor(() => expect(ariaDisabled(button('Salvar'))).toBe(true));
    // Pressed while empty: what is missing, under each field; nothing is sent.
    await user.click(button('Salvar'));
    expect(await screen.findByText('Por favor insira Nome')).toBeTruthy();
    expect(screen.getByText('Por favor insira um e-mail')).toBeTruthy();
    expect(screen.getByText('Por favor insira Senha')).toBeTruthy();
    expect(sent(calls, '/users/save-if-admin')).toHaveLength(0);

    await user.click(screen.getByLabelText('Admin'));
    await user.type(await screen.findByLabelText('Nome *'), 'Nova Pessoa');
    await user.type(screen.getByLabelText('E-mail *'), 'nova@modaviva.dev');
    await user.type(screen.getByLabelText('Senha *'), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar Senha *'), 'segredo2');
    expect(await screen.findByText('As senhas não conferem')).toBeTruthy();
    expect(ariaDisabled(button('Salvar'))).toBe(true);

    await user.clear(screen.getByLabelText('Senha *'));
    await user.type(screen.getByLabelText('Senha *'), '123');
    expect(await screen.findByText('A senha deve ter no mínimo 6 caracteres')).toBeTruthy();
    expect(ariaDisabled(button('Salvar'))).toBe(true);

    await user.clear(screen.getByLabelText('Senha *'));
    await user.type(screen.getByLabelText('Senha *'), 'segredo2');
    await waitFor(() => expect(screen.queryByText('As senhas não conferem')).toBeNull());
    await waitFor(() => expect(ariaDisabled(button('Salvar'))).toBe(false));

    await user.click(button('Salvar'));
    await waitFor(() => expect(where()).toBe('/users-store'));
    expect(sent(calls, '/users/save-if-admin').map((c) => c.body)).toEqual([
      {
        name: 'Nova Pessoa',
        email: 'nova@modaviva.dev',
        password: 'segredo2',
        password_confirmation: 'segredo2',
        admin: true,
        full_permission: false,
      },
    ]);
    expect(await screen.findByText('Usuário foi cadastrado com sucesso!')).toBeTruthy();
  });

  it('in edit, leaves blank passwords out of the update and saves with Salvar Alterações', async () => {
    const calls = renderAt('/form-user/7');
    const user = userEvent.setup();

    const name = await screen.findByDisplayValue('Carla Souza');
    expect(sent(calls, '/users/show').map((c) => c.body)).toEqual([{ id: '7' }]);
    expect(screen.getByRole('heading', { name: 'Editar Usuário' })).toBeTruthy();
    expect(screen.getByLabelText('Ativo')).toBeTruthy();
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Carla Souza Lima');
    await waitFor(() => expect(ariaDisabled(button('Salvar Alterações'))).toBe(false));
    await user.click(button('Salvar Alterações'));

    await waitFor(() => expect(where()).toBe('/users-store'));
    const updates = sent(calls, '/users/update-if-admin');
    expect(updates).toHaveLength(1);
    const data = updates[0].body;
    expect(data.name).toBe('Carla Souza Lima');
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('password_confirmation');
    expect(data).not.toHaveProperty('fantasy_name');
    expect(await screen.findByText('Usuário foi atualizado com sucesso!')).toBeTruthy();
    // The user's store stays what it was.
    expect(data).toEqual({
      id: '7',
      company_id: 1,
      name: 'Carla Souza Lima',
      email: 'carla@modaviva.dev',
      admin: false,
      full_permission: false,
      active: true,
    });
  });

  it('in edit, a new password needs the same confirmation', async () => {
    renderAt('/form-user/7');
    const user = userEvent.setup();
    await screen.findByDisplayValue('Carla Souza');
    await user.type(screen.getByLabelText('Senha'), 'novasenha');
    await waitFor(() => expect(ariaDisabled(button('Salvar Alterações'))).toBe(true));
    await user.type(screen.getByLabelText('Confirmar Senha'), 'outrasenha');
    expect(await screen.findByText('As senhas não conferem')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirmar Senha'));
    await user.type(screen.getByLabelText('Confirmar Senha'), 'novasenha');
    await waitFor(() => expect(screen.queryByText('As senhas não conferem')).toBeNull());
    await waitFor(() => expect(ariaDisabled(button('Salvar Alterações'))).toBe(false));
  });

  it('what the form sends: the user fields, blank passwords left out in edit', () => {
    const fields = (mode: 'create' | 'edit') =>
      formFields(entities.user, mode, true, directory.screenOf('users-store')!.fields);
    expect(
      formPayload(fields('edit'), { ...stored, password: '', password_confirmation: null }, 'edit'),
    ).toEqual({
      company_id: 1,
      name: 'Carla Souza',
      email: 'carla@modaviva.dev',
      admin: false,
      full_permission: false,
      active: true,
    });
    expect(
      formPayload(
        fields('create'),
        { name: 'A', password: 'x', password_confirmation: 'x', active: true },
        'create',
      ),
    ).toEqual({ name: 'A', password: 'x', password_confirmation: 'x' });
  });
});
