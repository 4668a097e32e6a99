// Issue 5 item 8: 'Relevância dos Produtos'. Maria sees her products by relevance, highest first,
// changes one product's relevance in its card and finds it stored.
import { expect, test } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { listState, listUrl } from './support/list-url';
import { sessionFile } from './support/session';

test.describe('relevância dos produtos', () => {
  test.use({ storageState: sessionFile(maria) });

  test('altera a relevância de um produto e ela fica gravada', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<{ data: Row[] }>('/layout/relevance/set-list', {
      itens_per_page: 24,
      ref: 'MV-',
    });
    const [top] = json.data;
    const last = json.data.at(-1)!;
    await page.goto(listUrl('/layout-relevance', { ref: 'MV-' }));
    await expect(page.getByRole('heading', { name: 'Relevância dos Produtos', level: 1 })).toBeVisible();
    const cards = page.getByTestId('relevance-card');
    await expect(cards).toHaveCount(json.data.length);
    // Highest relevance first, with the product's photo.
    await expect(cards.first()).toContainText(String(top.name));
    await expect(cards.first().getByRole('img', { name: String(top.name) })).toHaveAttribute(
      'src',
      `${top.img_name}300.jpg`,
    );

    const input = page.getByRole('spinbutton', { name: `Relevância de ${last.name}` });
    const next = Number(last.relevance ?? 0) === 1500 ? 1499 : 1500;
    await input.fill(String(next));
    await input.press('Enter');
    await expect(page.getByText('relevância foi alterada com sucesso!')).toBeVisible();
    const { json: stored } = await api.post<Row>('/product/show', { id: last.id });
    expect(stored.relevance).toBe(next);

    // On reload it comes first: the list is by relevance, highest first.
    await page.reload();
    await expect(cards.first()).toContainText(String(last.name));
    await expect(page.getByRole('spinbutton', { name: `Relevância de ${last.name}` })).toHaveValue(
      String(next),
    );
  });

  test('também abre em /layout/relevance, com as colunas escolhidas', async ({ page }) => {
    await page.goto('/layout/relevance');
    await expect(page.getByRole('heading', { name: 'Relevância dos Produtos', level: 1 })).toBeVisible();
    await expect(page.getByTestId('relevance-card').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Cards por linha' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await expect(page).toHaveURL((url) => listState(url).filter.qtd_cards === 2);
    const [a, b, c] = await page
      .getByTestId('relevance-card')
      .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
    // Two cards a row: the third starts a new row.
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a);
  });
});
