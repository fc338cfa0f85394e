import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { THEME_SCRIPT_HASH } from '@vg/contract/design-tokens';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { featureRoutes } from './features/index.js';
import { jobsPlugin } from './jobs/index.js';
import { apiJobHandlers } from './job-handlers.js';
import type { RequestAuth } from './http/authenticate.js';
import {
  ERROR_MESSAGES_KEYWORD,
  installErrorHandling,
  renderFrameworkError,
} from './http/errors.js';
import { useCalendarFormats } from './http/calendar.js';
import { installRouteBulkhead } from './http/route-bulkhead.js';
import { installIdempotency } from './http/idempotency.js';
import { serveApiDocs } from './http/api-docs.js';
import { serializeRequest } from './http/log-redaction.js';
import { ErrorBody } from '@vg/contract';
import type { Mailer } from './mail/mailer.js';
import { createMetrics, type Metrics } from './observability/metrics.js';
import { AuthTokens } from './security/auth-tokens.js';
import { CallerLookup } from './security/caller-lookup.js';
import {
  createRateLimiters,
  type RateLimiters,
  type RateLimitSettings,
} from './security/rate-limiter.js';
import { GoogleSignIn } from './features/auth/google-client.js';
import { DOSSIER_BUDGET, type DossierBudget } from './features/garage/dossiers/dossier-budget.js';
import { DossierThreads } from './features/garage/dossiers/dossier-on-thread.js';
import { AVATAR_MAX_BYTES } from '@vg/contract/rules';
import { API_PREFIX } from './http/route-table.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    tokens: AuthTokens;
    callers: CallerLookup;
    rateLimiters: RateLimiters;
    google: GoogleSignIn;
    /** Set by the process on SIGTERM: readiness answers 503 so load balancers stop sending. */
    lifecycle: { draining: boolean };
    metrics: Metrics;
    /** Sale dossiers' PDFs, made off the event loop within a budget (docs/security.md T42). */
    dossierThreads: DossierThreads;
  }
  interface FastifyRequest {
    /** The signed-in caller; set by the `authenticate` hooks (src/http/authenticate.ts). */
    auth: RequestAuth | null;
  }
}

export interface AppDependencies {
  config: Config;
  db: Db;
  mailer: Mailer;
  rateLimits?: Partial<RateLimitSettings>;
  /** What one sale dossier may take of the process; tests make it small. */
  dossierBudget?: Partial<DossierBudget>;
  /** Shared with the mailer by the server; tests leave it out and get one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

export { API_PREFIX };
const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp({
  config,
  db,
  mailer,
  rateLimits,
  dossierBudget,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Request log lines carry the address with its tokens redacted (docs/security.md, T29).
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: { req: serializeRequest } }) }
      : { logger: { level: config.logLevel, serializers: { req: serializeRequest } } }),
    bodyLimit: JSON_BODY_LIMIT,
    // The proxies in front (TRUST_PROXY): each names the client it saw, and per-address rate
    // limits need that address (docs/security.md, T27).
    trustProxy: config.trustProxy,
    // While draining after SIGTERM, a request already on its way is served, not answered 503: the
    // listener is closed, so nothing new arrives (docs/operations.md).
    return503OnClosing: false,
    // A malformed or overlong address answers in the API's error shape too (docs/security.md, T34).
    frameworkErrors: renderFrameworkError,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ajv: {
      customOptions: { allErrors: true, verbose: true },
      plugins: [(ajv) => ajv.addKeyword(ERROR_MESSAGES_KEYWORD)],
      // After the standard formats: a `date` is a day the calendar has (docs/security.md, T34).
      onCreate: useCalendarFormats,
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('tokens', new AuthTokens(db, config.jwtSecret, config.session.issuer));
  app.decorate('callers', new CallerLookup(db, config.session.idleDays));
  app.decorate('rateLimiters', createRateLimiters(db, rateLimits, config.rateLimitScale));
  app.decorate('google', new GoogleSignIn(config));
  app.decorate('lifecycle', { draining: false });
  app.decorate('metrics', createMetrics(db));
  app.decorate('dossierThreads', new DossierThreads({ ...DOSSIER_BUDGET, ...dossierBudget }));
  app.addHook('onClose', () => app.dossierThreads.close());
  app.metrics.install(app);
  app.decorateRequest('auth', null);
  // Set as the request arrives, so every answer carries it, errors included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Draining: each answer closes its connection, so a keep-alive client does not hold the process
  // open after its request and reconnects elsewhere (Node closes the connections idle at the time).
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });

  // On Postgres, no route may hold more than half the pool (src/http/route-bulkhead.ts); PGlite has
  // one connection in the process, which queues statements itself.
  if (config.databaseUrl) installRouteBulkhead(app, Math.floor(config.databasePoolSize / 2));

  installErrorHandling(app);
  // Every create and update honours Idempotency-Key (docs/adr/0015): one place for every route.
  installIdempotency(app);
  app.addSchema(ErrorBody);

  await app.register(helmet, {
    // JSON answers need no CSP beyond the defaults; the docs page sets its own (staticCSP below).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The pages the API writes whole run one inline script, the theme's, before they paint
    // (docs/adr/0028-dark-theme-as-css-variables.md): allowed by its hash, no other inline script.
    contentSecurityPolicy: { directives: { scriptSrc: ["'self'", THEME_SCRIPT_HASH] } },
  });
  await app.register(cors, { origin: [config.publicOrigin], credentials: true });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vintage Garage API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`),
    },
  });
  if (config.apiDocs) await serveApiDocs(app, API_PREFIX);

  await app.register(jobsPlugin, { handlers: apiJobHandlers });
  await app.register(featureRoutes, { prefix: API_PREFIX });
  return app;
}
