// @vitest-environment jsdom
// The browser tab names the screen: whatever title a screen gives react-admin (the top bar's), the
// tab reads '<title> · Painel Lojista'; the login page reads 'Login · Painel Lojista'.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Title, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { AppBar } from '../../src/admin/layout/AppBar';
import { documentTitle } from '../../src/admin/layout/documentTitle';
import { LoginRoute } from '../../src/admin/login/LoginRoute';
import { TestAdmin } from './panel-admin';

afterEach(() => {
  cleanup();
  document.title = '';
  localStorage.clear();
});

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 2, fullName: 'Maria Oliveira' }),
  getPermissions: async () => ({ admin: false, full_permission: true, company_id: 1 }),
};

/** A hand-written screen: it only renders react-admin's <Title>, and a link to another screen. */
function Screen({ title, next }: { title: string; next?: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Title title={title} />
      {next ? <button onClick={() => navigate(next)}>ir</button> : null}
    </>
  );
}

describe('browser tab title', () => {
  it('is the app’s name alone, or the screen’s title before it', () => {
    expect(documentTitle('')).toBe('Painel Lojista');
    expect(documentTitle('Painel Lojista')).toBe('Painel Lojista');
    expect(documentTitle('  Lista de\n Produtos ')).toBe('Lista de Produtos · Painel Lojista');
  });

  it('follows the title a screen gives the top bar, screen after screen', async () => {
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/product']}>
        <TestAdmin authProvider={authProvider} i18nProvider={i18nProvider}>
          <AppBar />
          <Routes>
            <Route path="/product" element={<Screen title="Lista de Produtos" next="/birthdays" />} />
            <Route path="/birthdays" element={<Screen title="Aniversariantes" />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Lista de Produtos · Painel Lojista'));
    getByRole('button', { name: 'ir' }).click();
    await waitFor(() => expect(document.title).toBe('Aniversariantes · Painel Lojista'));
  });

  it('names the login page', () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginRoute />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Login · Painel Lojista');
  });
});
