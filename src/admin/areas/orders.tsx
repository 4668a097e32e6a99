// The orders area: the six status lists and the order detail, built by the orders issue (until then
// 'Em breve' in the menu). See areas/types.ts.
import { lazy } from 'react';
import type { AreaModule } from './types';

const OrderDetail = lazy(() => import('../orders/detail/OrderDetailPage'));
const OrderPrint = lazy(() => import('../orders/print/OrderPrintPage'));

export const ordersArea: AreaModule = {
  name: 'orders',
  routes: [
    { path: '/pendingBuys', title: 'Lista de Compras a Serem Aprovadas' },
    { path: '/sortingOutBuys', title: 'Lista de Compras em Separação' },
    { path: '/inTransitBuys', title: 'Lista de Compras Enviadas' },
    { path: '/finished', title: 'Lista de Compras Entregues' },
    { path: '/not-finished-buys', title: 'Lista de Compras Não Finalizadas' },
    { path: '/get-buys-canceled', title: 'Lista de Compras Canceladas' },
    { path: '/detailOrder/:id', title: 'Detalhes do Pedido', element: <OrderDetail /> },
    { path: '/detailOrder/:id/print', title: 'Impressão do Pedido', element: <OrderPrint />, noLayout: true },
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
