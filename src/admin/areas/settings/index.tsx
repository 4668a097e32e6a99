// The settings area: payment (Dados de Recebimento) and delivery settings and the integrations, each
// a screen over the generic machinery plus its domain pieces (receive-data/, delivery/,
// integrations/). See generic/area.ts.
import { deliveryRoutes, deliveryScreen } from './delivery/screen';
import { integrationRoutes } from './integrations/routes';
import { receiveDataScreen } from './receive-data/screen';
import type { AreaModule } from '../../generic/area';

export const settingsArea: AreaModule = {
  name: 'settings',
  screens: [receiveDataScreen, deliveryScreen],
  routes: [...deliveryRoutes, ...integrationRoutes],
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
