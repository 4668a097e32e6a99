// The signed-in panel: react-admin with our data and auth providers, pt-BR, the spec's menu and
// routes. main.tsx loads this module only off /login, so the login page never waits for it.
import { lazy, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Guarded } from './guards';
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

const areaLists: Record<string, ComponentType> = Object.assign({}, ...areas.map((a) => a.lists ?? {}));

/** Each resource's list (an area's own or the generated one) behind its route's guard (access.ts). */
const lists: Record<string, ComponentType> = Object.fromEntries(
  screens.map((s) => {
    const List = areaLists[s.resource] ?? SchemaList;
    const GuardedList = () => (
      <Guarded path={`/${s.resource}`}>
        <List />
      </Guarded>
    );
    return [s.resource, GuardedList];
  }),
);

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
        <Resource key={s.resource} name={s.resource} list={lists[s.resource]} options={{ label: s.title }} />
      ))}
      <CustomRoutes>{appRoutes()}</CustomRoutes>
    </Admin>
  );
}
