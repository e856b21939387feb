import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { Principal } from '../http/context.ts';
import { verifyToken } from './tokens.ts';
import type { UserView } from './users.ts';

/** Channel of the changes that alter a principal (migration 0012): `u:<user id>` or `c:<company id>`. */
export const PRINCIPAL_CHANNEL = 'vlegal_principal';

const SEEN_EVERY_MS = 60_000;
/** Tokens kept per instance; the oldest entry leaves first. */
const MAX_ENTRIES = 10_000;

interface Loaded {
  principal: Principal;
  account: UserView;
  /** Epoch ms after which the token is refused (the earlier of the token's and the row's expiry). */
  expiresAt: number;
  lastSeenAt: number | null;
}

interface PrincipalRow {
  id: number;
  login: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  image_url: string | null;
  activated: boolean;
  lang_key: string;
  company_id: number | null;
  user_version: number;
  token_version: number;
  revoked_at: Date | null;
  expires_at: Date;
  last_seen_at: Date | null;
  created_by: string;
  created_date: Date;
  last_modified_by: string | null;
  last_modified_date: Date | null;
  authorities: string[];
  linked_units: number[];
  company_units: number[];
}

/**
 * One round trip: the token row, its user, the user's authorities and unit links, and the units of the
 * user's company. A company user without a unit link, and every company admin, reaches all units of the
 * company.
 */
async function load(db: Database, jti: string, login: string, tokenExpiry: Date): Promise<Loaded | null> {
  const { rows } = await sql<PrincipalRow>`
    SELECT u.id, u.login, u.first_name, u.last_name, u.email, u.image_url, u.activated, u.lang_key,
      u.company_id, u.token_version AS user_version, t.token_version, t.revoked_at, t.expires_at,
      t.last_seen_at, u.created_by, u.created_date, u.last_modified_by, u.last_modified_date,
      ARRAY(SELECT a.authority_name FROM user_authority a WHERE a.user_id = u.id
        ORDER BY a.authority_name) AS authorities,
      ARRAY(SELECT l.business_unit_id FROM user_business_unit l WHERE l.user_id = u.id
        ORDER BY l.business_unit_id) AS linked_units,
      ARRAY(SELECT b.id FROM business_unit b WHERE b.company_id = u.company_id ORDER BY b.id) AS company_units
    FROM user_token t JOIN app_user u ON u.id = t.user_id
    WHERE t.jti = ${jti}`.execute(db.kysely);
  const row = rows[0];
  if (!row || row.revoked_at || !row.activated) return null;
  if (row.token_version !== row.user_version) return null;
  if (row.login.toLowerCase() !== login.toLowerCase()) return null;
  const expiresAt = Math.min(row.expires_at.getTime(), tokenExpiry.getTime());
  if (expiresAt <= Date.now()) return null;
  const companyWide =
    row.company_id !== null &&
    (row.linked_units.length === 0 || row.authorities.includes('ROLE_USER_ADMIN_COMPANY'));
  const units = companyWide ? [...new Set([...row.linked_units, ...row.company_units])] : row.linked_units;
  const principal: Principal = {
    userId: row.id,
    login: row.login,
    authorities: row.authorities,
    companyId: row.company_id,
    businessUnitIds: units.sort((a, b) => a - b),
    langKey: row.lang_key,
    tokenId: jti,
  };
  const account: UserView = {
    id: row.id,
    login: row.login,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    imageUrl: row.image_url,
    activated: row.activated,
    langKey: row.lang_key,
    authorities: row.authorities,
    companyId: row.company_id,
    businessUnitIds: row.linked_units,
    createdBy: row.created_by,
    createdDate: row.created_date.toISOString(),
    lastModifiedBy: row.last_modified_by ?? row.created_by,
    lastModifiedDate: (row.last_modified_date ?? row.created_date).toISOString(),
  };
  // Shared by the requests of the token until a change drops it: nobody may alter it.
  for (const value of [principal, account, principal.businessUnitIds, row.authorities, row.linked_units]) {
    Object.freeze(value);
  }
  return {
    principal,
    account,
    expiresAt,
    lastSeenAt: row.last_seen_at?.getTime() ?? null,
  };
}

/** Bearer tokens to principals, remembered per instance until a change to the user announces itself. */
export interface Principals {
  /**
   * The principal of a token: valid, unrevoked, of the user's current version, of an active user. `seen`
   * is the request's barrier when it has one (`RequestContext.changesSeen`); without, one is made.
   */
  resolve(token: string, seen?: Promise<boolean>): Promise<Principal | null>;
  /** The account of a principal resolved by this instance, as loaded with it (GET /api/account). */
  account(principal: Principal): UserView | undefined;
  /** Tokens kept now, and principals read from the database since the start (tests, metrics). */
  stats(): { entries: number; loads: number };
  close(): Promise<void>;
}

/**
 * The principal of each request without rebuilding it from four queries: entries are kept by token and
 * dropped when PostgreSQL announces a change to their user or company (LISTEN/NOTIFY, triggers of migration
 * 0012). Before reading an entry, `db.sync()` makes sure every change committed before the request came
 * has been received, so a revocation answered on any instance counts on the very next request
 * (docs/adr/0005-tokens-and-revocation.md).
 */
export async function createPrincipals(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<Principals> {
  const entries = new Map<string, Loaded>();
  const accounts = new WeakMap<Principal, UserView>();
  /** Raised by every change: a load that started before one must not be kept. */
  let generation = 0;
  let loads = 0;
  /** Whether the last barrier succeeded (a failure is logged once, not on every request). */
  let listening = true;

  const forget = (payload: string) => {
    generation++;
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if ((kind !== 'u' && kind !== 'c') || !Number.isInteger(id)) {
      entries.clear();
      return;
    }
    for (const [token, entry] of entries) {
      const p = entry.principal;
      if (kind === 'u' ? p.userId === id : p.companyId === id) entries.delete(token);
    }
  };
  const unlisten = await db.listen(PRINCIPAL_CHANNEL, forget, () => forget('*'));

  const touch = async (entry: Loaded) => {
    const now = Date.now();
    if (entry.lastSeenAt !== null && now - entry.lastSeenAt <= SEEN_EVERY_MS) return;
    entry.lastSeenAt = now;
    await db.kysely
      .updateTable('user_token')
      .set({ last_seen_at: new Date(now) })
      .where('jti', '=', entry.principal.tokenId)
      .execute()
      .catch((err) => log.warn({ err }, 'last seen not recorded'));
  };

  return {
    async resolve(token, seen) {
      let failure: unknown;
      const synced = await (seen ??
        db.sync().then(
          () => true,
          (err) => {
            failure = err;
            return false;
          },
        ));
      if (synced) listening = true;
      else {
        // Changes may be unseen: answer from the database alone until listening works again.
        entries.clear();
        if (listening)
          log.warn({ err: failure }, 'principal changes not received; reading from the database');
        listening = false;
      }
      const kept = synced ? entries.get(token) : undefined;
      if (kept) {
        if (kept.expiresAt <= Date.now()) {
          entries.delete(token);
          return null;
        }
        await touch(kept);
        return kept.principal;
      }
      const claims = await verifyToken(config, token);
      if (!claims) return null;
      const started = generation;
      loads++;
      const loaded = await load(db, claims.jti, claims.login, claims.expiresAt);
      if (!loaded) return null;
      accounts.set(loaded.principal, loaded.account);
      if (synced && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(token, loaded);
      }
      await touch(loaded);
      return loaded.principal;
    },
    account(principal) {
      return accounts.get(principal);
    },
    stats() {
      return { entries: entries.size, loads };
    },
    async close() {
      entries.clear();
      await unlisten();
    },
  };
}
