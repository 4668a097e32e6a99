// The home screen (the sales dashboard, built by the dashboard issue). See areas/types.ts.
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { AreaModule } from './types';

export const homeArea: AreaModule = {
  name: 'home',
  menu: [{ label: 'Home', to: '/', order: 0, icon: DashboardIcon }],
};
