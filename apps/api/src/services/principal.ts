import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { Principal } from '../http/context.ts';
import { verifyToken } from './tokens.ts';

/** Authorities and reachable units of a user (company admins reach every unit of their company). */
export async function userScope(
  db: Database,
  userId: number,
  companyId: number | null,
): Promise<{ authorities: string[]; businessUnitIds: number[] }> {
  const authorities = (
    await db.kysely
      .selectFrom('user_authority')
      .select('authority_name')
      .where('user_id', '=', userId)
      .orderBy('authority_name')
      .execute()
  ).map((r) => r.authority_name);
  const linked = (
    await db.kysely
      .selectFrom('user_business_unit')
      .select('business_unit_id')
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.business_unit_id);
  const units = new Set(linked);
  // A company user without a unit link, and every company admin, reaches all units of the company.
  if (companyId !== null && (linked.length === 0 || authorities.includes('ROLE_USER_ADMIN_COMPANY'))) {
    const own = await db.kysely
      .selectFrom('business_unit')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    for (const u of own) units.add(u.id);
  }
  return { authorities, businessUnitIds: [...units].sort((a, b) => a - b) };
}

const SEEN_EVERY_MS = 60_000;

/**
 * Resolves a bearer token to a principal: valid signature and claims, a known and unrevoked token id,
 * the user's current token version (raised on password change and deactivation) and an active user.
 */
export async function principalFromToken(
  db: Database,
  config: Config,
  token: string,
): Promise<Principal | null> {
  const claims = await verifyToken(config, token);
  if (!claims) return null;
  const row = await db.kysely
    .selectFrom('user_token as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .select([
      'u.id as userId',
      'u.login',
      'u.activated',
      'u.company_id as companyId',
      'u.lang_key as langKey',
      'u.token_version as userVersion',
      't.token_version as tokenVersion',
      't.revoked_at as revokedAt',
      't.expires_at as expiresAt',
      't.last_seen_at as lastSeenAt',
    ])
    .where('t.jti', '=', claims.jti)
    .executeTakeFirst();
  if (!row) return null;
  if (row.revokedAt || !row.activated) return null;
  if (row.tokenVersion !== row.userVersion) return null;
  if (row.login.toLowerCase() !== claims.login.toLowerCase()) return null;
  if (row.expiresAt.getTime() <= Date.now()) return null;
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.kysely
      .updateTable('user_token')
      .set({ last_seen_at: new Date() })
      .where('jti', '=', claims.jti)
      .execute();
  }
  const scope = await userScope(db, row.userId, row.companyId);
  return {
    userId: row.userId,
    login: row.login,
    authorities: scope.authorities,
    companyId: row.companyId,
    businessUnitIds: scope.businessUnitIds,
    langKey: row.langKey,
    tokenId: claims.jti,
  };
}
