// Issue 27 item 2: 'Histórico' under every edit form and on the order detail, from the audit trail:
// who, when and what changed, by the field's label, values formatted. Maria on a brand she renames
// (desktop and phone, axe with the history open); the admin on an order whose change he makes.
import { expect, test, type Page } from '@playwright/test';
import type { OrderListRow } from '../src/shared/calls';
import { admin, maria } from './support/accounts';
import { Api, uniqueName } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const historyList = (page: Page) =>
  page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' });

async function openHistory(page: Page) {
  const toggle = page.getByRole('button', { name: 'Histórico', exact: true });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(historyList(page)).toBeVisible();
}

test.describe('histórico de um registro, lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  for (const width of [1366, 390]) {
    test(`a marca renomeada mostra quem mudou o quê, mais recente primeiro (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const api = await Api.as(request, maria);
      const before = uniqueName('Marca Antes');
      const after = uniqueName('Marca Depois');
      const brand = await api.save('/brand', { name: before });
      const { status } = await api.post('/brand/update', { id: brand.id, name: after });
      expect(status).toBeLessThan(300);

      await page.goto(`/form-brand/${brand.id}`);
      await expect(page.getByLabel(/^Nome/)).toHaveValue(after);
      await openHistory(page);
      const entries = historyList(page).locator(':scope > li');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText(`${maria.name} · Alterou`);
      await expect(entries.nth(0)).toContainText(`Nome: ${before} → ${after}`);
      await expect(entries.nth(1)).toContainText(`${maria.name} · Cadastrou`);
      await expect(entries.nth(1)).toContainText(`Nome: ${before}`);
      // Nothing of the entry runs off a phone's screen.
      const box = await entries.nth(0).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations).join('\n')).toEqual([]);
    });
  }
});

test.describe('histórico de um pedido, administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  for (const [half, width] of [1366, 390].entries()) {
    test(`o troco alterado aparece no histórico do pedido, com o nome do administrador (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const api = await Api.as(request, admin);
      const { json } = await api.post<{ data: OrderListRow[] }>('/buy/get-buys', {
        status: 4,
        itens_per_page: 50,
      });
      // Each run its own order and value: the newest entry is this test's (each width picks from its
      // own half of the list, so the two never share an order).
      const mine = json.data.filter((_, i) => i % 2 === half);
      const order = mine[Math.floor(Math.random() * mine.length)];
      const cents = 100 + Math.floor(Math.random() * 9000);
      const change = (cents / 100).toFixed(2);
      const { status } = await api.post('/buy/update', { buy_id: order.id, transshipment: change });
      expect(status).toBeLessThan(300);

      await page.goto(`/detailOrder/${order.id}`);
      await expect(page.getByRole('heading', { name: `Pedido nº ${order.id}` })).toBeVisible();
      await openHistory(page);
      const newest = historyList(page).locator(':scope > li').first();
      await expect(newest).toContainText(`${admin.name} · Alterou`);
      const money = `R$ ${change.replace('.', ',')}`;
      await expect(newest).toContainText(new RegExp(`Troco: .* → ${money.replace('$', '\\$')}`));
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations).join('\n')).toEqual([]);
    });
  }
});
