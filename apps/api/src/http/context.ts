import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { AuditFn } from '../services/audit.ts';
import type { Mailer } from '../services/mail.ts';
import type { KeptPage } from '../engine/page-cache.ts';
import type { Page } from '../engine/repository.ts';
import type { Principals } from '../services/principal.ts';
import type { ProblemHelper } from './problems.ts';
import type { Scope } from './scope.ts';

/**
 * The signed-in user, from the database as of the request (authorities are never trusted from the token);
 * shared by the requests of one token until a change to the user drops it, so frozen.
 */
export interface Principal {
  userId: number;
  login: string;
  authorities: string[];
  /** Company the user belongs to (null for platform staff). */
  companyId: number | null;
  /** Units the user may act for: explicit links, plus every unit of the company for a company admin. */
  businessUnitIds: number[];
  langKey: string;
  /** Id of the token that authenticated this request. */
  tokenId: string;
}

/** Long-lived services, built once per app. */
export interface AppServices {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  audit: AuditFn;
  mailer: Mailer;
  problem: ProblemHelper;
  /** Bearer tokens to principals (kept per instance until a change to the user is announced). */
  principals: Principals;
  /** List pages of the resource engine, kept per instance until their table changes. */
  pages: KeptPage<Page>;
}

/** What an operation handler receives for one request. */
export interface RequestContext extends AppServices {
  req: FastifyRequest;
  reply: FastifyReply;
  operationId: string;
  /** Null only on public operations called anonymously. */
  principal: Principal | null;
  /** Ownership checks (company and business unit) for the principal of this request. */
  scope: Scope;
  /** The principal, or a 401 problem when absent. */
  requirePrincipal(): Principal;
  /**
   * Resolves to true once every change committed before the request came has reached this instance
   * (`db.sync()`, once per request), false when that cannot be ensured: what an instance keeps (principals,
   * list pages) may be read only after true.
   */
  changesSeen(): Promise<boolean>;
}

/**
 * An operation handler: returns the response body (or sets `ctx.reply` itself and returns undefined).
 * Throw an `HttpProblem` (see `ctx.problem`) for a problem answer.
 */
export type OperationHandler = (ctx: RequestContext) => unknown | Promise<unknown>;

/** operationId -> handler. */
export type HandlerMap = Record<string, OperationHandler>;
