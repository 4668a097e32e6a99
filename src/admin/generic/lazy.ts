// Lazily loaded screens and pieces, for the area modules: they load with the screen that shows them,
// not with the panel's first page. Each carries its loader as `preload`, so a page load can start
// fetching its screen's code while react-admin boots (preload.ts).
import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazy component that can be told to start loading before it renders. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page (a module's default export, as React.lazy takes it): it suspends only while
 * its module is still loading, like lazyNamed's pieces.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): C & Preloadable {
  return lazyNamed(load, 'default');
}

/** The modules already loaded, by their loader: a piece of a loaded module renders at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] & Preloadable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = ComponentType<any>;
  const Lazy = lazy(async () => {
    const module = await load();
    loadedModules.set(load, module);
    return { default: module[name] as Any };
  });
  // React.lazy suspends the first time each piece renders, even when its module came in with another
  // piece: the product list's paging then showed ~0.4 s before its rows (whose cells are pieces too)
  // and was pushed down by them. Once the module is in, a piece renders its export directly. Each
  // use keeps the kind it started with, so nothing mounted is ever replaced.
  function Named(props: object) {
    const [Component] = useState<Any>(() => {
      const module = loadedModules.get(load) as M | undefined;
      return module ? (module[name] as Any) : Lazy;
    });
    return createElement(Component, props);
  }
  Named.displayName = `lazyNamed(${String(name)})`;
  // Preloaded, the piece renders at once too (preload.ts starts it before the screen renders).
  Named.preload = () =>
    load().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
  return Named as unknown as M[K] & Preloadable;
}
