// The browser tab's title: the screen's title and the app's name, 'Lista de Produtos · Painel
// Lojista'. Free of react-admin, so the login page (bundled apart from the panel) can use it.
import { useEffect } from 'react';

export const APP_NAME = 'Painel Lojista';

/** The tab's title for a screen title ('' or the app's own name: just the app's name). */
export function documentTitle(screenTitle: string): string {
  const title = screenTitle.replace(/\s+/g, ' ').trim();
  return title && title !== APP_NAME ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Sets the tab's title for a page outside the panel's layout (the login page). */
export function useDocumentTitle(screenTitle: string) {
  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);
}
