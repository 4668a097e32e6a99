// Issue 24 item 2: /layout/personalization/banner ('Organização de banners'). Maria uploads a banner
// image, gives it a link, moves it before the last demo banner, presses Atualizar and sees the
// toast, the stored set (API) and the preview at the 3/8 frame (height = width × ratio); at 390 px
// nothing overflows. João edits the ratio (the preview follows) and restores 3/8, and drops an
// unsaved banner through the delete dialog. The admin sees no list until a store is chosen.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { admin, joao, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

const URL = '/layout/personalization/banner';
interface Item {
  img_id: number;
  src: string;
  link: string | null;
  kind: string;
}
interface BannerSet {
  id: number | null;
  items: Item[];
  items_mobile: Item[];
  interval: number;
  frame_rate: string;
}

const png = (background: string) =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

/** The screen's Atualizar (the top bar has a refresh button of the same name). */
const updateButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Atualizar', exact: true });

/** The preview's box: height = width × ratio (a pixel of rounding allowed). */
async function expectPreviewRatio(page: Page, ratio: number) {
  const preview = page.getByTestId('banner-preview');
  await expect(preview).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await preview.boundingBox())!;
      return Math.abs(box.height - box.width * ratio);
    })
    .toBeLessThan(1.5);
}

test.describe('banners (Maria, Moda Viva)', () => {
  test.use({ storageState: sessionFile(maria) });
  // Both tests read Moda Viva's set: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('envia uma imagem, põe o link, reordena, Atualizar e vê a prévia', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const before = (await api.post<BannerSet>('/layout/ecommerce-image/index')).json;
    const link = `/colecao/e2e-${Date.now().toString(36)}`;
    let added: Item | undefined;
    try {
      await page.goto(URL);
      await expect(page.getByRole('heading', { level: 1, name: 'Organização de banners' })).toBeVisible();
      await expect(page.getByText(/Sugerimos de 3 a 4 banners/)).toBeVisible();
      const desktop = page.getByRole('region', { name: 'Banners', exact: true });
      const cards = desktop.getByTestId('banner-card');
      await expect(cards).toHaveCount(before.items.length);
      await expectPreviewRatio(page, 3 / 8);
      // The mobile list (the demo store has one) and its switch.
      await expect(page.getByRole('region', { name: 'Banners para celular' })).toBeVisible();

      await desktop.getByRole('button', { name: 'Adicionar banner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar banner' });
      await dialog.getByTestId('banner-upload-input').setInputFiles({
        name: 'promo.png',
        mimeType: 'image/png',
        buffer: await png('#2a9d8f'),
      });
      await expect(dialog.getByRole('img', { name: 'Imagem escolhida 1' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await expect(dialog).toBeHidden();
      const n = before.items.length + 1;
      await expect(cards).toHaveCount(n);
      await expect(cards.nth(n - 1)).toContainText('Não salvo');
      await desktop.getByLabel(`Link do banner ${n}`).fill(link);
      // Before the last demo banner: with the button, then checked on the cards.
      await desktop.getByRole('button', { name: `Mover banner ${n} para antes` }).click();
      await expect(desktop.getByLabel(`Link do banner ${n - 1}`)).toHaveValue(link);

      await updateButton(page).click();
      await expect(page.getByText('Imagens atualizadas com sucesso!')).toBeVisible();
      await expect(cards.filter({ hasText: 'Não salvo' })).toHaveCount(0);

      const after = (await api.post<BannerSet>('/layout/ecommerce-image/index')).json;
      expect(after.items).toHaveLength(n);
      added = after.items[n - 2];
      expect(added).toMatchObject({ link, kind: 'image' });
      expect(added!.src).toMatch(/^\/uploads\/\d+\/layout\/.+banner\.jpg$/);
      expect(after.items[n - 1]!.img_id).toBe(before.items[n - 2]!.img_id);
      // The storefront's read shows it too.
      const company = (await api.post<{ company_id: number }>('/users/store-check')).json.company_id;
      const shown = await request.get(`/api/layout/ecommerce-image/public/${company}`);
      expect(((await shown.json()) as { items: Item[] }).items[n - 2]).toMatchObject({ link, kind: 'image' });

      // The preview shows the new banner when its dot is chosen.
      await page.getByRole('button', { name: `Mostrar banner ${n - 1}` }).click();
      await expect(
        page.getByTestId('banner-preview').getByRole('img', { name: `Banner ${n - 1}` }),
      ).toBeVisible();
      await expectPreviewRatio(page, 3 / 8);
    } finally {
      // Moda Viva's demo set as it was, for the other specs.
      if (added) await api.post('/layout/ecommerce-image/delete', { id: added.img_id });
    }
  });

  test('no celular (390 px): listas, prévia na proporção e nada vaza para o lado', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(URL);
    await expect(page.getByTestId('banner-card').first()).toBeVisible();
    await expectPreviewRatio(page, 3 / 8);
    await expect(updateButton(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('banners (João, Casa Verde)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('muda a proporção (a prévia acompanha), volta a 3/8 e tira um banner não salvo', async ({
    page,
    request,
  }) => {
    const saved = (await (await Api.as(request, joao)).post<BannerSet>('/layout/ecommerce-image/index')).json;
    await page.goto(URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Organização de banners' })).toBeVisible();
    // A store user has no store picker.
    await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveCount(0);
    const cards = page.getByRole('region', { name: 'Banners', exact: true }).getByTestId('banner-card');
    // The store's banners, once loaded (counting before they arrive read 0).
    const count = saved.items.length;
    await expect(cards).toHaveCount(count);
    await page.getByLabel('Altura').fill('1');
    await page.getByLabel('Largura').fill('2');
    await expectPreviewRatio(page, 1 / 2);
    await page.getByLabel('Largura').fill('61');
    await expect(page.getByText('De 1 a 60')).toBeVisible();
    await expect(updateButton(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Proporção padrão (3/8)' }).click();
    await expect(page.getByLabel('Altura')).toHaveValue('3');
    await expect(page.getByLabel('Largura')).toHaveValue('8');
    await expectPreviewRatio(page, 3 / 8);

    // A file that is no image nor video is refused in pt-BR.
    await page.getByRole('button', { name: 'Adicionar banner', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar banner' });
    await dialog
      .getByTestId('banner-upload-input')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('olá') });
    await expect(
      dialog.getByText(/Envie uma imagem \(JPEG, PNG ou WebP\) ou um vídeo \(MP4 ou WebM\)/),
    ).toBeVisible();
    await dialog
      .getByTestId('banner-upload-input')
      .setInputFiles({ name: 'casa.png', mimeType: 'image/png', buffer: await png('#e76f51') });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(cards).toHaveCount(count + 1);
    await page.getByRole('button', { name: `Excluir banner ${count + 1}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir banner' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(cards).toHaveCount(count);
  });
});

test.describe('banners (administrador)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('nada de lista até escolher a loja', async ({ page }) => {
    await page.goto(URL);
    await expect(page.getByText('Escolha uma loja para organizar os banners.')).toBeVisible();
    await expect(page.getByTestId('banner-card')).toHaveCount(0);
    await expect(updateButton(page)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Loja' }).click();
    await page.getByRole('option', { name: 'Moda Viva' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/store=\d+/);
    await expect(page.getByTestId('banner-card').first()).toBeVisible();
    await expectPreviewRatio(page, 3 / 8);
  });
});
