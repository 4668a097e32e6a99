// The dashboard area (see areas.ts): /dashboard/home. Read only: no request transaction.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import { postCall } from '../http/call-routes.js';
import { dashboardFields, dashboardHome } from './home.js';

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
      },
    },
    (r) => dashboardHome(r.scope, r.body),
  );
}
