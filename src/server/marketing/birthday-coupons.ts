// POST /birthdays/coupon {id, discount_rate?}: the birthdays screen's 'Gerar cupom' (/birthdays). In
// the request's transaction it makes a coupon for one birthday person — a contact of the store, as
// /contact-list/index-birthday lists them: a readable code unique in the store ('NIVER-MARIA-7K3Q'),
// `discount_rate` percent off (10 unless sent), one use (max_uses 1), for that contact only
// (contact_id), valid from now to the end of the day 30 days later on the coupon clock
// (America/Bahia), described 'Cupom de aniversário de {nome}'. Tenancy: the contact is looked up
// through the caller's handle, so a store user's own store only (another store's contact → 404, as a
// missing one); an admin's coupon goes to the contact's store.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import type { JsonSchema } from '../../shared/entity.js';
import { addDays, COUPON_TIME_ZONE, dateIn, zonedDateTime } from '../../shared/time.js';
import { errorSchema, recordSchema } from '../crud/docs.js';
import { assertAccess, findRecord } from '../crud/records.js';
import { asWire, postCall } from '../http/call-routes.js';
import { HttpError, notFound } from '../http/errors.js';
import { type Fields, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';

/** Percent off when the call does not say. */
export const BIRTHDAY_RATE = 10;
/** Days the coupon lasts after today (on the coupon clock), to the end of that day. */
export const BIRTHDAY_DAYS = 30;
export const birthdayDescription = (name: string) => `Cupom de aniversário de ${name}`;

// No 0/O or 1/I: read aloud or typed from a WhatsApp message without doubt.
const SUFFIX_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 4;
const MAX_ATTEMPTS = 8;

export const randomSuffix = (): string =>
  Array.from({ length: SUFFIX_LENGTH }, () => SUFFIX_LETTERS[randomInt(SUFFIX_LETTERS.length)]).join('');

/** 'NIVER-{FIRST NAME}-{suffix}': upper case, accents and anything not a letter or digit dropped. */
export function birthdayCode(name: string, suffix: string): string {
  const first = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Z0-9]/g, ''))
    .find(Boolean)
    ?.slice(0, 20);
  return first ? `NIVER-${first}-${suffix}` : `NIVER-${suffix}`;
}

const fields: Fields = {
  id: {
    label: 'Aniversariante',
    check: { type: 'integer', minimum: 1 },
    messages: { type: 'Aniversariante inválido', minimum: 'Aniversariante inválido' },
  },
  discount_rate: {
    label: 'Taxa',
    check: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
    messages: {
      type: 'Taxa deve ser um número',
      exclusiveMinimum: 'Taxa deve ser maior que 0',
      maximum: 'Taxa deve ser no máximo 100',
    },
  },
};

export async function createBirthdayCoupon(
  scope: Scope,
  body: unknown,
  options: { now?: Date; suffix?: () => string } = {},
): Promise<Record<string, unknown>> {
  const { now = new Date(), suffix = randomSuffix } = options;
  assertAccess(entities.coupon, scope, 'write');
  assertAccess(entities.contact, scope, 'read');
  const input = parseFields(fields, body, ['id']);
  const person = await scope.db
    .selectFrom('contact')
    .select(['id', 'company_id', 'name'])
    .where('id', '=', input.id as number)
    .executeTakeFirst();
  if (!person) throw notFound();
  const db = scope.forStore(person.company_id);
  const lastDay = addDays(dateIn(now, COUPON_TIME_ZONE), BIRTHDAY_DAYS);
  const values = {
    company_id: person.company_id,
    discount_rate: String(input.discount_rate ?? BIRTHDAY_RATE),
    discount_value: '0.00',
    init_date: now,
    expire_date: new Date(zonedDateTime(lastDay, COUPON_TIME_ZONE, { endOfDay: true }) as string),
    active: true,
    remove_sale: false,
    description: birthdayDescription(person.name),
    max_uses: 1,
    contact_id: person.id,
  };
  // A code already taken in the store (unique without case) inserts nothing: try another suffix.
  // ON CONFLICT keeps the request's transaction usable, where a unique violation would end it.
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const inserted = await db
      .insertInto('coupon')
      .values({ ...values, code: birthdayCode(person.name, suffix()) })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return findRecord(scope, entities.coupon, Number(inserted.id));
  }
  throw new HttpError(503, 'Não foi possível gerar um código de cupom livre. Tente novamente.');
}

const docs = {
  tags: [entities.coupon.label.many],
  summary: 'Aniversariantes: gerar um cupom de uso único para um contato',
  description:
    'Cria, numa transação, um cupom da loja do contato (aniversariante de /contact-list/index-birthday): ' +
    "código legível e único na loja ('NIVER-MARIA-7K3Q': primeiro nome em maiúsculas, sem acentos, e " +
    `um sufixo aleatório), taxa de discount_rate % (padrão ${BIRTHDAY_RATE}), max_uses 1, contact_id ` +
    `o contato, válido de agora até o fim do dia ${BIRTHDAY_DAYS} dias depois (relógio ${COUPON_TIME_ZONE}), ` +
    "descrição 'Cupom de aniversário de {nome}', ativo. Contato de outra loja → 404 para usuário de loja; " +
    'o administrador gera o cupom na loja do contato.',
  body: {
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'integer', minimum: 1, description: 'O contato (id da linha de aniversariantes)' },
      discount_rate: {
        type: 'number',
        exclusiveMinimum: 0,
        maximum: 100,
        default: BIRTHDAY_RATE,
        description: 'Percentual de desconto',
      },
    },
  } satisfies JsonSchema,
  response: {
    201: recordSchema(entities.coupon),
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    422: errorSchema,
    // No free code found after several tries (practically never).
    503: errorSchema,
  },
};

export function registerBirthdayCouponRoutes(app: FastifyInstance): void {
  postCall(app, calls.birthdayCoupon, { status: 201, schema: docs }, (request) =>
    asWire(createBirthdayCoupon(request.scope, request.body)),
  );
}
