// The reports area: the order report and the Facebook catalogue report, built by the reports issue
// ('Em breve' in the menu until then). See areas/types.ts.
import type { AreaModule } from './types';

export const reportsArea: AreaModule = {
  name: 'reports',
  routes: [
    { path: '/reports/orders', title: 'Relatório de Pedidos' },
    { path: '/reports/facebook-catalog', title: 'Relatório do Catálogo do Facebook' },
  ],
  menu: [
    { label: 'Pedidos', to: '/reports/orders', group: 'relatorios', order: 10 },
    { label: 'Catálogo do Facebook', to: '/reports/facebook-catalog', group: 'relatorios', order: 20 },
  ],
};
