// The signed-in panel: react-admin with our data and auth providers, pt-BR, the spec's menu and
// routes. main.tsx loads this module only off /login, so the login page never waits for it.
import { lazy, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { AdminOnly } from './guards';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { PanelLoading } from './layout/PanelLoading';
import { appRoutes } from './routes';
import { areas } from './areas';
import { screens } from './screens';
import { theme } from './theme';

const SchemaList = lazy(() => import('./generic/SchemaList').then((m) => ({ default: m.SchemaList })));
const Dashboard = lazy(() => import('./pages/Dashboard').then((m) => ({ default: m.Dashboard })));

function guardedList(adminOnly?: boolean) {
  return adminOnly
    ? () => (
        <AdminOnly>
          <SchemaList />
        </AdminOnly>
      )
    : SchemaList;
}

const areaLists: Record<string, ComponentType> = Object.assign({}, ...areas.map((a) => a.lists ?? {}));

export function App() {
  return (
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
          list={areaLists[s.resource] ?? guardedList(s.adminOnly)}
          options={{ label: s.title }}
        />
      ))}
      <CustomRoutes>{appRoutes()}</CustomRoutes>
    </Admin>
  );
}
