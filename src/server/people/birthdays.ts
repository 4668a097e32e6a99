// /contact-list/index-birthday: contacts whose birthday (day and month, any year) falls today, this
// week (Sunday to Saturday) or this month, on the calendar of São Paulo.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import { asWire, postCall } from '../http/call-routes.js';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { listSchema, pageSchema } from '../crud/docs.js';
import {
  applyFilters,
  assertAccess,
  paginate,
  parseListParams,
  selectRecords,
  type Page,
} from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { invalid } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import { inLeapYear, type IsoDate, monthDay, today, weekOf } from '../../shared/time.js';

const model = entities.contact;
export const BIRTHDAY_PERIODS = ['today', 'week', 'month'] as const;
export type BirthdayPeriod = (typeof BIRTHDAY_PERIODS)[number];

/** The 'MM-DD' days a period covers, or the 'MM' month for 'month'. */
export function birthdayWindow(day: IsoDate, period: BirthdayPeriod): { days: string[] } | { month: string } {
  if (period === 'month') return { month: monthDay(day).slice(0, 2) };
  const dates = period === 'today' ? [day] : weekOf(day);
  const days = dates.map(monthDay);
  // In a year without 29 February, those born on it celebrate on the 28th.
  if (dates.some((d) => monthDay(d) === '02-28' && !inLeapYear(d))) days.push('02-29');
  return { days };
}

function periodOf(body: unknown): BirthdayPeriod {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).period : undefined;
  if (raw === undefined || raw === null || raw === '') return 'month';
  if (typeof raw === 'string' && (BIRTHDAY_PERIODS as readonly string[]).includes(raw))
    return raw as BirthdayPeriod;
  throw invalid({ period: ['Período inválido: use today, week ou month'] });
}

export async function listBirthdays(scope: Scope, body: unknown, now = new Date()): Promise<Page> {
  assertAccess(model, scope, 'read');
  const period = periodOf(body);
  const params = parseListParams(model, body);
  const window = birthdayWindow(today(undefined, now), period);
  let query = applyFilters(selectRecords(scope, model), model, scope, params)
    .clearSelect()
    .select([
      't.id',
      't.name',
      't.email',
      't.phone',
      't.birthday',
      sql<string>`to_char(t.birthday, 'MM-DD')`.as('birthday_md'),
    ])
    .where('t.birthday', 'is not', null);
  query =
    'days' in window
      ? query.where(sql`to_char(t.birthday, 'MM-DD')`, 'in', window.days)
      : query.where(sql`to_char(t.birthday, 'MM')`, '=', window.month);
  // Ordered as the days come in the year; the sort key is then dropped from the rows.
  const page = await paginate(query, params, [
    { ref: 'birthday_md', order: 'asc' },
    { ref: 't.name', order: 'asc' },
    { ref: 't.id', order: 'asc' },
  ]);
  for (const row of page.data) delete row.birthday_md;
  return page;
}

export function registerBirthdayRoutes(app: FastifyInstance): void {
  const list = listSchema(model);
  const page = pageSchema(model);
  const row = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      birthday: { type: 'string', format: 'date' },
    },
  };
  postCall(
    app,
    calls.birthdays,
    {
      config: { transaction: false },
      schema: {
        ...crudRouteDocs(model, 'index', 200),
        summary:
          'Contatos: aniversariantes de hoje, da semana (domingo a sábado) ou do mês (America/Sao_Paulo)',
        body: {
          ...list,
          properties: {
            ...(list.properties as object),
            period: { type: 'string', enum: [...BIRTHDAY_PERIODS], default: 'month' },
          },
        },
        response: {
          ...crudRouteDocs(model, 'index', 200).response,
          200: {
            ...page,
            properties: { ...(page.properties as object), data: { type: 'array', items: row } },
          },
        },
      },
    },
    (request) => asWire(listBirthdays(request.scope, request.body)),
  );
}
