import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { HttpProblem, ProblemType } from './problems.ts';

interface LimitResult {
  isAllowed: boolean;
  isExceeded: boolean;
  ttlInSeconds: number;
}
type Limiter = (req: FastifyRequest) => Promise<LimitResult>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit of public checks of a licence per address (`vlegal/public-routes.ts`). */
    publicCheckLimit: preHandlerAsyncHookHandler;
    createRateLimit(options: {
      max: number;
      timeWindow: number;
      keyGenerator: (req: FastifyRequest) => string;
    }): Limiter;
  }
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit kept in the database, so every API instance counts the same attempts.
 * Fixed windows: the first hit of a key opens a window of `timeWindow` ms.
 */
export function databaseRateLimitStore(db: Database, log: FastifyBaseLogger) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, cb: IncrCallback, timeWindow: number): void {
      const seconds = timeWindow / 1000;
      sql<{ hits: number; ttl_ms: number }>`
        INSERT INTO rate_limit_counter AS r (key, window_start, hits) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_start + make_interval(secs => ${seconds}) <= now() THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.window_start + make_interval(secs => ${seconds}) <= now()
            THEN now() ELSE r.window_start END
        RETURNING hits,
          (extract(epoch FROM (window_start + make_interval(secs => ${seconds}) - now())) * 1000)::float8 AS ttl_ms`
        .execute(db.kysely)
        .then((r) => {
          const row = r.rows[0];
          cb(null, { current: row?.hits ?? 1, ttl: Math.max(0, Math.round(row?.ttl_ms ?? timeWindow)) });
          if (++calls % 500 === 0) {
            void sql`DELETE FROM rate_limit_counter WHERE window_start < now() - interval '1 day'`
              .execute(db.kysely)
              .catch((err) => log.warn({ err }, 'rate-limit cleanup failed'));
          }
        })
        .catch((err: Error) => cb(err));
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

function loginOf(req: FastifyRequest): string {
  const body = req.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

/**
 * Limits of the unauthenticated entry points, by operationId: sign-in per address and per login,
 * registration, reset request and the public check of a licence per address. Exceeding answers 429 with Retry-After.
 */
export async function installRateLimits(
  app: FastifyInstance,
  config: Config,
): Promise<{
  /** Run before the body is read (per address). */
  onRequest: Record<string, preHandlerAsyncHookHandler[]>;
  /** Run once the body is validated (per login). */
  preHandler: Record<string, preHandlerAsyncHookHandler[]>;
}> {
  const { windowMs } = config.rateLimit;
  const make = (name: string, max: number, key: (req: FastifyRequest) => string) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `${name}:${key(req)}`,
    });
    const hook: preHandlerAsyncHookHandler = async (req) => {
      const result = await limiter(req);
      if (result.isExceeded) {
        const retry = Math.max(1, result.ttlInSeconds);
        throw new HttpProblem(
          429,
          {
            type: ProblemType.tooManyRequests,
            detail: `Too many attempts. Try again in ${retry} seconds.`,
            message: 'error.http.429',
          },
          { 'Retry-After': String(retry) },
        );
      }
    };
    return hook;
  };
  const publicCheck = make('check-ip', config.rateLimit.publicCheck, (req) => req.ip);
  app.decorate('publicCheckLimit', publicCheck);
  return {
    onRequest: {
      authenticate: [make('auth-ip', config.rateLimit.authenticatePerIp, (req) => req.ip)],
      getVlegalByToken: [publicCheck],
      register: [make('register-ip', config.rateLimit.register, (req) => req.ip)],
      requestPasswordReset: [make('reset-ip', config.rateLimit.resetInit, (req) => req.ip)],
    },
    preHandler: {
      authenticate: [make('auth-login', config.rateLimit.authenticatePerLogin, loginOf)],
    },
  };
}
