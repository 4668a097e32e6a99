// @vitest-environment jsdom
// 'Prévia da loja' (/layout/preview) drawn from the storefront's public reads as given: the navbar's
// names in ordenate order with their children (a dropdown on the computer, a drawer's accordion on
// the phone), the banner carousel at width × frameRate (the phone's own banners, or the computer's),
// its pt-BR controls and pause, the home images, the favicon in the browser tab, the store's name
// where there is no logo, the empty states linking to the screens that fill them, a failed read,
// and what the data provider sends for each read.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError } from 'react-admin';
import StorefrontPreview from '../../src/admin/areas/storefront/preview/StorefrontPreview';
import { session } from '../../src/admin/api';
import type {
  PreviewBanners,
  PreviewHomeImage,
  PreviewLogo,
  PreviewNavBar,
  PreviewNavItem,
} from '../../src/shared/calls';
import { ADMIN, memoryApi, renderRoutes, setViewportWidth, STORE_USER, type Who } from './generic-harness';
import { dataProvider } from './panel-admin';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const item = (
  id: number,
  name: string,
  ordenate: number,
  childrens: PreviewNavItem[] = [],
): PreviewNavItem => ({
  id,
  name,
  route: `/${name.toLowerCase()}`,
  ordenate,
  type: childrens.length ? 1 : 2,
  params: null,
  childrens,
});

const NAVBAR: PreviewNavBar = {
  navBar: [
    item(1, 'Feminino', 1, [item(11, 'Vestidos', 1), item(12, 'Blusas', 2)]),
    item(2, 'Masculino', 2, [item(21, 'Camisetas', 1)]),
    item(3, 'Promoções', 3),
  ],
};
const slide = (src: string) => ({ src, link: '/colecao', kind: 'image' as const });
const BANNERS: PreviewBanners = {
  items: [slide('/uploads/b1.jpg'), slide('/uploads/b2.jpg'), slide('/uploads/b3.jpg')],
  itemsMobile: [slide('/uploads/m1.jpg'), { src: '/uploads/m2.mp4', link: null, kind: 'video' }],
  interval: 5000,
  frameRate: '3/8',
};
const LOGO: PreviewLogo = {
  name: 'Moda Viva',
  logo: '/uploads/logo.png',
  favIcon: '/uploads/fav.png',
  favicons: {
    '16': '/uploads/fav-16.png',
    '32': '/uploads/fav-32.png',
    '180': '/uploads/fav-180.png',
    '192': '/uploads/fav-192.png',
    '512': '/uploads/fav-512.png',
  },
};
const IMAGES: PreviewHomeImage[] = [
  { id: 1, name: 'Lookbook Verão', link: '/uploads/l1.jpg' },
  { id: 2, name: null, link: '/uploads/l2.jpg' },
];

interface Answers {
  navBar?: PreviewNavBar | Error;
  banners?: PreviewBanners | Error;
  logo?: PreviewLogo | Error;
  images?: PreviewHomeImage[] | Error;
}

/** The four reads answering as given (an Error: that read fails), recording their bodies. */
function previewApi(answers: Answers = {}) {
  const api = memoryApi({
    company: [
      { id: 1, fantasy_name: 'Moda Viva' },
      { id: 2, fantasy_name: 'Casa Verde' },
    ],
  });
  const answer = (value: unknown) =>
    vi.fn(async (_body: unknown) => {
      if (value instanceof Error) throw value;
      return value;
    });
  const reads = {
    previewNavBar: answer(answers.navBar ?? NAVBAR),
    previewBanners: answer(answers.banners ?? BANNERS),
    previewLogo: answer(answers.logo ?? LOGO),
    previewHomeImages: answer(answers.images ?? IMAGES),
  };
  return { provider: { ...api.provider, ...reads } as DataProvider, reads };
}

function renderPreview(api: ReturnType<typeof previewApi>, who: Who = STORE_USER, path = '/layout/preview') {
  renderRoutes(path, { '/layout/preview': <StorefrontPreview /> }, { provider: api.provider, who });
}

/** The system's reduced-motion wish, over the window width setViewportWidth gave. */
function stubReducedMotion(reduce: boolean) {
  const byWidth = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) =>
    query.includes('prefers-reduced-motion') ? { ...byWidth(query), matches: reduce } : byWidth(query),
  );
}

const frame = () => screen.findByTestId('preview-frame');
const carousel = async () => within(await frame()).findByTestId('banner-carousel');

describe('Prévia da loja', { timeout: 30_000 }, () => {
  it('shows a store user’s own storefront on a computer: tab, logo, navbar with dropdowns, carousel, images', async () => {
    const api = previewApi();
    renderPreview(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prévia da loja' })).toBeTruthy();
    const view = await frame();
    expect(view.getAttribute('aria-label')).toBe('Prévia da loja no computador');
    expect(view.dataset.width).toBe('1200');
    // Each read asked for the store user's own store.
    expect(api.reads.previewNavBar.mock.calls[0][0]).toEqual({ company_id: 1 });
    for (const read of [api.reads.previewBanners, api.reads.previewLogo, api.reads.previewHomeImages])
      expect(read.mock.calls[0][0]).toEqual({ companyId: 1 });

    // The browser tab: the 32 px favicon and the store's name, as the public logo read gives it.
    const tab = within(view).getByRole('group', { name: 'Aba do navegador' });
    expect(within(tab).getByRole('img', { name: 'Favicon' }).getAttribute('src')).toBe('/uploads/fav-32.png');
    expect(within(tab).getByText('Moda Viva')).toBeTruthy();
    expect(within(view).getByRole('img', { name: 'Logo de Moda Viva' }).getAttribute('src')).toBe(
      '/uploads/logo.png',
    );

    // The navbar in ordenate order; a parent opens its children, Escape closes them.
    const nav = within(view).getByRole('navigation', { name: 'Menu da loja' });
    const tops = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === nav);
    expect(tops.map((li) => within(li).queryByRole('button')?.textContent ?? li.textContent)).toEqual([
      'Feminino',
      'Masculino',
      'Promoções',
    ]);
    const feminino = within(nav).getByRole('button', { name: 'Feminino' });
    expect(feminino.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('list', { name: 'Feminino' })).toBeNull();
    const user = userEvent.setup();
    await user.click(feminino);
    expect(feminino.getAttribute('aria-expanded')).toBe('true');
    const children = within(nav).getByRole('list', { name: 'Feminino' });
    expect(
      within(children)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vestidos', 'Blusas']);
    expect(within(children).getByText('Vestidos').getAttribute('title')).toBe('Leva a /vestidos');
    // Opening another closes the first.
    await user.click(within(nav).getByRole('button', { name: 'Masculino' }));
    expect(feminino.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'Masculino' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    // The carousel: the computer's banners, 1200 × 3/8 = 450 px high, one dot each.
    const banners = await carousel();
    expect(banners.getAttribute('aria-label')).toBe('Banners');
    expect(banners.dataset.height).toBe('450');
    expect(getComputedStyle(banners).height).toBe('450px');
    expect(
      within(banners)
        .getAllByRole('img', { hidden: true })
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/uploads/b1.jpg', '/uploads/b2.jpg', '/uploads/b3.jpg']);
    expect(within(banners).getAllByRole('button', { name: /^Ir para o banner \d de 3$/ })).toHaveLength(3);

    // The home images, three a row on a computer.
    const images = within(view).getByRole('list', { name: 'Imagens da página inicial' });
    expect(within(images).getByRole('img', { name: 'Lookbook Verão' }).getAttribute('src')).toBe(
      '/uploads/l1.jpg',
    );
    expect(within(images).getByRole('img', { name: 'Imagem da página inicial' })).toBeTruthy();
    expect(within(view).queryAllByTestId('empty-part')).toHaveLength(0);
  });

  it('on Celular: 390 px, the phone’s banners at 390 × 3/8, the navbar in a drawer with accordions', async () => {
    renderPreview(previewApi());
    await frame();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Celular' }));
    const view = await frame();
    expect(view.getAttribute('aria-label')).toBe('Prévia da loja no celular');
    expect(view.dataset.width).toBe('390');
    expect(screen.getByRole('button', { name: 'Celular' }).getAttribute('aria-pressed')).toBe('true');

    const banners = await carousel();
    expect(banners.dataset.height).toBe(String(Math.round((390 * 3) / 8)));
    expect(
      within(banners).getByRole('img', { name: 'Banner 1 de 2', hidden: true }).getAttribute('src'),
    ).toBe('/uploads/m1.jpg');
    // The video is muted, plays by itself, loops and stays inline on a phone.
    const video = banners.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/uploads/m2.mp4');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);

    // No bar on a phone: a menu button opens the drawer.
    expect(within(view).queryByRole('navigation')).toBeNull();
    const menu = within(view).getByRole('button', { name: 'Abrir menu da loja' });
    await user.click(menu);
    const drawer = within(view).getByRole('dialog', { name: 'Menu da loja' });
    const feminino = within(drawer).getByRole('button', { name: 'Feminino' });
    expect(within(drawer).queryByRole('list', { name: 'Feminino' })).toBeNull();
    await user.click(feminino);
    expect(feminino.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('list', { name: 'Feminino' }).textContent).toBe('VestidosBlusas');
    expect(within(drawer).getByText('Promoções')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    expect(within(view).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('on a phone without banners of its own, shows the computer’s', async () => {
    setViewportWidth(390);
    renderPreview(previewApi({ banners: { ...BANNERS, itemsMobile: [], frameRate: '1/2' } }));
    // A phone-wide panel opens on Celular.
    const view = await frame();
    expect(view.dataset.width).toBe('390');
    const banners = await carousel();
    expect(banners.dataset.height).toBe('195');
    expect(
      within(banners).getByRole('img', { name: 'Banner 1 de 3', hidden: true }).getAttribute('src'),
    ).toBe('/uploads/b1.jpg');
  });

  it('moves on every interval, by its buttons and dots, and pauses', async () => {
    stubReducedMotion(false);
    renderPreview(previewApi({ banners: { ...BANNERS, interval: 1000 } }));
    const banners = await carousel();
    const dot = (n: number) => within(banners).getByRole('button', { name: `Ir para o banner ${n} de 3` });
    const current = () => [1, 2, 3].find((n) => dot(n).getAttribute('aria-current') === 'true');
    expect(current()).toBe(1);
    // Only the banner in view is reachable.
    expect(within(banners).getByRole('group', { name: 'Banner 1 de 3' }).hasAttribute('inert')).toBe(false);
    expect(
      within(banners).getByRole('group', { name: 'Banner 2 de 3', hidden: true }).hasAttribute('inert'),
    ).toBe(true);
    await waitFor(() => expect(current()).toBe(2), { timeout: 2500 });

    const user = userEvent.setup();
    await user.click(within(banners).getByRole('button', { name: 'Pausar banners' }));
    expect(within(banners).getByRole('button', { name: 'Retomar banners' })).toBeTruthy();
    await user.click(within(banners).getByRole('button', { name: 'Próximo banner' }));
    expect(current()).toBe(3);
    // Told to screen readers once paused.
    const status = within(banners).getByText('Banner 3 de 3');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await user.click(within(banners).getByRole('button', { name: 'Próximo banner' }));
    expect(current()).toBe(1);
    await user.click(within(banners).getByRole('button', { name: 'Banner anterior' }));
    expect(current()).toBe(3);
    await user.click(dot(2));
    expect(current()).toBe(2);
    // Paused: it stays.
    await new Promise((r) => setTimeout(r, 1300));
    expect(current()).toBe(2);
  });

  it('says what is missing in each part, linking to the screen that fills it; the store’s name stands for the logo', async () => {
    const api = previewApi({
      navBar: { navBar: [] },
      banners: { items: [], itemsMobile: [], interval: 5000, frameRate: '3/8' },
      logo: { name: 'Moda Viva', logo: null, favIcon: null, favicons: null },
      images: [],
    });
    // An admin's chosen store: its name, and the links keep the choice.
    renderPreview(api, ADMIN, '/layout/preview?store=1');
    const view = await frame();
    expect(await within(view).findByTestId('store-name')).toHaveProperty('textContent', 'Moda Viva');
    expect(within(view).queryByTestId('store-logo')).toBeNull();
    const tab = within(view).getByRole('group', { name: 'Aba do navegador' });
    expect(within(tab).getByText('Moda Viva')).toBeTruthy();
    expect(within(tab).getByRole('img', { name: 'Sem favicon' })).toBeTruthy();

    const link = (name: string) => within(view).getByRole('link', { name }).getAttribute('href');
    expect(within(view).getByText('Nenhuma logo cadastrada')).toBeTruthy();
    expect(link('Enviar a logo')).toBe('/layout/personalization/logo?store=1');
    expect(within(view).getByText('Nenhum item de menu cadastrado')).toBeTruthy();
    expect(link('Cadastrar itens do menu')).toBe('/layout/personalization/navbar?store=1');
    expect(within(view).getByText('Nenhum banner cadastrado')).toBeTruthy();
    expect(link('Cadastrar banners')).toBe('/layout/personalization/banner?store=1');
    expect(within(view).getByText('Nenhuma imagem da página inicial cadastrada')).toBeTruthy();
    expect(link('Cadastrar imagens')).toBe('/Images?store=1');
    expect(within(view).queryByTestId('banner-carousel')).toBeNull();
    expect(api.reads.previewBanners.mock.calls[0][0]).toEqual({ companyId: 1 });
  });

  it('starts paused for whoever asked for reduced motion', async () => {
    stubReducedMotion(true);
    renderPreview(previewApi({ banners: { ...BANNERS, interval: 1000 } }));
    const banners = await carousel();
    expect(within(banners).getByRole('button', { name: 'Retomar banners' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1300));
    expect(
      within(banners).getByRole('button', { name: 'Ir para o banner 1 de 3' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('a store user’s links name no store', async () => {
    renderPreview(previewApi({ images: [] }));
    const view = await frame();
    expect(within(view).getByRole('link', { name: 'Cadastrar imagens' }).getAttribute('href')).toBe(
      '/Images',
    );
  });

  it('an admin picks a store first: no read until then', async () => {
    const api = previewApi();
    renderPreview(api, ADMIN);
    expect(
      await screen.findByText('Escolha uma loja e clique em Filtrar para ver a prévia da vitrine.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('preview-frame')).toBeNull();
    expect(api.reads.previewNavBar).not.toHaveBeenCalled();
    expect(api.reads.previewHomeImages).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Casa Verde' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await frame();
    expect(api.reads.previewHomeImages.mock.calls[0][0]).toEqual({ companyId: 2 });
    expect(screen.getByTestId('search').textContent).toBe('?store=2');
  });

  it('tells a failed read in its part, and an unpublished store as such', async () => {
    renderPreview(
      previewApi({
        banners: new HttpError('Algo deu errado tente novamente!!! Erro 500', 500),
        logo: new HttpError('Loja não encontrada', 404),
      }),
    );
    const view = await frame();
    expect(
      within(view).getByText('Não foi possível ler os banners: Algo deu errado tente novamente!!! Erro 500'),
    ).toBeTruthy();
    expect(
      within(view).getByText(
        'Não foi possível ler a logo: a loja não existe ou está inativa (a vitrine não é publicada)',
      ),
    ).toBeTruthy();
    // The other parts still show.
    expect(within(view).getByRole('navigation', { name: 'Menu da loja' })).toBeTruthy();
    // Without the logo read, no name either: the store's number stands for it.
    expect(within(view).getByTestId('store-name').textContent).toBe('Loja 1');
  });
});

describe('an unpublished store', { timeout: 30_000 }, () => {
  it('says so once when no read answers (unknown or inactive store)', async () => {
    const gone = new HttpError('Loja não encontrada', 404);
    renderPreview(
      previewApi({ navBar: gone, banners: gone, logo: gone, images: gone }),
      ADMIN,
      '/layout/preview?store=9',
    );
    expect(
      await screen.findByText(
        'Esta loja não existe ou está inativa: a vitrine não é publicada e não há o que mostrar.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('preview-frame')).toBeNull();
  });
});

describe('the data provider’s public reads', () => {
  let sent: { url: string; method: string; body: string | null }[];
  beforeEach(() => {
    sent = [];
    session.save('tok-1', {
      id: 2,
      name: 'Maria',
      email: 'm@x.dev',
      admin: false,
      full_permission: true,
      company_id: 1,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, method: String(init.method), body: (init.body as string | undefined) ?? null });
        return new Response(JSON.stringify({ ok: url }), { status: 200 });
      }),
    );
  });

  it('GETs each read with the store in its path, and POSTs the navbar order', async () => {
    expect(await dataProvider.previewBanners({ companyId: 7 })).toEqual({
      ok: '/api/layout/ecommerce-image/public/7',
    });
    await dataProvider.previewLogo({ companyId: 7 });
    await dataProvider.previewHomeImages({ companyId: 7 });
    await dataProvider.previewNavBar({ company_id: 7 });
    expect(sent).toEqual([
      { url: '/api/layout/ecommerce-image/public/7', method: 'GET', body: null },
      { url: '/api/layout/ecommerce-image/logotipo/public/7', method: 'GET', body: null },
      { url: '/api/image-home/images/7', method: 'GET', body: null },
      { url: '/api/layout/nav-bar/order', method: 'POST', body: JSON.stringify({ company_id: 7 }) },
    ]);
  });

  it('refuses a read without its store rather than asking another route', async () => {
    await expect(dataProvider.previewBanners({} as unknown as { companyId: number })).rejects.toThrow(
      '/layout/ecommerce-image/public/:companyId',
    );
    expect(sent).toEqual([]);
  });
});
