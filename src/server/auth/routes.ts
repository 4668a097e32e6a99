// /api/users/*: login, session check, logout, and the admin-only user administration.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { Database } from '../db/connect.js';
import {
  recordSchema,
  saveSchema,
  updateSchema,
  pageSchema,
  listSchema,
  errorSchema,
  idSchema,
} from '../crud/docs.js';
import { createRecord, findRecord, listRecords, parseId, type Row, updateRecord } from '../crud/records.js';
import { forbidden, HttpError, invalid, notFound } from '../http/errors.js';
import { reaches } from '../../shared/policy.js';
import { isStorableText } from '../../shared/validation-rules.js';
import { verifyPassword } from './passwords.js';
import { guardedPasswordCheck, ledgerOn, shouldAlert } from './rate-limit.js';
import { settleNotifications } from '../db/notifications.js';
import { createSession, revokeSession, type SessionUser } from './sessions.js';
import { endSessionsAfterUserChange, userWrite } from './user-rules.js';

const userModel = entities.user;
export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';

const publicUser = (u: SessionUser) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  admin: u.admin,
  full_permission: u.full_permission,
  company_id: u.company_id,
});

const userFields = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'boolean' },
    full_permission: { type: 'boolean' },
    company_id: { type: ['integer', 'null'] },
  },
};

function requireAdmin(user: SessionUser): void {
  if (!reaches(user, 'admin')) throw forbidden();
}

/**
 * The store an update moves a user to: undefined when company_id is not sent, null for none; an
 * unknown store is a 422 on company_id.
 */
async function storeOf(db: Database, input: Row): Promise<number | null | undefined> {
  if (!('company_id' in input)) return undefined;
  const raw = input.company_id;
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  const found =
    Number.isInteger(id) && id > 0
      ? await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
  if (!found) throw invalid({ company_id: ['Cliente inválido'] });
  return id;
}

export function registerUserRoutes(
  app: FastifyInstance,
  db: Database,
  options: { sessionTtlHours: number },
): void {
  const tags = ['Usuários'];

  app.post(
    '/api/users/store-login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Login do painel',
        security: [],
        body: {
          type: 'object',
          properties: { email: { type: 'string' }, password: { type: 'string' } },
          required: ['email', 'password'],
        },
        response: {
          200: { type: 'object', properties: { token: { type: 'string' }, user: userFields } },
          401: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Row;
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const errors: Record<string, string[]> = {};
      if (!email) errors.email = ['Por favor insira um e-mail'];
      if (!password) errors.password = ['Por favor insira Senha'];
      // No user has such an e-mail or password: not worth a query or a hash.
      if (email.length > 255 || password.length > 200 || !isStorableText(email))
        throw new HttpError(401, WRONG_CREDENTIALS);
      if (Object.keys(errors).length) throw invalid(errors);
      const row = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'admin', 'full_permission', 'company_id', 'active', 'password'])
        .where('email', '=', email)
        .executeTakeFirst();
      // Verified even for an unknown e-mail (against no hash): the answer takes as long either way.
      const { ok, emailFailures } = await guardedPasswordCheck(
        ledgerOn(db),
        email,
        request.ip,
        async () => (await verifyPassword(password, row?.password)) && !!row?.active,
      );
      if (shouldAlert(email, emailFailures))
        request.log.warn(
          { email, failures: emailFailures },
          'login: many failed attempts for one e-mail from all addresses',
        );
      if (!ok || !row) throw new HttpError(401, WRONG_CREDENTIALS);
      const token = await createSession(db, row.id, options.sessionTtlHours, request.ip);
      request.log.info({ userId: row.id }, 'login');
      return { token, user: publicUser(row) };
    },
  );

  app.post(
    '/api/users/store-check',
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Confere o token e devolve o usuário',
        response: { 200: userFields, 401: errorSchema },
      },
    },
    async (request) => publicUser(request.user),
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags,
        summary: 'Encerra a sessão (o token deixa de valer)',
        response: {
          200: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
        },
      },
    },
    async (request) => {
      await revokeSession(request.scope.db, request.token);
      // The answer waits until the other API processes have heard of it (auth/session-cache.ts).
      request.scope.afterCommit(() => settleNotifications(db));
      return { message: 'Sessão encerrada.' };
    },
  );

  app.post(
    '/api/users/index-store',
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Usuários (paginado; filtros company_id, active, q). Somente admin.',
        body: listSchema(userModel),
        response: { 200: pageSchema(userModel), 403: errorSchema },
      },
    },
    async (request) => {
      requireAdmin(request.user);
      return listRecords(request.scope, userModel, request.body);
    },
  );

  app.post(
    '/api/users/index-all',
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Todos os usuários, sem paginação. Somente admin.',
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: recordSchema(userModel) },
              total: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      requireAdmin(request.user);
      const body = { ...((request.body ?? {}) as Row), page: 1, itens_per_page: 1000 };
      const page = await listRecords(request.scope, userModel, body);
      return { data: page.data, total: page.total };
    },
  );

  app.post(
    '/api/users/save-if-admin',
    {
      schema: {
        tags,
        summary: 'Cadastra um usuário. Somente admin.',
        body: saveSchema(userModel),
        response: { 201: recordSchema(userModel), 422: errorSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request.user);
      const { input, prepare } = userWrite(request.scope.db, request.body);
      const saved = await createRecord(request.scope, userModel, input, { prepare: prepare() });
      reply.code(201);
      return saved;
    },
  );

  app.post(
    '/api/users/update-if-admin',
    {
      schema: {
        tags,
        summary:
          'Altera um usuário (senha em branco mantém a atual; company_id muda o Cliente). Somente admin.',
        body: updateSchema(userModel),
        response: { 201: recordSchema(userModel), 422: errorSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request.user);
      const { scope } = request;
      const { input, prepare, changes } = userWrite(scope.db, request.body);
      // The generic update never moves a row to another store; a user's Cliente may change here.
      const moveTo = await storeOf(scope.db, input);
      const saved = await updateRecord(scope, userModel, input, { prepare: prepare(moveTo) });
      await endSessionsAfterUserChange(scope.db, Number(saved.id), changes, request.token);
      reply.code(201);
      if (moveTo === undefined || saved.company_id === moveTo) return saved;
      await scope.db
        .updateTable('users')
        .set({ company_id: moveTo, updated_at: sql`now()` })
        .where('id', '=', Number(saved.id))
        .execute();
      return findRecord(scope, userModel, Number(saved.id));
    },
  );

  app.post(
    '/api/users/show',
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Um usuário (admin: qualquer um; os demais: só a si mesmos)',
        body: idSchema,
        response: { 200: recordSchema(userModel), 404: errorSchema },
      },
    },
    async (request) => {
      const id = parseId(request.body);
      if (!reaches(request.user, 'admin') && id !== request.user.id) throw notFound();
      return findRecord(request.scope, userModel, id);
    },
  );
}
