// @vitest-environment jsdom
// The panel's shell as a user meets it: the login page, the Novidades bell, the footer, the menu
// and the top bar.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session } from '../../src/admin/api';
import { authProvider, resetAuthCheck, startAuthCheck } from '../../src/admin/authProvider';
import { i18nProvider } from '../../src/admin/i18n';
import { AppBar } from '../../src/admin/layout/AppBar';
import { Footer } from '../../src/admin/layout/Footer';
import { Menu } from '../../src/admin/layout/Menu';
import { NewsBell } from '../../src/admin/layout/NewsDialog';
import { announcements } from '../../src/admin/layout/news';
import { LoginApp } from '../../src/admin/login/LoginApp';
import { LoginRoute } from '../../src/admin/login/LoginRoute';
import { TestAdmin } from './panel-admin';
import { setViewportWidth } from './generic-harness';
import { maria } from './stored-users';

beforeEach(() => {
  localStorage.clear();
  resetAuthCheck();
  setViewportWidth(1366);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/" element={<p>Painel aberto</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function mockLoginReply(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('login page', () => {
  it('greets the store owner with LOGIN, the welcome line and the two fields', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.getByText('Seja Bem-Vindo Lojista!')).toBeTruthy();
    expect(screen.getByLabelText('Usuário ou e-mail')).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('password');
  });

  it('Enter in the password field signs in and opens the panel', async () => {
    const fetchMock = mockLoginReply(200, { token: 'tok-1', user: maria });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Usuário ou e-mail'), 'maria@modaviva.dev');
    await user.type(screen.getByLabelText('Senha'), 'loja1234{Enter}');
    expect(await screen.findByText('Painel aberto')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/store-login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'maria@modaviva.dev', password: 'loja1234' });
    expect(session.token()).toBe('tok-1');
  });

  it('a refused login shows the spec alert and stays on the page', async () => {
    mockLoginReply(401, { message: 'E-mail ou senha inválidos.' });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Usuário ou e-mail'), 'maria@modaviva.dev');
    await user.type(screen.getByLabelText('Senha'), 'errada{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Algo deu errado, confira seus dados !!');
    expect(screen.queryByText('Painel aberto')).toBeNull();
    expect(session.token()).toBeNull();
  });

  it('too many attempts show the server’s message', async () => {
    mockLoginReply(429, { message: 'Muitas tentativas. Aguarde 15 minutos.' });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Usuário ou e-mail'), 'maria@modaviva.dev');
    await user.type(screen.getByLabelText('Senha'), 'errada{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas. Aguarde 15 minutos.');
  });

  it('a user with a stored token is sent to /', () => {
    session.save('tok-1', maria);
    renderLogin();
    expect(screen.getByText('Painel aberto')).toBeTruthy();
  });

  it('alone (a first visit, no router), opens the panel at the page it was sent away from', async () => {
    mockLoginReply(200, { token: 'tok-1', user: maria });
    const onSignedIn = vi.fn();
    render(
      <LoginApp
        onSignedIn={onSignedIn}
        locationState={{ nextPathname: '/product', nextSearch: '?page=2' }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Usuário ou e-mail'), 'maria@modaviva.dev');
    await user.type(screen.getByLabelText('Senha'), 'loja1234{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/product?page=2'));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });
});

describe('session check', () => {
  it('sent as the page loads, it is the one react-admin waits for', async () => {
    session.save('tok-1', maria);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(maria), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startAuthCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/users/store-check');
  });

  it('a refused early check drops the token and sends react-admin to /login', async () => {
    session.save('tok-1', maria);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    startAuthCheck();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.token()).toBeNull();
  });
});

describe('Novidades', () => {
  it('the bell starts at 3, the dialog lists the 2025 news, and closing it leaves 0 for good', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<NewsBell />);
    const bell = screen.getByRole('button', { name: /novidades/i });
    expect(within(bell).getByText('3')).toBeTruthy();
    // Its name holds the number it shows (axe's label-content-name-mismatch).
    expect(bell.getAttribute('aria-label')).toBe('Novidades: 3 não lidas');

    await user.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Novidades' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    // Custom logo and favicon; WhatsApp with the name and e-mail variables; deleting products.
    for (const text of [
      /logo e favicon/i,
      /whatsapp/i,
      /\{nome_cliente\}/,
      /\{email_cliente\}/,
      /exclu.*produto/i,
    ])
      expect(dialog.textContent).toMatch(text);
    expect(within(dialog).getAllByText(/^\d{2}\/\d{2}\/2025$/)).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Novidades' }).textContent).toBe('');

    // After a reload the news stay read.
    unmount();
    render(<NewsBell />);
    expect(screen.getByRole('button', { name: 'Novidades' }).textContent).toBe('');
  });

  it('more than 9 unread news show as 9+', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...announcements[0], title: `Novidade ${i}` }));
    render(<NewsBell announcements={many} />);
    const bell = screen.getByRole('button', { name: /novidades/i });
    expect(within(bell).getByText('9+')).toBeTruthy();
  });
});

describe('footer', () => {
  it('shows the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    render(<Footer />);
    expect(screen.getByRole('contentinfo').textContent).toBe(
      '© 2031 Painel Lojista. Todos os direitos reservados.',
    );
  });
});

/** The signed-in shell pieces, inside react-admin with a stored user (admin or not). */
function renderSignedIn(
  node: React.ReactNode,
  { admin, path, full_permission = true }: { admin: boolean; path: string; full_permission?: boolean },
) {
  const user = { ...maria, admin, name: admin ? 'Administrador da Plataforma' : maria.name };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: user.id, fullName: user.name }),
    getPermissions: async () => ({ admin, full_permission, company_id: admin ? null : 1 }),
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin authProvider={authProvider} i18nProvider={i18nProvider}>
        {node}
      </TestAdmin>
    </MemoryRouter>,
  );
}

/** The side menu's link to a screen (the menu is a navigation landmark of links). */
const menuLink = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name });
const queryMenuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Menu principal' })).queryByRole('link', { name });

describe('menu', () => {
  // The admin-only items follow the x-access of their screens' entities (src/admin/access.ts).
  it.each([
    ['with', true],
    ['without', false],
  ])('a store user %s full_permission sees the groups but no admin-only item', async (_, full_permission) => {
    renderSignedIn(<Menu />, { admin: false, path: '/form-brand/3', full_permission });
    expect(await screen.findByRole('link', { name: 'Marcas' })).toBeTruthy();
    for (const group of [
      'Produtos',
      'Consumidor',
      'Pedidos',
      'Marketing',
      'Configurações',
      'Relatórios',
      'E-commerce',
      'Layout',
    ])
      expect(screen.getByRole('button', { name: group })).toBeTruthy();
    for (const item of ['Usuarios', 'Lojas', 'Segmentos', 'Categorias', 'Subcategorias'])
      expect(queryMenuLink(item)).toBeNull();
  });

  it('an admin sees the admin items, and the current screen’s item is highlighted', async () => {
    renderSignedIn(<Menu />, { admin: true, path: '/form-brand/3' });
    expect(await screen.findByRole('link', { name: 'Segmentos' })).toBeTruthy();
    expect(menuLink('Usuarios')).toBeTruthy();
    expect(menuLink('Lojas')).toBeTruthy();
    // The brand form belongs to Marcas: its group is open and it is the one current item.
    const group = screen.getByRole('button', { name: 'Produtos' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    // The group's button points at its list of links, named after it.
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('aria-label')).toBe('Produtos');
    expect(within(list!).getByRole('link', { name: 'Marcas' })).toBeTruthy();
    const current = screen.getAllByRole('link').filter((i) => i.getAttribute('aria-current') === 'page');
    expect(current.map((i) => i.textContent)).toEqual(['Marcas']);
  });

  it('opening a closed group shows its items', async () => {
    renderSignedIn(<Menu />, { admin: false, path: '/' });
    const group = await screen.findByRole('button', { name: 'Consumidor' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(queryMenuLink('Consumidores')).toBeNull();
    await userEvent.setup().click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(menuLink('Consumidores').getAttribute('href')).toBe('/users-consumer');
  });

  it('links every built screen (all of Layout) and marks any still to come as Em breve, not as links', async () => {
    renderSignedIn(<Menu />, { admin: false, path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Layout' }));
    // Every Layout screen is built (issue 24): links, none of them 'Em breve'.
    expect(menuLink('Navbar').getAttribute('href')).toBe('/layout/personalization/navbar');
    expect(menuLink('Banners').getAttribute('href')).toBe('/layout/personalization/banner');
    expect(menuLink('Logo e Favicon').getAttribute('href')).toBe('/layout/personalization/logo');
    // Whatever item is still to come elsewhere is no link.
    const coming = screen
      .queryAllByText('Em breve')
      .map((e) => e.closest('li'))
      .filter((li): li is HTMLLIElement => !!li);
    for (const li of coming) expect(within(li).queryByRole('link')).toBeNull();
    for (const li of coming) expect(li.textContent).not.toMatch(/Navbar|Banners|Logo/);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Relatórios' }));
    // Both reports are built: links.
    expect(menuLink('Pedidos').getAttribute('href')).toBe('/reports/orders');
    expect(menuLink('Catálogo do Facebook').getAttribute('href')).toBe('/reports/facebook-catalog');
  });
});

describe('top bar', () => {
  it('shows the user’s name, the Novidades bell and, for an admin, the marketing shortcut', async () => {
    renderSignedIn(<AppBar />, { admin: true, path: '/' });
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByText('Administrador da Plataforma')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: /novidades/i })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Marketing' }).getAttribute('href')).toBe('/marketing');
  });

  it('a store user gets no marketing shortcut; the user menu holds Sair', async () => {
    renderSignedIn(<AppBar />, { admin: false, path: '/' });
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByText('Maria Oliveira')).toBeTruthy();
    expect(within(bar).queryByRole('link', { name: 'Marketing' })).toBeNull();
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Maria Oliveira (perfil)' }));
    expect(await screen.findByRole('menuitem', { name: /sair/i })).toBeTruthy();
  });

  it('on a phone the user menu is an icon named Perfil, never react-admin’s English fallback', async () => {
    setViewportWidth(390);
    renderSignedIn(<AppBar />, { admin: false, path: '/' });
    const bar = screen.getByRole('banner');
    await userEvent.setup().click(await within(bar).findByRole('button', { name: 'Perfil' }));
    expect(await screen.findByRole('menuitem', { name: /sair/i })).toBeTruthy();
    expect(bar.querySelector('[aria-label="Profile"]')).toBeNull();
  });
});
