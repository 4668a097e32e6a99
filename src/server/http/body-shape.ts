// Every POST /api call takes a JSON object. A body that parses to anything else (null, 123, "x",
// true, [1,2]) is refused here, once for all routes, so no handler ever reads fields off it or
// stores an empty row. An absent body (no payload) counts as {}.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export const NOT_AN_OBJECT = 'O corpo da requisição deve ser um objeto JSON.';

export function requireObjectBodies(app: FastifyInstance): void {
  // A preHandler registered after the auth hook: an unsigned call still answers 401 first.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !request.routeOptions.url?.startsWith('/api/')) return;
    const body: unknown = request.body;
    if (body === undefined) return;
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(422, NOT_AN_OBJECT, {});
  });
}
