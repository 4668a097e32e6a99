// Issue 22, item 7: every accessible name in pt-BR. On key screens (lists with pagination, filters
// and autocompletes, the product form with its photo upload, settings, a store with its sub-lists,
// the phone menu) no control, image or region is named in English — neither by our code nor by a
// library's default (react-dropzone's file input, MUI's 'Open'/'Close'/'Clear'/'Go to next page',
// react-admin's 'open drawer'): MUI's ptBR locale is applied in the theme.
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, type Row } from './support/api';
import { sessionFile } from './support/session';

/** Words and phrases of the libraries' English defaults (never pt-BR, never demo data). */
const ENGLISH =
  /\b(open|close|clear|drawer|go to|next page|previous page|first page|last page|file upload|choose file|no file chosen|show password|hide password|toggle|loading|refresh|delete|edit|save|cancel|remove|select all|rows per page|sort|search|upload|back|more|actions?|breadcrumb|pagination navigation|page \d+)\b/i;

/** The roles whose names the libraries word (not texts of the records shown). */
const NAMED_ROLES =
  /^\s*- (button|combobox|textbox|searchbox|spinbutton|checkbox|switch|img|progressbar|navigation|region|dialog|menu|menuitem|tab|tablist|slider|link) "([^"]*)"/;

/** English accessible names on the page: labelling attributes, and the names the tree computes. */
async function englishNames(page: Page): Promise<string[]> {
  const attributes = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder], [aria-roledescription]',
    ))
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription'])
        if (el.getAttribute(name))
          found.push(`${el.tagName.toLowerCase()}[${name}="${el.getAttribute(name)}"]`);
    // A file input without a name of ours is announced by the browser's English default.
    for (const el of document.querySelectorAll('input[type="file"]'))
      if (!el.getAttribute('aria-label') && !(el as HTMLInputElement).labels?.length)
        found.push('input[type=file] file upload');
    return found;
  });
  const tree = (await page.locator('body').ariaSnapshot())
    .split('\n')
    .map((line) => NAMED_ROLES.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => `${m[1]} "${m[2]}"`);
  // Only the name itself (not the tag or role before it); names of products and services are no
  // English text ('Open Delivery', the spec's).
  const words = (entry: string) =>
    (entry.replace(/^[^"]*"|"[^"]*$/g, '') || entry).replace(/Open Delivery/g, '');
  return [...attributes, ...tree].filter((entry) => ENGLISH.test(words(entry)));
}

async function visit(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return englishNames(page);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test.describe('loja (Maria)', () => {
  test.use({ storageState: sessionFile(maria) });

  test('nenhum nome acessível em inglês nas telas principais', async ({ page, request }) => {
    // Eight screens in one test: on a loaded CI machine that took over the default 30 s.
    test.slow();
    const api = await Api.as(request, maria);
    const { json } = await api.post<{ data: Row[] }>('/product/paginate-index', { itens_per_page: 1 });
    const found: Record<string, string[]> = {};
    found['/'] = await visit(page, '/', heading('Dashboard de Vendas'));
    found['/product'] = await visit(page, '/product', heading('Lista de Produtos'));
    found['/form-product'] = await visit(page, `/form-product/${json.data[0].id}`, async (p) => {
      await heading('Editar Produto')(p);
      await expect(p.getByRole('region', { name: 'Imagens' })).toBeVisible();
    });
    // An autocomplete open: its 'Abrir'/'Fechar' and 'Limpar' buttons.
    await page.getByRole('combobox', { name: /^Segmento/ }).click();
    found['/form-product (segmento aberto)'] = await englishNames(page);
    await page.keyboard.press('Escape');
    found['/coupon'] = await visit(page, '/coupon', heading(/Cupo/));
    found['/receive-data'] = await visit(page, '/receive-data', heading('Dados de Recebimento'));
    found['/delivery-settings'] = await visit(page, '/delivery-settings', heading(/Configura/));
    // The phone: the menu button, the cards' pagination.
    await page.setViewportSize({ width: 390, height: 844 });
    found['/product (390)'] = await visit(page, '/product', heading('Lista de Produtos'));
    await page.getByRole('button', { name: /menu/i }).first().click();
    found['menu (390)'] = await englishNames(page);
    for (const [screen, names] of Object.entries(found)) expect(names, screen).toEqual([]);
  });
});

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('nenhum nome acessível em inglês nas listas e no formulário da loja', async ({ page, request }) => {
    const [store] = await (await Api.as(request, admin)).index('/company', { q: 'Moda Viva' });
    const found: Record<string, string[]> = {};
    found['/users-store'] = await visit(page, '/users-store', heading(/administradores/));
    found['/company'] = await visit(page, '/company', heading('Lista de Clientes'));
    found['/form-company'] = await visit(page, `/form-company/${store.id}`, async (p) => {
      await expect(p.getByRole('region', { name: 'Telefones' })).toBeVisible();
    });
    for (const [screen, names] of Object.entries(found)) expect(names, screen).toEqual([]);
  });
});
