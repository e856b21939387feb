import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { totalOf } from '../../db/count.ts';
import { retryDead } from '../../jobs/queue.ts';
import { AuditType } from '../../services/audit.ts';
import { LOG_LEVELS, type LogLevel } from '../../services/logging.ts';
import type { AppServices, HandlerMap } from '../context.ts';
import { readPaging, setPageHeaders } from '../paging.ts';
import { problem } from '../problems.ts';

const MASK = '******';
const SECRET_NAME =
  /secret|password|passwd|pwd|token|credential|private|api[-_]?key|^key$|_key$|cookie|session/i;

/** Masks secrets: by name, and the password part of URLs (postgres://user:pass@host). */
export function redact(name: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_NAME.test(name)) return MASK;
  if (typeof value === 'string')
    return value.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*:)[^@/?#\s]*@/gi, `$1${MASK}@`);
  return value;
}

const ENV_PREFIXES = [
  'NODE_',
  'PORT',
  'HOST',
  'DATABASE_',
  'DATA_DIR',
  'JWT_',
  'SMTP_',
  'MAIL_',
  'BASE_URL',
  'STATIC_DIR',
  'DEMO_DATA',
  'PROFILES',
  'BCRYPT_',
  'BODY_LIMIT',
  'REQUEST_TIMEOUT',
  'CONNECTION_TIMEOUT',
  'KEEP_ALIVE',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'ALLOWED_ORIGINS',
  'RATE_LIMIT_',
  'ACTIVATION_',
  'RESET_',
  'TZ',
  'LANG',
  'PGLITE',
];

function configProperties(config: Config): Record<string, Record<string, unknown>> {
  return {
    server: {
      port: config.port,
      host: config.host,
      bodyLimit: config.bodyLimit,
      requestTimeoutMs: config.requestTimeoutMs,
      connectionTimeoutMs: config.connectionTimeoutMs,
      keepAliveTimeoutMs: config.keepAliveTimeoutMs,
      trustProxy: config.trustProxy,
      staticDir: config.staticDir,
      baseUrl: config.baseUrl,
      allowedOrigins: config.allowedOrigins.join(','),
    },
    database: {
      url: config.databaseUrl ? redact('url', config.databaseUrl) : null,
      poolSize: config.databasePoolSize,
      embedded: config.databaseUrl === null,
      pgliteDir: config.pgliteDir,
      dataDir: config.dataDir,
      demoData: config.demoData,
    },
    security: {
      jwtSecret: MASK,
      jwtIssuer: config.jwt.issuer,
      jwtAudience: config.jwt.audience,
      tokenValiditySeconds: config.jwt.validity,
      tokenValidityRememberMeSeconds: config.jwt.rememberMeValidity,
      bcryptCost: config.bcryptCost,
      activationKeyHours: config.activationKeyHours,
      resetKeyHours: config.resetKeyHours,
    },
    rateLimit: { ...config.rateLimit },
    mail: {
      smtpUrl: config.smtpUrl ? redact('url', config.smtpUrl) : null,
      from: config.mailFrom,
    },
    logging: { level: config.logLevel },
  };
}

const toApiLevel = (l: string): string => (l === 'silent' ? 'OFF' : l.toUpperCase());
const fromApiLevel = (l: string): LogLevel => (l === 'OFF' ? 'silent' : (l.toLowerCase() as LogLevel));

interface ReportShape {
  header?: Record<string, unknown>;
  javascriptStack?: { message?: string; stack?: string[] };
  javascriptHeap?: Record<string, unknown>;
  libuv?: {
    type: string;
    is_active?: boolean;
    is_referenced?: boolean;
    address?: string;
    [k: string]: unknown;
  }[];
  workers?: unknown[];
  nativeStack?: { pc?: string; symbol?: string }[];
}

function frame(line: string) {
  const m = /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line.trim());
  if (!m) return { methodName: line.trim(), fileName: null, lineNumber: null, nativeMethod: false };
  return {
    methodName: m[1] ?? '<anonymous>',
    fileName: m[2] ?? null,
    lineNumber: Number(m[3]),
    nativeMethod: false,
  };
}

export function managementHandlers(services: AppServices, app: FastifyInstance): HandlerMap {
  const { db, config, audit } = services;

  async function databaseHealth() {
    const started = performance.now();
    try {
      const r = await Promise.race([
        sql<{ version: string }>`SELECT version() AS version`.execute(db.kysely),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('timed out after 3 s')), 3000).unref(),
        ),
      ]);
      return {
        status: 'UP',
        details: {
          database: db.dialect === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL',
          version: r.rows[0]?.version ?? '',
          validationQueryMs: Math.round(performance.now() - started),
        },
      };
    } catch (err) {
      return { status: 'DOWN', details: { error: (err as Error).message } };
    }
  }

  async function diskHealth() {
    const threshold = 10 * 1024 * 1024;
    try {
      const dir = fs.existsSync(config.dataDir) ? config.dataDir : os.tmpdir();
      const s = await fs.promises.statfs(dir);
      const free = s.bavail * s.bsize;
      return {
        status: free > threshold ? 'UP' : 'DOWN',
        details: { path: dir, total: s.blocks * s.bsize, free, threshold },
      };
    } catch (err) {
      return { status: 'UNKNOWN', details: { error: (err as Error).message } };
    }
  }

  return {
    async getHealth({ req, reply }) {
      const [database, disk] = await Promise.all([databaseHealth(), diskHealth()]);
      const status = database.status === 'DOWN' || disk.status === 'DOWN' ? 'DOWN' : 'UP';
      reply.code(status === 'UP' ? 200 : 503);
      const isAdmin = req.principal?.authorities.includes('ROLE_ADMIN') ?? false;
      if (!isAdmin) return { status };
      return {
        status,
        components: {
          db: database,
          diskSpace: disk,
          ping: { status: 'UP' },
          mail: { status: 'UP', details: { transport: config.smtpUrl ? 'smtp' : 'outbox' } },
        },
      };
    },

    async getMetrics() {
      const mem = process.memoryUsage();
      const cpu = process.cpuUsage();
      const pool = db.poolStats();
      const http = app.metrics.httpSnapshot();
      return {
        process: {
          uptimeSeconds: Math.round(process.uptime()),
          startTime: new Date(app.metrics.startedAt).toISOString(),
          pid: process.pid,
          nodeVersion: process.version,
          cpuUserMicros: cpu.user,
          cpuSystemMicros: cpu.system,
          cpuCount: os.availableParallelism(),
          loadAverage: os.loadavg(),
          activeResources: process.getActiveResourcesInfo().length,
        },
        memory: {
          rss: mem.rss,
          heapTotal: mem.heapTotal,
          heapUsed: mem.heapUsed,
          external: mem.external,
          arrayBuffers: mem.arrayBuffers,
          systemTotal: os.totalmem(),
          systemFree: os.freemem(),
        },
        eventLoop: app.metrics.eventLoopSnapshot(),
        'http.server.requests': http,
        database: {
          dialect: db.dialect,
          pool: {
            active: pool.total - pool.idle,
            idle: pool.idle,
            total: pool.total,
            pending: pool.waiting,
            max: pool.max,
          },
        },
      };
    },

    async getThreadDump() {
      const report = process.report.getReport() as unknown as ReportShape;
      const stack = report.javascriptStack?.stack ?? [];
      const threads: Record<string, unknown>[] = [
        {
          threadId: 1,
          threadName: 'main (event loop)',
          threadState: 'RUNNABLE',
          blockedTime: -1,
          waitedTime: -1,
          lockName: null,
          stackTrace: stack.map(frame),
        },
      ];
      let id = 2;
      for (const h of report.libuv ?? []) {
        const details = Object.entries(h)
          .filter(([k]) => !['type', 'is_active', 'is_referenced'].includes(k))
          .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
          .join(' ');
        threads.push({
          threadId: id++,
          threadName: `libuv ${h.type}`,
          threadState: h.is_active ? 'RUNNABLE' : 'WAITING',
          blockedTime: -1,
          waitedTime: -1,
          lockName: details || null,
          stackTrace: [],
        });
      }
      for (const r of process.getActiveResourcesInfo()) {
        threads.push({
          threadId: id++,
          threadName: `active ${r}`,
          threadState: 'TIMED_WAITING',
          blockedTime: -1,
          waitedTime: -1,
          lockName: null,
          stackTrace: [],
        });
      }
      return { threads };
    },

    async getConfigProps() {
      const beans: Record<string, { prefix: string; properties: Record<string, unknown> }> = {};
      for (const [prefix, properties] of Object.entries(configProperties(config))) {
        beans[`${prefix}Config`] = { prefix, properties };
      }
      return { contexts: { application: { beans } } };
    },

    async getEnv() {
      const env: Record<string, { value: unknown }> = {};
      for (const [k, v] of Object.entries(process.env)) {
        if (!ENV_PREFIXES.some((p) => k.startsWith(p))) continue;
        env[k] = { value: redact(k, v) };
      }
      const app: Record<string, { value: unknown; origin: string }> = {};
      for (const [prefix, props] of Object.entries(configProperties(config))) {
        for (const [k, v] of Object.entries(props)) {
          app[`${prefix}.${k}`] = { value: redact(k, v), origin: 'apps/api/src/config.ts' };
        }
      }
      return {
        activeProfiles: config.profiles,
        propertySources: [
          { name: 'systemEnvironment', properties: env },
          { name: 'applicationConfig', properties: app },
        ],
      };
    },

    async listLoggers() {
      const loggers: Record<string, { configuredLevel: string | null; effectiveLevel: string }> = {};
      for (const l of app.logging.list()) {
        loggers[l.name] = {
          configuredLevel: l.configuredLevel === null ? null : toApiLevel(l.configuredLevel),
          effectiveLevel: toApiLevel(l.effectiveLevel),
        };
      }
      return { levels: LOG_LEVELS.map(toApiLevel), loggers };
    },

    async setLoggerLevel(ctx) {
      const principal = ctx.requirePrincipal();
      const { name } = ctx.req.params as { name: string };
      const { configuredLevel } = ctx.req.body as { configuredLevel: string | null };
      const level = configuredLevel === null ? null : fromApiLevel(configuredLevel);
      if (!app.logging.list().some((l) => l.name === name))
        throw problem.notFound(`No logger named ${name}.`);
      app.logging.setLevel(name, level);
      await audit({
        principal: principal.login,
        type: AuditType.loggerChanged,
        data: { logger: name, level: configuredLevel ?? 'inherited' },
      });
      ctx.reply.code(204);
    },

    async listJobs({ req, reply }) {
      const paging = readPaging(req, { id: 'id' }, ['id', 'desc']);
      const q = req.query as { status?: string; kind?: string };
      let base = db.kysely.selectFrom('job');
      if (q.status) base = base.where('status', '=', q.status as 'DEAD');
      if (q.kind) base = base.where('kind', '=', q.kind);
      const rows = await base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(paging.size)
        .offset(paging.offset)
        .execute();
      const { total, estimated } = await totalOf(db.kysely, base, { ...paging, rows: rows.length });
      setPageHeaders(req, reply, paging, total, estimated);
      return rows.map(jobOf);
    },

    /** A DEAD job's fresh round of attempts, audited as a change. */
    async retryJob(ctx) {
      const id = String((ctx.req.params as { id: unknown }).id);
      const job = await db.kysely.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
      if (!job) throw problem.notFound('No job with this id.');
      if (!(await retryDead(db, id)))
        throw problem.actionNotAllowed(
          `This job is ${String(job.status).toLowerCase()}: only a dead job is retried.`,
        );
      await ctx.audit({
        principal: ctx.principal?.login ?? 'anonymousUser',
        type: AuditType.entityUpdated,
        data: { entity: 'job', id, operationId: ctx.operationId },
      });
      return jobOf(
        await db.kysely.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      );
    },

    async listAudits({ req, reply }) {
      const paging = readPaging(
        req,
        { timestamp: 'event_date', principal: 'principal', type: 'event_type', id: 'id' },
        ['timestamp', 'desc'],
      );
      const q = req.query as { fromDate?: string; toDate?: string };
      let base = db.kysely.selectFrom('audit_event');
      if (q.fromDate) base = base.where('event_date', '>=', new Date(`${q.fromDate}T00:00:00Z`));
      if (q.toDate)
        base = base.where('event_date', '<', new Date(Date.parse(`${q.toDate}T00:00:00Z`) + 86400_000));
      let query = base.selectAll();
      // biome-ignore lint/suspicious/noExplicitAny: sort columns come from the allow-list above
      for (const [column, dir] of paging.sort) query = query.orderBy(column as any, dir);
      const rows = await query.orderBy('id', 'desc').limit(paging.size).offset(paging.offset).execute();
      const { total, estimated } = await totalOf(db.kysely, base, { ...paging, rows: rows.length });
      setPageHeaders(req, reply, paging, total, estimated);
      return rows.map((r) => ({
        id: r.id,
        principal: r.principal,
        timestamp: r.event_date.toISOString(),
        type: r.event_type,
        data: Object.fromEntries(Object.entries(r.data ?? {}).map(([k, v]) => [k, String(v)])),
      }));
    },
  };
}

/** A job as the administrators' list shows it. */
function jobOf(r: Record<string, unknown>) {
  const at = (v: unknown) =>
    v instanceof Date ? v.toISOString() : v ? new Date(String(v)).toISOString() : null;
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    runAt: at(r.run_at),
    lastError: r.last_error ?? null,
    payload: r.payload ?? {},
    createdAt: at(r.created_at),
    doneAt: at(r.done_at),
  };
}
