// The marketing area: coupons, the marketing hub and its targets, and the Facebook and Google
// services, built by later issues ('Em breve' in the menu until then). Birthdays, a hub target, are
// the people area's. See areas/types.ts.
import { FacebookIntegration, GoogleIntegration } from '../settings/delivery/screen';
import type { AreaModule } from '../../generic/area';

export const marketingArea: AreaModule = {
  name: 'marketing',
  routes: [
    { path: '/coupon', title: 'Cupons' },
    { path: '/form-coupon', title: 'Cupom' },
    { path: '/form-coupon/:id', title: 'Cupom' },
    { path: '/marketing', title: 'Marketing' },
    { path: '/abandoned-carts', title: 'Recuperar Carrinhos' },
    { path: '/email-campaign', title: 'Compre Junto' },
    { path: '/campaign-scheduler', title: 'Agendar Campanhas' },
    { path: '/campaign-analytics', title: 'Desempenho' },
    { path: '/segments', title: 'Segmentar Clientes' },
    // The services' tokens (settings area: resources/integrations).
    { path: '/integrations/marketing/facebook', element: <FacebookIntegration /> },
    { path: '/integrations/marketing/google', element: <GoogleIntegration /> },
  ],
  menu: [
    { label: 'Cupons', to: '/coupon', group: 'marketing', order: 10, also: ['/form-coupon'] },
    {
      label: 'Marketing',
      to: '/marketing',
      group: 'marketing',
      order: 20,
      also: [
        '/abandoned-carts',
        '/email-campaign',
        '/campaign-scheduler',
        '/birthdays',
        '/campaign-analytics',
        '/segments',
        '/integrations/marketing',
      ],
    },
    // The spec points abandoned carts at the coupon list.
    { label: 'Carrinhos Abandonados', to: '/coupon', group: 'marketing', order: 30 },
  ],
};
