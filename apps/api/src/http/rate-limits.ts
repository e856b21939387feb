import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { HttpProblem, ProblemType } from './problems.ts';

interface LimitResult {
  isAllowed: boolean;
  isExceeded: boolean;
  ttlInSeconds: number;
}
type Limiter = (req: FastifyRequest) => Promise<LimitResult>;

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit(options: {
      max: number;
      timeWindow: number;
      keyGenerator: (req: FastifyRequest) => string;
    }): Limiter;
  }
}

function loginOf(req: FastifyRequest): string {
  const body = req.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

/**
 * Limits of the unauthenticated entry points, by operationId: sign-in per address and per login,
 * registration and reset request per address. Exceeding answers 429 with Retry-After.
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
  return {
    onRequest: {
      authenticate: [make('auth-ip', config.rateLimit.authenticatePerIp, (req) => req.ip)],
      register: [make('register-ip', config.rateLimit.register, (req) => req.ip)],
      requestPasswordReset: [make('reset-ip', config.rateLimit.resetInit, (req) => req.ip)],
    },
    preHandler: {
      authenticate: [make('auth-login', config.rateLimit.authenticatePerLogin, loginOf)],
    },
  };
}
