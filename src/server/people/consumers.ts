// Consumer calls: the list with its date window and the password reset from the panel. Save and
// update are the generic ones (the password is an x-hash field, stored hashed).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import { postCall } from '../http/call-routes.js';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { hashPassword } from '../auth/passwords.js';
import { errorSchema, listSchema } from '../crud/docs.js';
import {
  applyFilters,
  assertAccess,
  orderOf,
  paginate,
  parseId,
  parseListParams,
  selectRecords,
  type Page,
  type Row,
} from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import type { Scope } from '../tenancy/scope.js';
import { addError, type FieldErrors, invalid, notFound } from '../http/errors.js';
import { ajv, inputSchema, messageFor } from '../http/validation.js';
import { isStorableText } from '../../shared/validation-rules.js';
import { addDays, parseIsoDate, startOfLocalDay, today } from '../../shared/time.js';

const model = entities.consumer;
export const PASSWORD_UPDATED = 'Senha atualizada com sucesso!';
export const PASSWORD_MISSING = 'Por favor, insira uma nova senha.';

const body = (input: unknown): Row =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Row) : {};

/** init_date / finish_date: whole days in São Paulo, both inclusive; finish defaults to today. */
function dateWindow(params: Row): { init?: string; finish: string } {
  const errors: FieldErrors = {};
  const read = (name: string, label: string) => {
    const raw = params[name];
    if (raw === undefined || raw === null || raw === '') return undefined;
    const date = parseIsoDate(raw);
    if (!date) addError(errors, name, `${label} deve ser uma data válida`);
    return date;
  };
  const init = read('init_date', 'Data inicial');
  const finish = read('finish_date', 'Data final') ?? today();
  if (Object.keys(errors).length) throw invalid(errors);
  return { init, finish };
}

export async function listConsumers(scope: Scope, input: unknown): Promise<Page> {
  assertAccess(model, scope, 'read');
  const params = parseListParams(model, input);
  // Read from the body: parseListParams keeps only the entity's own filters.
  const { init, finish } = dateWindow(body(input));
  let query = applyFilters(selectRecords(scope, model), model, scope, params);
  if (init) query = query.where('t.created_at', '>=', startOfLocalDay(init));
  query = query.where('t.created_at', '<', startOfLocalDay(addDays(finish, 1)));
  const { field, order } = orderOf(model, params, scope);
  const orderBy = [{ ref: `t.${field}`, order }];
  if (field !== 'id') orderBy.push({ ref: 't.id', order: 'desc' });
  return paginate(query, params, orderBy);
}

const passwordProperty = model.properties.password;
const validatePassword = ajv.compile(inputSchema(passwordProperty, false));

/** The new password, checked against the schema's rules (6 to 72 characters). */
function newPassword(value: unknown, errors: FieldErrors): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    addError(errors, 'password', PASSWORD_MISSING);
    return undefined;
  }
  if (!validatePassword(value)) {
    addError(errors, 'password', messageFor(validatePassword.errors![0], passwordProperty));
    return undefined;
  }
  return String(value);
}

/**
 * Sets a consumer's password. The consumer is named by id (the consumer row) or user_id (its
 * storefront account); an e-mail, when sent, must be the consumer's too.
 */
export async function updateConsumerPassword(scope: Scope, input: unknown): Promise<void> {
  assertAccess(model, scope, 'write');
  const b = body(input);
  const errors: FieldErrors = {};
  const password = newPassword(b.password, errors);
  const by = b.id !== undefined && b.id !== null && b.id !== '' ? 'id' : 'user_id';
  let id: number | undefined;
  if (b[by] === undefined || b[by] === null || b[by] === '')
    addError(errors, 'user_id', 'Por favor insira Consumidor');
  else {
    try {
      id = parseId(b, by);
    } catch {
      addError(errors, by, 'Consumidor inválido');
    }
  }
  const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : '';
  if (email.length > 255 || !isStorableText(email)) addError(errors, 'email', 'E-mail deve ser valido');
  if (Object.keys(errors).length || id === undefined || password === undefined) throw invalid(errors);
  let query = scope.db
    .updateTable('consumer')
    .set({ password: await hashPassword(password), updated_at: sql`now()` })
    .where(by, '=', id);
  if (email) query = query.where(sql`lower(email)`, '=', email);
  const result = await query.executeTakeFirst();
  if (!result.numUpdatedRows) throw notFound();
}

export function registerConsumerRoutes(app: FastifyInstance): void {
  const list = listSchema(model);
  app.post(
    '/api/consumer/index',
    {
      config: { transaction: false },
      schema: {
        ...crudRouteDocs(model, 'index', 200),
        summary:
          'Consumidores: lista paginada; cadastrados entre init_date e finish_date (dias inteiros em America/Sao_Paulo, finish_date padrão hoje)',
        body: {
          ...list,
          properties: {
            ...(list.properties as object),
            init_date: { type: 'string', format: 'date', description: 'Cadastrados a partir de (inclusive)' },
            finish_date: {
              type: 'string',
              format: 'date',
              description: 'Cadastrados até (inclusive); padrão: hoje',
            },
          },
        },
      },
    },
    async (request) => listConsumers(request.scope, request.body),
  );

  postCall(
    app,
    calls.consumerUpdatePassword,
    {
      schema: {
        tags: [model.label.many],
        summary: 'Consumidores: define uma nova senha (guardada como hash)',
        body: {
          type: 'object',
          properties: {
            id: { type: 'integer', description: 'Id do consumidor' },
            user_id: {
              type: 'integer',
              description: 'Conta da loja virtual do consumidor (se não houver id)',
            },
            email: { type: 'string', description: 'Opcional: deve ser o e-mail do consumidor' },
            password: { type: 'string', minLength: 6, maxLength: 72 },
          },
          required: ['password'],
        },
        response: {
          200: { type: 'object', properties: { message: { type: 'string', enum: [PASSWORD_UPDATED] } } },
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      await updateConsumerPassword(request.scope, request.body);
      return { message: PASSWORD_UPDATED };
    },
  );
}
