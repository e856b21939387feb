import { likePattern } from '@vlegal/domain/lists';
import { AUTHORITIES } from '@vlegal/domain/roles';
import type { FastifyInstance } from 'fastify';
import { totalOf } from '../../db/count.ts';
import { type Database, inTransaction } from '../../db/index.ts';
import { AuditType } from '../../services/audit.ts';
import { createKey } from '../../services/keys.ts';
import { generatePassword, hashPassword } from '../../services/passwords.ts';
import {
  findUserByEmail,
  findUserByLogin,
  revokeAllTokens,
  toUserViews,
  type UserView,
} from '../../services/users.ts';
import type { AppServices, HandlerMap, Principal } from '../context.ts';
import { readPaging, setPageHeaders } from '../paging.ts';
import { type FieldError, problem } from '../problems.ts';
import { emailTaken, loginTaken, uniqueViolation } from './account-rules.ts';

interface UserBody {
  id?: number;
  login: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  imageUrl?: string | null;
  activated?: boolean;
  langKey: string;
  authorities: string[];
  companyId?: number | null;
  businessUnitId?: number | null;
}

const SORTABLE: Record<string, string> = {
  id: 'app_user.id',
  login: 'app_user.login',
  email: 'app_user.email',
  activated: 'app_user.activated',
  langKey: 'app_user.lang_key',
  createdDate: 'app_user.created_date',
  lastModifiedDate: 'app_user.last_modified_date',
};

const SESSION_SORTABLE: Record<string, string> = {
  login: 'u.login',
  signedInAt: 't.issued_at',
  lastSeen: 'last_seen',
};

/** The AdminUser answer: one unit (null = every unit of the company, or none for platform staff). */
export function adminUser(v: UserView) {
  const { businessUnitIds, ...rest } = v;
  return { ...rest, email: v.email ?? '', businessUnitId: businessUnitIds[0] ?? null };
}

async function checkLinks(db: Database, body: UserBody): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const companyId = body.companyId ?? null;
  const unitId = body.businessUnitId ?? null;
  if (companyId !== null) {
    const c = await db.kysely
      .selectFrom('company')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!c) errors.push({ objectName: 'user', field: 'companyId', message: 'Unknown company.' });
  }
  if (unitId !== null) {
    const u = await db.kysely
      .selectFrom('business_unit')
      .select(['id', 'company_id'])
      .where('id', '=', unitId)
      .executeTakeFirst();
    if (!u) errors.push({ objectName: 'user', field: 'businessUnitId', message: 'Unknown business unit.' });
    else if (companyId === null || u.company_id !== companyId) {
      errors.push({
        objectName: 'user',
        field: 'businessUnitId',
        message: 'The business unit must belong to the company of the user.',
      });
    }
  }
  const unknown = body.authorities.filter((a) => !(AUTHORITIES as readonly string[]).includes(a));
  if (unknown.length)
    errors.push({ objectName: 'user', field: 'authorities', message: `Unknown: ${unknown.join(', ')}` });
  return errors;
}

async function setLinks(db: Database, userId: number, body: UserBody): Promise<void> {
  await db.kysely.deleteFrom('user_authority').where('user_id', '=', userId).execute();
  const authorities = [...new Set(body.authorities)];
  if (authorities.length) {
    await db.kysely
      .insertInto('user_authority')
      .values(authorities.map((a) => ({ user_id: userId, authority_name: a })))
      .execute();
  }
  await db.kysely.deleteFrom('user_business_unit').where('user_id', '=', userId).execute();
  if (body.businessUnitId) {
    await db.kysely
      .insertInto('user_business_unit')
      .values({ user_id: userId, business_unit_id: body.businessUnitId })
      .execute();
  }
}

export function userHandlers(services: AppServices, _app: FastifyInstance): HandlerMap {
  const { db, config, audit, mailer } = services;

  const byLogin = async (login: string) => {
    const row = await findUserByLogin(db, login);
    if (!row) throw problem.notFound(`No user with login ${login}.`);
    return row;
  };

  const changed = (
    principal: Principal,
    type: string,
    login: string,
    extra: Record<string, string | number | boolean> = {},
  ) => audit({ principal: principal.login, type, data: { entity: 'User', login, ...extra } });

  return {
    async listUsers({ req, reply }) {
      const paging = readPaging(req, SORTABLE, ['id', 'asc']);
      const q = req.query as { activated?: boolean; authority?: string };
      let base = db.kysely.selectFrom('app_user');
      if (q.activated !== undefined) base = base.where('app_user.activated', '=', q.activated);
      if (q.authority) {
        const authority = q.authority;
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_authority')
              .select('user_authority.user_id')
              .whereRef('user_authority.user_id', '=', 'app_user.id')
              .where('user_authority.authority_name', '=', authority),
          ),
        );
      }
      let query = base.selectAll('app_user');
      // biome-ignore lint/suspicious/noExplicitAny: sort columns come from the allow-list above
      for (const [column, dir] of paging.sort) query = query.orderBy(column as any, dir);
      const rows = await query.orderBy('app_user.id').limit(paging.size).offset(paging.offset).execute();
      const { total, estimated } = await totalOf(db.kysely, base, { ...paging, rows: rows.length });
      setPageHeaders(req, reply, paging, total, estimated);
      return (await toUserViews(db, rows)).map(adminUser);
    },

    async searchUsers({ req, reply }) {
      const paging = readPaging(req, SORTABLE, ['login', 'asc']);
      const { query: text } = req.query as { query: string };
      const pattern = likePattern(text.trim());
      const base = db.kysely
        .selectFrom('app_user')
        .where((eb) =>
          eb.or([
            eb('app_user.login', 'ilike', pattern),
            eb('app_user.email', 'ilike', pattern),
            eb('app_user.first_name', 'ilike', pattern),
            eb('app_user.last_name', 'ilike', pattern),
          ]),
        );
      let query = base.selectAll('app_user');
      // biome-ignore lint/suspicious/noExplicitAny: sort columns come from the allow-list above
      for (const [column, dir] of paging.sort) query = query.orderBy(column as any, dir);
      const rows = await query.orderBy('app_user.id').limit(paging.size).offset(paging.offset).execute();
      const { total, estimated } = await totalOf(db.kysely, base, { ...paging, rows: rows.length });
      setPageHeaders(req, reply, paging, total, estimated);
      return (await toUserViews(db, rows)).map(adminUser);
    },

    async getUser({ req }) {
      const { login } = req.params as { login: string };
      const row = await byLogin(login);
      const [view] = await toUserViews(db, [row]);
      return adminUser(view as UserView);
    },

    async listAuthorities() {
      const rows = await db.kysely.selectFrom('authority').select('name').orderBy('name').execute();
      return rows.map((r) => r.name);
    },

    async createUser(ctx) {
      const principal = ctx.requirePrincipal();
      const body = ctx.req.body as UserBody;
      const login = body.login.trim().toLowerCase();
      const email = body.email.trim().toLowerCase();
      const errors = await checkLinks(db, body);
      if (errors.length) throw problem.validation(errors);
      if (await findUserByLogin(db, login)) throw loginTaken();
      if (await findUserByEmail(db, email)) throw emailTaken();
      // No usable password until the user sets one through the mailed link.
      const hash = await hashPassword(generatePassword(32), config.bcryptCost);
      let created: { id: number; key: string };
      try {
        created = await inTransaction(db, async (tx) => {
          const { id } = await tx.kysely
            .insertInto('app_user')
            .values({
              login,
              email,
              password_hash: hash,
              first_name: body.firstName ?? null,
              last_name: body.lastName ?? null,
              image_url: body.imageUrl ?? null,
              activated: body.activated ?? true,
              lang_key: body.langKey,
              company_id: body.companyId ?? null,
              created_by: principal.login,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await setLinks(tx, id, body);
          const key = await createKey(tx, id, 'RESET', config.resetKeyHours);
          // The mail that lets the user choose a password is kept with the account: both or neither.
          await mailer.send(
            {
              to: email,
              template: 'creation',
              langKey: body.langKey,
              params: { login, link: `${config.baseUrl}/reset/finish?key=${encodeURIComponent(key)}` },
            },
            tx,
          );
          return { id, key };
        });
      } catch (err) {
        throw uniqueViolation(err) ?? err;
      }
      mailer.wake();
      await changed(principal, AuditType.userCreated, login);
      const row = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      const [view] = await toUserViews(db, [row]);
      ctx.reply.code(201).header('Location', `/api/users/${encodeURIComponent(login)}`);
      return adminUser(view as UserView);
    },

    async updateUser(ctx) {
      const principal = ctx.requirePrincipal();
      const sent = ctx.req.body as UserBody;
      const existing = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', sent.id as number)
        .executeTakeFirst();
      if (!existing) throw problem.notFound(`No user with id ${sent.id}.`);
      // An optional field left out keeps its value; only an explicit null clears it.
      const unit = await db.kysely
        .selectFrom('user_business_unit')
        .select('business_unit_id')
        .where('user_id', '=', existing.id)
        .orderBy('business_unit_id')
        .executeTakeFirst();
      const body: UserBody = {
        firstName: existing.first_name,
        lastName: existing.last_name,
        imageUrl: existing.image_url,
        companyId: existing.company_id,
        businessUnitId: unit?.business_unit_id ?? null,
        ...sent,
      };
      const login = body.login.trim().toLowerCase();
      const email = body.email.trim().toLowerCase();
      const errors = await checkLinks(db, body);
      const self = existing.id === principal.userId;
      if (self && body.activated === false) {
        errors.push({ objectName: 'user', field: 'activated', message: 'You cannot deactivate yourself.' });
      }
      if (self && !body.authorities.includes('ROLE_ADMIN')) {
        errors.push({
          objectName: 'user',
          field: 'authorities',
          message: 'You cannot remove your own ROLE_ADMIN.',
        });
      }
      if (errors.length) throw problem.validation(errors);
      const sameLogin = await findUserByLogin(db, login);
      if (sameLogin && sameLogin.id !== existing.id) throw loginTaken();
      const sameEmail = await findUserByEmail(db, email);
      if (sameEmail && sameEmail.id !== existing.id) throw emailTaken();
      const activated = body.activated ?? existing.activated;
      try {
        await inTransaction(db, async (tx) => {
          await tx.kysely
            .updateTable('app_user')
            .set({
              login,
              email,
              first_name: body.firstName ?? null,
              last_name: body.lastName ?? null,
              image_url: body.imageUrl ?? null,
              activated,
              lang_key: body.langKey,
              company_id: body.companyId ?? null,
              last_modified_by: principal.login,
              last_modified_date: new Date(),
            })
            .where('id', '=', existing.id)
            .execute();
          await setLinks(tx, existing.id, body);
          if (existing.activated && !activated) await revokeAllTokens(tx, existing.id);
        });
      } catch (err) {
        throw uniqueViolation(err) ?? err;
      }
      await changed(
        principal,
        AuditType.userUpdated,
        login,
        activated === existing.activated ? {} : { activated },
      );
      const row = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', existing.id)
        .executeTakeFirstOrThrow();
      const [view] = await toUserViews(db, [row]);
      return adminUser(view as UserView);
    },

    async deleteUser(ctx) {
      const principal = ctx.requirePrincipal();
      const { login } = ctx.req.params as { login: string };
      const row = await byLogin(login);
      if (row.id === principal.userId) throw problem.conflict('You cannot delete yourself.');
      await db.kysely.deleteFrom('app_user').where('id', '=', row.id).execute();
      await changed(principal, AuditType.userDeleted, row.login);
      ctx.reply.code(204);
    },

    async listActiveLogins({ req, reply }) {
      const paging = readPaging(req, SESSION_SORTABLE, ['lastSeen', 'desc']);
      const base = db.kysely
        .selectFrom('user_token as t')
        .innerJoin('app_user as u', 'u.id', 't.user_id')
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', new Date())
        .where('u.activated', '=', true)
        .whereRef('t.token_version', '=', 'u.token_version');
      let query = base.select((eb) => [
        't.jti',
        'u.login',
        't.ip_address',
        't.user_agent',
        't.last_page',
        't.remember_me',
        't.issued_at',
        eb.fn.coalesce('t.last_seen_at', 't.issued_at').as('last_seen'),
      ]);
      // biome-ignore lint/suspicious/noExplicitAny: sort columns come from the allow-list above
      for (const [column, dir] of paging.sort) query = query.orderBy(column as any, dir);
      const rows = await query.orderBy('t.jti').limit(paging.size).offset(paging.offset).execute();
      const { total, estimated } = await totalOf(db.kysely, base, { ...paging, rows: rows.length });
      setPageHeaders(req, reply, paging, total, estimated);
      return rows.map((r) => ({
        sessionId: r.jti,
        login: r.login,
        ipAddress: r.ip_address,
        userAgent: r.user_agent,
        page: r.last_page,
        rememberMe: r.remember_me,
        signedInAt: r.issued_at.toISOString(),
        lastSeen: new Date(r.last_seen).toISOString(),
      }));
    },
  };
}
