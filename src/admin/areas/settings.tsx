// The settings area of the panel: payment (Dados de Recebimento) and delivery settings and the
// integration key names. Their screens are still to be built ('Em construção'), but the spec
// already guards them. See areas/types.ts.
import type { PanelArea } from './types';
import { UnderConstruction } from '../pages/UnderConstruction';

export const settingsArea: PanelArea = {
  routes: [
    // A store has one set of payment and delivery settings: the lists of every store's are the
    // admin's, and a store user is sent to its own settings form instead.
    {
      path: '/receive-data',
      element: <UnderConstruction title="Dados de Recebimento" />,
      resource: 'receive-data',
      access: { level: 'admin', otherwise: '/form-receive-data' },
    },
    {
      path: '/delivery-settings',
      element: <UnderConstruction title="Configurações de Entrega" />,
      resource: 'delivery-settings',
      access: { level: 'admin', otherwise: '/form-delivery-settings/1' },
    },
    // Admin only because integration_key_name's x-access says so.
    {
      path: '/integrations/settings/add-key-name',
      element: <UnderConstruction title="Cadastrar Nova Integração" />,
      resource: 'integration-keys-name',
    },
  ],
};
