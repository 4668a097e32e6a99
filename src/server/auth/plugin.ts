// Puts the signed-in user on every /api request except the routes marked public and the docs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect.js';
import { unauthorized } from '../http/errors.js';
import { watchSessions } from './session-cache.js';
import { findSessionUser, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
    token: string;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function installAuth(app: FastifyInstance, db: Database): void {
  // Served from memory only while every change is heard (session-cache.ts).
  const { cache, close } = watchSessions<SessionUser>(db);
  app.addHook('onClose', close);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('token', '');
  // onRequest: a call without a valid token is refused before its body is even read.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // The panel's files and the API documentation are public; every other /api call needs a user.
    if (
      request.routeOptions.config?.public ||
      !url ||
      !url.startsWith('/api/') ||
      url.startsWith('/api/docs')
    )
      return;
    const token = bearerToken(request);
    const user = token && token.length <= 200 ? await findSessionUser(db, token, cache) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
    request.token = token!;
  });
}
