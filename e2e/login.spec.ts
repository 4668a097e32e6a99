// Spec section 1 and 6: the login page, signing in and out, and the login gate.
import { expect, test } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { emailField, passwordField, sessionFile, signIn, submitLogin } from './support/session';

test.describe('página de login', () => {
  test('mostra LOGIN, a saudação e os campos de usuário e senha', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('LOGIN', { exact: true })).toBeVisible();
    await expect(page.getByText('Seja Bem-Vindo Lojista!')).toBeVisible();
    await expect(emailField(page)).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
  });

  test('a coluna da imagem só aparece a partir de 960 px', async ({ page }) => {
    const art = page.getByTestId('login-art');
    await page.setViewportSize({ width: 960, height: 800 });
    await page.goto('/login');
    await expect(page.getByText('Seja Bem-Vindo Lojista!')).toBeVisible();
    await expect(art).toBeVisible();
    await page.setViewportSize({ width: 959, height: 800 });
    await expect(art).toBeHidden();
    await expect(passwordField(page)).toBeVisible();
  });

  test('login certo com Enter leva a / com o nome do usuário na barra do topo', async ({ page }) => {
    await submitLogin(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toContainText(admin.name);
    await expect(page.getByText('Dashboard de Vendas').first()).toBeVisible();
  });

  test('senha errada mostra o alerta e continua no login', async ({ page }) => {
    await submitLogin(page, admin.email, 'senha-errada');
    await expect(page.getByText('Algo deu errado, confira seus dados !!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sessão', () => {
  test('sem login, abrir uma tela leva a /login, que fica parada e deixa entrar', async ({ page }) => {
    let navigations = 0;
    page.on('framenavigated', () => navigations++);
    await page.goto('/brand');
    await expect(page).toHaveURL(/\/login$/);
    await expect(passwordField(page)).toBeVisible();
    // No redirect loop: once on the login form, the page stays put.
    const before = navigations;
    await page.waitForTimeout(1000);
    expect(navigations - before, 'navegações depois de chegar ao login').toBe(0);

    await emailField(page).fill(maria.email);
    await passwordField(page).fill(maria.password);
    await passwordField(page).press('Enter');
    await expect(page.getByRole('banner')).toContainText(maria.name);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test.describe('com token guardado', () => {
    test.use({ storageState: sessionFile(maria) });

    test('uma conferência da sessão sem resposta não desconecta', async ({ page }) => {
      // The check on load gets no answer (offline, or dropped by the browser as the page was left
      // mid-load): no verdict on the session, which stays; the screen opens and its calls go on.
      let dropped = 0;
      await page.route('**/api/users/store-check', (route) => {
        dropped++;
        return route.abort('internetdisconnected');
      });
      await page.goto('/brand');
      await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(dropped).toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      await expect(page).toHaveURL(/\/brand$/);
    });

    test('abrir /login leva a /', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner')).toContainText(maria.name);
    });
  });

  test('sair, no menu do usuário da barra do topo, volta ao login e as telas pedem login de novo', async ({
    page,
  }) => {
    // Its own sign-in: logging out ends the token, which the saved sessions must keep.
    await signIn(page, maria);
    const banner = page.getByRole('banner');
    await banner
      .getByRole('button', { name: /perfil/i })
      .or(banner.getByRole('button', { name: maria.name }))
      .click();
    await page.getByRole('menuitem', { name: /sair/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/brand');
    await expect(page).toHaveURL(/\/login$/);
  });
});
