// @vitest-environment jsdom
// The contact screens as a user meets them, made of configuration (areas/people.tsx) over the
// generic list and form, through the panel's real data provider (fetch answered by path): the
// contact list's columns (formatted phone, WhatsApp link with the message filled, the pencil to
// /form-client/{id}), its disabled bulk send and CSV export when empty, the admin's Loja and search
// applied with 'Filtrar'; the contact form's masked phone saved as digits through the store user's
// or the admin's call, the redirect that follows, and the server's 422 under the field.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './panel-admin';
import { SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { type Answer, fakeFetch, type Row } from '../helpers/panel-fetch';
import {
  ADMIN,
  ariaDisabled,
  headersOf,
  inResource,
  renderRoutes,
  setViewportWidth,
  STORE_USER,
  type Who,
} from './generic-harness';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (data: Row[]): Answer => [200, { data, total: data.length, last_page: 1 }];

const contacts: Row[] = [
  { id: 1, name: 'Ana Souza', email: 'ana@c.dev', phone: '11987654321', company_id: 1 },
  { id: 2, name: 'Bruno Sem Fone', email: 'bruno@c.dev', phone: null, company_id: 1 },
];

const routes = {
  '/contact-list': inResource('contact-list', <SchemaList />),
  '/form-client': inResource('contact-list', <SchemaCreate />),
  '/form-client/:id': inResource('contact-list', <SchemaEdit />),
  '/users-store': <h1>Usuários</h1>,
};

function renderAt(path: string, answers: Record<string, Answer>, who: Who = STORE_USER) {
  const calls = fakeFetch(answers);
  renderRoutes(path, routes, { provider: dataProvider, who });
  return calls;
}

const where = () => screen.getByTestId('where').textContent;
const bodiesOf = (calls: ReturnType<typeof fakeFetch>, path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.body);

describe('contact list', () => {
  it('shows the formatted phone, the WhatsApp link with the message filled, and the pencil', async () => {
    renderAt('/contact-list', { '/contact-list/index': page(contacts) });
    expect(await screen.findByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de Contatos' })).toBeTruthy();
    expect(headersOf()).toEqual(['ID', 'NOME', 'E-MAIL', 'Telefone', 'WhatsApp', 'Ações']);
    const links = screen.getAllByRole('link', { name: /WhatsApp/ });
    // Only the contact with a phone has a chat link.
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá, Ana Souza!')}`,
    );
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
    expect((screen.getByRole('button', { name: 'Em breve' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Loja' })).toBeNull();

    // The message typed above the list fills each row's link.
    const user = userEvent.setup();
    const message = screen.getByLabelText('Mensagem');
    await user.clear(message);
    await user.type(message, 'Oi ');
    await user.click(screen.getByRole('button', { name: '{email_cliente}' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        `https://wa.me/5511987654321?text=${encodeURIComponent('Oi ana@c.dev')}`,
      ),
    );

    // A store user edits the contact in its own form (/form-user is admin-only).
    const row = screen.getByText('bruno@c.dev').closest('tr')!;
    await user.click(within(row).getByLabelText('Editar'));
    await waitFor(() => expect(where()).toBe('/form-client/2'));
  });

  it('a store user’s search applies as it is typed (only the admin’s filters wait for Filtrar)', async () => {
    const calls = renderAt('/contact-list', { '/contact-list/index': page(contacts) });
    await screen.findByText('Ana Souza');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    await waitFor(() => expect(bodiesOf(calls, '/contact-list/index').at(-1)).toMatchObject({ q: 'ana' }), {
      timeout: 3000,
    });
    expect(screen.queryByRole('button', { name: 'Filtrar' })).toBeNull();
  });

  it('gives admins the store filter; store and search apply with Filtrar; the pencil goes to /form-client/{id}', async () => {
    const calls = renderAt(
      '/contact-list',
      {
        '/contact-list/index': page(contacts),
        '/company/index': page([{ id: 3, fantasy_name: 'Moda Viva' }]),
      },
      ADMIN,
    );
    const user = userEvent.setup();
    await screen.findByText('Ana Souza');
    const filter = screen.getByRole('button', { name: 'Filtrar' });
    const asked = () => bodiesOf(calls, '/contact-list/index');
    expect(asked()).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    await user.click(screen.getByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Moda Viva' }));
    await new Promise((r) => setTimeout(r, 600));
    expect(asked()).toHaveLength(1);
    await user.click(filter);
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ q: 'ana', company_id: 3 }));

    const row = screen.getByText('ana@c.dev').closest('tr')!;
    await user.click(within(row).getByLabelText('Editar'));
    await waitFor(() => expect(where()).toBe('/form-client/1'));
  });

  it('disables Exportar CSV when the list is empty', async () => {
    renderAt('/contact-list', { '/contact-list/index': page([]) });
    expect(await screen.findByText('Nenhum item encontrado')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

// Typing whole forms is slow on a busy two-core machine: these get more than the default 30 s.
describe('contact form', { timeout: 60_000 }, () => {
  it('a store user saves with the phone as digits and lands on /contact-list with the toast', async () => {
    const calls = renderAt('/form-client', {
      '/contact-list/save': [201, { id: 9 }],
      '/contact-list/index': page([]),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cadastrar Contato' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    // Pressed while empty: what is missing, under each field.
    await user.click(save);
    expect(await screen.findByText('Por favor insira Número')).toBeTruthy();
    expect(bodiesOf(calls, '/contact-list/save')).toHaveLength(0);

    await user.type(screen.getByLabelText('Nome *'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail *'), 'ana@c.dev');
    const phone = screen.getByLabelText('Número *') as HTMLInputElement;
    await user.type(phone, '1133334');
    expect(await screen.findByText('Por favor insira Número válido')).toBeTruthy();
    expect(ariaDisabled(save)).toBe(true);
    await user.type(phone, '444');
    expect(phone.value).toBe('(11) 3333-4444');
    expect(screen.queryByLabelText(/Loja/)).toBeNull();
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(where()).toBe('/contact-list'));
    // (The list it lands on also reads its saved views, /views/index.)
    expect(calls.filter((c) => c.path !== '/contact-list/index' && c.path !== '/views/index')).toEqual([
      { path: '/contact-list/save', body: { name: 'Ana Souza', email: 'ana@c.dev', phone: '1133334444' } },
    ]);
    expect(await screen.findByText('Contato foi cadastrado com sucesso!')).toBeTruthy();
  });

  it('an admin updates through update-if-admin with the store and lands on /users-store', async () => {
    const record = { id: 5, name: 'Ana', email: 'ana@c.dev', phone: '11987654321', company_id: 3 };
    const calls = renderAt(
      '/form-client/5',
      {
        '/contact-list/show': [200, record],
        '/contact-list/update-if-admin': [201, record],
        '/company/index': page([{ id: 3, fantasy_name: 'Moda Viva' }]),
      },
      ADMIN,
    );
    const phone = (await screen.findByLabelText('Número *')) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('(11) 9.8765-4321'));
    // The contact's store is shown, and cannot change.
    await waitFor(() =>
      expect((screen.getByLabelText('Loja *') as HTMLInputElement).value).toBe('Moda Viva'),
    );
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nome *');
    await user.clear(name);
    await user.type(name, 'Ana Lima');
    const save = screen.getByRole('button', { name: 'Salvar Alterações' }) as HTMLButtonElement;
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    await waitFor(() => expect(where()).toBe('/users-store'));
    const [sent] = bodiesOf(calls, '/contact-list/update-if-admin');
    expect(sent).toMatchObject({ name: 'Ana Lima', email: 'ana@c.dev', phone: '11987654321', company_id: 3 });
    expect(Number(sent.id)).toBe(5);
    expect(Object.keys(sent).sort()).toEqual(['company_id', 'email', 'id', 'name', 'phone']);
    expect(await screen.findByText('Contato foi atualizado com sucesso!')).toBeTruthy();
  });

  it("shows the server's 422 under the field and stays on the form", async () => {
    renderAt('/form-client', {
      '/contact-list/save': [
        422,
        { message: 'Dados inválidos', errors: { email: ['E-mail já cadastrado'] } },
      ],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome *'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail *'), 'ana@c.dev');
    await user.type(screen.getByLabelText('Número *'), '11987654321');
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    await waitFor(() => expect(ariaDisabled(save)).toBe(false));
    await user.click(save);
    expect(await screen.findByText('E-mail já cadastrado')).toBeTruthy();
    expect(where()).toBe('/form-client');
  });
});
