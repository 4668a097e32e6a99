// The orders area: the six status lists (one generic list over the entity 'buy', each reading its
// declared call with its statuses: configuration, not six components), their menu items with how
// many orders each holds, the order detail (a row opens it in a new tab) and its print view. See
// generic/area.ts.
import type { RaRecord } from 'react-admin';
import type { ListCallName } from '../../dataProvider';
import type { Column, Screen } from '../../generic/screen';
import type { AreaModule, MenuCount } from '../../generic/area';
import { lazyPage } from '../../generic/lazy';

const NewOrdersNotice = lazyPage(() => import('./lists/NewOrdersNotice'));
const OrderDetail = lazyPage(() => import('./detail/OrderDetailPage'));
const OrderPrint = lazyPage(() => import('./print/OrderPrintPage'));
const OrdersPrint = lazyPage(() => import('./print/OrdersPrintPage'));
// 'Imprimir selecionados' and 'Avançar status' in the bulk bar.
const OrderBulkActions = lazyPage(() => import('./lists/OrderBulkActions'));

/** Spec section 2: the order lists' columns (Cliente for admins is the generic layer's). */
const ORDER_COLUMNS: Column[] = [
  { source: 'id', label: 'ID' },
  { source: 'created_at', label: 'Data', display: 'datetime' },
  { source: 'send_type', label: 'Tipo Envio', sortable: false },
  { source: 'payment_type', label: 'Tipo Pgto', sortable: false },
  { source: 'delivery_price', label: 'Frete', display: 'money', sortable: true },
  { source: 'products_value', label: 'Valor da Compra', display: 'money' },
  // Where a coupon applied: the Total below is what the buyer paid (issue 25 item 10).
  { source: 'discount_value', label: 'Desconto', display: 'money', sortable: false },
  // products_value + delivery_price − discount_value, computed by the server (OrderListRow.total).
  { source: 'total', label: 'Total', display: 'money', sortable: true },
  { source: 'people_name', label: 'Comprador', sortable: true },
  { source: 'status', label: 'Status', display: 'chip' },
];

export const ORDERS_EMPTY = 'Nenhum Item encontrado';
// The server also finds the buyer's e-mail and the tracking code; the label (short enough to be
// read whole in the box) says the usual two.
export const ORDERS_SEARCH = 'Buscar comprador ou nº';

/** A row opens the order's detail in a new tab (spec section 2). */
export const orderDetailPath = (record: RaRecord) => `/detailOrder/${record.id}`;

/** One order list: its route, title and call (with the statuses a shared call needs). */
function orderList(
  resource: string,
  title: string,
  call: ListCallName,
  params?: Record<string, unknown>,
): Screen {
  return {
    resource,
    entity: 'buy',
    title,
    listCall: { name: call, params },
    columns: ORDER_COLUMNS,
    dense: true,
    searchLabel: ORDERS_SEARCH,
    empty: ORDERS_EMPTY,
    rowLink: {
      to: orderDetailPath,
      label: (record) => `Abrir pedido ${record.id} em nova aba`,
      newTab: true,
    },
    // Phone: the order number (under the title), the buyer, when, how much, where it stands (and
    // for an admin the store).
    card: { title: 'people_name', lines: ['created_at', 'total', 'status', 'company_name'] },
    slots: { toolbar: NewOrdersNotice, bulkActions: OrderBulkActions },
  };
}

/** The menu's count of each list, from one /buy/counts request. */
const countOf = (field: string): MenuCount => ({
  call: 'orderCounts',
  field,
  noun: { one: 'pedido', many: 'pedidos' },
});

export const ordersArea: AreaModule = {
  name: 'orders',
  screens: [
    orderList('pendingBuys', 'Lista de Compras a Serem Aprovadas', 'pendingBuys'),
    orderList('sortingOutBuys', 'Lista de Compras em Separação', 'sortingOutBuys'),
    orderList('inTransitBuys', 'Lista de Compras Enviadas', 'inTransitBuys'),
    orderList('finished', 'Lista de Compras Entregues', 'buysByStatus', { status: 4 }),
    orderList('not-finished-buys', 'Lista de Compras Não Finalizadas', 'buysByStatus', { status: 0 }),
    orderList('get-buys-canceled', 'Lista de Compras Canceladas', 'canceledBuys'),
  ],
  routes: [
    { path: '/detailOrder/:id', title: 'Detalhes do Pedido', element: <OrderDetail /> },
    { path: '/detailOrder/:id/print', title: 'Impressão do Pedido', element: <OrderPrint />, noLayout: true },
    // Several orders, one a page (the lists' 'Imprimir selecionados'); ranked above /detailOrder/:id.
    { path: '/detailOrder/print', title: 'Impressão dos Pedidos', element: <OrdersPrint />, noLayout: true },
  ],
  menu: [
    { label: 'A Aprovar', to: '/pendingBuys', group: 'pedidos', order: 10, count: countOf('pending') },
    {
      label: 'Em Separação',
      to: '/sortingOutBuys',
      group: 'pedidos',
      order: 20,
      count: countOf('sortingOut'),
    },
    { label: 'Enviados', to: '/inTransitBuys', group: 'pedidos', order: 30, count: countOf('inTransit') },
    { label: 'Entregues', to: '/finished', group: 'pedidos', order: 40, count: countOf('finished') },
    {
      label: 'Não Finalizados',
      to: '/not-finished-buys',
      group: 'pedidos',
      order: 50,
      count: countOf('notFinished'),
    },
    {
      label: 'Cancelados',
      to: '/get-buys-canceled',
      group: 'pedidos',
      order: 60,
      count: countOf('canceled'),
    },
  ],
};
