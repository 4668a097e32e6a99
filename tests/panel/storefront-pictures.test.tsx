// @vitest-environment jsdom
// The storefront's picture screens as a user meets them: /Images ('Adicionar Imagem' disabled while
// the field is empty, 'URL inválida. Insira um URL válido.' without a call, the add with its toast,
// a card's delete after its confirmation) and 'Logo e Favicon' (the admin's 'Selecione uma loja
// antes de salvar.', a store user's stored pictures with Excluir by type).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { type Answer, authAs, fakeFetch } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';
import LandingImages from '../../src/admin/areas/storefront/landing-images/LandingImages';
import LogoFavicon from '../../src/admin/areas/storefront/logo/LogoFavicon';
import { imageNameOf } from '../../src/admin/areas/storefront/landing-images/address';
import { baseName, isPictureFile } from '../../src/admin/areas/storefront/pictures/readPicture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = [
  { id: 1, company_id: 7, name: 'Lookbook Verão', link: '/uploads/7/layout/a-landing.jpg' },
  { id: 2, company_id: 7, name: null, link: 'https://cdn.exemplo.com.br/praia%20azul.jpg' },
];

function renderScreen(screenNode: React.ReactNode, answers: Record<string, Answer>, admin = false) {
  const calls = fakeFetch(answers);
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={authAs(admin)} i18nProvider={i18nProvider}>
        {screenNode}
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
  return calls;
}

describe('landing images (/Images)', () => {
  it('shows the cards; the add waits for an address and refuses a bad one without a call', async () => {
    const calls = renderScreen(<LandingImages />, {
      '/images/index': [200, { data: stored, total: 2, last_page: 1 }],
      '/images/save': (body) => [201, { id: 3, company_id: 7, ...body }],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Lookbook Verão' })).toBeTruthy();
    // A card without a name shows its file name.
    expect(screen.getByRole('img', { name: 'praia azul.jpg' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Adicionar Imagem' });
    expect((add as HTMLButtonElement).disabled).toBe(true);

    const field = screen.getByRole('textbox', { name: 'URL da imagem' });
    await user.type(field, 'sem endereço');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await user.click(add);
    expect((await screen.findAllByText('URL inválida. Insira um URL válido.')).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === '/images/save')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://cdn.exemplo.com.br/vitrine.jpg');
    await user.click(add);
    expect(await screen.findByText('Imagem adicionada com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/images/save')?.body).toEqual({
      link: 'https://cdn.exemplo.com.br/vitrine.jpg',
      name: 'vitrine.jpg',
    });
  });

  it('says so when the add fails, and deletes a card after the confirmation', async () => {
    const calls = renderScreen(<LandingImages />, {
      '/images/index': [200, { data: stored, total: 2, last_page: 1 }],
      '/images/save': [
        422,
        { message: 'Os dados informados são inválidos.', errors: { link: ['URL inválida.'] } },
      ],
      '/images/delete': [200, { id: 1 }],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'URL da imagem' }), '/uploads/x.jpg');
    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }));
    expect(await screen.findByText('Erro ao adicionar a imagem. URL inválida.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Excluir imagem Lookbook Verão' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Imagem excluída com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/images/delete')?.body).toEqual({ id: 1 });
  });

  it("names and file kinds: an address's file name, a file's base name, image/* and HEIC only", () => {
    expect(imageNameOf('https://x.com/a/praia%20azul.jpg?v=2')).toBe('praia azul.jpg');
    expect(baseName('Foto da loja.jpeg')).toBe('Foto da loja');
    expect(isPictureFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isPictureFile({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isPictureFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });
});

describe('Logo e Favicon', () => {
  it('an admin without a store is told to choose one before saving', async () => {
    const calls = renderScreen(<LogoFavicon />, {}, true);
    const user = userEvent.setup();
    expect(await screen.findByText('Escolha a loja para ver e trocar o logo e o favicon dela.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma loja antes de salvar.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/layout/ecommerce-image/logotipo/save'))).toEqual([]);
  });

  it('a store user sees the stored pictures and deletes the favicon by its type', async () => {
    const row = {
      id: 9,
      company_id: 7,
      logo: '/uploads/7/layout/a-logo.png',
      fav_icon: '/uploads/7/layout/b-favicon.png',
      favicons: null,
    };
    const calls = renderScreen(<LogoFavicon />, {
      '/layout/ecommerce-image/logotipo/index': [200, { data: [row], total: 1, last_page: 1 }],
      '/layout/ecommerce-image/logotipo/delete': [200, { ...row, fav_icon: null }],
    });
    const user = userEvent.setup();
    const logo = await screen.findByRole('img', { name: 'Prévia do logo' });
    expect(logo.getAttribute('src')).toBe(row.logo);
    // Nothing picked yet: nothing to save.
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Excluir o favicon salvo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Favicon excluído com sucesso!')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/layout/ecommerce-image/logotipo/delete')?.body).toEqual({
        id: 9,
        type: 'favIcon',
      }),
    );
  });
});
