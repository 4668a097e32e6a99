// A lazily loaded named export of a module, for the area modules: their screens' pieces load with
// the screen that shows them, not with the panel's first page.
import { createElement, lazy, useState, type ComponentType } from 'react';

/** The modules already loaded, by their loader: a piece of a loaded module renders at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
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
  return Named as M[K];
}
