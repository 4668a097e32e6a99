// Issue 24 item 7: 'Prévia da loja' (/layout/preview) shows a store's storefront top from its public
// reads only. Each test reads the same public calls a storefront makes (no token) and checks the
// preview shows what they answer: Maria sees Moda Viva's logo, favicon, navbar (a dropdown of
// children on a computer, a drawer with accordions on a phone), the banner carousel at the banners'
// frameRate and the home images; João sees Casa Verde's; the admin picks a store first. At 1366 and
// 390 px, with axe.
import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import type { PreviewBanners, PreviewHomeImage, PreviewLogo, PreviewNavBar } from '../src/shared/calls';
import { type Account, admin, joao, maria } from './support/accounts';
import { Api } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Storefront {
  id: number;
  navBar: PreviewNavBar['navBar'];
  banners: PreviewBanners;
  logo: PreviewLogo;
  images: PreviewHomeImage[];
}

/** What a storefront reads of the store, through the public calls (no token). */
async function storefrontOf(request: APIRequestContext, id: number): Promise<Storefront> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const order = await request.post('/api/layout/nav-bar/order', { data: { company_id: id } });
  expect(order.status(), '/layout/nav-bar/order').toBe(200);
  return {
    id,
    navBar: ((await order.json()) as PreviewNavBar).navBar,
    banners: await get<PreviewBanners>(`/layout/ecommerce-image/public/${id}`),
    logo: await get<PreviewLogo>(`/layout/ecommerce-image/logotipo/public/${id}`),
    images: await get<PreviewHomeImage[]>(`/image-home/images/${id}`),
  };
}

async function storeId(request: APIRequestContext, account: Account): Promise<number> {
  const api = await Api.as(request, account);
  const { json } = await api.post<{ company_id: number }>('/users/store-check');
  return json.company_id;
}

async function expectAxeClean(page: Page) {
  const violations = blocking(await runAxe(page));
  expect(describeViolations(violations), 'axe: críticas e sérias').toEqual([]);
}

/**
 * Every picture this server keeps (/uploads) has loaded in the frame, none broken. Images a store
 * added by address point elsewhere (the landing-images spec adds some): offline here, they may not.
 */
async function expectPicturesLoaded(frame: Locator) {
  await expect
    .poll(() =>
      frame.locator('img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((i) => new URL(i.src).origin === location.origin)
          .filter((i) => !i.complete || i.naturalWidth === 0)
          .map((i) => i.src),
      ),
    )
    .toEqual([]);
}

/**
 * The whole storefront of a store as the preview shows it on a computer, against the public reads
 * made right after the preview made them (other specs change Moda Viva's layout meanwhile).
 */
async function expectDesktopPreview(page: Page, request: APIRequestContext, id: number): Promise<Storefront> {
  const frame = page.getByRole('region', { name: 'Prévia da loja no computador' });
  await expect(frame).toBeVisible();
  const store = await storefrontOf(request, id);
  if (store.logo.logo) await expect(frame.getByTestId('store-logo')).toBeVisible();
  else await expect(frame.getByTestId('store-name')).toBeVisible();
  // The store's name in the browser tab, as the public logo read names it (for Maria, João and the admin).
  await expect(frame.getByRole('group', { name: 'Aba do navegador' })).toContainText(store.logo.name);
  if (store.logo.favIcon)
    await expect(
      frame.getByRole('group', { name: 'Aba do navegador' }).getByRole('img', { name: 'Favicon' }),
    ).toBeVisible();

  const nav = frame.getByRole('navigation', { name: 'Menu da loja' });
  for (const item of store.navBar) {
    if (!item.childrens.length) {
      await expect(nav.getByText(item.name, { exact: true })).toBeVisible();
      continue;
    }
    const opener = nav.getByRole('button', { name: item.name, exact: true });
    await opener.click();
    const children = nav.getByRole('list', { name: item.name, exact: true });
    await expect(children).toBeVisible();
    await expect(children.getByRole('listitem')).toHaveText(item.childrens.map((c) => c.name));
    await opener.click();
    await expect(children).toBeHidden();
  }

  const carousel = frame.getByTestId('banner-carousel');
  await expect(carousel.getByRole('button', { name: /^Ir para o banner/ })).toHaveCount(
    store.banners.items.length > 1 ? store.banners.items.length : 0,
  );
  // Height = width × frameRate, whatever the zoom.
  const [h, w] = store.banners.frameRate.split('/').map(Number);
  const box = (await carousel.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(h / w, 2);

  const images = frame.getByRole('list', { name: 'Imagens da página inicial' });
  for (const image of store.images)
    await expect(images.getByRole('img', { name: image.name ?? 'Imagem da página inicial' })).toBeVisible();
  await expectPicturesLoaded(frame);
  return store;
}

test.describe('lojista com permissão total (Maria, Moda Viva)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('no computador: logo, favicon, menu com submenus, banners na proporção e imagens da loja', async ({
    page,
    request,
  }) => {
    // Two frames, every picture loaded and two axe runs: 39 s on a loaded CI machine, once over 60.
    test.slow();
    const id = await storeId(request, maria);
    await page.goto('/layout/preview');
    await expect(page.getByRole('heading', { level: 1, name: 'Prévia da loja' })).toBeVisible();
    await expect(page).toHaveTitle(/Prévia da loja/);
    const store = await expectDesktopPreview(page, request, id);
    // The demo data gives Moda Viva every part.
    expect(store.navBar.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Feminino', 'Masculino', 'Infantil', 'Acessórios', 'Promoções']),
    );
    expect(store.banners.items.length).toBeGreaterThan(1);
    expect(store.logo.logo).toBeTruthy();
    expect(store.images.map((i) => i.name)).toContain('Lookbook Verão');
    await expect(page.getByTestId('empty-part')).toHaveCount(0);

    // The carousel: next, a dot, pause.
    const carousel = page.getByTestId('banner-carousel');
    // It has been moving by itself: pause, go to the first by its dot, then next.
    await carousel.getByRole('button', { name: 'Pausar banners' }).click();
    await carousel.getByRole('button', { name: /^Ir para o banner 1 de/ }).click();
    await carousel.getByRole('button', { name: 'Próximo banner' }).click();
    await expect(
      carousel.getByRole('button', { name: 'Ir para o banner 2 de', exact: false }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Retomar banners' })).toBeVisible();
    await expectAxeClean(page);

    // The phone's frame at 390 px, with the phone's banners.
    await page.getByRole('button', { name: 'Celular' }).click();
    const phone = page.getByRole('region', { name: 'Prévia da loja no celular' });
    await expect(phone).toBeVisible();
    expect(Math.round((await phone.boundingBox())!.width)).toBe(390 + 4);
    const mobile = store.banners.itemsMobile.length ? store.banners.itemsMobile : store.banners.items;
    const first = phone.getByRole('group', { name: `Banner 1 de ${mobile.length}` });
    await expect(first.locator('img, video').first()).toHaveAttribute('src', mobile[0].src);
    await expectPicturesLoaded(phone);
    await expectAxeClean(page);
  });

  test.describe('no celular (390 px)', () => {
    test.use(PHONE);

    test('abre no Celular, sem rolar de lado; o menu da loja abre numa gaveta com submenus', async ({
      page,
      request,
    }) => {
      const id = await storeId(request, maria);
      await page.goto('/layout/preview');
      const phone = page.getByRole('region', { name: 'Prévia da loja no celular' });
      await expect(phone).toBeVisible();
      const store = await storefrontOf(request, id);
      await expect(page.getByRole('button', { name: 'Celular' })).toHaveAttribute('aria-pressed', 'true');
      await expectPicturesLoaded(phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await phone.getByRole('button', { name: 'Abrir menu da loja' }).click();
      const drawer = phone.getByRole('dialog', { name: 'Menu da loja' });
      await expect(drawer).toBeVisible();
      const parent = store.navBar.find((i) => i.childrens.length)!;
      await drawer.getByRole('button', { name: parent.name, exact: true }).click();
      await expect(
        drawer.getByRole('list', { name: parent.name, exact: true }).getByRole('listitem'),
      ).toHaveText(parent.childrens.map((c) => c.name));
      await expectAxeClean(page);
      await drawer.getByRole('button', { name: 'Fechar menu' }).click();
      await expect(drawer).toBeHidden();

      // The computer's frame zoomed down to the phone's width.
      await page.getByRole('button', { name: 'Computador' }).click();
      const desktop = page.getByRole('region', { name: 'Prévia da loja no computador' });
      await expect(desktop).toBeVisible();
      expect((await desktop.boundingBox())!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page);
    });
  });
});

test.describe('lojista sem permissão total (João, Casa Verde)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('vê a vitrine da própria loja', async ({ page, request }) => {
    const id = await storeId(request, joao);
    await page.goto('/layout/preview');
    await expect(page.getByRole('heading', { level: 1, name: 'Prévia da loja' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveCount(0);
    const store = await expectDesktopPreview(page, request, id);
    expect(store.navBar.map((i) => i.name)).toContain('Jardim');
    // Nothing of Moda Viva's.
    await expect(page.getByRole('button', { name: 'Feminino' })).toHaveCount(0);
  });
});

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('escolhe a loja antes de ver a prévia', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const [modaViva] = (await api.index('/company', { q: 'Moda Viva' })).filter(
      (s) => s.fantasy_name === 'Moda Viva',
    );
    await page.goto('/layout/preview');
    await expect(
      page.getByText('Escolha uma loja e clique em Filtrar para ver a prévia da vitrine.'),
    ).toBeVisible();
    await expect(page.getByTestId('preview-frame')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Loja' }).fill('Moda Viva');
    await page.getByRole('option', { name: 'Moda Viva', exact: true }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]store=${modaViva.id}`));
    await expectDesktopPreview(page, request, modaViva.id);
    await expect(
      page.getByRole('group', { name: 'Aba do navegador' }).getByText('Moda Viva', { exact: true }),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  test.describe('no celular (390 px)', () => {
    test.use(PHONE);

    test('escolhe a loja e vê a vitrine no celular', async ({ page, request }) => {
      const api = await Api.as(request, admin);
      const [casaVerde] = (await api.index('/company', { q: 'Casa Verde' })).filter(
        (s) => s.fantasy_name === 'Casa Verde',
      );
      await page.goto(`/layout/preview?store=${casaVerde.id}`);
      const phone = page.getByRole('region', { name: 'Prévia da loja no celular' });
      await expect(phone).toBeVisible();
      await expect(phone.getByTestId('banner-carousel')).toBeVisible();
      await expectPicturesLoaded(phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page);
    });
  });
});
