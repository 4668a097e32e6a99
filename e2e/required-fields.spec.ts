// Issue 22, item 6: the product form marks the fields its schema requires (an asterisk) and, saved
// empty, says under each what is missing, in the spec's pt-BR (section 5: 'Por favor insira
// {label}'); nothing is sent.
import { expect, test } from '@playwright/test';
import { maria } from './support/accounts';
import { sessionFile } from './support/session';

test.use({ storageState: sessionFile(maria) });

const REQUIRED = ['Nome', 'Segmento', 'Gênero', 'Preço', 'Descrição', 'Categoria'];

test('formulário do produto: obrigatórios marcados e mensagens ao salvar vazio', async ({ page }) => {
  await page.goto('/form-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Produto' })).toBeVisible();
  const form = page.locator('main form');
  await expect(form.getByLabel('Nome')).toBeVisible();
  // Each required field's label carries the mark; an optional one does not.
  const marked = await form.locator('label').evaluateAll((labels) =>
    labels
      .map((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text.endsWith('*'))
      .map((text) => text.replace(/\s*\*$/, '')),
  );
  for (const label of REQUIRED) expect(marked, label).toContain(label);
  expect(marked).not.toContain('Referência');

  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/product/save')) sent = true;
  });
  // It looks disabled while the form is invalid (aria-disabled), yet pressing it says what is missing.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click({ force: true });
  for (const label of ['Nome', 'Segmento', 'Gênero', 'Preço', 'Descrição'])
    await expect(form.getByText(`Por favor insira ${label}`, { exact: true })).toBeVisible();
  // The category waits for its segment, and says so.
  await expect(form.getByText('Escolha primeiro: Segmento', { exact: true })).toBeVisible();
  expect(sent).toBe(false);
});
