// @vitest-environment jsdom
// i18n/store.ts: react-admin's store answers the panel's locale before any was saved, so react-admin's
// i18n provider draws the panel in its first render instead of nothing (then everything at once).
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  I18nContextProvider,
  memoryStore,
  type Store,
  StoreContextProvider,
  useTranslate,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/admin/i18n';
import { storeWithLocale } from '../../src/admin/i18n/store';

describe('storeWithLocale', () => {
  afterEach(cleanup);

  it('answers the locale it was given while none is stored, and the stored one after', () => {
    const store = storeWithLocale('pt-BR', memoryStore());
    store.setup();
    expect(store.getItem('locale')).toBe('pt-BR');
    expect(store.getItem('locale', 'en')).toBe('en');
    expect(store.getItem('sidebar.open')).toBeUndefined();
    store.setItem('locale', 'es');
    expect(store.getItem('locale')).toBe('es');
  });

  // What the page holds once React's first commit is in: react-admin's i18n provider draws
  // nothing until the stored locale matches its own.
  const firstCommit = (store: Store) => {
    let seen = '';
    function AfterFirstCommit() {
      useLayoutEffect(() => void (seen ||= document.body.textContent ?? ''), []);
      return null;
    }
    render(
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <Text />
        </I18nContextProvider>
        <AfterFirstCommit />
      </StoreContextProvider>,
    );
    return seen;
  };
  function Text() {
    return <p>{useTranslate()('ra.action.save')}</p>;
  }

  it('lets react-admin draw translated text in the first commit', () => {
    expect(firstCommit(storeWithLocale(i18nProvider.getLocale(), memoryStore()))).toContain('Salvar');
    expect(screen.getByText('Salvar')).toBeTruthy();
  });

  it("is what it fixes: with react-admin's own store, the first commit is empty", () => {
    expect(firstCommit(memoryStore())).not.toContain('Salvar');
  });
});
