// The dashboard area (see areas.ts): /dashboard/home. Read only: no request transaction.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import { postCall } from '../http/call-routes.js';
import { arrayOf, decimal, integer, nullable, object, string } from '../http/doc-schemas.js';
import { dashboardFields, dashboardHome } from './home.js';

const figure = object({ count: integer, value: decimal });
const status = { type: 'integer', enum: [0, 1, 2, 3, 4, 5, 6, 7] };
const orderRow = object({
  id: integer,
  customer: nullable(string),
  status,
  date: string,
  total: decimal,
  company_name: nullable(string),
});
/** DashboardHome of shared/calls/dashboard.ts. */
const dashboardAnswer = object({
  period: object({ start: string, end: string }),
  sells: figure,
  todaySells: figure,
  pendingSells: figure,
  unfinished: figure,
  total_products: integer,
  users: integer,
  mostSales: arrayOf(
    object({
      product_id: nullable(integer),
      name: string,
      quantity: integer,
      total: decimal,
      percent: decimal,
    }),
  ),
  categorys: arrayOf(
    object({ category_id: nullable(integer), name: string, quantity: integer, total: decimal }),
  ),
  salesPerDay: arrayOf(object({ date: string, count: integer, value: decimal })),
  byStatus: arrayOf(object({ status, count: integer, value: decimal })),
  pendingList: arrayOf(orderRow),
  unfinishedList: arrayOf(orderRow),
});

/** Generic calls this area replaces (none). */
export const dashboardOverrides: string[] = [];

export function registerDashboardRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.dashboardHome,
    {
      config: { transaction: false },
      schema: {
        tags: ['Dashboard'],
        summary: 'Dashboard de Vendas: números do período (meses inteiros, America/Sao_Paulo)',
        description:
          'Vendas (status 2, 3, 4), vendas de hoje, pendentes (status 1), não finalizados (status 0), ' +
          'produtos ativos, consumidores, 10 produtos mais vendidos com percentual, vendas por categoria, ' +
          'por dia e por status, e os 10 últimos pedidos pendentes e não finalizados. ' +
          'Anos dos últimos 10 anos; company_id só para admin (sem ele: toda a plataforma).',
        body: {
          type: 'object',
          required: ['startMonth', 'startYear', 'endMonth', 'endYear'],
          properties: Object.fromEntries(
            Object.entries(dashboardFields).map(([n, f]) => [n, { ...f.check, description: f.label }]),
          ),
        },
        response: { 200: dashboardAnswer },
      },
    },
    (r) => dashboardHome(r.scope, r.body),
  );
}
