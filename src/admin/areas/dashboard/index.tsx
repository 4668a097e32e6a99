// The home screen: the sales dashboard ('Dashboard de Vendas', dashboard/DashboardPage.tsx), shown
// at / by react-admin's dashboard (App.tsx); the route's element here marks it built. See
// areas/types.ts.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazy } from 'react';
import type { AreaModule } from '../../generic/area';

const DashboardPage = lazy(() => import('./DashboardPage'));

export const homeArea: AreaModule = {
  name: 'home',
  routes: [{ path: '/', title: 'Dashboard de Vendas', element: <DashboardPage /> }],
  menu: [{ label: 'Home', to: '/', order: 0, icon: DashboardIcon }],
};
