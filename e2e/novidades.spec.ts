// Spec section 1: the Novidades dialog with the three 2025 announcements and the bell badge that
// starts at 3 and goes to 0 once the dialog is closed.
import { expect, test, type Locator } from '@playwright/test';
import { joao } from './support/accounts';
import { sessionFile } from './support/session';

test.use({ storageState: sessionFile(joao) });

/** The number the bell's badge shows; a hidden badge (MUI hides a 0) counts as 0. */
async function badgeCount(bell: Locator): Promise<number> {
  // The badge sits inside the bell button or wraps it.
  const page = bell.page();
  const badge = bell
    .locator('.MuiBadge-badge')
    .or(page.locator('.MuiBadge-root').filter({ has: bell }).locator('.MuiBadge-badge'));
  if (!(await badge.isVisible())) return 0;
  return Number((await badge.innerText()).trim());
}

test('o sino mostra 3 novidades; abrir e fechar o diálogo zera o contador', async ({ page }) => {
  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: /novidades/i });
  await expect(bell).toBeVisible();
  await expect.poll(() => badgeCount(bell)).toBe(3);

  await bell.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Novidades');
  // The three 2025 announcements: logo and favicon, WhatsApp with variables, deleting products.
  await expect(dialog).toContainText(/logo/i);
  await expect(dialog).toContainText(/favicon/i);
  await expect(dialog).toContainText(/whatsapp/i);
  await expect(dialog).toContainText(/exclu/i);
  await expect(dialog).toContainText('2025');
  expect((await dialog.innerText()).match(/2025/g)?.length ?? 0).toBeGreaterThanOrEqual(3);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => badgeCount(bell)).toBe(0);
});
