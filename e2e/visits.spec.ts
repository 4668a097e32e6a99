// One visit per route and role, every check of a screen at once: spec section 2's routes and the
// menu's (a built screen; routes still to come are listed as skipped), as the admin and as a store
// user with full permission, each checked for
// - its title in the top bar (the spec's where it gives one) and as a level-1 heading, never the
//   bare app title, a blank screen, the 404 page ('Página não encontrada'), a crash or a redirect;
// - real content: a form's save button ('Salvar' to create, 'Salvar Alterações' to edit), else a
//   table, a form, a field or a selector (a hub of links, /marketing: its links);
// - the browser tab's title: '<title> · Painel Lojista';
// - axe-core: no critical or serious violation (each listed with its rule and elements);
// - no uncaught error and no Content-Security-Policy violation while it loaded and settled.
// On a phone, the screens whose layout differs (cards, the drawer menu) get axe, and the title
// screens the whole title in the top bar (at most two lines, nothing clipped) with the bar's icons
// on the screen. Also: the login page, states a first record does not show (an inactive address),
// the shell's own states (Novidades dialog, user menu, folded sidebar, phone drawer) and a form's
// tab title following menu navigation.
//
// The routes of one area (areas/index.ts) share one browser page: the first is loaded, the others
// are reached client-side (history.pushState and a popstate event, as the browser's back button),
// so the panel is built once per area and role instead of once per route.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './support/accounts';
import { admin, maria } from './support/accounts';
import { Api } from './support/api';
import { blocking, describe as describeViolations, runAxe } from './support/axe';
import { areaOf, menuPaths, mayOpen, pendingScreens, screens } from './support/panel-routes';
import { sessionFile } from './support/session';
import { NOT_FOUND, openScreen } from './support/client-route';
import { watchViolations } from './support/csp';
import { ID_SOURCES, SPEC_ROUTES, SPEC_TITLES } from './support/spec-routes';

/** The app's own title: the app bar's when a screen sets none, and the tab's suffix. */
const APP = 'Painel Lojista';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Every route of the spec and the menu; those still to come are skipped. */
const ROUTES = [...new Set([...SPEC_ROUTES, ...Object.keys(pendingScreens), ...menuPaths])];
const BUILT = ROUTES.filter((path) => !(path in pendingScreens));

/** Screens whose phone layout differs (cards, one-column lists, the drawer menu): axe on a phone. */
const PHONE_ROUTES = [
  '/',
  '/product',
  '/brand',
  '/users-store',
  '/contact-list',
  '/birthdays',
  '/pendingBuys',
  '/form-product/:id',
  '/detailOrder/:id',
];

/** Pages made of links to other screens (the marketing hub's cards), whose real content is links. */
const HUBS = ['/marketing'];
/** Screens whose content is a list of items with their own buttons (the navbar's sortable menu). */
const ITEM_LISTS = ['/layout/personalization/navbar'];
/** Pages showing something else as it looks (the storefront's preview): the frame is the content. */
const PREVIEWS = ['/layout/preview'];

/** Screens whose top bar must show the whole title on a phone, and the title. */
const PHONE_TITLES: Record<string, string> = {
  '/': 'Dashboard de Vendas',
  '/product': 'Lista de Produtos',
  '/brand': 'Marcas',
  '/users-store': 'Lista de administradores da Loja',
  '/birthdays': 'Aniversariantes',
  '/exact-search': 'Busca Exata',
  '/contact-list': 'Lista de Contatos',
  '/users-consumer': 'Lista de Consumidores',
};

/**
 * Violations already reported to whoever owns the screen, tolerated here until fixed: visit
 * ('admin /brand', 'maria no celular /brand', 'login') → rule ids. Once one is gone the test says
 * so, and its entry goes.
 */
const KNOWN: Record<string, string[]> = {};

function expectedTitle(path: string): string | undefined {
  return SPEC_TITLES[path] ?? screens.find((s) => `/${s.resource}` === path)?.title;
}

/**
 * The route with a real id of the account's own records in place of `:id`; null: none for them.
 * The admin's route without a known source takes id 1.
 */
async function concrete(path: string, request: APIRequestContext, account: Account): Promise<string | null> {
  if (!path.includes(':id')) return path;
  const source = ID_SOURCES[path];
  if (!source) return account === admin ? path.replace(':id', '1') : null;
  const api = await Api.as(request, account);
  const { status, json } = await api.post<{ data?: Record<string, unknown>[] }>(source.call, {
    itens_per_page: 1,
  });
  const row = status === 200 ? json.data?.[0] : undefined;
  return row ? path.replace(':id', String(row[source.field ?? 'id'])) : null;
}

/**
 * A page that counts its requests in flight (to tell when a client-side navigation has loaded what
 * it shows: the load state 'networkidle' is reached once per document), its uncaught errors and
 * the Content-Security-Policy violations it reports. Call before the page's first load.
 */
async function watch(page: Page) {
  const violations = await watchViolations(page);
  let inFlight = 0;
  let lastChange = Date.now();
  const crashes: string[] = [];
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  page.on('pageerror', (error) => crashes.push(error.message));
  return {
    crashes,
    violations,
    /**
     * No request in flight for a quarter of a second: a screen's calls follow one another within
     * milliseconds (a list, then its references), so a longer quiet only made each visit wait.
     */
    async idle() {
      await expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange >= 250, { intervals: [50], timeout: 15_000 })
        .toBe(true);
    },
  };
}
type Watched = Awaited<ReturnType<typeof watch>>;

/** Opens a route (support/client-route.ts), the page's first with transitions off. */
async function open(page: Page, url: string) {
  if (await openScreen(page, url))
    // Colours as they end up, not halfway through a transition (a button turning enabled, a fade).
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
}

/** Waits until the screen has loaded what it shows: no request in flight, no spinner, some content. */
async function settle(page: Page, watched: Watched) {
  await watched.idle();
  await expect(page.locator('#main-content')).toContainText(/\S/);
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

async function expectNoBlockingViolations(page: Page, visit: string) {
  const known = KNOWN[visit] ?? [];
  const violations = blocking(await runAxe(page));
  const found = describeViolations(violations.filter((v) => !known.includes(v.id)));
  expect(found, `violações críticas ou sérias em ${visit} (${new URL(page.url()).pathname})`).toEqual([]);
  const stillThere = known.filter((id) => violations.some((v) => v.id === id));
  for (const line of describeViolations(violations.filter((v) => known.includes(v.id))))
    test.info().annotations.push({ type: 'violação conhecida', description: `${visit}: ${line}` });
  expect(stillThere, `violações conhecidas que sumiram em ${visit}: tire-as de KNOWN`).toEqual(known);
}

/**
 * Real content in #main-content: a level-1 heading with the screen's title (as in the top bar) and
 * something to work with — a form's save button; else a table, a form, a field or a selector. A
 * blank screen, a crash page or a placeholder has none of these.
 */
async function expectScreenContent(page: Page, path: string, title: string, account: Account) {
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  if (/^\/form-/.test(path)) {
    // Create opens with 'Salvar', edit with 'Salvar Alterações' (spec section 4). A store's form of
    // a record it has one of (its receiving data) opens that record: either button.
    const save = main.getByRole('button', {
      name: path.endsWith(':id')
        ? 'Salvar Alterações'
        : account === admin
          ? 'Salvar'
          : /^Salvar( Alterações)?$/,
      exact: true,
    });
    return expect(save).toBeVisible();
  }
  let controls = main
    .getByRole('table')
    .or(main.locator('form'))
    .or(main.getByRole('textbox'))
    .or(main.getByRole('combobox'));
  // A hub is a page of links to other screens (the marketing hub's cards): its links are its content.
  if (HUBS.includes(path)) controls = controls.or(main.getByRole('link'));
  if (ITEM_LISTS.includes(path)) controls = controls.or(main.getByRole('list').getByRole('button'));
  if (PREVIEWS.includes(path)) controls = controls.or(main.getByTestId('preview-frame'));
  await expect(controls.first()).toBeVisible();
}

/** The title in the top bar: wholly visible (nothing clipped), in at most two lines, readable. */
async function expectWholeTitle(page: Page, title: string) {
  const bar = page.locator('#react-admin-title');
  await expect(bar).toHaveText(title);
  const box = await bar.evaluate((e) => {
    const style = getComputedStyle(e);
    const lineHeight = parseFloat(style.lineHeight);
    return {
      clipped: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1,
      lines: Math.round(e.clientHeight / lineHeight),
      fontPx: parseFloat(style.fontSize),
    };
  });
  expect(box.clipped, `título "${title}" cortado no topo`).toBe(false);
  expect(box.lines).toBeLessThanOrEqual(2);
  expect(box.fontPx).toBeGreaterThanOrEqual(13);
}

/** A built screen, as the routes of spec section 2 ask, with its tab title and axe. */
async function visitScreen(page: Page, watched: Watched, account: Account, path: string, url: string) {
  const visit = `${account.key} ${path}`;
  const crashesBefore = watched.crashes.length;
  const violationsBefore = watched.violations.length;
  await open(page, url);
  const topBar = page.locator('#react-admin-title');
  const expected = expectedTitle(path);
  if (expected) await expect(page.getByRole('banner')).toContainText(expected);
  else await expect(topBar).not.toHaveText(new RegExp(`^\\s*(${APP})?\\s*$`));
  const title = expected ?? (await topBar.innerText()).trim();
  await expectScreenContent(page, path, title, account);
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  // No redirect; but a store's form of a record it has one of opens that record (/form-receive-data/7).
  const at = new URL(page.url()).pathname;
  if (account === admin || !/^\/form-[^/]+$/.test(url)) expect(at, `${visit}: endereço`).toBe(url);
  else expect(at, `${visit}: endereço`).toMatch(new RegExp(`^${url}(/\\d+)?$`));
  const barTitle = (await topBar.innerText()).trim();
  await expect(page, `${visit}: título da aba`).toHaveTitle(`${barTitle} · ${APP}`);
  await settle(page, watched);
  await expectNoBlockingViolations(page, visit);
  expect(watched.crashes.slice(crashesBefore), `${visit}: erros na página`).toEqual([]);
  expect(watched.violations.slice(violationsBefore), `${visit}: violações da CSP`).toEqual([]);
}

/** Routes one test visits at most: a long area is cut in parts, so the tests spread evenly over the workers. */
const VISITS_PER_TEST = 8;

/**
 * The areas' routes a user of this level may open (the others only redirect: guards.spec.ts), by
 * area ('catalogue 2/4' for the second part of a long one).
 */
function areasFor(level: 'admin' | 'full_permission'): Map<string, string[]> {
  const byArea = new Map<string, string[]>();
  for (const path of BUILT) {
    if (!mayOpen(path, level)) continue;
    const area = areaOf(path);
    byArea.set(area, [...(byArea.get(area) ?? []), path]);
  }
  const parts = new Map<string, string[]>();
  for (const [area, paths] of byArea) {
    const count = Math.ceil(paths.length / VISITS_PER_TEST);
    const size = Math.ceil(paths.length / count);
    for (let i = 0; i < count; i++)
      parts.set(count > 1 ? `${area} ${i + 1}/${count}` : area, paths.slice(i * size, (i + 1) * size));
  }
  return parts;
}

for (const [account, level] of [
  [admin, 'admin'],
  [maria, 'full_permission'],
] as const)
  test.describe(account.key, () => {
    test.use({ storageState: sessionFile(account) });

    for (const [area, paths] of areasFor(level))
      test(`telas da área ${area}`, async ({ page, request }) => {
        test.setTimeout(30_000 + paths.length * 20_000);
        const watched = await watch(page);
        for (const path of paths)
          await test.step(path, async () => {
            const url = await concrete(path, request, account);
            if (!url) {
              test.info().annotations.push({
                type: 'skip',
                description: `sem registro de ${account.email} para ${path}`,
              });
              return;
            }
            await visitScreen(page, watched, account, path, url);
          });
      });

    test.describe('no celular', () => {
      test.use(PHONE);

      test('telas no celular', async ({ page, request }) => {
        const paths = [...new Set([...PHONE_ROUTES, ...Object.keys(PHONE_TITLES)])].filter((path) =>
          mayOpen(path, level),
        );
        test.setTimeout(30_000 + paths.length * 20_000);
        const watched = await watch(page);
        for (const path of paths)
          await test.step(path, async () => {
            const visit = `${account.key} no celular ${path}`;
            const url = await concrete(path, request, account);
            if (!url) {
              test.info().annotations.push({
                type: 'skip',
                description: `sem registro de ${account.email} para ${path}`,
              });
              return;
            }
            await open(page, url);
            const title = PHONE_TITLES[path];
            if (title) {
              await expect(page).toHaveTitle(`${title} · ${APP}`);
              await expectWholeTitle(page, title);
              // The last icon of the bar (the user menu) is on the screen, not pushed off by the page.
              const userMenu = page.getByRole('banner').getByRole('button').last();
              const box = (await userMenu.boundingBox())!;
              expect(box.x + box.width).toBeLessThanOrEqual(390);
            }
            if (PHONE_ROUTES.includes(path)) {
              await settle(page, watched);
              await expectNoBlockingViolations(page, visit);
            }
            expect(watched.crashes, `${visit}: erros na página`).toEqual([]);
            expect(watched.violations, `${visit}: violações da CSP`).toEqual([]);
          });

        if (account === admin)
          await test.step('menu aberto', async () => {
            await open(page, '/product');
            await settle(page, watched);
            await page.getByRole('button', { name: 'Abrir menu' }).click();
            await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
            await expectNoBlockingViolations(page, 'admin no celular: menu aberto');
          });
      });
    });
  });

test.describe('rotas ainda por fazer', () => {
  for (const path of Object.keys(pendingScreens))
    test(`${path} abre uma tela`, () => {
      test.skip(true, `screen still to come: ${pendingScreens[path]}`);
    });
});

test.describe('sem login', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Seja Bem-Vindo Lojista!')).toBeVisible();
    await expect(page).toHaveTitle(`Login · ${APP}`);
    await expectNoBlockingViolations(page, 'login');
  });

  test.describe('no celular', () => {
    test.use(PHONE);
    test('login no celular', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText('Seja Bem-Vindo Lojista!')).toBeVisible();
      await expectNoBlockingViolations(page, 'login no celular');
    });
  });
});

test.describe('administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('axe: loja com endereço inativo', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const addresses = await api.index('/adress/company', { itens_per_page: 200 });
    const inactive = addresses.find((a) => a.active === false);
    test.skip(!inactive, 'nenhum endereço inativo nos dados de demonstração');
    const watched = await watch(page);
    await open(page, `/form-company/${String(inactive!.company_id)}`);
    await expect(page.getByText('Inativo').first()).toBeVisible();
    await settle(page, watched);
    await expectNoBlockingViolations(page, 'admin: endereço inativo');
  });

  test('estados do painel: Novidades, menu do usuário, menu lateral recolhido', async ({ page }) => {
    const watched = await watch(page);
    await open(page, '/brand');
    await settle(page, watched);

    await test.step('janela de Novidades aberta', async () => {
      await page.getByRole('button', { name: /^Novidades/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Novidades' });
      await expect(dialog).toBeVisible();
      await expectNoBlockingViolations(page, 'admin: Novidades');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('menu do usuário aberto', async () => {
      await page.getByRole('button', { name: new RegExp(admin.name) }).click();
      const exit = page.getByRole('menuitem', { name: /sair/i });
      await expect(exit).toBeVisible();
      await expectNoBlockingViolations(page, 'admin: menu do usuário');
      await page.keyboard.press('Escape');
      await expect(exit).toBeHidden();
    });

    await test.step('menu lateral recolhido', async () => {
      await page.getByRole('button', { name: 'Fechar menu' }).click();
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
      await expectNoBlockingViolations(page, 'admin: menu lateral recolhido');
    });
  });

  test('um formulário com id e a navegação pelo menu mudam o título da aba', async ({ page, request }) => {
    const [brand] = await (await Api.as(request, admin)).index('/brand');
    await page.goto(`/form-brand/${brand.id}`);
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    const formTitle = (await page.locator('#react-admin-title').innerText()).trim();
    expect(formTitle).not.toBe('');
    await expect(page).toHaveTitle(`${formTitle} · ${APP}`);

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Categorias', exact: true })
      .click();
    await expect(page).toHaveTitle(`Gerenciamento de Categorias · ${APP}`);
  });
});
