import type { Database } from '../db/index.ts';
import type { AppUserTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<AppUserTable>;

export interface UserView {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  imageUrl: string | null;
  activated: boolean;
  langKey: string;
  authorities: string[];
  companyId: number | null;
  businessUnitIds: number[];
  createdBy: string;
  createdDate: string;
  lastModifiedBy: string;
  lastModifiedDate: string;
}

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('app_user')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['login']), '=', login.toLowerCase()))
    .executeTakeFirst();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('app_user')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Users with their authorities and linked units, in the order of the given rows. */
export async function toUserViews(db: Database, rows: UserRow[]): Promise<UserView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const auths = await db.kysely
    .selectFrom('user_authority')
    .select(['user_id', 'authority_name'])
    .where('user_id', 'in', ids)
    .orderBy('authority_name')
    .execute();
  const units = await db.kysely
    .selectFrom('user_business_unit')
    .select(['user_id', 'business_unit_id'])
    .where('user_id', 'in', ids)
    .orderBy('business_unit_id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    login: r.login,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    imageUrl: r.image_url,
    activated: r.activated,
    langKey: r.lang_key,
    authorities: auths.filter((a) => a.user_id === r.id).map((a) => a.authority_name),
    companyId: r.company_id,
    businessUnitIds: units.filter((u) => u.user_id === r.id).map((u) => u.business_unit_id),
    createdBy: r.created_by,
    createdDate: r.created_date.toISOString(),
    lastModifiedBy: r.last_modified_by ?? r.created_by,
    lastModifiedDate: (r.last_modified_date ?? r.created_date).toISOString(),
  }));
}

export async function toUserView(db: Database, row: UserRow): Promise<UserView> {
  const [view] = await toUserViews(db, [row]);
  return view as UserView;
}

/**
 * Revokes every token of a user at once (password change, reset, deactivation, deletion): the user's
 * token version is raised, so tokens issued before stop working on their next request. `keepTokenId`
 * (the session that changed its own password) moves to the new version and stays valid.
 */
export async function revokeAllTokens(db: Database, userId: number, keepTokenId?: string): Promise<void> {
  const { token_version } = await db.kysely
    .updateTable('app_user')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  let revoke = db.kysely
    .updateTable('user_token')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenId) revoke = revoke.where('jti', '<>', keepTokenId);
  await revoke.execute();
  if (keepTokenId) {
    await db.kysely
      .updateTable('user_token')
      .set({ token_version })
      .where('jti', '=', keepTokenId)
      .where('user_id', '=', userId)
      .execute();
  }
}
