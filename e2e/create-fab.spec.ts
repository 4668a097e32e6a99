// Spec section 2: a floating button on list pages leads to the matching create form. It floats
// over the page, and never hides a row's actions: scrolled to the bottom, the last row's edit and
// delete buttons are clear of it (the layout keeps room below the page for it).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { mayOpen, screens } from './support/panel-routes';
import { sessionFile } from './support/session';
import { openScreen } from './support/client-route';

const fab = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).and(page.locator('.MuiFab-root'));

/** Scrolls the window to its end; the element's centre is the element itself (nothing on top of it),
 * and its box does not meet the floating button's. */
async function expectReachableAtBottom(page: Page, target: Locator, button: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  const fabBox = (await button.boundingBox())!;
  const hit = await target.evaluate(
    (e, p) => {
      const top = document.elementFromPoint(p.x, p.y);
      return !!top && e.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, 'o centro do botão da última linha é o próprio botão').toBe(true);
  const overlaps =
    box.x < fabBox.x + fabBox.width &&
    fabBox.x < box.x + box.width &&
    box.y < fabBox.y + fabBox.height &&
    fabBox.y < box.y + box.height;
  expect(overlaps, 'o botão flutuante não encosta nas ações da última linha').toBe(false);
}

test.describe('no computador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('/brand: a última linha fica livre do botão flutuante', async ({ page }) => {
    await page.goto('/brand');
    const lastEdit = page.getByRole('row').last().getByRole('link', { name: 'Editar' });
    await expect(lastEdit).toBeVisible();
    await expectReachableAtBottom(page, lastEdit, fab(page, 'Nova Marca'));
    await lastEdit.click();
    await expect(page).toHaveURL(/\/form-brand\/\d+$/);
  });

  test('/product: editar e excluir da última linha ficam livres', async ({ page }) => {
    await page.goto('/product');
    const lastRow = page.getByRole('row').last();
    await expect(lastRow.getByRole('button', { name: /^Excluir / })).toBeVisible();
    const button = fab(page, 'Novo Produto');
    await expectReachableAtBottom(page, lastRow.getByRole('link', { name: /^Editar / }), button);
    await expectReachableAtBottom(page, lastRow.getByRole('button', { name: /^Excluir / }), button);
  });

  test('o botão flutuante leva ao formulário de cadastro', async ({ page }) => {
    await page.goto('/brand');
    await fab(page, 'Nova Marca').click();
    await expect(page).toHaveURL(/\/form-brand$/);
  });
});

test.describe('no celular', () => {
  test.use({
    storageState: sessionFile(maria),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('/product: as ações do último cartão ficam livres', async ({ page }) => {
    await page.goto('/product');
    const lastCard = page.getByTestId('product-card').last();
    await expect(lastCard).toBeVisible();
    const button = fab(page, 'Novo Produto');
    await expectReachableAtBottom(page, lastCard.getByRole('link', { name: /^Editar / }), button);
    await expectReachableAtBottom(page, lastCard.getByRole('button', { name: /^Excluir / }), button);
  });

  test('/brand: a última linha da lista fica livre', async ({ page }) => {
    await page.goto('/brand');
    const lastItem = page.getByTestId('record-card').last();
    await expect(lastItem).toBeVisible();
    await expectReachableAtBottom(page, lastItem, fab(page, 'Nova Marca'));
  });
});

/**
 * Every list with the floating button, on a 390 px phone: on the first screen and scrolled to the
 * end, no visible action of a row or card (its buttons, links, switches and inputs) meets the
 * button's box. Store lists as Maria, the rest (admin-only screens) as the administrator, a few
 * lists per page (reached client-side, support/client-route.ts).
 */
const phoneLists = screens.filter((s) => !!s.form);
const CARD_ACTIONS = [
  '[data-testid="record-card"]',
  '[data-testid="product-card"]',
  '[data-testid="sublist-card"]',
  'tbody tr',
]
  .map((card) => `${card} button, ${card} a, ${card} input`)
  .join(', ');

async function expectActionsClearOfFab(page: Page, path: string) {
  await openScreen(page, path);
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.locator('.MuiFab-root');
  if (!(await button.count())) return;
  // The list has loaded: its cards, or the text of an empty (or store-first) list.
  await expect(
    main
      .locator('[data-testid$="-card"], tbody tr')
      .first()
      .or(main.getByText(/^(Nenhum|Nenhuma|Selecione)/).first()),
  ).toBeVisible();
  // Every screen a user scrolls through, from the first as the list opens to the end: where a card
  // meets the button depends on the rows above it (other tests' records move it).
  expect(await coveredActions(page), `${path}: ações cobertas pelo botão flutuante`).toEqual([]);
}

/**
 * The visible actions of rows and cards (buttons, links, switches, inputs) under the button's box,
 * measured in the page in one go, the page scrolled 20 px at a time (scrolling only moves boxes).
 */
function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector }) => {
      const covered = new Set<string>();
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= end + 20; y += 20) {
        window.scrollTo(0, Math.min(y, end));
        for (const name of coveredNow()) covered.add(`${Math.min(y, end)} px: ${name}`);
      }
      window.scrollTo(0, 0);
      return [...covered];

      function coveredNow(): string[] {
        const fab = document.querySelector('.MuiFab-root')!.getBoundingClientRect();
        const covered: string[] = [];
        for (const action of document.querySelectorAll<HTMLElement>(`#main-content :is(${selector})`)) {
          // Visible as Playwright means it: a box of some size, and not visibility: hidden.
          const own = action.getBoundingClientRect();
          if (!own.width || !own.height || getComputedStyle(action).visibility === 'hidden') continue;
          // A switch's input is invisible and three times the thumb's width (MUI widens the tap area
          // sideways): what a user sees and aims at is the switch itself.
          const box = (action.parentElement?.closest('.MuiSwitch-root') ?? action).getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
          const overlaps =
            box.left < fab.right && fab.left < box.right && box.top < fab.bottom && fab.top < box.bottom;
          if (overlaps) covered.push(action.getAttribute('aria-label') ?? action.innerText);
        }
        return covered;
      }
    },
    { selector: CARD_ACTIONS },
  );
}

/** Lists one test walks through at most (one page, client-side): the tests spread over the workers. */
const LISTS_PER_TEST = 5;

for (const account of [maria, admin]) {
  test.describe(`no celular, todas as listas (${account.key})`, () => {
    test.use({
      storageState: sessionFile(account),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Maria's own lists; the administrator's are those a store user may not open.
    const mine = phoneLists
      .filter((s) =>
        account === maria
          ? mayOpen(`/${s.resource}`, 'full_permission')
          : !mayOpen(`/${s.resource}`, 'full_permission'),
      )
      .map((s) => `/${s.resource}`);
    const parts = Math.ceil(mine.length / LISTS_PER_TEST);
    for (let part = 0; part < parts; part++) {
      const paths = mine.slice(part * LISTS_PER_TEST, (part + 1) * LISTS_PER_TEST);
      test(`o botão flutuante não cobre as ações das linhas: ${paths.join(', ')}`, async ({ page }) => {
        test.setTimeout(30_000 + paths.length * 15_000);
        for (const path of paths) await test.step(path, () => expectActionsClearOfFab(page, path));
      });
    }
  });
}
