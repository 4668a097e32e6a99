// The settings area: payment (Dados de Recebimento) and delivery settings and the integrations,
// built by the settings issue ('Em breve' in the menu until then) but already guarded as the spec
// says. See areas/types.ts.
import { deliveryScreen, deliveryRoutes, integrationRoutes } from './settings-delivery';
import type { AreaModule } from './types';

export const settingsArea: AreaModule = {
  name: 'settings',
  screens: [deliveryScreen],
  routes: [
    // A store has one set of payment and delivery settings: the lists of every store's are the
    // admin's, and a store user is sent to its own settings form instead.
    {
      path: '/receive-data',
      title: 'Dados de Recebimento',
      resource: 'receive-data',
      access: { level: 'admin', otherwise: '/form-receive-data' },
    },
    { path: '/form-receive-data', title: 'Dados de Recebimento' },
    { path: '/form-receive-data/:id', title: 'Dados de Recebimento' },
    ...deliveryRoutes,
    ...integrationRoutes,
  ],
  menu: [
    {
      label: 'Dados de Recebimento',
      to: '/receive-data',
      group: 'configuracoes',
      order: 10,
      also: ['/form-receive-data'],
    },
    {
      label: 'Configurações de Entrega',
      to: '/delivery-settings',
      group: 'configuracoes',
      order: 20,
      also: ['/form-delivery-settings'],
    },
    {
      label: 'Integração de Estoque',
      to: '/integrations/stock',
      group: 'configuracoes',
      order: 30,
      also: ['/form-integrations', '/integrations/settings'],
    },
  ],
};
