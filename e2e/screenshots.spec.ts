// Screenshots of the main screens, kept as artifacts in test-results/screenshots/ (and attached to
// the report). Each waits for what the screen must show before it is captured.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { admin, joao, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';
import { openScreen } from './support/client-route';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function capture(page: Page, testInfo: TestInfo, name: string) {
  const path = `test-results/screenshots/${name}.png`;
  // No hover ripple or half-finished transition in the picture.
  await page.mouse.move(page.viewportSize()!.width - 1, page.viewportSize()!.height - 1);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('sem login', () => {
  test('login no computador', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByText('Seja Bem-Vindo Lojista!')).toBeVisible();
    await capture(page, testInfo, 'login-desktop');
  });

  test.describe('no celular', () => {
    test.use(PHONE);

    test('login no celular', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByText('Seja Bem-Vindo Lojista!')).toBeVisible();
      await capture(page, testInfo, 'login-phone');
    });
  });
});

// The screens of one account and width share one browser page: the first is loaded, the others are
// reached client-side (support/client-route.ts), each captured once it shows what it must.

/** A list once its title is in the top bar and its first row shows. */
async function listShot(page: Page, testInfo: TestInfo, path: string, title: string, name: string) {
  await openScreen(page, path);
  await expect(page.getByRole('banner')).toContainText(title);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await capture(page, testInfo, name);
}

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('home com o menu, categorias, grupo de variação e pedidos entregues', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await test.step('home com o menu', async () => {
      await openScreen(page, '/');
      await expect(page.getByRole('banner')).toContainText(admin.name);
      await expect(page.getByRole('banner')).toContainText('Dashboard de Vendas');
      await page.getByRole('button', { name: 'Produtos', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Busca Exata' })).toBeInViewport();
      await capture(page, testInfo, 'admin-home');
    });

    await test.step('lista de categorias', () =>
      listShot(page, testInfo, '/category', 'Gerenciamento de Categorias', 'category-list'));

    await test.step('formulário de grupo de variação', async () => {
      const [group] = await (await Api.as(request, admin)).index('/variation-group');
      await openScreen(page, `/form-variation-group/${group.id}`);
      await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
      await expect(page.getByLabel(/^Nome da Variação/)).toHaveValue(String(group.variation_name));
      await capture(page, testInfo, 'variation-group-form');
    });

    await test.step('pedidos entregues de todas as lojas (coluna Cliente)', async () => {
      await openScreen(page, '/finished');
      await expect(page.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await capture(page, testInfo, 'admin-orders-finished-list');
    });
  });
});

/** The banners screen once its cards and the preview's first picture show. */
async function bannersShot(page: Page, testInfo: TestInfo, width: 'desktop' | 'phone') {
  await openScreen(page, '/layout/personalization/banner');
  await expect(page.getByTestId('banner-card').first()).toBeVisible();
  await expect(page.getByTestId('banner-preview').getByRole('img').first()).toBeVisible();
  await capture(page, testInfo, `layout-banners-${width}`);
}

test.describe('lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('home, marcas, pedidos a aprovar, banners, navbar e formulário com erro', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await test.step('home do lojista', async () => {
      await openScreen(page, '/');
      await expect(page.getByRole('banner')).toContainText(maria.name);
      await expect(page.getByRole('banner')).toContainText('Dashboard de Vendas');
      await capture(page, testInfo, 'store-user-home');
    });

    await test.step('lista de marcas', () => listShot(page, testInfo, '/brand', 'Marcas', 'brand-list'));

    await test.step('lista de pedidos a aprovar', () =>
      listShot(page, testInfo, '/pendingBuys', 'Lista de Compras a Serem Aprovadas', 'orders-pending-list'));

    await test.step('organização de banners com a prévia', () => bannersShot(page, testInfo, 'desktop'));

    await test.step('formulário de marca com erro de validação', async () => {
      await openScreen(page, '/form-brand');
      await page.getByLabel(/^Nome/).fill('A');
      await expect(page.getByText('Por favor insira Nome válido')).toBeVisible();
      await capture(page, testInfo, 'brand-form-error');
    });

    await test.step('navbar com a prévia no computador', async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openScreen(page, '/layout/personalization/navbar');
      await expect(page.getByTestId('navbar-item').filter({ hasText: 'Feminino' }).first()).toBeVisible();
      await page.getByTestId('navbar-preview').getByRole('button', { name: 'Feminino' }).click();
      await expect(page.getByRole('menuitem', { name: 'Vestidos' })).toBeVisible();
      await capture(page, testInfo, 'navbar-desktop');
    });
  });

  test.describe('no celular', () => {
    test.use(PHONE);

    test('pedidos entregues em cartões, banners e navbar', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await test.step('pedidos entregues em cartões', async () => {
        await openScreen(page, '/finished');
        await expect(page.getByTestId('record-card').first()).toBeVisible();
        await capture(page, testInfo, 'orders-finished-phone');
      });

      await test.step('organização de banners com a prévia', () => bannersShot(page, testInfo, 'phone'));

      await test.step('navbar com a prévia no celular', async () => {
        await openScreen(page, '/layout/personalization/navbar');
        await expect(page.getByTestId('navbar-item').filter({ hasText: 'Feminino' }).first()).toBeVisible();
        const preview = page.getByTestId('navbar-preview');
        await preview.getByRole('button', { name: 'Celular' }).click();
        await preview.getByRole('button', { name: 'Feminino' }).click();
        await expect(preview.getByRole('button', { name: 'Vestidos' })).toBeVisible();
        await capture(page, testInfo, 'navbar-phone');
      });
    });
  });
});

test.describe('logo, favicon e imagens da página inicial', () => {
  // João's store: the logo spec changes Maria's favicon, never Casa Verde's.
  test.use({ storageState: sessionFile(joao) });

  const logoScreen = async (page: Page) => {
    await openScreen(page, '/layout/personalization/logo');
    await expect(page.getByRole('heading', { level: 1, name: 'Logo e Favicon' })).toBeVisible();
    await expect(page.getByTestId('favIcon-preview')).toBeVisible();
    await expect(page.getByTestId('logo-preview')).toBeVisible();
  };
  const imagesScreen = async (page: Page) => {
    await openScreen(page, '/Images');
    await expect(page.getByRole('heading', { level: 1, name: 'Imagens' })).toBeVisible();
    await expect(page.getByTestId('landing-image-card').first()).toBeVisible();
    // The previews are loaded before the picture is taken.
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  };

  test('logo e favicon, e imagens da página inicial, no computador', async ({ page }, testInfo) => {
    await logoScreen(page);
    await capture(page, testInfo, 'layout-logo-desktop');
    await imagesScreen(page);
    await capture(page, testInfo, 'landing-images-desktop');
  });

  test.describe('no celular', () => {
    test.use(PHONE);

    test('logo e favicon, e imagens da página inicial, no celular', async ({ page }, testInfo) => {
      await logoScreen(page);
      await capture(page, testInfo, 'layout-logo-phone');
      await imagesScreen(page);
      await capture(page, testInfo, 'landing-images-phone');
    });
  });
});

test.describe('prévia da loja (lojista)', () => {
  test.use({ storageState: sessionFile(maria) });

  /** The preview with its logo, carousel (paused on its first banner) and every picture loaded. */
  async function previewReady(page: Page, frameName: string) {
    await page.goto('/layout/preview');
    const frame = page.getByRole('region', { name: frameName });
    await expect(frame.getByTestId('store-logo')).toBeVisible();
    await frame.getByRole('button', { name: 'Pausar banners' }).click();
    await frame.getByRole('button', { name: /^Ir para o banner 1 de/ }).click();
    await expect
      .poll(() =>
        frame.locator('img').evaluateAll((imgs) =>
          // Ours only: images added by an outside address (other specs) cannot load offline.
          (imgs as HTMLImageElement[])
            .filter((i) => new URL(i.src).origin === location.origin)
            .every((i) => i.complete && i.naturalWidth > 0),
        ),
      )
      .toBe(true);
  }

  test('prévia da loja no computador', async ({ page }, testInfo) => {
    await previewReady(page, 'Prévia da loja no computador');
    await capture(page, testInfo, 'layout-preview-desktop');
  });

  test.describe('no celular', () => {
    test.use(PHONE);

    test('prévia da loja no celular', async ({ page }, testInfo) => {
      await previewReady(page, 'Prévia da loja no celular');
      await capture(page, testInfo, 'layout-preview-phone');
    });
  });
});
