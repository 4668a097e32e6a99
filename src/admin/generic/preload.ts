// On a page load, the code of the screen at the address loads as soon as the panel's own code runs
// (main.tsx), and the panel first renders once it is in: React.lazy would request each piece only
// as it first renders, one after the other, and a piece that arrives after its screen pops in
// (a list's buttons pushed its filters down on a phone). The screen's lazy pieces (lazy.ts) say
// how to load themselves: its own list or form, its columns' and slots' pieces, an area route's
// page.
import { isValidElement } from 'react';
import { matchPath } from 'react-router-dom';
import type { Directory } from './directory-context';
import type { Preloadable } from './lazy';
import { preloadSchemaForm } from './routes';

/** Starts every lazy piece found in a screen's configuration (arrays, plain objects, elements). */
function preloadIn(value: unknown, loads: Array<Promise<unknown>>, depth = 0): void {
  if (value == null || depth > 4 || (typeof value !== 'object' && typeof value !== 'function')) return;
  const preload = (value as Partial<Preloadable>).preload;
  if (typeof preload === 'function') {
    loads.push(preload());
    return;
  }
  if (isValidElement<{ children?: unknown }>(value)) {
    preloadIn(value.type, loads, depth + 1);
    preloadIn(value.props.children, loads, depth + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) preloadIn(item, loads, depth + 1);
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) preloadIn(item, loads, depth + 1);
  }
}

/**
 * Loads what the screen at `path` (a list, a form, an area's route) will render. Settles when all
 * of it is in, or has failed (the piece's lazy component reports that when it renders).
 */
export function preloadScreenAt(
  directory: Pick<Directory, 'screens' | 'routes'>,
  path: string,
): Promise<void> {
  const loads: Array<Promise<unknown>> = [];
  for (const s of directory.screens) {
    if (path === `/${s.resource}`) preloadIn([s.list, s.columns, s.slots], loads);
    else if (s.form && (matchPath(`/${s.form}`, path) || matchPath(`/${s.form}/:id`, path))) {
      preloadIn([s.create, s.edit, s.formSlots, s.below], loads);
      if (!s.create || !s.edit) loads.push(preloadSchemaForm());
    }
  }
  for (const r of directory.routes) if (matchPath(r.path, path)) preloadIn(r.element, loads);
  return Promise.allSettled(loads).then(() => undefined);
}
