/**
 * Authentication and authorization of every contract operation from its `x-roles` (deny by default): the
 * principal from the bearer token, 401 without one, 403 (audited) without the role.
 */
import { allows, type RoleRule } from '@vlegal/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditFn, AuditType } from '../services/audit.ts';
import type { Principals } from '../services/principal.ts';
import { problem } from './problems.ts';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? (m[1] as string) : null;
}

export function installAuthentication(
  app: FastifyInstance,
  principals: Principals,
  audit: AuditFn,
  changesSeen: (req: FastifyRequest) => Promise<boolean>,
): void {
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (!cfg?.contract) return;
    const roles = cfg.roles;
    const token = bearerToken(req);
    if (token) req.principal = await principals.resolve(token, changesSeen(req));
    if (roles === 'public') return;
    if (!req.principal) {
      throw problem.unauthorized(
        token ? 'The token is not valid, expired or revoked.' : 'Full authentication is required.',
      );
    }
    // An operation without x-roles admits nobody.
    const rule: RoleRule = roles === undefined ? ['__none__' as never] : (roles as RoleRule);
    if (!allows(rule, req.principal.authorities)) {
      await audit({
        principal: req.principal.login,
        type: AuditType.authorizationFailure,
        data: { operationId: cfg.operationId, method: req.method, path: req.url.split('?')[0], ip: req.ip },
      });
      throw problem.forbidden();
    }
  });
}
