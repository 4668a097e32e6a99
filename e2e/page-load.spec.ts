// A page load (issue 26): the screen's code and its data are asked while the panel boots, the data
// once — react-admin's list and the declared calls take the answer asked as the screen first
// rendered (src/admin/generic/calls.ts) rather than asking again as it shows. And the built panel's
// Tooltips and Selects, whose elements reach their state just after the commit (vite.config.ts,
// LIBRARY_EDITS), answer from the moment the page shows them.
import { expect, test, type Page } from '@playwright/test';
import { maria } from './support/accounts';
import { sessionFile } from './support/session';

/** The calls a page load sends to `endpoint` until its data is on screen and the network rests. */
async function callsOnLoad(page: Page, path: string, endpoint: string, shown: () => Promise<void>) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${endpoint}`) calls.push(r.postData() ?? '');
  });
  await page.goto(path);
  await shown();
  await page.waitForLoadState('networkidle');
  return calls;
}

test.describe('carga de página', () => {
  test.use({ storageState: sessionFile(maria) });

  test('o dashboard pede seus números uma vez', async ({ page }) => {
    const calls = await callsOnLoad(page, '/', '/dashboard/home', () =>
      expect(page.getByText('Vendas hoje', { exact: true }).first()).toBeVisible(),
    );
    expect(calls).toHaveLength(1);
  });

  test('a lista de produtos pede sua primeira página uma vez', async ({ page }) => {
    const calls = await callsOnLoad(page, '/product', '/product/paginate-index', () =>
      expect(page.locator('tbody tr')).toHaveCount(25),
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0])).toMatchObject({ page: 1, itens_per_page: 25 });
  });

  test('a lista de pedidos entregues pede sua primeira página uma vez', async ({ page }) => {
    const calls = await callsOnLoad(page, '/finished', '/buy/get-buys', () =>
      expect(page.locator('tbody tr').first()).toBeVisible(),
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0])).toMatchObject({ status: 4 });
  });

  test('a página de um endereço do painel já nomeia o código do painel; a do login, não', async ({
    request,
  }) => {
    const preloads = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /rel="modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    for (const path of ['/', '/product', '/finished'])
      expect(await preloads(path), path).toContainEqual(expect.stringMatching(/^\/assets\/App-[\w-]+\.js$/));
    const login = await preloads('/login');
    expect(login.length).toBeGreaterThan(0);
    expect(login).not.toContainEqual(expect.stringMatching(/^\/assets\/App-/));
  });

  test('as dicas do topo e os seletores do período respondem assim que aparecem', async ({ page }) => {
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Novidades' });
    await bell.hover();
    await expect(page.getByRole('tooltip', { name: 'Novidades' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('combobox', { name: /^Mês inicial/ })
      .click();
    await expect(page.getByRole('option', { name: 'Janeiro' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
});
