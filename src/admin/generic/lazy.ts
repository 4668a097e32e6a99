// A lazily loaded named export of a module, for the area modules: their screens' pieces load with
// the screen that shows them, not with the panel's first page.
import { lazy, type ComponentType } from 'react';

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as M[K];
}
