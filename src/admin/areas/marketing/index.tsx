// The marketing area: coupons, the marketing hub and its targets, built by a later issue ('Em breve'
// in the menu until then). Birthdays, a hub target, are the people area's; the Facebook and Google
// services' tokens are the settings area's integrations. See generic/area.ts.
import { lazy } from 'react';
import type { AreaModule } from '../../generic/area';

const BoughtTogether = lazy(() => import('./bought-together/BoughtTogether'));

export const marketingArea: AreaModule = {
  name: 'marketing',
  screens: [
    {
      // 'Agendar Campanhas': the list at the spec's /campaign-scheduler, the form at /form-campaign.
      resource: 'campaign-scheduler',
      entity: 'campaign',
      title: 'Agendar Campanhas',
      form: 'form-campaign',
      createTitle: 'Nova Campanha',
      editTitle: 'Editar Campanha',
      createLabel: 'Nova Campanha',
      searchLabel: 'Buscar por nome',
      filters: ['segment', { source: 'active', label: 'Ativa' }],
      columns: [
        { source: 'name', label: 'Nome' },
        { source: 'init_date', label: 'Início' },
        { source: 'finish_date', label: 'Fim' },
        { source: 'coupon_id', label: 'Cupom' },
        { source: 'segment', label: 'Público' },
        { source: 'status', label: 'Status' },
      ],
      card: { title: 'name', lines: ['init_date', 'finish_date', 'segment', 'status'] },
      fields: ['name', 'init_date', 'finish_date', 'coupon_id', 'segment', 'message', 'active'],
      afterSave: '/campaign-scheduler',
    },
  ],
  routes: [
    { path: '/coupon', title: 'Cupons' },
    { path: '/form-coupon', title: 'Cupom' },
    { path: '/form-coupon/:id', title: 'Cupom' },
    { path: '/marketing', title: 'Marketing' },
    { path: '/abandoned-carts', title: 'Recuperar Carrinhos' },
    { path: '/email-campaign', title: 'Compre Junto', element: <BoughtTogether /> },
    { path: '/campaign-analytics', title: 'Desempenho' },
    { path: '/segments', title: 'Segmentar Clientes' },
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
        '/form-campaign',
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
