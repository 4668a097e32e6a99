// Issue 9 item 6: the panel and the API docs work under their Content-Security-Policy. Each test
// opens real screens and fails on any violation the browser reports (console or
// securitypolicyviolation event), in the page or in one of its workers. Every route of the panel,
// as the admin and as a store user, is checked the same way by visits.spec.ts.
import { test as base, expect } from '@playwright/test';
import sharp from 'sharp';
import { maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';
import { watchViolations } from './support/csp';

/** A 64×48 red photo in HEIC (as iPhones take them), made with libheif's heif-enc. */
const HEIC_PHOTO = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAHQACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACVtZGF0AAAAGSgBrxOA9SeBP//gpUf/utZ4fg8Lfnny1PA=',
  'base64',
);

/** Every test here fails, after its own steps, on any violation seen while it ran. */
const test = base.extend<{ violations: string[] }>({
  violations: [
    async ({ page }, use) => {
      const violations = await watchViolations(page);
      await use(violations);
      expect(violations, 'violações da Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/** A product of Maria's store with one photo, made through the API. */
async function productWithPhoto(api: Api): Promise<Row> {
  const [segment] = await api.index('/definition', { name: 'Moda Feminina' });
  const { json } = await api.post<{ data: Row[] }>('/category/index-with-filter', {
    definition_id: segment.id,
  });
  const product = await api.save('/product', {
    name: uniqueName('Vestido CSP'),
    definition_id: segment.id,
    category_id: json.data[0].id,
    gender: 'f',
    price: '99.00',
    description: 'Vestido do teste de cabeçalhos.',
  });
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#8f2a4d' } })
    .jpeg()
    .toBuffer();
  await api.save('/product-image', {
    product_id: product.id,
    base64: `data:image/jpeg;base64,${photo.toString('base64')}`,
  });
  return product;
}

test('a página de login funciona sob a política de segurança', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByLabel(/^senha/i)).toBeVisible();
});

test.describe('telas com sessão', () => {
  test.use({ storageState: sessionFile(maria) });

  test('lista e formulário de produto com fotos, envio de JPEG e HEIC, sem violações', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const product = await productWithPhoto(api);

    await page.goto('/product');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.goto(`/form-product/${product.id}`);
    const images = page.getByRole('region', { name: 'Imagens' });
    const thumbnail = images.getByRole('img').first();
    await expect(thumbnail).toHaveAttribute('src', /300\.jpg$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A JPEG (canvas, data URL) and a HEIC (heic2any in a worker) prepared in the page and sent.
    const input = images.getByTestId('image-upload-input');
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2a8f4d' } })
      .jpeg()
      .toBuffer();
    await input.setInputFiles({ name: 'verde.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByText('Imagem adicionada com sucesso!')).toBeVisible();
    await expect(images.getByRole('img')).toHaveCount(2);
    await input.setInputFiles({ name: 'iphone.heic', mimeType: 'image/heic', buffer: HEIC_PHOTO });
    await expect(images.getByRole('img')).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByText(/Erro ao adicionar a imagem/)).toHaveCount(0);

    // A stored photo opened by itself, under the uploads' sandbox policy.
    const src = await thumbnail.getAttribute('src');
    const full = await page.goto(src!.replace(/300\.jpg$/, '1000.jpg'));
    expect(full?.headers()['content-security-policy']).toContain('sandbox');
    await expect
      .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('a documentação da API (Swagger UI) funciona sob a sua política', async ({ page }) => {
  // Swagger UI draws ~230 operations in the browser: over 30 s on a slow CI machine.
  test.slow();
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page).toHaveTitle('Swagger UI');
  // Swagger UI parses the whole document (about 230 operations) before it draws the heading.
  await expect(page.getByRole('heading', { name: /Painel Lojas API/ })).toBeVisible({ timeout: 25_000 });
  // A tag and one of its operations open, with the request body's example (inline styles, icons).
  await page.locator('#operations-tag-Marcas').click();
  const operation = page.locator('.opblock').filter({ hasText: 'Marcas: Cadastra' });
  await operation.getByText('Marcas: Cadastra').click();
  await expect(operation.getByText(/Request body/i).first()).toBeVisible();
});
