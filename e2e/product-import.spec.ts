// Issue 27 item 6: 'Importar Produtos'. Maria opens it from the product list, downloads the template,
// uploads a small CSV (a unique reference prefix), sees the columns mapped from the headers, one line
// with an error in the review, imports the rest and finds the new product in the list; at 390 px the
// steps are usable; the admin picks a store first and imports into it; axe on each step.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const unique = (tag: string) => `E2E${tag}${Date.now().toString(36).toUpperCase()}`;

/** A file of three lines: a product with two sizes, and another whose price is no price. */
function csvOf(prefix: string, name: string) {
  return [
    'Código do produto;Nome;Descrição;Preço;Gênero;Segmento;Categoria;Tamanho;Cor;Estoque;Observação',
    `${prefix}-1;${name};Vestido de teste importado;129,90;Feminino;Moda Feminina;Vestidos;P;Azul;5;primeira`,
    `${prefix}-1;;;;;;;M;Azul;3;`,
    `${prefix}-2;Blusa ${name};Blusa de teste;abc;Feminino;Moda Feminina;Vestidos;P;Azul;1;`,
  ].join('\r\n');
}

async function axe(page: Page, step: string) {
  const violations = blocking(await runAxe(page));
  expect(violations, `${step}: ${describeViolations(violations).join('\n')}`).toEqual([]);
}

async function upload(page: Page, content: string) {
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'produtos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf-8'),
  });
  await expect(
    page.getByText(/produtos\.csv: 3 linhas, 11 colunas, separadas por ponto e vírgula/),
  ).toBeVisible();
}

async function importThrough(page: Page, withAxe: boolean) {
  await page.getByRole('button', { name: 'Avançar' }).click();
  // Colunas: mapped from the headers; an unknown one is ignored.
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Código do produto' })).toHaveText(
    'Referência',
  );
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Observação' })).toHaveText('Ignorar');
  if (withAxe) await axe(page, 'Colunas');
  await page.getByRole('button', { name: 'Avançar' }).click();
  // Revisão: the server's dry run.
  await expect(page.getByTestId('import-review-counts')).toHaveText('1 novo, 0 atualizações, 1 com erros');
  // A computer shows a table; a phone, one card per line.
  const phone = page.viewportSize()!.width < 960;
  const lines = phone
    ? page.getByRole('list', { name: 'Prévia da importação' }).getByRole('listitem')
    : page
        .getByRole('table', { name: 'Prévia da importação' })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(2)).toContainText('Preço deve ser um valor em reais, com até 2 casas decimais');
  await expect(lines.nth(0)).toContainText('Novo');
  if (withAxe) await axe(page, 'Revisão');
  await page.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await expect(page.getByText('1 produto importado, 0 atualizados, 1 com erros')).toBeVisible();
  if (withAxe) await axe(page, 'Importar');
}

test.describe('importar produtos, lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('importa um CSV pela lista de produtos e acha o produto novo (1366 px)', async ({ page, request }) => {
    const prefix = unique('M');
    const name = `Vestido ${prefix}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/product');
    await page.getByRole('link', { name: 'Importar CSV' }).click();
    await expect(page).toHaveURL(/\/product-import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importar Produtos' })).toBeVisible();
    await axe(page, 'Arquivo');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar modelo' }).click();
    expect((await download).suggestedFilename()).toBe('modelo-importacao-produtos.csv');

    await upload(page, csvOf(prefix, name));
    await importThrough(page, true);
    const errors = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar relatório de erros' }).click();
    expect((await errors).suggestedFilename()).toBe('erros-importacao-produtos.csv');

    await page.getByRole('link', { name: 'Voltar para a lista de produtos' }).click();
    await expect(page).toHaveURL(/\/product(\?|$)/);
    await page.getByRole('textbox', { name: 'Referência' }).fill(`${prefix}-1`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    const [stored] = await (await Api.as(request, maria)).index('/product', { ref: `${prefix}-1` });
    expect(stored).toMatchObject({ name, price: '129.90', balance: 8 });
    expect(await (await Api.as(request, maria)).index('/product', { ref: `${prefix}-2` })).toEqual([]);
  });

  test('os passos cabem e funcionam num celular (390 px)', async ({ page }) => {
    const prefix = unique('P');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/product-import');
    await expect(page.getByRole('heading', { level: 1, name: 'Importar Produtos' })).toBeVisible();
    await axe(page, 'Arquivo (390 px)');
    await upload(page, csvOf(prefix, `Vestido ${prefix}`));
    await importThrough(page, true);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

test.describe('importar produtos, administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  for (const width of [1366, 390])
    test(`escolhe a loja e importa para ela (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const prefix = unique('A');
      await page.goto('/product-import');
      await expect(page.getByRole('heading', { level: 1, name: 'Importar Produtos' })).toBeVisible();
      await expect(page.getByText('Escolha a loja para a qual os produtos serão importados.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
      await axe(page, 'Arquivo (administrador)');
      await page.getByRole('combobox', { name: /^Loja/ }).fill('Moda');
      await page.getByRole('option', { name: 'Moda Viva' }).click();
      await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeEnabled();
      await upload(page, csvOf(prefix, `Vestido ${prefix}`));
      await importThrough(page, false);
      const [stored] = await (await Api.as(request, maria)).index('/product', { ref: `${prefix}-1` });
      expect(stored).toMatchObject({ name: `Vestido ${prefix}` });
    });
});
