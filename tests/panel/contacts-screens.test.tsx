// @vitest-environment jsdom
// The contact screens as a user meets them: the contact list's columns (formatted phone, WhatsApp
// link with the message filled, the pencil), its disabled bulk send and CSV export when empty; the
// contact form's masked phone saved as digits through the store user's or the admin's call, the
// redirect that follows, and the server's 422 under the field.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider, type DataProvider, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { ContactForm } from '../../src/admin/resources/contacts/ContactForm';
import { ContactList } from '../../src/admin/resources/contacts/ContactList';
import { TestAdmin } from './panel-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Row = Record<string, unknown>;

function authAs(admin: boolean): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: admin ? 'Admin' : 'Maria' }),
    getPermissions: async () => ({ admin, full_permission: true, company_id: admin ? null : 1 }),
  };
}

function provider(rows: Row[]): DataProvider {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  return {
    getList,
    getMany: vi.fn(async () => ({ data: [] })),
    getOne: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  } as unknown as DataProvider;
}

/** The API as fetch sees it: path → [status, body]; every call recorded. */
function fakeFetch(answers: Record<string, [number, unknown]>) {
  const calls: Array<{ path: string; body: Row }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const [status, body] = answers[path] ?? [404, { message: 'não encontrado' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, routes: ReactNode, { admin = false, rows = [] as Row[] } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={provider(rows)} authProvider={authAs(admin)} i18nProvider={i18nProvider}>
        <Routes>{routes}</Routes>
        <Where />
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

const contacts: Row[] = [
  { id: 1, name: 'Ana Souza', email: 'ana@c.dev', phone: '11987654321' },
  { id: 2, name: 'Bruno Sem Fone', email: 'bruno@c.dev', phone: null },
];

describe('contact list', () => {
  it('shows the formatted phone, the WhatsApp link with the message filled, and the pencil', async () => {
    fakeFetch({});
    renderAt('/contact-list', <Route path="/contact-list" element={<ContactList />} />, { rows: contacts });
    expect(await screen.findByText('(11) 98765-4321')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /WhatsApp/ });
    // Only the contact with a phone has a chat link.
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá, Ana Souza!')}`,
    );
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
    // A store user edits the contact in its own form (/form-user is admin-only).
    const pencils = screen.getAllByRole('link', { name: 'Editar' });
    expect(pencils.map((a) => a.getAttribute('href'))).toEqual(['/form-client/1', '/form-client/2']);
    expect((screen.getByRole('button', { name: 'Em breve' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByLabelText('Loja')).toBeNull();
  });

  it('gives admins the store filter and the spec pencil to /form-user/{id}', async () => {
    fakeFetch({ '/company/index': [200, { data: [{ id: 3, fantasy_name: 'Moda Viva' }], total: 1 }] });
    renderAt('/contact-list', <Route path="/contact-list" element={<ContactList />} />, {
      admin: true,
      rows: contacts,
    });
    expect(await screen.findByLabelText('Loja')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Editar' })[0].getAttribute('href')).toBe('/form-user/1'),
    );
  });

  it('disables Exportar CSV when the list is empty', async () => {
    fakeFetch({});
    renderAt('/contact-list', <Route path="/contact-list" element={<ContactList />} />);
    expect(await screen.findByText('Nenhum item encontrado')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

const formRoutes = (
  <>
    <Route path="/form-client" element={<ContactForm />} />
    <Route path="/form-client/:id" element={<ContactForm />} />
    <Route path="/contact-list" element={<h1>Lista</h1>} />
    <Route path="/users-store" element={<h1>Usuários</h1>} />
  </>
);

describe('contact form', () => {
  it('a store user saves with the phone as digits and lands on /contact-list with the toast', async () => {
    const calls = fakeFetch({ '/contact-list/save': [201, { id: 9 }] });
    renderAt('/form-client', formRoutes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome *'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail *'), 'ana@c.dev');
    const phone = screen.getByLabelText('Número *') as HTMLInputElement;
    await user.type(phone, '1133334');
    expect(await screen.findByText('Por favor insira Número válido')).toBeTruthy();
    await user.type(phone, '444');
    expect(phone.value).toBe('(11) 3333-4444');
    expect(screen.queryByLabelText(/Loja/)).toBeNull();
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/contact-list'));
    expect(calls).toEqual([
      { path: '/contact-list/save', body: { name: 'Ana Souza', email: 'ana@c.dev', phone: '1133334444' } },
    ]);
    expect(await screen.findByText('Contato foi cadastrado com sucesso!')).toBeTruthy();
  });

  it('an admin updates through update-if-admin with the store and lands on /users-store', async () => {
    const record = { id: 5, name: 'Ana', email: 'ana@c.dev', phone: '11987654321', company_id: 3 };
    const calls = fakeFetch({
      '/contact-list/show': [200, record],
      '/contact-list/update-if-admin': [201, record],
    });
    renderAt('/form-client/5', formRoutes, { admin: true });
    const phone = (await screen.findByLabelText('Número *')) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('(11) 9.8765-4321'));
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nome *');
    await user.clear(name);
    await user.type(name, 'Ana Lima');
    const save = screen.getByRole('button', { name: 'Salvar Alterações' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/users-store'));
    expect(calls.at(-1)).toEqual({
      path: '/contact-list/update-if-admin',
      body: { id: 5, name: 'Ana Lima', email: 'ana@c.dev', phone: '11987654321', company_id: 3 },
    });
  });

  it("shows the server's 422 under the field and stays on the form", async () => {
    fakeFetch({
      '/contact-list/save': [
        422,
        { message: 'Dados inválidos', errors: { email: ['E-mail já cadastrado'] } },
      ],
    });
    renderAt('/form-client', formRoutes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome *'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail *'), 'ana@c.dev');
    await user.type(screen.getByLabelText('Número *'), '11987654321');
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    expect(await screen.findByText('E-mail já cadastrado')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/form-client');
  });
});
