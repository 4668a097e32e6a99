// Pagar.me v5 in 'Dados de Recebimento', the real connection in the browser: the card's button goes to
// the Pagar.me Hub's page (the local fake of e2e/support/fake-providers.ts), 'Autorizar' sends the
// browser back to /form-receive-data?installId=…&authorization_code=…, the API exchanges the code with
// the fake Hub for the store's token and the settings form shows the card 'Conectado' with the token
// masked. A used code answers 'Erro: A validade do token de 3 minutos' with 'Tentar Novamente', which
// starts over; an admin connects the store named in redirect_uri (company_id).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { sessionFile } from './support/session';

const EXPIRED = 'Erro: A validade do token de 3 minutos';
const TOKEN_KEY = 'pagarmev5_access_token';

const v5Card = (page: Page) => page.getByRole('region', { name: 'Pagar.me v5' });

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Maria's own settings form; answers its id. */
async function ownSettings(page: Page): Promise<number> {
  await page.goto('/receive-data');
  await expect(page).toHaveURL(/\/form-receive-data\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dados de Recebimento' })).toBeVisible();
  return Number(page.url().split('/').pop());
}

/** The Hub's authorisation page, reached from the panel: answers where it will send the user back. */
async function expectHubPage(page: Page): Promise<URL> {
  await expect(page.getByRole('heading', { level: 1, name: 'Autorizar aplicativo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const redirect = new URL(page.url()).searchParams.get('redirect_uri');
  expect(redirect, 'o painel manda redirect_uri ao Pagar.me').toBeTruthy();
  return new URL(redirect!);
}

/** The card's button: 'Conectar' or 'Reconectar', whatever token the store already has. */
async function connect(card: Locator): Promise<void> {
  await card.getByRole('button', { name: /^(Conectar|Reconectar) ao Pagar\.me$/ }).click();
}

/**
 * 'Autorizar' on the Hub's page: answers the return address the Hub sent the browser to and the
 * access token its code stands for (asked of the fake Hub, to check the panel never shows it whole).
 */
async function authorize(page: Page, request: APIRequestContext): Promise<{ back: string; token: string }> {
  const hub = new URL(page.url()).origin;
  const returned = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).searchParams.has('authorization_code'),
  );
  await page.getByRole('button', { name: 'Autorizar' }).click();
  const back = (await returned).url();
  const code = new URL(back).searchParams.get('authorization_code')!;
  const issued = await request.get(`${hub}/issued/${encodeURIComponent(code)}`);
  expect(issued.status(), 'o Hub simulado conhece o código').toBe(200);
  const { accessToken } = (await issued.json()) as { accessToken: string };
  return { back, token: accessToken };
}

/** Back on the settings form: the toast, the card 'Conectado' and only the token's last 4. */
async function expectConnected(page: Page, id: number, token: string): Promise<void> {
  await expect(page.getByText('Pagar.me conectado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/form-receive-data/${id}$`));
  const card = v5Card(page);
  await expect(card.getByText('Conectado', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Token de acesso: ••••${token.slice(-4)}`);
  await expect(card.getByRole('button', { name: 'Reconectar ao Pagar.me' })).toBeVisible();
  // Nowhere in the page, text or attributes.
  expect(await page.content()).not.toContain(token);
}

/** The store's stored token, as the API tells it: the hint only. */
async function storedToken(api: Api, companyId?: number): Promise<unknown> {
  const keys = await api.index('/integration-key-value', {
    key_name: TOKEN_KEY,
    ...(companyId ? { company_id: companyId } : {}),
  });
  return keys.find((k) => k.key_name === TOKEN_KEY)?.value;
}

test.describe('loja (Maria, Moda Viva: Pagar.me v5)', () => {
  test.use({ storageState: sessionFile(maria) });
  // Both tests connect Moda Viva: one after the other, so each sees its own token on the card.
  test.describe.configure({ mode: 'serial' });

  test('conecta ao Pagar.me: autoriza no Hub, volta ao formulário com o token mascarado', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await ownSettings(page);
    const api = await Api.as(request, maria);
    const [settings] = await api.index('/receive-data');
    await connect(v5Card(page));
    const redirect = await expectHubPage(page);
    expect(redirect.origin + redirect.pathname).toBe(new URL('/form-receive-data', baseURL).href);
    // Only an admin's return names the store: a store user's is always its own.
    expect(redirect.searchParams.get('company_id')).toBeNull();
    expect(settings.intermediary).toBe('pagarmev5');

    const saved = page.waitForRequest('**/api/integration-key-value/pagarmev5-save');
    const { back, token } = await authorize(page, request);
    await expectConnected(page, id, token);
    // What the panel sent the API: the Hub's code and installation, as they came back.
    const query = new URL(back).searchParams;
    expect((await saved).postDataJSON()).toEqual({
      code: query.get('authorization_code'),
      install_id: query.get('installId'),
    });

    const [stored] = await api.index('/receive-data');
    expect(stored).toMatchObject({ id, intermediary: 'pagarmev5', api_version: 5 });
    expect(await storedToken(api)).toEqual({ set: true, last4: token.slice(-4) });
  });

  test('no celular: código já usado mostra o erro de 3 minutos; Tentar Novamente conecta de novo', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await ownSettings(page);
    await connect(v5Card(page));
    await expectHubPage(page);
    const first = await authorize(page, request);
    await expectConnected(page, id, first.token);
    expect(await sideScroll(page), 'sem rolagem lateral no cartão conectado').toBeLessThanOrEqual(0);
    // The card as the phone shows it (a full-page shot would put the fixed toast over the form).
    await v5Card(page).scrollIntoViewIfNeeded();

    // The same return again: the Hub refuses a code already exchanged.
    await page.goto(first.back);
    await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Tentar Novamente' });
    await expect(retry).toBeVisible();
    expect(await sideScroll(page), 'sem rolagem lateral no erro').toBeLessThanOrEqual(0);
    expect(describeViolations(blocking(await runAxe(page))), 'axe no erro de 3 minutos').toEqual([]);

    await retry.click();
    await expectHubPage(page);
    const second = await authorize(page, request);
    expect(second.back).not.toBe(first.back);
    await expectConnected(page, id, second.token);
    expect(second.token).not.toBe(first.token);
  });
});

test.describe('admin', () => {
  test.use({ storageState: sessionFile(admin) });

  test('conecta uma loja pelo lado do admin: o token vai para a loja do redirect_uri', async ({
    page,
    request,
  }) => {
    // A store of its own, so no other test's connection can be mistaken for this one.
    const api = await Api.as(request, admin);
    const store = await api.newStore('Loja Pagarme');
    const settings = await api.save('/receive-data', {
      company_id: store.id,
      intermediary: 'pagarmev5',
      installments: 3,
    });

    await page.goto(`/form-receive-data/${settings.id}`);
    await expect(page.getByLabel('Loja')).toHaveValue(store.name);
    await connect(v5Card(page));
    const redirect = await expectHubPage(page);
    expect(redirect.searchParams.get('company_id')).toBe(String(store.id));

    const { token } = await authorize(page, request);
    await expectConnected(page, settings.id, token);
    expect(await storedToken(api, store.id)).toEqual({ set: true, last4: token.slice(-4) });
    const [stored] = await api.index('/receive-data', { company_id: store.id });
    expect(stored).toMatchObject({
      id: settings.id,
      intermediary: 'pagarmev5',
      api_version: 5,
      installments: 3,
    });
    // Maria's store did not get it.
    expect(await storedToken(await Api.as(request, maria))).not.toEqual({
      set: true,
      last4: token.slice(-4),
    });
  });
});
