// Spec section 2: the side menu with its groups; admin-only items are hidden from store users.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { sessionFile } from './support/session';

const GROUPS = [
  'Produtos',
  'Consumidor',
  'Pedidos',
  'Marketing',
  'Configurações',
  'Relatórios',
  'E-commerce',
  'Layout',
];
const ADMIN_ITEMS = ['Usuarios', 'Lojas'];
const ADMIN_PRODUCT_ITEMS = ['Segmentos', 'Categorias', 'Subcategorias'];
const SHARED_PRODUCT_ITEMS = ['Marcas', 'Atributos', 'Produtos', 'Grupos de Variação'];

/** A link of the side menu (a navigation landmark of links, groups as disclosure buttons). */
const menuItem = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });

/** Home is the sales dashboard: a link of the menu to /, marked current there. */
async function expectHome(page: Page) {
  const home = menuItem(page, 'Home');
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toHaveText(
    'Dashboard de Vendas',
  );
}

/** Opens a menu group (its items are listed once it is expanded). */
async function openGroup(page: Page, name: string) {
  const group = page.getByRole('button', { name, exact: true });
  await expect(group).toBeVisible();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}

test.describe('menu do administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('mostra os grupos e os itens só de administrador', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(admin.name);
    await expectHome(page);
    for (const item of ADMIN_ITEMS) await expect(menuItem(page, item)).toBeVisible();
    for (const group of GROUPS)
      await expect(page.getByRole('button', { name: group, exact: true })).toBeVisible();
    await openGroup(page, 'Produtos');
    for (const item of [...ADMIN_PRODUCT_ITEMS, ...SHARED_PRODUCT_ITEMS])
      await expect(menuItem(page, item)).toBeVisible();
  });

  test('um item do menu abre a sua tela', async ({ page }) => {
    await page.goto('/');
    await openGroup(page, 'Produtos');
    await menuItem(page, 'Categorias').click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(page.getByRole('banner')).toContainText('Gerenciamento de Categorias');
  });
});

test.describe('menu do lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('esconde os itens de administrador e mostra Marcas e Produtos', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(maria.name);
    await expectHome(page);
    for (const group of GROUPS)
      await expect(page.getByRole('button', { name: group, exact: true })).toBeVisible();
    await openGroup(page, 'Produtos');
    for (const item of SHARED_PRODUCT_ITEMS) await expect(menuItem(page, item)).toBeVisible();
    for (const item of [...ADMIN_ITEMS, ...ADMIN_PRODUCT_ITEMS])
      await expect(menuItem(page, item)).toHaveCount(0);
  });
});
