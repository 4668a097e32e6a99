// The OpenAPI document's generic part: what every route answers because of what it declares, added
// here once instead of listed by hand in each area's docs. Each operation gets a stable operationId
// derived from its path (a generated client's method names), and the error answers the shared
// machinery can give it:
//   401/403  every signed-in route (no or bad token; a store user without a store, admin-only calls,
//            full_permission rules: request-scope.ts and tenancy/scope.ts run on every one of them);
//   400/413/415/422  every route that reads a JSON body (unparsable, too large, not JSON, invalid:
//            error-handler.ts, body-shape.ts, each handler's own checks), 422 also for parameters;
//   404      a route that looks a record up by an id (`id`, a `…_id` field or a path parameter);
//   409      a delete (other rows still point at the record: foreign keys, error-handler.ts);
//   429      a rate-limited route (config.rateLimit; the login declares its own).
// What a route declares itself wins; error bodies are the named ApiError / ValidationError shapes.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { JsonSchema } from '../../shared/entity.js';
import { errorSchema } from '../crud/docs.js';

/** An error answer: a pt-BR message; field errors only on 422. */
export const apiErrorComponent = {
  $id: 'ApiError',
  title: 'ApiError',
  type: 'object',
  properties: { message: { type: 'string', description: 'Mensagem em pt-BR para o usuário' } },
  required: ['message'],
};

/** A 422: the message and, per field, its pt-BR messages (`{}` when no single field is to blame). */
export const validationErrorComponent = {
  $id: 'ValidationError',
  title: 'ValidationError',
  type: 'object',
  properties: {
    message: { type: 'string', description: 'Mensagem em pt-BR para o usuário' },
    errors: {
      type: 'object',
      description: 'Mensagens em pt-BR por campo',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message', 'errors'],
};

/** What each status means, as the document's response descriptions say it. */
export const STATUS_TEXT: Record<string, string> = {
  200: 'Sucesso',
  201: 'Gravado',
  202: 'Aceito e gravado',
  204: 'Sem conteúdo',
  304: 'Não mudou desde o ETag enviado em If-None-Match',
  400: 'O corpo da requisição não é um JSON válido',
  401: 'Sem token, ou token inválido ou expirado',
  403: 'Sem permissão para esta ação (ou usuário sem loja)',
  404: 'Registro não encontrado (ou de outra loja)',
  406: 'Já existe',
  409: 'Conflito: o registro está em uso por outros cadastros, ou a ação já foi feita',
  413: 'O corpo da requisição é grande demais',
  415: 'O corpo não foi enviado como JSON (Content-Type: application/json)',
  422: 'Dados inválidos: mensagens em pt-BR por campo',
  429: 'Muitas requisições: tente novamente em instantes',
  502: 'O serviço externo não respondeu ou recusou a chamada',
  503: 'Indisponível no momento: tente novamente',
};

const errorRef = (status: number): JsonSchema => ({
  $ref: status === 422 ? 'ValidationError#' : 'ApiError#',
  description: STATUS_TEXT[status] ?? 'Erro',
});

/** `/api/product/paginate-index` → `productPaginateIndex`; other methods than POST lead with theirs. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .map((w) => {
      const param = /^[:{](\w+)}?$/.exec(w);
      return param ? `By${param[1][0].toUpperCase()}${param[1].slice(1)}` : w;
    })
    .map((w) => w[0].toUpperCase() + w.slice(1));
  const name = words.join('');
  return method === 'POST' ? name[0].toLowerCase() + name.slice(1) : method.toLowerCase() + name;
}

const propertiesOf = (schema: unknown): Record<string, unknown> =>
  ((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}) as Record<
    string,
    unknown
  >;
const requiredOf = (schema: unknown): string[] =>
  (schema as { required?: string[] } | undefined)?.required ?? [];

/**
 * The route looks a record up: an `id` field, a required `…_id` field, or a path parameter. A list's
 * `id` (it takes `page`) is a filter: no match is an empty page, not a 404.
 */
function looksUpById(schema: RouteSchema, url: string): boolean {
  if (/[:{]/.test(url) || schema.params) return true;
  const props = Object.keys(propertiesOf(schema.body));
  return (
    (props.includes('id') && !props.includes('page')) ||
    requiredOf(schema.body).some((name) => name.endsWith('_id'))
  );
}

interface RouteSchema {
  hide?: boolean;
  operationId?: string;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

type RouteLike = Pick<RouteOptions, 'method' | 'url' | 'config'>;

/** The route's schema as the document shows it: with its operationId and every derived answer. */
export function documentedSchema(schema: RouteSchema | undefined, route: RouteLike): RouteSchema | undefined {
  if (!schema || schema.hide) return schema;
  const method = [route.method].flat()[0];
  const config = (route.config ?? {}) as { public?: boolean; rateLimit?: unknown };
  const declared = schema.response ?? {};
  const derived: number[] = [];
  if (!config.public) derived.push(401, 403);
  const readsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  if (readsBody) derived.push(400, 413, 415);
  if (readsBody || schema.params || schema.querystring || /[:{]/.test(route.url)) derived.push(422);
  if (looksUpById(schema, route.url)) derived.push(404);
  if (/\/delete$/.test(route.url)) derived.push(409);
  if (config.rateLimit) derived.push(429);

  const response: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(declared))
    // The areas' docs point at the shared error shape: it becomes the named one of its status.
    response[status] = value === errorSchema ? errorRef(Number(status)) : value;
  for (const status of derived) if (!(String(status) in response)) response[status] = errorRef(status);
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    response: Object.fromEntries(Object.entries(response).sort(([a], [b]) => a.localeCompare(b))),
  };
}

interface OpenApiDocument {
  servers?: unknown[];
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, { description?: string }> }>
  >;
  [key: string]: unknown;
}

/** Last touches on the whole document: response texts in pt-BR, and operationIds proven unique. */
export function finishDocument(doc: OpenApiDocument): OpenApiDocument {
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const id = operation.operationId;
      if (id) {
        const other = seen.get(id);
        if (other) throw new Error(`operationId ${id} of ${method} ${path} is also ${other}'s`);
        seen.set(id, `${method} ${path}`);
      }
      for (const [status, answer] of Object.entries(operation.responses ?? {}))
        if (answer.description === 'Default Response') answer.description = STATUS_TEXT[status] ?? 'Resposta';
    }
  return doc;
}

/** The error shapes, as named components of the document. */
export function addErrorComponents(app: FastifyInstance): void {
  app.addSchema(apiErrorComponent);
  app.addSchema(validationErrorComponent);
}
