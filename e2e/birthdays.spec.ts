// Issue 4 item 5: the 'Aniversariantes' screen shows the demo data's birthdays of this week and of
// today (on São Paulo's calendar). Issue 23: 'Gerar cupom' makes a single-use coupon for the person,
// tells its code and puts it in the row's WhatsApp message.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { sessionFile } from './support/session';

const bodyRows = (page: Page) => page.locator('tbody tr');

async function birthdays(api: Api, period: string): Promise<Row[]> {
  const { status, json } = await api.post<{ data: Row[] }>('/contact-list/index-birthday', {
    period,
    itens_per_page: 1000,
  });
  expect(status).toBe(200);
  return json.data;
}

async function choose(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filtrar por' }).click();
  await page.getByRole('option', { name: label }).click();
}

test.describe('aniversariantes', () => {
  test.use({ storageState: sessionFile(maria) });

  test("'Esta semana' e 'Hoje' mostram os aniversariantes da loja", async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const week = await birthdays(api, 'week');
    const today = await birthdays(api, 'today');
    // The demo data makes three contacts born today and three on other days of this week.
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(week.length).toBeGreaterThanOrEqual(6);

    await page.goto('/birthdays');
    await expect(page.getByRole('heading', { level: 1, name: 'Aniversariantes' })).toBeVisible();
    await choose(page, 'Esta semana');
    await expect(bodyRows(page)).toHaveCount(week.length);
    for (const c of week) await expect(bodyRows(page).filter({ hasText: String(c.email) })).toHaveCount(1);

    await choose(page, 'Hoje');
    await expect(bodyRows(page)).toHaveCount(today.length);
    const [y, m, d] = String(today[0].birthday).split('-');
    const first = bodyRows(page).filter({ hasText: String(today[0].email) });
    await expect(first).toContainText(`${d}/${m}/${y}`);
    await expect(first.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`Olá, ${today[0].name}!`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  });

  test("'Gerar cupom' cria um cupom de uso único e põe o código na mensagem do WhatsApp", async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const [person] = await birthdays(api, 'today');
    const name = String(person.name);
    const escape = (text: string) => encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    await page.goto('/birthdays');
    await choose(page, 'Hoje');
    const row = bodyRows(page).filter({ hasText: String(person.email) });
    await row.getByRole('button', { name: `Gerar cupom para ${name}` }).click();
    const toast = page.getByText(
      new RegExp(
        `^Cupom gerado para ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}! Código: NIVER-[A-Z0-9]+-[A-Z0-9]{4}$`,
      ),
    );
    await expect(toast).toBeVisible();
    const code = (await toast.textContent())!.split('Código: ')[1];

    // The message has no {cupom}: the code goes after it.
    const link = row.getByRole('link', { name: /WhatsApp/ });
    await expect(link).toHaveAttribute('href', new RegExp(escape(`Olá, ${name}! Use o cupom ${code}.`)));
    // With {cupom} (its button inserts it), the code takes its place.
    const message = page.getByRole('textbox', { name: 'Mensagem' });
    await message.fill('Parabéns, {nome_cliente}! Seu presente: ');
    await page.getByRole('button', { name: '{cupom}' }).click();
    await expect(message).toHaveValue('Parabéns, {nome_cliente}! Seu presente: {cupom}');
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`${escape(`Parabéns, ${name}! Seu presente: ${code}`)}$`),
    );

    // The coupon is real: one use, for that person, in the store's coupons.
    const { json } = await api.post<{ data: Row[] }>('/discount-cupons/index', { q: code });
    expect(json.data).toHaveLength(1);
    expect(json.data[0]).toMatchObject({ code, max_uses: 1, contact_id: person.id, active: true });
  });
});

// At 390 px the page never scrolls sideways: each birthday is a card, the filters fit the width.
for (const account of [maria, admin])
  test.describe(`aniversariantes no celular (${account.key})`, () => {
    test.use({ storageState: sessionFile(account), viewport: { width: 390, height: 844 } });

    test('a página não rola para o lado', async ({ page }) => {
      await page.goto('/birthdays');
      await expect(page.getByRole('heading', { level: 1, name: 'Aniversariantes' })).toBeVisible();
      await choose(page, 'Este mês');
      await expect(page.getByTestId('birthday-card').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(
        page
          .getByTestId('birthday-card')
          .first()
          .getByRole('button', { name: /Gerar cupom/ }),
      ).toBeVisible();
    });
  });
