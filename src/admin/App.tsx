// The signed-in panel: react-admin with our data and auth providers, pt-BR, the menu and routes of
// the area modules (areas/, through registry.ts). main.tsx loads this module only off /login, so the
// login page never waits for it.
import { lazy, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { DirectoryContext } from './generic/screen';
import { Guarded } from './generic/guards';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { PanelLoading } from './layout/PanelLoading';
import { directory, screens } from './generic/directory';
import { appRoutes } from './generic/routes';
import { theme } from './theme';

const SchemaList = lazy(() => import('./generic/SchemaList').then((m) => ({ default: m.SchemaList })));
const Dashboard = lazy(() => import('./pages/Dashboard').then((m) => ({ default: m.Dashboard })));

/** Each resource's list (the screen's own or the generated one) behind its route's guard (access.ts). */
const lists: Record<string, ComponentType> = Object.fromEntries(
  screens.map((s) => {
    const List = s.list;
    const GuardedList = () => (
      <Guarded path={`/${s.resource}`}>{List ? <List /> : <SchemaList screen={s} />}</Guarded>
    );
    return [s.resource, GuardedList];
  }),
);

export function App() {
  return (
    <DirectoryContext.Provider value={directory}>
      <Admin
        title="Painel Lojista"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        // /login is served by main.tsx's LoginApp, outside this component.
        loginPage={false}
        dashboard={Dashboard}
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
        <CustomRoutes>{appRoutes()}</CustomRoutes>
        <CustomRoutes noLayout>{appRoutes({ noLayout: true })}</CustomRoutes>
      </Admin>
    </DirectoryContext.Provider>
  );
}
