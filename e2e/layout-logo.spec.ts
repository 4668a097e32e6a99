// Issue 24 item 3: 'Logo e Favicon' (/layout/personalization/logo). Maria picks a new logo and
// favicon (Remover drops a pick before saving), saves them ('Imagens atualizadas com sucesso!'), and
// the storefront's public read then serves the logo and the favicon in 16/32/180/192/512 px; a file
// that is not an image is refused in the browser; Excluir deletes the stored favicon. João (no
// full_permission) changes his store's logo too. The admin must choose a store first ('Selecione
// uma loja antes de salvar.'). At 390 px nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { admin, joao, maria } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';

const PATH = '/layout/personalization/logo';

const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();

const section = (page: Page, name: 'Logo' | 'Favicon') => page.getByRole('region', { name });

async function pick(
  page: Page,
  name: 'Logo' | 'Favicon',
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await section(page, name).getByLabel(`Selecionar ${name.toLowerCase()}`).setInputFiles(file);
}

interface LogoRow {
  id: number;
  company_id: number;
  logo: string | null;
  fav_icon: string | null;
  favicons: Record<string, string> | null;
}

test.describe('logo e favicon (Maria)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('troca logo e favicon, a loja serve os tamanhos do favicon, e exclui o favicon', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Logo e Favicon' })).toBeVisible();
    // The demo store's logo and favicon are shown.
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /logo\.png$/);
    await expect(page.getByTestId('favIcon-preview')).toHaveAttribute('src', /favicon\.png$/);
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    // Not an image: refused before anything is sent.
    await pick(page, 'Logo', { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
    await expect(page.getByText('Envie apenas imagens (JPEG, PNG, WebP ou HEIC).')).toBeVisible();

    // A pick waits for Salvar; Remover drops it.
    await pick(page, 'Logo', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(600, 200, '#1d6b3acc'),
    });
    await expect(section(page, 'Logo').getByText('Não salvo')).toBeVisible();
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^data:image\/png/);
    await section(page, 'Logo').getByRole('button', { name: 'Remover o logo escolhido' }).click();
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /logo\.png$/);

    await pick(page, 'Logo', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(600, 200, '#1d6b3acc'),
    });
    await pick(page, 'Favicon', {
      name: 'icone.png',
      mimeType: 'image/png',
      buffer: await png(300, 100, '#aa2200'),
    });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Imagens atualizadas com sucesso!')).toBeVisible();
    await expect(section(page, 'Logo').getByText('Não salvo')).toHaveCount(0);

    const [row] = (await api.post<{ data: LogoRow[] }>('/layout/ecommerce-image/logotipo/index')).json.data;
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', row.logo!);
    const stored = sharp(Buffer.from(await (await request.get(row.logo!)).body()));
    expect(await stored.metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });

    // The storefront's public read: no token, the favicon in every size, each exactly square.
    const pub = await request.get(`/api/layout/ecommerce-image/logotipo/public/${row.company_id}`);
    expect(pub.status()).toBe(200);
    const body = (await pub.json()) as { logo: string; favIcon: string; favicons: Record<string, string> };
    expect(body.logo).toContain(row.logo);
    expect(Object.keys(body.favicons)).toEqual(['16', '32', '180', '192', '512']);
    for (const [size, url] of Object.entries(body.favicons)) {
      const file = await request.get(url);
      const meta = await sharp(Buffer.from(await file.body())).metadata();
      expect([meta.format, meta.width, meta.height], size).toEqual(['png', Number(size), Number(size)]);
    }

    // Excluir the stored favicon: confirmed, then gone from the screen and the public read.
    await section(page, 'Favicon').getByRole('button', { name: 'Excluir o favicon salvo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Favicon excluído com sucesso!')).toBeVisible();
    await expect(section(page, 'Favicon').getByText('Nenhum favicon cadastrado')).toBeVisible();
    const after = (await (
      await request.get(`/api/layout/ecommerce-image/logotipo/public/${row.company_id}`)
    ).json()) as { favIcon: string | null; favicons: unknown };
    expect(after).toMatchObject({ favIcon: null, favicons: null });
    expect((await request.get(body.favicons['512'])).status()).toBe(404);
  });

  test('no celular (390 px) os dois quadros cabem na largura', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await expect(section(page, 'Favicon')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('logo e favicon (João, sem full_permission)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('troca o logo da Casa Verde', async ({ page, request }) => {
    const api = await Api.as(request, joao);
    await page.goto(PATH);
    await pick(page, 'Logo', {
      name: 'casa.png',
      mimeType: 'image/png',
      buffer: await png(500, 250, '#2e7d32'),
    });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Imagens atualizadas com sucesso!')).toBeVisible();
    const [row] = (await api.post<{ data: LogoRow[] }>('/layout/ecommerce-image/logotipo/index')).json.data;
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', row.logo!);
    // The favicon was left as it was.
    expect(row.fav_icon).toMatch(/favicon\.png$/);
  });
});

test.describe('logo e favicon (administrador)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('escolhe a loja antes de salvar', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const store = await api.newStore('Loja Logo');
    await page.goto(PATH);
    await expect(page.getByText('Escolha a loja para ver e trocar o logo e o favicon dela.')).toBeVisible();
    await pick(page, 'Logo', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(400, 100, '#5e35b1'),
    });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Selecione uma loja antes de salvar.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Loja' }).fill(store.name);
    await page.getByRole('option', { name: store.name }).click();
    await expect(page).toHaveURL(new RegExp(`store=${store.id}`));
    await pick(page, 'Logo', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(400, 100, '#5e35b1'),
    });
    await pick(page, 'Favicon', {
      name: 'icone.png',
      mimeType: 'image/png',
      buffer: await png(64, 64, '#5e35b1'),
    });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Imagens atualizadas com sucesso!')).toBeVisible();
    const [row] = await api.index('/layout/ecommerce-image/logotipo', { company_id: store.id });
    expect(row).toMatchObject({ company_id: store.id });
    // The store's own logo address follows.
    const company = (await api.post<{ logo_url: string }>('/company/show', { id: store.id })).json;
    expect(company.logo_url).toBe(row.logo);
    await page.reload();
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', String(row.logo));
  });
});
