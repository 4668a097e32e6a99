// Issue 22, item 5: on a phone (390 px) the form's save bar ('Salvar Alterações') covers only the
// fields it saves. react-admin fixed it to the bottom of the screen, over the sections under a saved
// record that have their own buttons (the product's stock, images, promotions…, the delivery and
// payment settings' cards, a store's phones and addresses). Each of those buttons, scrolled to the
// bottom of the screen, must be what a tap at its centre reaches; the bar still shows while the
// form's fields are on screen.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria, type Account } from './support/accounts';
import { Api, type Row } from './support/api';
import { sessionFile } from './support/session';

const PHONE = { width: 390, height: 844 };

/** The buttons of the sections under the form that a tap at their centre does not reach. */
async function coveredButtons(page: Page): Promise<{ checked: number; covered: string[] }> {
  const buttons = page.locator('main section button:visible');
  const count = await buttons.count();
  const covered: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const hit = await button.evaluate(async (el) => {
      // A disabled button takes no taps (MUI: pointer-events none): nothing to reach.
      if ((el as HTMLButtonElement).disabled) return { reached: true, on: '' };
      el.scrollIntoView({ block: 'end' });
      // The page settles after a scroll (the bar follows in the next frames), as before any tap.
      await new Promise((done) => setTimeout(done, 250));
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { reached: !!top && el.contains(top), on: top?.textContent?.trim().slice(0, 40) ?? '' };
    });
    if (!hit.reached) {
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      covered.push(`${name.trim()} (coberto por "${hit.on}")`);
    }
  }
  return { checked: count, covered };
}

async function expectNothingCovered(page: Page, url: string, sections: string[]) {
  await page.setViewportSize(PHONE);
  await page.goto(url);
  const save = page.getByRole('button', { name: 'Salvar Alterações' });
  await expect(save).toBeVisible();
  for (const name of sections) await expect(page.getByRole('region', { name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Carregando…')).toHaveCount(0);
  // The bar still follows the fields it saves: at the top of the form it shows on screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(save).toBeInViewport();
  const { checked, covered } = await coveredButtons(page);
  expect(checked, `botões das seções de ${url}`).toBeGreaterThan(0);
  expect(covered, url).toEqual([]);
}

async function api(request: Parameters<typeof Api.as>[0], account: Account) {
  return Api.as(request, account);
}

test.describe('loja no celular (Maria)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('formulário do produto: a barra não cobre os botões das seções', async ({ page, request }) => {
    const { json } = await (
      await api(request, maria)
    ).post<{ data: Row[] }>('/product/paginate-index', { itens_per_page: 1 });
    await expectNothingCovered(page, `/form-product/${json.data[0].id}`, ['Estoque', 'Promoções']);
  });

  test('configurações de entrega e dados de recebimento', async ({ page }) => {
    await page.goto('/delivery-settings');
    await expect(page).toHaveURL(/\/form-delivery-settings\/\d+$/);
    await expectNothingCovered(page, new URL(page.url()).pathname, [
      'Token Melhor Envio',
      'Exceções de Entrega',
    ]);
    await page.goto('/receive-data');
    await expect(page).toHaveURL(/\/form-receive-data\/\d+$/);
    await expectNothingCovered(page, new URL(page.url()).pathname, ['Exceções de Pagamento']);
  });
});

test.describe('administrador no celular', () => {
  test.use({ storageState: sessionFile(admin) });

  test('formulário da loja: telefones e endereços', async ({ page, request }) => {
    const [store] = await (await api(request, admin)).index('/company', { q: 'Moda Viva' });
    await expectNothingCovered(page, `/form-company/${store.id}`, ['Telefones', 'Endereços']);
  });
});
