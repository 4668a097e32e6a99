// Opening several screens in one browser page, as a user moving around the panel does: the first is
// loaded, the next ones are reached client-side (history.pushState and a popstate event, as the
// browser's back button makes the router do), so the panel is built once per page instead of once
// per screen.
import { expect, type Page } from '@playwright/test';

/** No route of the panel: its 'Página não encontrada' page (layout/NotFound.tsx). */
export const NOT_FOUND = /^(Página não encontrada|Não encontrado)$/;
const NOWHERE = '/__visita__';

/** Client-side navigation, as the browser's back and forward buttons make the router do. */
export async function route(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/**
 * Opens a screen: the page's first with a page load (answers true), the next ones client-side. In
 * between, the panel's 'Página não encontrada' page: the next screen replaces it whole, so what is
 * checked once it is gone is the new screen, never what the previous one left on the page (its
 * title, its table).
 */
export async function openScreen(page: Page, url: string): Promise<boolean> {
  const notFound = page.getByText(NOT_FOUND);
  const first = page.url() === 'about:blank';
  if (first) await page.goto(url);
  else {
    await route(page, NOWHERE);
    await expect(notFound.first()).toBeVisible();
    await route(page, url);
  }
  await expect(notFound).toHaveCount(0);
  return first;
}
