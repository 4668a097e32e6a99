// Every route of spec section 2, from the directory of the area modules (directory.ts): the screens'
// forms (generated or hand-written), the areas' other routes, and for a screen still to come an 'Em
// construção' page (its menu item says 'Em breve') — no route is a dead end. Every route is guarded
// by access.ts.
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from './lazy';
import { Navigate, Route } from 'react-router-dom';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Guarded } from './guards';
import { UnderConstruction } from './UnderConstruction';
import type { Directory } from './directory-context';

const schemaForm = () => import('./SchemaForm');
const SchemaCreate = lazyNamed(schemaForm, 'SchemaCreate');
const SchemaEdit = lazyNamed(schemaForm, 'SchemaEdit');
/** The generic form's code, for a page load on a form's address (preload.ts). */
export const preloadSchemaForm = () => SchemaCreate.preload();

const inSuspense = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/** The routes inside the panel's layout, or (noLayout) the few shown without its chrome. */
export function appRoutes(
  { screens, routes: areaRoutes }: Pick<Directory, 'screens' | 'routes'>,
  { noLayout = false }: { noLayout?: boolean } = {},
): ReactNode[] {
  const routes: ReactNode[] = [];
  const guarded = (path: string, node: ReactNode) => (
    <Route key={path} path={path} element={<Guarded path={path}>{inSuspense(node)}</Guarded>} />
  );
  if (noLayout) {
    for (const r of areaRoutes.filter((r) => r.noLayout && r.element))
      routes.push(guarded(r.path, r.element));
    return routes;
  }
  for (const screen of screens) {
    if (!screen.form) continue;
    const inResource = (node: ReactNode) => (
      <ResourceContextProvider value={screen.resource}>{node}</ResourceContextProvider>
    );
    const { create: Create, edit: Edit } = screen;
    routes.push(
      guarded(`/${screen.form}`, inResource(Create ? <Create /> : <SchemaCreate screen={screen} />)),
    );
    routes.push(guarded(`/${screen.form}/:id`, inResource(Edit ? <Edit /> : <SchemaEdit screen={screen} />)));
  }
  // '/' is react-admin's dashboard route.
  for (const r of areaRoutes.filter((r) => r.path !== '/' && !r.noLayout))
    routes.push(guarded(r.path, r.element ?? <UnderConstruction title={r.title ?? r.path} />));
  routes.push(<Route key="/home" path="/home" element={<Navigate to="/" replace />} />);
  return routes;
}
