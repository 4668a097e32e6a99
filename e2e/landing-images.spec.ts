// Issue 24 item 4: the home page's images (/Images). Maria sees her store's images as cards; the
// 'Adicionar Imagem' button waits for an address; a bad one answers 'URL inválida. Insira um URL
// válido.'; a good one and a dropped photo (stored by the server at most 1800 px) are added ('Imagem
// adicionada com sucesso!'), a text file is refused ('Erro ao adicionar a imagem.'); a card is
// deleted; Fechar goes back. João sees only Casa Verde's; the admin picks a store first. The
// storefront's public read lists what the screen shows.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { admin, joao, maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';

const cards = (page: Page) => page.getByTestId('landing-image-card');
const addButton = (page: Page) => page.getByRole('button', { name: 'Adicionar Imagem' });
const urlField = (page: Page) => page.getByRole('textbox', { name: 'URL da imagem' });

const images = async (api: Api, body: object = {}) =>
  (await api.post<{ data: Row[] }>('/images/index', { itens_per_page: 1000, ...body })).json.data;

test.describe('imagens da página inicial (Maria)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('adiciona por URL e por arquivo, recusa o que não serve, exclui e fecha', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await Api.as(request, maria);
    await page.goto('/');
    await page.goto('/Images');
    await expect(page.getByRole('heading', { level: 1, name: 'Imagens' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Lookbook Verão' })).toBeVisible();
    const before = (await images(api)).length;
    await expect(cards(page)).toHaveCount(before);

    // Only images are taken. (Toasts show one after another, 6 s each: this one comes first.)
    await page.getByLabel('Selecionar imagens').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('não é imagem'),
    });
    await expect(page.getByText('Erro ao adicionar a imagem. notas.txt não é uma imagem.')).toBeVisible();

    // The button waits for an address; a bad one is refused with the spec's words (under the field).
    await expect(addButton(page)).toBeDisabled();
    await urlField(page).fill('isto não é um endereço');
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();
    await expect(page.getByText('URL inválida. Insira um URL válido.').first()).toBeVisible();
    expect(await images(api)).toHaveLength(before);

    const name = `${uniqueName('vitrine').replace(/\s/g, '-')}.jpg`;
    await urlField(page).fill(`https://cdn.exemplo.com.br/campanha/${name}`);
    await addButton(page).click();
    // An outside address that does not load here shows its placeholder.
    await expect(cards(page).filter({ hasText: name }).getByText('Imagem indisponível')).toBeVisible();
    await expect(urlField(page)).toHaveValue('');
    await expect(page.getByText('Imagem adicionada com sucesso!').first()).toBeVisible({ timeout: 25_000 });

    // A dropped photo: stored by the server, at most 1800 px, JPEG.
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c2185b' } })
      .jpeg()
      .toBuffer();
    const fileName = uniqueName('praia').replace(/\s/g, '-');
    await page.getByLabel('Selecionar imagens').setInputFiles({
      name: `${fileName}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const card = cards(page).filter({ hasText: fileName });
    await expect(card).toBeVisible();
    const uploaded = (await images(api)).find((i) => i.name === fileName)!;
    expect(uploaded.link).toMatch(/^\/uploads\/\d+\/layout\/.+-landing\.jpg$/);
    await expect(card.getByRole('img')).toHaveAttribute('src', String(uploaded.link));
    const meta = await sharp(Buffer.from(await (await request.get(String(uploaded.link))).body())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1800, 1200]);

    // The storefront reads the same list, without a token.
    const pub = await request.get(`/api/image-home/images/${String(uploaded.company_id)}`);
    expect(((await pub.json()) as Row[]).map((i) => i.name)).toContain(fileName);

    // Delete, confirmed: the card and the file go.
    await card.getByRole('button', { name: `Excluir imagem ${fileName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(card).toHaveCount(0);
    await expect.poll(async () => (await request.get(String(uploaded.link))).status()).toBe(404);

    // Fechar: back where Maria came from.
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no celular (390 px) os cartões cabem na largura', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Images');
    await expect(cards(page).first()).toBeVisible();
    await expect(addButton(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('imagens da página inicial (João)', () => {
  test.use({ storageState: sessionFile(joao) });

  test('vê só as da Casa Verde e adiciona uma por URL', async ({ page, request }) => {
    const api = await Api.as(request, joao);
    await page.goto('/Images');
    await expect(cards(page).filter({ hasText: 'Jardim Vertical' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Lookbook Verão' })).toHaveCount(0);
    const name = `${uniqueName('horta').replace(/\s/g, '-')}.png`;
    await urlField(page).fill(`https://cdn.exemplo.com.br/${name}`);
    await addButton(page).click();
    await expect(page.getByText('Imagem adicionada com sucesso!')).toBeVisible();
    expect((await images(api)).map((i) => i.name)).toContain(name);
  });
});

test.describe('imagens da página inicial (administrador)', () => {
  test.use({ storageState: sessionFile(admin) });

  test('escolhe a loja para ver e adicionar', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const store = await api.newStore('Loja Imagens');
    await page.goto('/Images');
    await expect(page.getByText('Escolha a loja para ver as imagens dela.')).toBeVisible();
    await urlField(page).fill('https://cdn.exemplo.com.br/sem-loja.jpg');
    await addButton(page).click();
    await expect(page.getByText('Selecione uma loja antes de salvar.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Loja' }).fill(store.name);
    await page.getByRole('option', { name: store.name }).click();
    await expect(page.getByText('Nenhuma imagem cadastrada')).toBeVisible();
    await addButton(page).click();
    await expect(page.getByText('Imagem adicionada com sucesso!')).toBeVisible();
    await expect(cards(page).filter({ hasText: 'sem-loja.jpg' })).toBeVisible();
    const [row] = await images(api, { company_id: store.id });
    expect(row).toMatchObject({ company_id: store.id, link: 'https://cdn.exemplo.com.br/sem-loja.jpg' });
  });
});
