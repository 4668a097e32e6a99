// /order/delivery/add-buy-in-melhor-envio: the cart form of the order detail. The shipment goes from
// the store (its name, document, first active address and phone) to the order's buyer, with the
// order's items and the parcel typed on the form, to the Melhor Envio cart of the store's token
// (integration key melhor_envio_token, opened from the secret box here only). Demo stores
// (company.sandbox) use the sandbox cart.
//
// No transaction is open while Melhor Envio answers (the route says `transaction: false`): the order
// and the store are read first, the cart call is made with nothing held, and the delivery_source mark
// is written in a short transaction of its own afterwards.
import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';
import { parseMoney } from '../../shared/money.js';
import type { MelhorEnvioCartRequest } from '../../shared/calls/index.js';
import { HttpError, invalid, notFound } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import { isSealed, secretContext } from '../security/secret-box.js';
import type { Scope } from '../tenancy/scope.js';
import {
  addToMelhorEnvioCart,
  type MelhorEnvioCart,
  type MelhorEnvioParty,
  sandboxMelhorEnvioCart,
} from './melhor-envio.js';

export const SENT_TO_MELHOR_ENVIO = 'Seu Pedido Foi enviado p/ o Melhor Envio';
export const NO_TOKEN = 'Cadastre o token do Melhor Envio nas configurações de entrega.';
export const MELHOR_ENVIO_TOKEN_KEY = 'melhor_envio_token';

const size = (label: string) => ({
  label,
  check: { type: 'number', exclusiveMinimum: 0, maximum: 300 },
  messages: {
    exclusiveMinimum: `${label} deve ser maior que 0`,
    maximum: `${label} deve ser no máximo 300 cm`,
  },
});

const fields: Fields = {
  buy_id: { label: 'Pedido', check: { type: 'integer', minimum: 1 } },
  height: size('Altura'),
  width: size('Largura'),
  length: size('Comprimento'),
  weight: {
    label: 'Peso',
    check: { type: 'number', exclusiveMinimum: 0, maximum: 1000 },
    messages: { exclusiveMinimum: 'Peso deve ser maior que 0', maximum: 'Peso deve ser no máximo 1000 kg' },
  },
  insurance_value: { label: 'Valor do seguro', check: { type: ['string', 'number'], maxLength: 30 } },
  document_fiscal_number: { label: 'Chave da nota fiscal', check: { type: 'string', maxLength: 60 } },
  own_hand: { label: 'Mão própria', check: { type: 'boolean' } },
  non_commercial: { label: 'Envio não comercial', check: { type: 'boolean' } },
  receipt: { label: 'Aviso de recebimento', check: { type: 'boolean' } },
  shipping: { label: 'Serviço de entrega', check: { type: ['integer', 'string'], maxLength: 20 } },
};

/** The form's service: a Melhor Envio service id, or 'default' / 0 'Padrão' (from the order: SEDEX 2, else PAC 1). */
function serviceOf(shipping: unknown, sendType: string | null): number {
  if (typeof shipping === 'number') return shipping;
  if (shipping === undefined || shipping === 'default' || shipping === 0 || shipping === '0')
    return /sedex/i.test(sendType ?? '') ? 2 : 1;
  if (/^\d{1,4}$/.test(String(shipping))) return Number(shipping);
  throw invalid({ shipping: ['Serviço de entrega inválido'] });
}

export async function addOrderToMelhorEnvio(
  scope: Scope,
  body: unknown,
): Promise<{ message: string; id: string | null }> {
  const input = parseFields(fields, body, [
    'buy_id',
    'height',
    'width',
    'length',
    'weight',
  ]) as Partial<MelhorEnvioCartRequest> & Record<string, unknown>;
  const insurance = input.insurance_value === undefined ? '0.00' : parseMoney(input.insurance_value);
  if (insurance === null || insurance.startsWith('-'))
    throw invalid({
      insurance_value: ['Valor do seguro deve ser um valor em reais, com até 2 casas decimais'],
    });
  const invoiceKey = input.document_fiscal_number
    ? String(input.document_fiscal_number).replace(/\D/g, '')
    : '';
  if (input.document_fiscal_number && invoiceKey.length !== 44)
    throw invalid({ document_fiscal_number: ['A chave da nota fiscal deve ter 44 dígitos'] });

  const order = await scope.db
    .selectFrom('buy')
    .selectAll()
    .where('id', '=', input.buy_id as number)
    .executeTakeFirst();
  if (!order) throw notFound();
  const service = serviceOf(input.shipping, order.send_type);
  const db = scope.forStore(order.company_id);
  const [company, address, phone, items, token] = await Promise.all([
    db.selectFrom('company').selectAll().where('id', '=', order.company_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('address')
      .selectAll()
      .where('company_id', '=', order.company_id)
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirst(),
    db
      .selectFrom('phone')
      .select('number')
      .where('company_id', '=', order.company_id)
      .orderBy('id')
      .executeTakeFirst(),
    db
      .selectFrom('buy_item')
      .select(['name', 'amount', 'unit_price'])
      .where('buy_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('integration_key')
      .select('value')
      .where('company_id', '=', order.company_id)
      .where('key_name', '=', MELHOR_ENVIO_TOKEN_KEY)
      .executeTakeFirst(),
  ]);

  const document = (company.cpf_cnpj ?? '').replace(/[^0-9A-Za-z]/g, '');
  const from: MelhorEnvioParty = {
    name: company.fantasy_name,
    email: company.email ?? undefined,
    phone: phone?.number ?? undefined,
    ...(document.length > 11 || isValidCNPJ(document) ? { company_document: document } : { document }),
    address: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? undefined,
    district: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state_abbr: address?.state ?? '',
    postal_code: address?.cep ?? '',
  };
  const buyerDocument = (order.cpf_cnpj ?? '').replace(/\D/g, '');
  const to: MelhorEnvioParty = {
    name: order.people_name ?? '',
    email: order.email ?? undefined,
    phone: order.phone_number ?? undefined,
    ...(buyerDocument.length > 11 ? { company_document: buyerDocument } : { document: buyerDocument }),
    address: order.street ?? '',
    number: order.number ?? '',
    complement: order.complement ?? undefined,
    district: order.neighborhood ?? '',
    city: order.city ?? '',
    state_abbr: order.state ?? '',
    postal_code: order.cep ?? '',
  };
  const cart: MelhorEnvioCart = {
    service,
    from,
    to,
    products: items.map((i) => ({ name: i.name, quantity: i.amount, unitary_value: i.unit_price })),
    volumes: [
      {
        height: input.height as number,
        width: input.width as number,
        length: input.length as number,
        weight: input.weight as number,
      },
    ],
    options: {
      insurance_value: insurance,
      receipt: input.receipt === true,
      own_hand: input.own_hand === true,
      non_commercial: input.non_commercial === true,
      ...(invoiceKey ? { invoice: { key: invoiceKey } } : {}),
      platform: 'Painel Lojas',
      tags: [{ tag: `Pedido ${order.id}` }],
    },
  };

  let result;
  if (company.sandbox) result = await sandboxMelhorEnvioCart(cart);
  else {
    const stored = token?.value;
    if (!stored) throw invalid({ token: [NO_TOKEN] }, NO_TOKEN);
    const plain = isSealed(stored)
      ? scope.secrets.open(stored, secretContext('integration_key', 'value'))
      : stored;
    result = await addToMelhorEnvioCart(plain, cart);
  }
  if (!result.ok) {
    if (result.reason === 'refused') throw invalid(result.errors ?? {}, result.message);
    if (result.reason === 'credentials') throw invalid({ token: [result.message] }, result.message);
    throw new HttpError(502, result.message);
  }
  await scope.transaction(async (tx) => {
    await tx.db
      .updateTable('buy')
      .set({ delivery_source: 'Melhor Envio' })
      .where('id', '=', order.id)
      .execute();
  });
  return { message: SENT_TO_MELHOR_ENVIO, id: result.id };
}
