// @vitest-environment jsdom
// Issue 22, item 4: an address the panel does not have shows a pt-BR page, 'Página não encontrada'
// (in the top bar and the tab too), with a link back to the start — not react-admin's
// 'Foi digitada uma URL inválida, ou o link pode estar quebrado..'.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { AppBar } from '../../src/admin/layout/AppBar';
import { NotFound } from '../../src/admin/layout/NotFound';
import { TestAdmin } from './panel-admin';

afterEach(() => {
  cleanup();
  document.title = '';
});

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 2, fullName: 'Maria Oliveira' }),
  getPermissions: async () => ({ admin: false, full_permission: true, company_id: 1 }),
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('página não encontrada', () => {
  it('says so in pt-BR and links back to the start', async () => {
    render(
      <MemoryRouter initialEntries={['/nao-existe']}>
        <TestAdmin authProvider={authProvider} i18nProvider={i18nProvider}>
          <AppBar />
          <Routes>
            <Route path="/" element={<Where />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByText('O endereço digitado não existe ou o link está quebrado.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\.\.|quebrado\.\.|URL inválida/);
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Painel Lojista'));
    const back = screen.getByRole('link', { name: 'Voltar para o início' });
    expect(back.getAttribute('href')).toBe('/');
    await userEvent.click(back);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('words react-admin’s own not-found texts in pt-BR, without a doubled full stop', () => {
    expect(i18nProvider.translate('ra.page.not_found')).toBe('Página não encontrada');
    expect(i18nProvider.translate('ra.message.not_found')).not.toMatch(/\.$/);
  });
});
