// Routes of the calls declared in src/shared/calls: the request and answer types of a call are
// written once there and shared with the panel's data provider; here they type the route's Body
// (or Querystring) and the handler's answer, so a handler answering something else does not
// compile. (Fastify cannot resolve a Reply type that is still generic, so the answer is checked on
// the handler's signature here.) Types only: the body is still unchecked input, which every
// handler validates itself.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { GetPageCall, PostCall, RequestOf, ResponseOf } from '../../shared/calls/index.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- any call, whatever its types */
type AnyPost = PostCall<any, any>;
type AnyGetPage = GetPageCall<any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type CallRequest<C extends AnyPost> = FastifyRequest<{ Body: RequestOf<C> }>;
export type GetPageRequest<C extends AnyGetPage> = FastifyRequest<{ Querystring: RequestOf<C> }>;

/** POST /api<path> of a declared call, answering `status` (200 unless given). */
export function postCall<C extends AnyPost>(
  app: FastifyInstance,
  call: C,
  options: RouteShorthandOptions & { status?: number },
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<ResponseOf<C>>,
): void {
  const { status = 200, ...routeOptions } = options;
  app.post<{ Body: RequestOf<C> }>(`/api${call.path}`, routeOptions, async (request, reply) => {
    const result = await handler(request, reply);
    reply.code(status);
    return result;
  });
}

/** GET /api<path> of a declared page call: the handler answers the rows and sets the total header. */
export function getPageCall<C extends AnyGetPage>(
  app: FastifyInstance,
  call: C,
  options: RouteShorthandOptions,
  handler: (request: GetPageRequest<C>) => Promise<{ rows: ResponseOf<C>; total: number }>,
): void {
  app.get<{ Querystring: RequestOf<C> }>(`/api${call.path}`, options, async (request, reply) => {
    const { rows, total } = await handler(request);
    reply.header(call.totalHeader, String(total));
    return rows;
  });
}

/**
 * Records read through the untyped record layer (crud/records.ts) are, on the wire, what the
 * generated types (src/generated/types.ts) describe: this says so where a declared call answers them.
 */
export const asWire = <T>(value: Promise<unknown>): Promise<T> => value as Promise<T>;
