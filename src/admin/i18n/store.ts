// react-admin's store (the browser's localStorage, as its default) that knows the panel's locale
// before anything was saved. react-admin's i18n provider compares the stored locale with the i18n
// provider's on mount and, with none stored, drew nothing until an effect said they matched: the
// whole panel then mounted in a second, unsliced render (~0.3 s of a slow phone's main thread on
// every page load, as a single task).
import { localStorageStore, type Store } from 'react-admin';

export function storeWithLocale(locale: string, store: Store = localStorageStore()): Store {
  return {
    ...store,
    getItem: <T = unknown>(key: string, defaultValue?: T): T | undefined =>
      store.getItem(key, key === 'locale' && defaultValue === undefined ? (locale as T) : defaultValue),
  };
}
