// The settings area: payment (Dados de Recebimento) and delivery settings and the integrations,
// built by the settings issue ('Em breve' in the menu until then) but already guarded as the spec
// says. See areas/types.ts.
import { receiveDataScreen } from './settings-receive-data';
import type { AreaModule } from './types';

export const settingsArea: AreaModule = {
  name: 'settings',
  screens: [receiveDataScreen],
  routes: [
    // A store has one set of delivery settings: the list of every store's is the admin's, and a
    // store user is sent to its own settings form instead.
    {
      path: '/delivery-settings',
      title: 'Configurações de Entrega',
      resource: 'delivery-settings',
      access: { level: 'admin', otherwise: '/form-delivery-settings/1' },
    },
    { path: '/form-delivery-settings', title: 'Configurações de Entrega' },
    { path: '/form-delivery-settings/:id', title: 'Configurações de Entrega' },
    { path: '/integrations/stock', title: 'Integração de Estoque' },
    { path: '/form-integrations/:id', title: 'Integração' },
    // Admin only because integration_key_name's x-access says so.
    {
      path: '/integrations/settings/add-key-name',
      title: 'Cadastrar Nova Integração',
      resource: 'integration-keys-name',
    },
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
