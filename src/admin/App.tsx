// The signed-in panel: react-admin with our data and auth providers, pt-BR, and the menu, routes and
// guards of the area modules. This is the one place the areas are assembled: the directory is built
// from them here, and the data provider and access control from the directory, so nothing below the
// areas imports them. main.tsx loads this module only off /login, so the login page never waits
// for it.
import { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { areas } from './areas';
import { seedSession, withAccessControl } from './authProvider';
import { buildDataProvider } from './dataProvider';
import { buildDirectory } from './generic/directory';
import { Guarded } from './generic/guards';
import { lazyNamed } from './generic/lazy';
import { preloadScreenAt } from './generic/preload';
import { appRoutes } from './generic/routes';
import { DirectoryContext } from './generic/directory-context';
import { i18nProvider } from './i18n';
import { storeWithLocale } from './i18n/store';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { Notification } from './layout/Notification';
import { PanelLoading } from './layout/PanelLoading';
import { LoginRoute } from './login/LoginRoute';
import { theme } from './theme';

// main.tsx loads the generic list with this module: preloaded here, a list renders at once rather
// than suspending a first time (and React then paces its reveal by up to 0.3 s).
const SchemaList = lazyNamed(() => import('./generic/SchemaList'), 'SchemaList');
SchemaList.preload().catch(() => undefined);

const directory = buildDirectory(areas);
const dataProvider = buildDataProvider(directory.callOf);
const authProvider = withAccessControl(directory.canAccess);
const store = storeWithLocale(i18nProvider.getLocale());
const { screens } = directory;

/** Loads the code of the screen at `path` (main.tsx, on a page load). */
export const preloadScreen = (path: string) => preloadScreenAt(directory, path);

/** Whether `path` is a resource's list (main.tsx draws those at once). */
export const isListPath = (path: string) => screens.some((s) => path === `/${s.resource}`);

/** Each resource's list (the generic one with the screen's slots, or its own page) behind its route's guard (access.ts). */
const lists: Record<string, ComponentType> = Object.fromEntries(
  screens.map((s) => {
    const Own = s.list;
    const GuardedList = () => (
      <Guarded path={`/${s.resource}`}>{Own ? <Own /> : <SchemaList screen={s} />}</Guarded>
    );
    return [s.resource, GuardedList];
  }),
);

/** '/': the home area's screen (the sales dashboard), react-admin's dashboard. */
const home = directory.routes.find((r) => r.path === '/')?.element;
const Dashboard = () => <>{home}</>;

// Real paths (/form-brand/12), not react-admin's default hash router: the spec's routes are URLs.
// Navigations apply at once, not as React transitions: when the panel sends a signed-out user to
// /login it must unmount right away, or its logout keeps re-running (and re-navigating) while the
// transition to the login page waits to commit.
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <PanelRoutes />
    </BrowserRouter>
  );
}

/** The login page and the panel, inside whatever router holds them (tests: a MemoryRouter). */
export function PanelRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="*" element={<Panel />} />
    </Routes>
  );
}

function Panel() {
  // One cache per signed-in panel: a new sign-in mounts a new panel, seeded with its own user.
  const [queryClient] = useState(() => seedSession(new QueryClient()));
  return (
    <DirectoryContext.Provider value={directory}>
      <Admin
        title="Painel Lojista"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={Layout}
        // /login is LoginRoute above, outside react-admin (and main.tsx's LoginApp on a first visit).
        loginPage={false}
        dashboard={Dashboard}
        catchAll={NotFound}
        loading={PanelLoading}
        notification={Notification}
        theme={theme}
        disableTelemetry
        requireAuth
      >
        {screens.map((s) => (
          <Resource
            key={s.resource}
            name={s.resource}
            list={lists[s.resource]}
            options={{ label: s.title }}
          />
        ))}
        <CustomRoutes>{appRoutes(directory)}</CustomRoutes>
        <CustomRoutes noLayout>{appRoutes(directory, { noLayout: true })}</CustomRoutes>
      </Admin>
    </DirectoryContext.Provider>
  );
}
