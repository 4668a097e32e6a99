// Issue 5 item 4, as Maria uses it: a photo dropped on a saved product's 'Imagens' section is
// reduced and turned upright in the browser, stored by the server as a 300 px thumbnail and a
// 1000 px image (long-cached), listed by relevance, edited and deleted with its files.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';

const section = (page: Page) => page.getByRole('region', { name: 'Imagens' });
const input = (page: Page) => section(page).getByTestId('image-upload-input');

/** A product of Maria's store, made through the API. */
async function newProduct(api: Api): Promise<Row> {
  const [segment] = await api.index('/definition', { name: 'Moda Feminina' });
  const { json } = await api.post<{ data: Row[] }>('/category/index-with-filter', {
    definition_id: segment.id,
  });
  return api.save('/product', {
    name: uniqueName('Vestido Foto'),
    definition_id: segment.id,
    category_id: json.data[0].id,
    gender: 'f',
    price: '150.00',
    description: 'Vestido de teste das imagens.',
  });
}

/**
 * A camera photo: stored 2000×1500 with EXIF orientation 6 (the camera was held upright), so the
 * photo itself is 1500×2000, portrait.
 */
const cameraPhoto = (color: string) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const images = async (api: Api, productId: unknown) =>
  (await api.post<{ data: Row[] }>('/product-image/index', { product_id: productId })).json.data;

test.describe('imagens do produto', () => {
  test.use({ storageState: sessionFile(maria) });

  test('envia uma foto, vê a miniatura, muda a relevância e exclui', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await newProduct(api);
    await page.goto(`/form-product/${product.id}`);
    await expect(section(page).getByText('Nenhuma imagem cadastrada.')).toBeVisible();
    await expect(section(page).getByText('Arraste as fotos aqui ou clique para selecionar')).toBeVisible();

    await input(page).setInputFiles({
      name: 'vestido.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto('#2a4d8f'),
    });
    await expect(page.getByText('Imagem adicionada com sucesso!')).toBeVisible();
    const thumbnail = section(page).getByRole('img');
    await expect(thumbnail).toHaveAttribute('src', /300\.jpg$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const [stored] = await images(api, product.id);
    expect(stored).toMatchObject({ product_id: product.id, relevance: 1 });
    const full = await request.get(`${stored.img_name}1000.jpg`);
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toBe('image/jpeg');
    expect(full.headers()['cache-control']).toMatch(/max-age=31536000/);
    // Turned upright in the browser (EXIF 6) and reduced to 750×1000 there; portrait, not 1000×750.
    const size = await sharp(await full.body()).metadata();
    expect([size.width, size.height]).toEqual([750, 1000]);

    // The full size in a dialog.
    await section(page).getByTitle('Ver em tamanho real').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', `${stored.img_name}1000.jpg`);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);

    await section(page)
      .getByRole('combobox', { name: /Relevância/ })
      .click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await section(page).getByLabel('Link do Vídeo').fill('https://www.youtube.com/watch?v=abc123');
    await section(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Imagens atualizadas com sucesso!')).toBeVisible();
    await expect.poll(async () => (await images(api, product.id))[0]?.relevance).toBe(5);
    expect((await images(api, product.id))[0].link_video).toBe('https://www.youtube.com/watch?v=abc123');

    await section(page).getByRole('button', { name: 'Excluir imagem' }).click();
    const question = page.getByRole('dialog');
    await expect(question.getByText('Tem certeza que deseja excluir esta imagem?')).toBeVisible();
    await question.getByRole('button', { name: 'Excluir' }).click();
    await expect(section(page).getByText('Nenhuma imagem cadastrada.')).toBeVisible();
    expect(await images(api, product.id)).toEqual([]);
    // The files went with the row.
    expect((await request.get(`${stored.img_name}1000.jpg`)).status()).toBe(404);
  });

  test('envia várias fotos de uma vez, cada uma depois da mais relevante', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const product = await newProduct(api);
    await page.goto(`/form-product/${product.id}`);
    await expect(section(page).getByText('Nenhuma imagem cadastrada.')).toBeVisible();
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await input(page).setInputFiles([
      { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#1f6f50') },
      { name: 'detalhe.png', mimeType: 'image/png', buffer: small },
    ]);
    await expect(page.getByText('Imagem adicionada com sucesso!')).toBeVisible();
    await expect(section(page).getByRole('article')).toHaveCount(2);
    const stored = await images(api, product.id);
    expect(stored.map((i) => i.relevance)).toEqual([1, 2]);
    // A small photo is not enlarged by the browser (the server's 1000 px rendition is its own).
    const thumb = await sharp(await (await request.get(`${stored[1].img_name}300.jpg`)).body()).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 225]);
  });
});
