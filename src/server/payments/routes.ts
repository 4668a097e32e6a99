// Hand-written calls of the payments area (see areas.ts): capturing and rejecting an order's payment
// on its intermediary, and the intermediaries' credentials (check/save/update for e.Rede and
// Pagar.me). The gateways (gateways/) and the credentials are this area's; orders and settings use
// them, never the other way round.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import { errorSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { actOnPayment } from './capture.js';
import { registerPaymentCredentialRoutes } from './credentials.js';

/** Generic calls this area replaces (none). */
export const paymentsOverrides: string[] = [];

const ids = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((n) => [n, { type: 'integer' }])),
  required: names,
});

/** OpenAPI description of capture and rejection (input is checked by capture.ts). */
const paymentDocs = (summary: string) => ({
  tags: [entities.payment.label.many],
  summary,
  description:
    'Só com o pedido em 1 e o pagamento em 0 ou 1. status na resposta: o status do pedido depois (2 capturado, ' +
    '7 recusado; outro valor: o intermediador não fez). Um segundo pedido enquanto o primeiro espera o ' +
    'intermediador responde 409 (Pagamento em processamento, aguarde.); depois dele, responde o resultado sem ' +
    'chamar o intermediador de novo. pending: true quando o intermediador não respondeu e o status da cobrança ' +
    'não pôde ser lido: o próximo pedido consulta o intermediador antes de qualquer nova cobrança.',
  body: ids('payment_id', 'buy_id'),
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'integer' },
        payment_status_code: { type: ['integer', 'null'] },
        message: { type: 'string' },
        pending: { type: 'boolean' },
      },
    },
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
    422: errorSchema,
  },
});

export function registerPaymentRoutes(app: FastifyInstance): void {
  // No request transaction: capture.ts writes in two short ones around the intermediary's answer.
  const outside = { config: { transaction: false } };
  postCall(
    app,
    calls.paymentCapture,
    { ...outside, schema: paymentDocs('Captura o pagamento no intermediador') },
    (r) => actOnPayment(r.scope, r.body, 'capture', r.log),
  );
  postCall(
    app,
    calls.paymentReject,
    { ...outside, schema: paymentDocs('Recusa (cancela) o pagamento no intermediador') },
    (r) => actOnPayment(r.scope, r.body, 'reject', r.log),
  );
  registerPaymentCredentialRoutes(app);
}
