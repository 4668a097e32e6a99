// The orders area: the six status lists and the order detail, built by the orders issue (until then
// 'Em breve' in the menu). See areas/types.ts.
import type { AreaModule } from './types';

export const ordersArea: AreaModule = {
  name: 'orders',
  routes: [
    { path: '/pendingBuys', title: 'Lista de Compras a Serem Aprovadas' },
    { path: '/sortingOutBuys', title: 'Lista de Compras em Separação' },
    { path: '/inTransitBuys', title: 'Lista de Compras Enviadas' },
    { path: '/finished', title: 'Lista de Compras Entregues' },
    { path: '/not-finished-buys', title: 'Lista de Compras Não Finalizadas' },
    { path: '/get-buys-canceled', title: 'Lista de Compras Canceladas' },
    { path: '/detailOrder/:id', title: 'Detalhes do Pedido' },
  ],
  menu: [
    { label: 'A Aprovar', to: '/pendingBuys', group: 'pedidos', order: 10 },
    { label: 'Em Separação', to: '/sortingOutBuys', group: 'pedidos', order: 20 },
    { label: 'Enviados', to: '/inTransitBuys', group: 'pedidos', order: 30 },
    { label: 'Entregues', to: '/finished', group: 'pedidos', order: 40 },
    { label: 'Não Finalizados', to: '/not-finished-buys', group: 'pedidos', order: 50 },
    { label: 'Cancelados', to: '/get-buys-canceled', group: 'pedidos', order: 60 },
  ],
};
