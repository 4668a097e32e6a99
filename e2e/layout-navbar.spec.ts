// Issue 24 item 1: navbar personalization on /layout/personalization/navbar. Maria creates a
// top-level item through the floating button (client checks, the server's 'Nome já está em uso'),
// adds a child to it, moves it up (button and keyboard drag) and sees it in the desktop and phone
// previews; the public /layout/nav-bar/order agrees. João sees his store's menu; the admin sees
// nothing until a store is picked.
import { expect, test, type Page } from '@playwright/test';
import { admin, joao, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

const PATH = '/layout/personalization/navbar';
const suffix = Date.now().toString(36);
const parentName = `Coleção ${suffix}`;
const childName = `Lançamentos ${suffix}`;

interface Node {
  id: number;
  name: string;
  ordenate: number;
  childrens: Node[];
}

const names = async (page: Page) =>
  page
    .getByRole('list', { name: 'Itens do menu', exact: true })
    .locator(':scope > li')
    .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-name')));

/** MUI's select: the option, once its menu has opened (a click during the opening can be lost). */
async function pickSegment(page: Page, name: string) {
  const dialog = page.getByRole('dialog').last();
  const field = page.getByRole('combobox', { name: /^Segmento/ });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await field.click();
    await page.getByRole('option', { name }).click({ timeout: 2000 });
    await expect(dialog.getByRole('combobox', { name: /^Segmento/ })).toHaveText(name, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('navbar (lojista com permissão total)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('cria um item, um filho, reordena e vê a prévia', async ({ page, request }) => {
    // A whole session of work (two saves, two moves, a delete, the 5 s alert): more than 30 s.
    test.setTimeout(90_000);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Personalização da Navbar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveCount(0);
    await expect(page.getByTestId('navbar-item').filter({ hasText: 'Feminino' }).first()).toBeVisible();

    // The modal: client messages, then the server's duplicate name on the field.
    await page.getByRole('button', { name: 'Novo item do menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo item do menu' });
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(/^Nome/).fill('ab');
    await expect(dialog.getByText('Pelo menos 3 caracteres')).toBeVisible();
    await dialog.getByLabel(/^Ordenação/).fill('1a');
    await expect(dialog.getByText('Apenas números')).toBeVisible();
    await dialog.getByLabel(/^Ordenação/).fill('');
    await expect(dialog.getByText('Obrigatório')).toBeVisible();
    await dialog.getByLabel(/^Ordenação/).fill('900');
    await dialog.getByLabel(/^Nome/).fill('Feminino');
    await expect(save).toBeDisabled(); // no segment yet
    await pickSegment(page, 'Moda Feminina');
    await save.click();
    await expect(dialog.getByText('Nome já está em uso')).toBeVisible();
    await dialog.getByLabel(/^Nome/).fill(parentName);
    await dialog.getByLabel(/^Rota/).fill(`/colecao-${suffix}`);
    await save.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Item do Menu cadastrado com sucesso!' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const parentRow = page.getByTestId('navbar-item').filter({ hasText: parentName }).first();
    await expect(parentRow).toBeVisible();
    // The alert hides after 5 s.
    await expect(page.getByText('Item do Menu cadastrado com sucesso!')).toHaveCount(0, { timeout: 8000 });

    // A child.
    await page.getByRole('button', { name: `Adicionar filho a ${parentName}` }).click();
    const childDialog = page.getByRole('dialog', { name: `Novo item filho de ${parentName}` });
    await childDialog.getByLabel(/^Nome/).fill(childName);
    await childDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Item do Menu cadastrado com sucesso!' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: `Filhos de ${parentName}` })).toContainText(childName);

    // Reorder: last → one up with the button, then one up more with the keyboard on the handle.
    const before = await names(page);
    expect(before.at(-1)).toBe(parentName);
    await page.getByRole('button', { name: `Subir ${parentName}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ordem do menu salva com sucesso!' }),
    ).toBeVisible();
    await expect.poll(() => names(page)).toEqual([...before.slice(0, -2), parentName, before.at(-2)]);
    const handle = page.getByRole('button', { name: `Arrastar ${parentName}` });
    await handle.focus();
    // dnd-kit measures between keys: give each step a moment, as a person would.
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect
      .poll(() => names(page))
      .toEqual([...before.slice(0, -3), parentName, before.at(-3), before.at(-2)]);

    // The preview, on a computer (dropdown) and on a phone (drawer with an accordion).
    const preview = page.getByTestId('navbar-preview');
    await preview.getByRole('button', { name: parentName }).click();
    await expect(page.getByRole('menuitem', { name: childName })).toBeVisible();
    await page.keyboard.press('Escape');
    await preview.getByRole('button', { name: 'Celular' }).click();
    const phone = preview.getByRole('navigation', { name: 'Prévia do menu no celular' });
    await phone.getByRole('button', { name: parentName }).click();
    await expect(phone.getByRole('button', { name: childName })).toBeVisible();

    // The storefront's public read agrees.
    const me = await Api.as(request, maria);
    const { json: user } = await me.post<{ company_id: number }>('/users/store-check');
    const order = await request.post('/api/layout/nav-bar/order', { data: { company_id: user.company_id } });
    expect(order.status()).toBe(200);
    const { navBar } = (await order.json()) as { navBar: Node[] };
    const at = navBar.findIndex((n) => n.name === parentName);
    expect(navBar.map((n) => n.name)).toEqual(await names(page));
    expect(navBar[at]!.childrens.map((c) => c.name)).toEqual([childName]);

    // Deleting the parent takes its child.
    await page.getByRole('button', { name: `Excluir ${parentName}` }).click();
    await expect(page.getByRole('dialog')).toContainText('O item e seu filho serão excluídos do menu.');
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Item do Menu excluído com sucesso!' }),
    ).toBeVisible();
    await expect(page.getByTestId('navbar-item').filter({ hasText: parentName })).toHaveCount(0);
    // The demo order is back.
    await expect.poll(() => names(page)).toEqual(before.slice(0, -1));
  });

  test('no celular (390 px) a lista, os botões e a prévia cabem na tela', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await expect(page.getByTestId('navbar-item').first()).toBeVisible();
    await expect(page.getByTestId('navbar-preview')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('navbar (lojista sem permissão total)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('vê o menu da sua loja e a prévia', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Personalização da Navbar' })).toBeVisible();
    await expect(page.getByTestId('navbar-item').filter({ hasText: 'Jardim' }).first()).toBeVisible();
    await expect(page.getByTestId('navbar-item').filter({ hasText: 'Feminino' })).toHaveCount(0);
    await expect(page.getByTestId('navbar-preview').getByRole('button', { name: 'Casa' })).toBeVisible();
  });
});

test.describe('navbar (administrador)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('escolhe a loja antes de ver o menu', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText('Escolha a loja para ver e editar o menu.')).toBeVisible();
    await expect(page.getByTestId('navbar-item')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Novo item do menu' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Loja' }).fill('Moda Viva');
    await page.getByRole('option', { name: 'Moda Viva' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByTestId('navbar-item').filter({ hasText: 'Feminino' }).first()).toBeVisible();
    await expect(page.getByTestId('navbar-preview')).toContainText('Promoções');
    await expect(page.getByRole('button', { name: 'Novo item do menu' })).toBeVisible();
  });
});
