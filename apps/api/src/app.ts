import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import type { AppServices, HandlerMap, OperationHandler, Principal, RequestContext } from './http/context.ts';
import { forgetOldKeys } from './http/idempotency.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { installAuthentication } from './http/authentication.ts';
import { installErrorHandler, sendProblem } from './http/errors.ts';
import { decimalMultipleOf } from './http/decimal-multiple.ts';
import { installFallbacks } from './http/fallbacks.ts';
import { createPageCache } from './engine/page-cache.ts';
import type { Page } from './engine/repository.ts';
import { type JsonObject, loadContract } from '@vlegal/domain/contract-file';
import { parseRoles, type RoleSpec } from './http/contract.ts';
import { platformHandlers } from './http/handlers/index.ts';
import { HttpProblem, ProblemType, problem } from './http/problems.ts';
import { databaseRateLimitStore, installRateLimits } from './http/rate-limits.ts';
import { withRequestCheck } from './http/request-validation.ts';
import type { ResponseValidationFailure } from './http/response-validation.ts';
import { scopeFor } from './http/scope.ts';
import { applySecurityHeaders, contentSecurityPolicy } from './http/security-headers.ts';
import { registerTracker } from './http/tracker.ts';
import { resourceHandlers } from './engine/handlers.ts';
import { createAudit } from './services/audit.ts';
import { createLogging, type Logging } from './services/logging.ts';
import { createMailer, type Mailer } from './services/mail.ts';
import { JobRunner } from './jobs/queue.ts';
import { silkJob, vlegalHandlers } from './vlegal/handlers.ts';
import { vlegalSummaryHandlers } from './vlegal/summaries.ts';
import { reportHandlers } from './reports/handlers.ts';
import { activityReportHandlers } from './reports/activity.ts';
import { realizationHandlers } from './reports/realization.ts';
import { traceHandlers } from './eudr/trace.ts';
import { dataPackHandlers } from './eudr/data-pack.ts';
import { harvestPlotImportHandlers } from './eudr/plot-import.ts';
import { registerPublicCheck } from './vlegal/public-routes.ts';
import { folderAdapter, type SilkAdapter } from './vlegal/silk.ts';
import { Metrics } from './services/metrics.ts';
import { createPrincipals } from './services/principal.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  /** Named loggers (management/loggers); created from `config.logLevel` when absent. */
  logging?: Logging;
  /** Extra or replacing handlers by operationId (tests). */
  handlers?: HandlerMap;
  mailer?: Mailer;
  /** Where approved licences go to SILK; the folder adapter (`config.silkOutboxDir`) when absent. */
  silkAdapter?: SilkAdapter;
  /** The contract document; read from openapi.yaml when absent. */
  contract?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The request's barrier (see `RequestContext.changesSeen`), started when first needed. */
    changesSeen: Promise<boolean> | null;
  }
  interface FastifyInstance {
    services: AppServices;
    metrics: Metrics;
    logging: Logging;
    contract: Record<string, unknown>;
    /** operationIds that have a handler. */
    implementedOperations: ReadonlySet<string>;
    responseValidationFailures: ResponseValidationFailure[];
  }
  interface FastifyContextConfig {
    operationId?: string;
    openapiPath?: string;
    roles?: RoleSpec;
    contract?: boolean;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const logging = options.logging ?? createLogging(config.logLevel);
  const app: FastifyInstance = Fastify({
    loggerInstance: logging.get('http') as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    // Bodies are validated as sent: JSON carries its own types, and an update that leaves a field out must
    // not get the create default. Query and path text is coerced by the request check (request-validation.ts).
    ajv: {
      customOptions: {
        strict: false,
        allErrors: true,
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: false,
      },
      // Decimals are checked against `multipleOf` (the column's scale) as the decimals they stand for.
      plugins: [decimalMultipleOf],
    },
    // A malformed or overlong path is the caller's mistake: a 400 problem like any other bad parameter.
    frameworkErrors: (err, req, reply) => {
      applySecurityHeaders(req, reply);
      const instance = req.url.split('?')[0] ?? req.url;
      const detail =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A path parameter is too long.'
          : 'The address is malformed.';
      const fieldErrors = [{ objectName: 'params', field: 'params', message: detail }];
      return sendProblem(reply, problem.validation(fieldErrors, detail), instance);
    },
  });

  const contract = options.contract ?? loadContract();
  const audit = createAudit(db, logging.get('audit'));
  const mailer = options.mailer ?? createMailer(db, config, logging.get('mail'));
  const principals = await createPrincipals(db, config, logging.get('security') as FastifyBaseLogger);
  const pages = await createPageCache<Page>(db, app.log, config.keepListPages);
  const services: AppServices = { db, config, log: app.log, audit, mailer, problem, principals, pages };
  const changesSeen = (req: FastifyRequest): Promise<boolean> => {
    req.changesSeen ??= db.sync().then(
      () => true,
      () => false,
    );
    return req.changesSeen;
  };
  const metrics = new Metrics();
  app.decorate('services', services);
  app.decorate('metrics', metrics);
  app.decorate('logging', logging);
  app.decorate('contract', contract);
  app.decorateRequest('principal', null);
  app.decorateRequest('changesSeen', null);
  // The contract names this media type (for answers), so a parser keeps the route generator from warning;
  // a request body sent in it is still refused with 415 by the request check.
  app.addContentTypeParser(
    'application/problem+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  // The harvest-plot import takes a GeoJSON file in its own media type and a CSV as text; any other
  // operation refuses both with 415 (the request check).
  app.addContentTypeParser(
    'application/geo+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  // --- routes known to the router (for 405 answers), and the request check of every operation ------
  await installFallbacks(app, config, contract as JsonObject);
  // Every operation of the contract passes the same request check before its schemas validate it.
  app.addHook('onRoute', (route) => {
    if (route.config?.contract) withRequestCheck(route);
  });

  // --- every answer: security headers, metrics ----------------------------------------------------
  const policy = contentSecurityPolicy(config.mapOrigins);
  app.addHook('onSend', async (req, reply, payload) => {
    applySecurityHeaders(req, reply, policy);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? (reply.statusCode === 404 ? 'NOT_FOUND' : 'UNMATCHED');
    metrics.recordRequest(route, req.method, reply.statusCode, reply.elapsedTime);
  });

  // --- authentication and authorization from x-roles (deny by default) ----------------------------
  installAuthentication(app, principals, audit, changesSeen);

  // --- errors as problem documents -----------------------------------------------------------------
  installErrorHandler(app);

  // --- rate limits ---------------------------------------------------------------------------------
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, logging.get('security') as FastifyBaseLogger),
  });
  const limiters = await installRateLimits(app, config);

  // --- WebSocket tracker ---------------------------------------------------------------------------
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  // --- operations from the contract ----------------------------------------------------------------
  if (config.validateResponses) {
    const { installResponseValidation } = await import('./http/response-validation.ts');
    await installResponseValidation(app, contract);
  }
  const engine = resourceHandlers(services);
  const handlers: HandlerMap = {
    ...platformHandlers(services, app),
    ...engine,
    ...vlegalHandlers(services, {
      getVlegal: engine.getVlegal as OperationHandler,
      createVlegal: engine.createVlegal as OperationHandler,
    }),
    ...vlegalSummaryHandlers(services, { updateVlegal: engine.updateVlegal as OperationHandler }),
    ...reportHandlers(services),
    ...activityReportHandlers(services),
    ...realizationHandlers(services),
    ...traceHandlers(services),
    ...dataPackHandlers(services),
    ...harvestPlotImportHandlers(services),
    ...(options.handlers ?? {}),
  };
  app.decorate('implementedOperations', new Set(Object.keys(handlers)));
  const opInfo = new Map<string, { roles: RoleSpec | undefined }>();
  for (const item of Object.values((contract.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && 'operationId' in op) {
        const o = op as { operationId: string; 'x-roles'?: unknown };
        opInfo.set(o.operationId, { roles: parseRoles(o['x-roles']) });
      }
    }
  }
  await app.register(openapiGlue, {
    specification: contract,
    operationResolver: (operationId: string, _method: string, openapiPath: string) => {
      const handler = handlers[operationId];
      const roles = opInfo.get(operationId)?.roles;
      return {
        config: { operationId, openapiPath, roles, contract: true },
        onRequest: limiters.onRequest[operationId] ?? [],
        preHandler: limiters.preHandler[operationId] ?? [],
        handler: async (req: FastifyRequest, reply: FastifyReply) => {
          if (!handler) {
            throw new HttpProblem(501, {
              type: ProblemType.internal,
              title: 'Not Implemented',
              detail: `Operation ${operationId} is not implemented.`,
            });
          }
          const ctx: RequestContext = {
            ...services,
            log: req.log,
            req,
            reply,
            operationId,
            principal: req.principal,
            scope: scopeFor(req.principal),
            requirePrincipal() {
              if (!req.principal) throw problem.unauthorized();
              return req.principal;
            },
            changesSeen: () => changesSeen(req),
          };
          const result = await handler(ctx);
          if (reply.sent) return reply;
          if (result === undefined) {
            if (reply.statusCode === 200) reply.code(204);
            return reply.send();
          }
          return result;
        },
      } as unknown as RouteOptions;
    },
  });

  await registerTracker(app, services);
  await registerApiDocs(app, services);
  await registerPublicCheck(app, services);

  // Background work (jobs/queue.ts): each instance runs a runner; the database gives each job to one of
  // them. The housekeeping (expired tokens and keys, old rate-limit windows and idempotency keys) is an
  // hourly schedule, planned by every instance and run by one.
  const housekeeping = async () => {
    const dayAgo = new Date(Date.now() - 86400_000);
    await db.kysely.deleteFrom('user_token').where('expires_at', '<', dayAgo).execute();
    await db.kysely.deleteFrom('user_key').where('expires_at', '<', dayAgo).execute();
    await db.kysely.deleteFrom('rate_limit_counter').where('window_start', '<', dayAgo).execute();
    await forgetOldKeys(db);
  };
  const jobLog = logging.get('jobs');
  const runner = new JobRunner(db, {
    handlers: {
      housekeeping,
      mail: (job) => mailer.deliver(Number(job.payload.outboxId), job.attempts >= job.maxAttempts),
      silk: silkJob(services, options.silkAdapter ?? folderAdapter(config.silkOutboxDir), config.silk),
    },
    schedules: [{ kind: 'housekeeping', everyMs: 3600_000 }],
    pollMs: config.jobPollMs,
    onError: (err, job) => jobLog.warn({ err, job: job && { id: job.id, kind: job.kind } }, 'job failed'),
  });
  mailer.onQueued = () => runner.wake();
  if (config.runJobs) app.addHook('onReady', async () => runner.start());

  app.addHook('onClose', async () => {
    await runner.stop();
    metrics.stop();
    mailer.close();
    await principals.close();
    await pages.close();
  });

  return app;
}
