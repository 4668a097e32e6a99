// Hand-written calls of the orders area (see areas.ts): the six lists and their counts, the detail,
// status changes, printing and Melhor Envio (capture and rejection are the payments area's). Lists and the detail only read: no request
// transaction (tenancy/request-scope.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import type { ListTotals } from '../crud/list-totals.js';
import { postCall } from '../http/call-routes.js';
import { orderDocs as docs } from './route-docs.js';
import { orderDetail } from './detail.js';
import { countOrders, listOrders, listOrdersOfStatus } from './lists.js';
import { changeToInTransit, markPrinted, updateOrder } from './order-changes.js';
import { LIST_STATUSES } from '../../shared/order-status.js';
import { addOrderToMelhorEnvio } from './melhor-envio-route.js';

/** Generic calls this area replaces (none: buy keeps its generic /buy/index and /buy/show). */
export const ordersOverrides: string[] = [];

/** totals: the order counts and list totals, kept between calls (crud/list-totals.ts). */
export function registerOrderRoutes(app: FastifyInstance, totals: ListTotals): void {
  const readOnly = { config: { transaction: false } };
  const list = (call: typeof calls.pendingBuys, statuses: keyof typeof LIST_STATUSES, summary: string) =>
    postCall(app, call, { ...readOnly, schema: docs.list(summary) }, (r) =>
      listOrders(r.scope, r.body, LIST_STATUSES[statuses], totals),
    );
  list(calls.pendingBuys, 'pending', 'Pedidos a aprovar (status 1 e 7)');
  list(calls.sortingOutBuys, 'sortingOut', 'Pedidos em separação (status 2)');
  list(calls.inTransitBuys, 'inTransit', 'Pedidos enviados (status 3)');
  list(calls.canceledBuys, 'canceled', 'Pedidos expirados e cancelados (status 5 e 6)');
  postCall(
    app,
    calls.buysByStatus,
    { ...readOnly, schema: docs.list('Pedidos de um status (status obrigatório)', true) },
    (r) => listOrdersOfStatus(r.scope, r.body, totals),
  );
  postCall(app, calls.orderCounts, { ...readOnly, schema: docs.counts }, (r) =>
    countOrders(r.scope, r.body, totals),
  );
  postCall(app, calls.orderDetail, { ...readOnly, schema: docs.detail }, (r) => orderDetail(r.scope, r.body));

  postCall(app, calls.orderStatusChange, { status: 201, schema: docs.statusChange }, (r) =>
    changeToInTransit(r.scope, r.body),
  );
  // Outside the request transaction: the password's attempts commit before the order is locked.
  postCall(app, calls.orderUpdate, { ...readOnly, status: 201, schema: docs.update }, (r) =>
    updateOrder(r.scope, r.body, r.ip),
  );
  postCall(app, calls.orderPrint, { schema: docs.print }, (r) => markPrinted(r.scope, r.body));
  // Outside the request transaction: nothing is held while Melhor Envio answers; the mark commits after.
  postCall(app, calls.melhorEnvioAdd, { ...readOnly, status: 201, schema: docs.melhorEnvio }, (r) =>
    addOrderToMelhorEnvio(r.scope, r.body),
  );
}
