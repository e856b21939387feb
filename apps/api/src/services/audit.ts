import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';

export const AuditType = {
  authenticationSuccess: 'AUTHENTICATION_SUCCESS',
  authenticationFailure: 'AUTHENTICATION_FAILURE',
  authorizationFailure: 'AUTHORIZATION_FAILURE',
  logout: 'LOGOUT',
  passwordChanged: 'PASSWORD_CHANGED',
  passwordReset: 'PASSWORD_RESET',
  accountRegistered: 'ACCOUNT_REGISTERED',
  accountActivated: 'ACCOUNT_ACTIVATED',
  accountUpdated: 'ACCOUNT_UPDATED',
  userCreated: 'USER_CREATED',
  userUpdated: 'USER_UPDATED',
  userDeleted: 'USER_DELETED',
  loggerChanged: 'LOGGER_CHANGED',
  entityCreated: 'ENTITY_CREATED',
  entityUpdated: 'ENTITY_UPDATED',
  entityDeleted: 'ENTITY_DELETED',
} as const;

export interface AuditEvent {
  /** Login of the acting user, or `anonymousUser`. */
  principal: string;
  type: string;
  /** Flat details (no secrets): entity, id, remote address, reason... */
  data?: Record<string, string | number | boolean | null | undefined>;
}

export type AuditFn = (event: AuditEvent) => Promise<void>;

/** Records audit events; a failure to record is logged and never breaks the request. */
export function createAudit(db: Database, log: FastifyBaseLogger): AuditFn {
  return async (event) => {
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(event.data ?? {})) {
      if (v !== undefined && v !== null) data[k] = String(v);
    }
    try {
      await db.kysely
        .insertInto('audit_event')
        .values({
          principal: event.principal.slice(0, 100),
          event_type: event.type,
          data: JSON.stringify(data),
        })
        .execute();
    } catch (err) {
      log.error({ err, event }, 'audit event not recorded');
    }
  };
}
