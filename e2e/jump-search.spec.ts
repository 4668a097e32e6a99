// Issue 27 item 1: the jump box. Maria opens it with Ctrl+K (the side menu's item on a phone), finds one of
// her products by reference and opens its form with Enter; joão's store never shows in her
// results; axe on the open box. The admin finds a store by name and opens it.
import { expect, test, type Page } from '@playwright/test';
import { admin, joao, maria } from './support/accounts';
import { Api } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const field = (page: Page) => page.getByRole('combobox', { name: 'Buscar telas e registros' });

async function openBox(page: Page, width: number) {
  if (width >= 600) await page.keyboard.press('Control+KeyK');
  else {
    // A phone's top bar keeps its room for the title: the side menu opens the box.
    await expect(page.getByRole('button', { name: 'Busca rápida (Ctrl+K)' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Busca rápida', exact: true }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Busca rápida' })).toBeVisible();
  await expect(field(page)).toBeFocused();
}

test.describe('busca rápida, lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  for (const width of [1366, 390]) {
    test(`acha um produto pela referência e abre o formulário com Enter (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 860 });
      const [product] = await (await Api.as(request, maria)).index('/product', { itens_per_page: 1 });
      const [theirs] = await (await Api.as(request, joao)).index('/product', { itens_per_page: 1 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openBox(page, width);
      // Empty, it offers the screens of her menu.
      await expect(page.getByRole('option', { name: 'Produtos › Marcas' })).toBeVisible();
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations).join('\n')).toEqual([]);

      await field(page).fill(String(theirs.ref));
      await expect(page.getByText('Nada encontrado')).toBeVisible();
      await field(page).fill(String(product.ref));
      const hit = page.getByRole('option', { name: new RegExp(String(product.name)) });
      await expect(hit).toBeVisible();
      await expect(hit).toContainText(String(product.ref));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/form-product/${product.id}$`));
      await expect(page.getByRole('dialog', { name: 'Busca rápida' })).toBeHidden();

      // The place just opened comes first next time.
      await openBox(page, width);
      await expect(page.getByRole('option').first()).toContainText(String(product.name));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Busca rápida' })).toBeHidden();
    });
  }
});

test.describe('busca rápida, administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  for (const width of [1366, 390]) {
    test(`acha uma loja pelo nome e abre o seu cadastro (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 860 });
      const store = await (await Api.as(request, admin)).newStore('Loja Busca');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openBox(page, width);
      await field(page).fill(store.name);
      const hit = page.getByRole('option', { name: new RegExp(store.name) });
      await expect(hit).toBeVisible();
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations).join('\n')).toEqual([]);
      await hit.click();
      await expect(page).toHaveURL(new RegExp(`/form-company/${store.id}$`));
    });
  }
});
