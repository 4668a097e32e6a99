// Issue 24 item 5: comment moderation on /comments. The admin adds a shopper's comment for Moda
// Viva (a storefront would); Maria finds it, hidden, and shows it with Ativar (the row then reads
// Sim and Desativar, and the API agrees), with no way to write or rewrite comments (no create
// button, rows open no form); the admin sees the Cliente column; at 390 px each comment is a card.
import { expect, test } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

// beforeAll runs again in every worker that takes a test of this file, and again after a retry:
// each run adds its own comment, under a name of its own.
let name: string;
let id: number;

test.beforeAll(async ({ request }) => {
  name = `Cliente E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const api = await Api.as(request, admin);
  const [store] = (await api.index('/company', { q: 'Moda Viva' })).filter(
    (s) => s.fantasy_name === 'Moda Viva',
  );
  const { status, json } = await api.post<{ id: number }>('/customer-comments/save', {
    company_id: store.id,
    name,
    message: 'Chegou antes do prazo e bem embalado.',
    address: 'Santos - SP',
  });
  expect(status).toBe(201);
  id = json.id;
});

test.describe('comentários (lojista)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('ativa um comentário pela lista, sem poder escrever nem reescrever', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    await page.goto('/comments');
    await expect(page.getByRole('heading', { level: 1, name: 'Comentários' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Novo|Cadastrar/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Não');
    await row.getByRole('button', { name: 'Ativar', exact: true }).click();
    await expect(page.getByText('Comentário foi atualizado com sucesso!')).toBeVisible();
    await expect(row).toContainText('Sim');
    await expect(row.getByRole('button', { name: 'Desativar', exact: true })).toBeVisible();
    const shown = await api.post<{ show: boolean }>('/customer-comments/show', { id });
    expect(shown.json.show).toBe(true);
    // A row opens no form: the store moderates, it does not edit.
    await row.getByText(name).click();
    await expect(page).toHaveURL(/\/comments/);
    // Nor through the API.
    const rewrite = await api.post('/customer-comments/update', { id, message: 'Reescrito' });
    expect(rewrite.status).toBe(403);
  });

  test('no celular (390 px) cada comentário é um cartão com Ativar ou Desativar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/comments');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
    const card = page.getByTestId('record-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^(Ativar|Desativar)$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('comentários (administrador)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('vê a coluna Cliente com a loja de cada comentário', async ({ page }) => {
    await page.goto('/comments');
    await expect(page.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Moda Viva');
  });
});
