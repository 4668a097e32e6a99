// Spec section 2: every route of a built screen opens that screen for the admin — its title in the
// top bar and real content under it — never a blank screen, the 404 page or a crash. Routes whose
// screens are still to come (pendingScreens) are skipped, not checked for a placeholder.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin } from './support/accounts';
import { Api } from './support/api';
import { menuPaths, pendingScreens, screens } from './support/panel-routes';
import { sessionFile } from './support/session';
import { ID_SOURCES, SPEC_ROUTES, SPEC_TITLES } from './support/spec-routes';

/** The app's own title, which the app bar shows when a screen sets none. */
const APP_TITLE = 'Painel Lojista';

const routes = [...new Set([...SPEC_ROUTES, ...Object.keys(pendingScreens), ...menuPaths])];

function expectedTitle(path: string): string | undefined {
  return SPEC_TITLES[path] ?? screens.find((s) => `/${s.resource}` === path)?.title;
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

/**
 * Real content in #main-content: a level-1 heading with the screen's title (as in the top bar) and
 * something to work with — a form's save button; else a table, a form, a field or a selector. A
 * blank screen, a crash page or a placeholder has none of these.
 */
async function expectScreenContent(page: Page, path: string, title: string) {
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  if (/^\/form-/.test(path)) {
    // Create opens with 'Salvar', edit with 'Salvar Alterações' (spec section 4).
    const save = main.getByRole('button', {
      name: path.endsWith(':id') ? 'Salvar Alterações' : 'Salvar',
      exact: true,
    });
    return expect(save).toBeVisible();
  }
  const controls = main
    .getByRole('table')
    .or(main.locator('form'))
    .or(main.getByRole('textbox'))
    .or(main.getByRole('combobox'));
  await expect(controls.first()).toBeVisible();
}

test.use({ storageState: sessionFile(admin) });

for (const path of routes) {
  test.describe(() => {
    test.skip(path in pendingScreens, `screen still to come: ${pendingScreens[path]}`);

    test(`${path} abre uma tela`, async ({ page, request }) => {
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      const url = await concrete(path, request);

      await page.goto(url);
      const topBar = page.locator('#react-admin-title');
      const expected = expectedTitle(path);
      if (expected) await expect(page.getByRole('banner')).toContainText(expected);
      else await expect(topBar).not.toHaveText(new RegExp(`^\\s*(${APP_TITLE})?\\s*$`));
      const title = expected ?? (await topBar.innerText()).trim();
      await expectScreenContent(page, path, title);
      await expect(page.getByText(/^(Página não encontrada|Não encontrado)$/)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(url);
      expect(crashes).toEqual([]);
    });
  });
}
