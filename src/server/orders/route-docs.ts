// OpenAPI descriptions of the orders calls (documentation only: input is checked by our own code).
import { entities } from '../../generated/registry.js';
import type { JsonSchema } from '../../shared/entity.js';
import { errorSchema, recordSchema } from '../crud/docs.js';
import { orderListFields } from './lists.js';

const tags = [entities.buy.label.many];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const buy = recordSchema(entities.buy);
const buyItem = recordSchema(entities.buy_item);
const listRow = object({
  ...Object.fromEntries(
    [
      'id',
      'company_id',
      'created_at',
      'status',
      'send_type',
      'payment_type',
      'delivery_price',
      'products_value',
      'people_name',
      'delivery_code',
      'printed_at',
      'paid',
    ].map((k) => [k, (buy.properties as Record<string, JsonSchema>)[k] ?? {}]),
  ),
  total: { type: 'string', description: 'products_value + delivery_price − discount_value (decimal exato)' },
  company_name: { type: ['string', 'null'], description: 'Loja' },
});
const ids = (...names: string[]) =>
  object(Object.fromEntries(names.map((n) => [n, { type: 'integer' }])), names);

export const orderDocs = {
  list: (summary: string, withStatus = false) => ({
    tags,
    summary,
    description:
      'q procura no nome e e-mail do comprador, no código de rastreio e no número do pedido. ' +
      'ordenate_field: id (padrão, desc), created_at, status, products_value, delivery_price, total, people_name. ' +
      'company_id: só admin (usuário de loja sempre recebe a própria loja).',
    body: object(
      Object.fromEntries(
        Object.entries(orderListFields)
          .filter(([n]) => withStatus || n !== 'status')
          .map(([n, f]) => [n, { ...f.check, description: f.label }]),
      ),
      withStatus ? ['status'] : [],
    ),
    response: {
      200: object({
        data: { type: 'array', items: listRow },
        total: { type: 'integer' },
        last_page: { type: 'integer' },
      }),
      ...errors,
    },
  }),
  counts: {
    tags,
    summary: 'Quantos pedidos há em cada lista, e o número do pedido mais novo',
    body: object({ company_id: { type: 'integer', description: 'Loja (admin)' } }),
    response: {
      200: object(
        Object.fromEntries(
          ['pending', 'sortingOut', 'inTransit', 'finished', 'notFinished', 'canceled', 'latest_id'].map(
            (k) => [k, { type: ['integer', 'null'] }],
          ),
        ),
      ),
      ...errors,
    },
  },
  detail: {
    tags,
    summary: 'Detalhe do pedido: pedido com itens, pagamentos, endereços, antifraude e histórico de status',
    body: ids('buy_id'),
    response: {
      200: object({
        order: {
          ...buy,
          properties: {
            ...(buy.properties as Record<string, JsonSchema>),
            items: {
              type: 'array',
              items: {
                ...buyItem,
                properties: {
                  ...(buyItem.properties as Record<string, JsonSchema>),
                  product_image: {
                    type: 'array',
                    items: object({ thumb: { type: 'string' }, full: { type: 'string' } }),
                  },
                  package: {
                    type: ['object', 'null'],
                    description:
                      'Peso (g) e medidas (cm) da embalagem do produto; null se o produto não existe mais',
                    properties: Object.fromEntries(
                      ['weight_packed', 'length_packed', 'width_packed', 'height_packed'].map((k) => [
                        k,
                        { type: ['integer', 'null'] },
                      ]),
                    ),
                  },
                },
              },
            },
          },
        },
        payments: { type: 'array', items: recordSchema(entities.payment) },
        reprovedPaymentTimes: { type: 'integer' },
        costumer_address: { type: 'array', items: { type: 'object' } },
        antifraud_informations: { type: 'array', items: recordSchema(entities.antifraud_response) },
        status_history: { type: 'array', items: { type: 'object' } },
      }),
      ...errors,
    },
  },
  statusChange: {
    tags,
    summary: 'Código de rastreio: o pedido vai para Em trânsito (status 3)',
    body: object({ buy_id: { type: 'integer' }, status: { const: 3 }, delivery_code: { type: 'string' } }, [
      'buy_id',
      'status',
      'delivery_code',
    ]),
    response: { 201: buy, ...errors },
  },
  update: {
    tags,
    summary: 'Alterar Pedido: status, código de rastreio, tipo de pagamento, troco e pago',
    description:
      'Com o pedido em 0, 1 ou 7, password (a senha do próprio usuário) é obrigatória, salvo para os e-mails de ' +
      'ORDER_PASSWORD_EXEMPT_EMAILS. Mudanças de status sem sentido (ex.: de Cancelado) respondem 422. ' +
      'Toda mudança de status grava uma linha no histórico.',
    body: object(
      {
        buy_id: { type: 'integer' },
        status: { type: 'integer', enum: [0, 1, 2, 3, 4, 5, 6, 7] },
        delivery_code: { type: ['string', 'null'] },
        payment_type: { type: ['integer', 'null'] },
        transshipment: { type: ['string', 'null'] },
        payment_paid: { type: 'boolean' },
        password: { type: 'string' },
      },
      ['buy_id'],
    ),
    // 429: too many wrong passwords (the login's throttle, auth/rate-limit.ts).
    response: { 201: buy, ...errors, 429: errorSchema },
  },
  print: {
    tags,
    summary: 'Marca o pedido como impresso. Reimprimir exige full_permission (403)',
    body: ids('buy_id'),
    response: { 200: object({ printed_at: { type: 'string' }, reprint: { type: 'boolean' } }), ...errors },
  },
  melhorEnvio: {
    tags,
    summary: 'Envia o pedido ao carrinho do Melhor Envio com o token da loja',
    description:
      'Medidas em cm, peso em kg, insurance_value em reais. shipping: id do serviço do Melhor Envio ou default ' +
      '(SEDEX 2 ou PAC 1, conforme o pedido). document_fiscal_number: chave da NF-e (44 dígitos). ' +
      '422 com os erros do Melhor Envio; 502 se ele não responder.',
    body: object(
      {
        buy_id: { type: 'integer' },
        height: { type: 'number' },
        width: { type: 'number' },
        length: { type: 'number' },
        weight: { type: 'integer', minimum: 1, description: 'Peso em gramas' },
        insurance_value: { type: 'string' },
        document_fiscal_number: { type: 'string' },
        own_hand: { type: 'boolean' },
        non_commercial: { type: 'boolean' },
        receipt: { type: 'boolean' },
        shipping: { type: ['integer', 'string'] },
      },
      ['buy_id', 'height', 'width', 'length', 'weight'],
    ),
    response: {
      201: object({ message: { type: 'string' }, id: { type: ['string', 'null'] } }),
      ...errors,
      502: errorSchema,
    },
  },
};
