// Issue 27 item 4: saved views on every generic list. Maria on the sizes list filters, sorts and hides
// a column, saves it as her default view, comes back to the list without filters and finds it applied,
// switches to another view and deletes it (desktop and phone, axe with the chips). The admin saves a
// view with the store filter of a list and gets the store back from its chip. Each run names its own
// views, and removes them, so reruns and other specs on the same lists do not see them.
import { expect, test, type Page } from '@playwright/test';
import type { SavedView } from '../src/shared/calls';
import { admin, type Account, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { listState, listUrl } from './support/list-url';
import { sessionFile } from './support/session';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const views = (page: Page) => page.getByRole('group', { name: 'Visões salvas' });
const chip = (page: Page, name: string) =>
  views(page).getByRole('button', { name: new RegExp(`^(Visão padrão )?${escape(name)}$`) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });
const filterOf = (page: Page) => listState(new URL(page.url())).filter;

async function saveView(page: Page, name: string, asDefault = false) {
  await page.getByRole('button', { name: 'Salvar visão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar visão' });
  await dialog.getByRole('textbox', { name: 'Nome da visão' }).fill(name);
  if (asDefault) await dialog.getByRole('checkbox', { name: 'Usar como padrão' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Visão salva')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip(page, name)).toBeVisible();
}

/** Removes the views of this run (named with `prefix`) whatever happened. */
async function removeViews(api: Api, list: string, prefix: string) {
  const { json } = await api.post<{ data: SavedView[] }>('/views/index', { list });
  for (const v of json.data.filter((v) => v.name.startsWith(prefix)))
    await api.post('/views/delete', { id: v.id });
}

async function expectAxeClean(page: Page) {
  const violations = blocking(await runAxe(page));
  expect(violations, describeViolations(violations).join('\n')).toEqual([]);
}

test.describe('visões salvas, lojista', () => {
  test.use({ storageState: sessionFile(maria) });
  // Both widths use the same list and default: one after the other.
  test.describe.configure({ mode: 'serial' });
  // One long walk through the feature (save, reload, switch, delete) per width.
  test.slow();

  for (const width of [1366, 390]) {
    test(`salva uma visão padrão, volta à lista e a encontra aplicada, troca e exclui (${width} px)`, async ({
      page,
      request,
    }) => {
      const phone = width < 960;
      await page.setViewportSize({ width, height: 860 });
      const api = await Api.as(request, maria as Account);
      const prefix = uniqueName('Tam');
      const mine = `${prefix} G`;
      const other = `${prefix} todos`;
      try {
        await page.goto('/size');
        await expect(page.getByRole('heading', { level: 1, name: 'Tamanhos' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Salvar visão' })).toBeVisible();
        await search(page).fill('G');
        await expect.poll(() => filterOf(page).q).toBe('G');
        let columns = 0;
        if (!phone) {
          // Sorted by name, the last column hidden.
          await page.getByRole('button', { name: /^Ordenar por Tamanho/ }).click();
          await expect.poll(() => listState(new URL(page.url())).sort).toBe('name');
          columns = await page.getByRole('columnheader').count();
          await page.getByRole('button', { name: 'Colunas' }).click();
          await expect(page.getByRole('menuitemcheckbox')).toHaveCount(columns);
          await expectAxeClean(page);
          await page.getByRole('menuitemcheckbox').last().click();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('columnheader')).toHaveCount(columns - 1);
        }
        await saveView(page, mine, true);
        await expect(chip(page, mine)).toHaveAttribute('aria-pressed', 'true');
        await expect(chip(page, mine).getByRole('img', { name: 'Visão padrão' })).toBeAttached();
        await expectAxeClean(page);
        if (phone) {
          // Nothing runs off a phone's screen; the buttons stay in reach.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(overflow).toBeLessThanOrEqual(width);
          const box = await page.getByRole('button', { name: 'Salvar visão' }).boundingBox();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }

        // Another state, saved as a second view: the first chip is no longer the active one.
        await search(page).fill('');
        await expect.poll(() => filterOf(page).q).toBeUndefined();
        await expect(chip(page, mine)).toHaveAttribute('aria-pressed', 'false');
        if (!phone) {
          // Every column back.
          await page.getByRole('button', { name: 'Colunas' }).click();
          await page.getByRole('menuitemcheckbox').last().click();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('columnheader')).toHaveCount(columns);
        }
        await saveView(page, other);
        await expect(chip(page, other)).toHaveAttribute('aria-pressed', 'true');

        // Back to the list without filters in the URL: the default view is applied.
        await page.goto('/');
        await page.goto('/size');
        await expect(chip(page, mine)).toHaveAttribute('aria-pressed', 'true');
        await expect(search(page)).toHaveValue('G');
        await expect.poll(() => filterOf(page).q).toBe('G');
        if (!phone) await expect(page.getByRole('columnheader')).toHaveCount(columns - 1);

        // A link with filters of its own wins over the default.
        await page.goto(listUrl('/size', { q: 'P' }));
        await expect(search(page)).toHaveValue('P');
        await expect(chip(page, mine)).toHaveAttribute('aria-pressed', 'false');

        // Switching views.
        await chip(page, other).click();
        await expect(chip(page, other)).toHaveAttribute('aria-pressed', 'true');
        await expect(search(page)).toHaveValue('');
        if (!phone) await expect(page.getByRole('columnheader')).toHaveCount(columns);
        await chip(page, mine).click();
        await expect(search(page)).toHaveValue('G');

        // Deleting one, after the question.
        await page.getByRole('button', { name: `Opções da visão ${other}` }).click();
        await page.getByRole('menuitem', { name: 'Excluir visão' }).click();
        const ask = page.getByRole('dialog', { name: `Excluir a visão "${other}"?` });
        await ask.getByRole('button', { name: 'Excluir' }).click();
        await expect(chip(page, other)).toHaveCount(0);
        await expect(chip(page, mine)).toBeVisible();

        // And the default off from its menu.
        await page.getByRole('button', { name: `Opções da visão ${mine}` }).click();
        await page.getByRole('menuitem', { name: 'Remover padrão' }).click();
        await expect(chip(page, mine).getByRole('img', { name: 'Visão padrão' })).toHaveCount(0);
      } finally {
        await removeViews(api, 'size', prefix);
      }
    });
  }
});

test.describe('visões salvas, administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  // Each width its own store: two views of the same filter (the same user's, saved side by side)
  // would leave only the first of them marked as the one shown.
  for (const [width, storeName] of [
    [1366, 'Moda Viva'],
    [390, 'Casa Verde'],
  ] as const)
    test(`a visão guarda o filtro de loja e o devolve pelo chip (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 860 });
      const api = await Api.as(request, admin);
      const [store] = await api.index('/company', { q: storeName, itens_per_page: 1 });
      const prefix = uniqueName('Loja');
      const name = `${prefix} ${storeName}`;
      try {
        await page.goto(listUrl('/product-group', { company_id: store.id }));
        await expect(page.getByRole('heading', { level: 1, name: 'Grupos de Produto' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Salvar visão' })).toBeVisible();
        await saveView(page, name);
        const { json } = await api.post<{ data: SavedView[] }>('/views/index', { list: 'product-group' });
        expect(json.data.find((v) => v.name === name)?.state.filter).toEqual({ company_id: store.id });

        await page.goto(listUrl('/product-group', {}));
        await expect(chip(page, name)).toHaveAttribute('aria-pressed', 'false');
        await chip(page, name).click();
        await expect.poll(() => filterOf(page).company_id).toBe(store.id);
        await expect(chip(page, name)).toHaveAttribute('aria-pressed', 'true');
        await expectAxeClean(page);
      } finally {
        await removeViews(api, 'product-group', prefix);
      }
    });
});
