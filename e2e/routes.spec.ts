// Spec section 2: every route resolves to a screen for the admin — a title and content, or a clear
// 'Em construção' page; never a blank screen, the 404 page or a crash.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { menu, isGroup } from '../src/admin/layout/menu-entries';
import { pendingScreens } from '../src/admin/routes';
import { screens } from '../src/admin/registry';
import { admin } from './support/accounts';
import { Api } from './support/api';
import { sessionFile } from './support/session';
import { ID_SOURCES, SPEC_ROUTES, SPEC_TITLES } from './support/spec-routes';

/** The app's own title, which the app bar shows when a screen sets none. */
const APP_TITLE = 'Painel Lojista';
const UNDER_CONSTRUCTION = /Em construção/;

const menuPaths = menu.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])).map((item) => item.to);
const routes = [...new Set([...SPEC_ROUTES, ...Object.keys(pendingScreens), ...menuPaths])];

function expectedTitle(path: string): string | undefined {
  return SPEC_TITLES[path] ?? pendingScreens[path] ?? screens.find((s) => `/${s.resource}` === path)?.title;
}

/** The route with a real record's id in place of `:id`. */
async function concrete(path: string, request: APIRequestContext): Promise<string> {
  if (!path.includes(':id')) return path;
  const source = ID_SOURCES[path];
  let id: unknown = 1;
  if (source) {
    const api = await Api.as(request, admin);
    const { json } = await api.post<{ data: Record<string, unknown>[] }>(source.call, { itens_per_page: 1 });
    id = json.data[0][source.field ?? 'id'];
  }
  return path.replace(':id', String(id));
}

async function expectScreenContent(page: Page, path: string) {
  const main = page.locator('#main-content');
  const underConstruction = main.getByText(UNDER_CONSTRUCTION);
  if (path in pendingScreens) return expect(underConstruction).toBeVisible();
  if (/^\/form-/.test(path)) {
    // Create opens with 'Salvar', edit with 'Salvar Alterações' (spec section 4).
    const save = main.getByRole('button', {
      name: path.endsWith(':id') ? 'Salvar Alterações' : 'Salvar',
      exact: true,
    });
    return expect(save.or(underConstruction).first()).toBeVisible();
  }
  await expect(main).toContainText(/\S/);
}

test.use({ storageState: sessionFile(admin) });

for (const path of routes) {
  test(`${path} abre uma tela`, async ({ page, request }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const url = await concrete(path, request);

    await page.goto(url);
    await expectScreenContent(page, path);
    const title = expectedTitle(path);
    if (title) await expect(page.getByRole('banner')).toContainText(title);
    else
      await expect(page.locator('#react-admin-title')).not.toHaveText(
        new RegExp(`^\\s*(${APP_TITLE})?\\s*$`),
      );
    await expect(page.getByText('Não encontrado')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(url);
    expect(crashes).toEqual([]);
  });
}
