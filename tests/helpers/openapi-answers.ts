// Every answer of the API suites, checked against the app's own OpenAPI document as it is given:
// its status must be one the operation documents, and its JSON body must match that status's schema
// (ajv, JSON Schema 2020-12 as OpenAPI 3.1 is). A mismatch fails the inject call that got it, so the
// suite that exercises a route keeps its document honest. Cheap: the document is built once per set
// of routes and each (operation, status) schema compiled once per worker.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { brazilianFormats } from '../../src/shared/validation-rules.js';

interface Answer {
  method: string;
  url: string;
  route: string;
  status: number;
  contentType: string;
  payload: unknown;
}

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
}

/** Per document (one per registry: the synthetic suites build apps of their own): its checkers. */
const checkers = new Map<string, { doc: Doc; ajv: Ajv2020; validators: Map<string, ValidateFunction> }>();

function checkerOf(app: FastifyInstance) {
  const key = app.routeTable.map((r) => `${r.method} ${r.url}`).join('\n');
  let checker = checkers.get(key);
  if (!checker) {
    const doc = structuredClone(app.swagger()) as unknown as Doc;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(ajv);
    // Our own formats (CPF, CEP, web address…) say what a field means; what may be stored is the
    // app's validation's business (rows may predate a rule), not the answer's.
    for (const format of Object.keys(brazilianFormats)) ajv.addFormat(format, true);
    ajv.addSchema(doc as object, 'openapi');
    checker = { doc, ajv, validators: new Map() };
    checkers.set(key, checker);
  }
  return checker;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function problemOf(app: FastifyInstance, answer: Answer): string | undefined {
  const { doc, ajv, validators } = checkerOf(app);
  // Documented routes only: hidden ones (health, docs, preflights) and unknown URLs are not API calls.
  const operation = doc.paths[answer.route.replace(/:(\w+)/g, '{$1}')]?.[answer.method.toLowerCase()];
  if (!operation) return undefined;
  const where = `${answer.method} ${answer.url} → ${answer.status}`;
  const documented = operation.responses[String(answer.status)];
  if (!documented)
    return `${where}: status not in the OpenAPI document (documented: ${Object.keys(operation.responses).join(', ')}); body ${JSON.stringify(answer.payload).slice(0, 300)}`;
  if (!documented.content)
    return answer.payload === '' || answer.payload === undefined
      ? undefined
      : `${where}: documented without a body, answered ${JSON.stringify(answer.payload).slice(0, 200)}`;
  const media = answer.contentType.split(';')[0].trim();
  const content = documented.content[media];
  if (!content)
    return `${where}: answered ${media}, documented ${Object.keys(documented.content).join(', ')}`;
  if (media !== 'application/json' || content.schema === undefined) return undefined;
  const id = pointer(
    'paths',
    answer.route.replace(/:(\w+)/g, '{$1}'),
    answer.method.toLowerCase(),
    'responses',
    String(answer.status),
    'content',
    media,
    'schema',
  );
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/${id}` });
    validators.set(id, validate);
  }
  if (validate(answer.payload)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${where}: body does not match the documented schema:\n    ${errors.join('\n    ')}\n    body: ${JSON.stringify(answer.payload).slice(0, 400)}`;
}

/**
 * Records each answer of `app` (before app.ready()) and makes its inject calls fail on an answer the
 * document does not describe. Returns a check for the answers not sent through inject (a listening
 * server), run at close.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): () => void {
  const problems: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // A 500 is a bug in itself, reported by the test that met it.
    if (!route || !route.startsWith('/api/') || reply.statusCode >= 500) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    let body: unknown = payload;
    if (typeof payload === 'string' && /json/.test(contentType)) {
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    const problem = problemOf(app, {
      method: request.method,
      url: request.url,
      route,
      status: reply.statusCode,
      contentType,
      payload: body,
    });
    if (problem) problems.push(problem);
    return payload;
  });
  const flush = () => {
    if (!problems.length) return;
    const found = problems.splice(0);
    // OPENAPI_ANSWERS_LOG=file: collect every mismatch of a run in a file instead of failing (to see
    // them all at once when bringing the document up to date).
    if (process.env.OPENAPI_ANSWERS_LOG) {
      appendFileSync(process.env.OPENAPI_ANSWERS_LOG, found.map((p) => p + '\n').join(''));
      return;
    }
    throw new Error(`Answers the OpenAPI document does not describe:\n  ${found.join('\n  ')}`);
  };
  const inject = app.inject.bind(app);
  app.inject = ((...args: Parameters<typeof inject>) => {
    const result = inject(...args) as unknown;
    // A promise (maybe of another realm: no instanceof), or the chainable form without options.
    if (!args.length || typeof (result as Promise<unknown>)?.then !== 'function') return result;
    return (result as Promise<unknown>).then((res) => {
      flush();
      return res;
    });
  }) as typeof app.inject;
  return flush;
}
