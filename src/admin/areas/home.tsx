// The home screen (the sales dashboard, built by the dashboard issue). See areas/types.ts.
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { AreaModule } from './types';

export const homeArea: AreaModule = {
  name: 'home',
  // Still to come: react-admin's dashboard (pages/Dashboard.tsx) holds its place at / meanwhile.
  routes: [{ path: '/', title: 'Dashboard de Vendas' }],
  menu: [{ label: 'Home', to: '/', order: 0, icon: DashboardIcon }],
};
