// The browser tab names the screen ('Lista de Produtos · Painel Lojista'), for generated and
// hand-written screens alike; and on a phone the top bar shows the whole title, on at most two
// lines broken between words, with the bar's icons still on the screen.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

const APP = 'Painel Lojista';

/** Screens and the title their tab must carry: generated lists, hand-written ones, a form, home. */
const SCREENS: Array<[string, string]> = [
  ['/', 'Dashboard de Vendas'],
  ['/product', 'Lista de Produtos'],
  ['/brand', 'Marcas'],
  ['/users-store', 'Lista de administradores da Loja'],
  ['/birthdays', 'Aniversariantes'],
  ['/exact-search', 'Busca Exata'],
];

/** The title in the top bar: wholly visible (nothing clipped), in at most two lines, readable. */
async function expectWholeTitle(page: Page, title: string) {
  const bar = page.locator('#react-admin-title');
  await expect(bar).toHaveText(title);
  const box = await bar.evaluate((e) => {
    const style = getComputedStyle(e);
    const lineHeight = parseFloat(style.lineHeight);
    return {
      clipped: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1,
      lines: Math.round(e.clientHeight / lineHeight),
      fontPx: parseFloat(style.fontSize),
    };
  });
  expect(box.clipped, `título "${title}" cortado no topo`).toBe(false);
  expect(box.lines).toBeLessThanOrEqual(2);
  expect(box.fontPx).toBeGreaterThanOrEqual(13);
}

test.describe('título da aba', () => {
  test.use({ storageState: sessionFile(admin) });

  for (const [path, title] of SCREENS)
    test(`${path} → ${title}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · ${APP}`);
    });

  test('um formulário com id e a navegação pelo menu mudam o título', async ({ page, request }) => {
    const [brand] = await (await Api.as(request, admin)).index('/brand');
    await page.goto(`/form-brand/${brand.id}`);
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    const formTitle = (await page.locator('#react-admin-title').innerText()).trim();
    expect(formTitle).not.toBe('');
    await expect(page).toHaveTitle(`${formTitle} · ${APP}`);

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Categorias', exact: true })
      .click();
    await expect(page).toHaveTitle(`Gerenciamento de Categorias · ${APP}`);
  });
});

test('a página de login tem título', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(`Login · ${APP}`);
});

test.describe('no celular', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [who, account] of [
    ['administrador', admin],
    ['lojista', maria],
  ] as const)
    test.describe(who, () => {
      test.use({ storageState: sessionFile(account) });
      for (const [path, title] of [
        ...SCREENS,
        ['/contact-list', 'Lista de Contatos'],
        ['/users-consumer', 'Lista de Consumidores'],
      ] as Array<[string, string]>) {
        if (account === maria && path === '/users-store') continue;
        test(`${path}: título inteiro e ícones na tela`, async ({ page }) => {
          await page.goto(path);
          await expect(page).toHaveTitle(`${title} · ${APP}`);
          await expectWholeTitle(page, title);
          // The last icon of the bar (the user menu) is on the screen, not pushed off by the page.
          const userMenu = page.getByRole('banner').getByRole('button').last();
          const box = (await userMenu.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        });
      }
    });
});
