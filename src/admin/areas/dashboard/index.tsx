// The dashboard area, the panel's home: the sales dashboard ('Dashboard de Vendas',
// DashboardPage.tsx), shown at / by react-admin's dashboard (App.tsx takes this route's element).
// See generic/area.ts.
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { AreaModule } from '../../generic/area';
import { lazyPage } from '../../generic/lazy';

const DashboardPage = lazyPage(() => import('./DashboardPage'));

export const dashboardArea: AreaModule = {
  name: 'dashboard',
  routes: [{ path: '/', title: 'Dashboard de Vendas', element: <DashboardPage /> }],
  menu: [{ label: 'Home', to: '/', order: 0, icon: DashboardIcon }],
};
