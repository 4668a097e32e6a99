// Builds the Fastify app: API under /api, OpenAPI at /api/docs. Knows nothing of how the database
// was opened, so tests, the server and codegen build it the same way.
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { installAuth } from './auth/plugin.js';
import { registerUserRoutes } from './auth/routes.js';
import { registerCrudRoutes } from './crud/routes.js';
import type { Database } from './db/connect.js';
import { JSON_BODY_LIMIT } from './http/body-limits.js';
import { requireObjectBodies } from './http/body-shape.js';
import { installErrorHandler } from './http/error-handler.js';
import { addErrorComponents, documentedSchema, finishDocument } from './http/openapi.js';
import { recordRoutes } from './http/route-table.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { genericOverrides, registerAreaRoutes } from './areas.js';
import type { ObjectStoreSettings } from './storage/object-store.js';
import { registerPanel } from './panel.js';
import { loadSecretKey, SecretBox } from './security/secret-box.js';
import { installRequestScope } from './tenancy/request-scope.js';

export interface AppOptions {
  db: Database;
  logLevel?: string;
  sessionTtlHours?: number;
  dataDir: string;
  /** TRUST_PROXY: true, or the proxy addresses (comma-separated). */
  trustProxy?: boolean | string;
  /** Serve the built panel at / (npm start). */
  servePanel?: boolean;
  /** Seals x-secret fields; default: the key of SECRETS_KEY or of the data folder. */
  secrets?: SecretBox;
  /** Rate-limit counters in the database, shared by several API processes (default: in memory). */
  sharedRateLimits?: boolean;
  /** Uploads in this S3-compatible bucket (S3_BUCKET…); default: DATA_DIR/uploads. */
  objectStore?: ObjectStoreSettings;
  /** Named in /api/health when several processes serve the port (WORKERS > 1). */
  worker?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // Never log credentials: the login body and the bearer header.
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.password_confirmation'],
    },
    // Upload routes raise it for themselves (http/body-limits.ts).
    bodyLimit: JSON_BODY_LIMIT,
    // Client addresses (login throttling) come from X-Forwarded-For only behind a known proxy.
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { strict: false } },
  });
  // Input is validated by the entity schemas (pt-BR messages per field), not by Fastify; route
  // schemas are documentation. Responses are serialised as they are.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // First, so that every route, plugin and error answer gets the headers.
  installSecurityHeaders(app);
  installErrorHandler(app);
  recordRoutes(app);

  addErrorComponents(app);
  await app.register(swagger, {
    // Every route's derived answers and operationId (http/openapi.ts).
    transform: ({ schema, url, route }) => ({
      schema: documentedSchema(schema as never, route) as never,
      url,
    }),
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (finishDocument(documentObject.openapiObject as never) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
    // Shared schemas appear under their own names (Brand, BrandPage, …) in components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Painel Lojas API',
        version: '1.0.0',
        description:
          'API do painel multi-loja. Todas as chamadas são POST com JSON e `Authorization: Bearer <token>` (obtido em /api/users/store-login). Erros: `{message, errors: {campo: [mensagens]}}`.',
      },
      // Relative: the document describes the server that serves it.
      servers: [{ url: '/', description: 'Este servidor' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true },
  });

  const secrets = options.secrets ?? new SecretBox(loadSecretKey(process.env, options.dataDir).key);
  installAuth(app, options.db);
  requireObjectBodies(app);
  // Before any route: every signed-in call gets its transaction and scope (request.scope).
  installRequestScope(app, options.db, secrets);
  registerUserRoutes(app, options.db, { sessionTtlHours: options.sessionTtlHours ?? 12 });
  await registerAreaRoutes(app, {
    dataDir: options.dataDir,
    db: options.db,
    sharedRateLimits: options.sharedRateLimits,
    objectStore: options.objectStore,
  });
  registerCrudRoutes(app, genericOverrides);
  if (options.servePanel) await registerPanel(app);
  // With several processes, which one answered (the cluster test and an operator's check).
  const health = options.worker === undefined ? { ok: true } : { ok: true, worker: options.worker };
  app.get('/api/health', { config: { public: true }, schema: { hide: true } }, async () => health);
  return app;
}
