// The panel: react-admin with our data and auth providers, pt-BR, the spec's menu and routes.
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { AdminOnly } from './guards';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { Dashboard } from './pages/Dashboard';
import { appRoutes } from './routes';
import { screens } from './screens';
import { theme } from './theme';

const SchemaList = lazy(() => import('./generic/SchemaList').then((m) => ({ default: m.SchemaList })));

function guardedList(adminOnly?: boolean) {
  return adminOnly
    ? () => (
        <AdminOnly>
          <SchemaList />
        </AdminOnly>
      )
    : SchemaList;
}

export function App() {
  return (
    <Admin
      title="Painel Lojista"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      theme={theme}
      disableTelemetry
      requireAuth
    >
      {screens.map((s) => (
        <Resource
          key={s.resource}
          name={s.resource}
          list={guardedList(s.adminOnly)}
          options={{ label: s.title }}
        />
      ))}
      <CustomRoutes>{appRoutes()}</CustomRoutes>
    </Admin>
  );
}
