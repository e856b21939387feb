import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/index.ts';
import { AuditType } from '../../services/audit.ts';
import { consumeKey, createKey, peekKey } from '../../services/keys.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../services/passwords.ts';
import { issueToken } from '../../services/tokens.ts';
import { findUserByEmail, findUserByLogin, revokeAllTokens, toUserView } from '../../services/users.ts';
import type { AppServices, HandlerMap } from '../context.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../problems.ts';
import { emailTaken, invalidKey, keyLink, passwordErrors, uniqueViolation } from './account-rules.ts';

interface LoginBody {
  username: string;
  password: string;
  rememberMe?: boolean;
}

export function accountHandlers(services: AppServices, _app: FastifyInstance): HandlerMap {
  const { db, config, audit, mailer } = services;

  const badCredentials = () =>
    new HttpProblem(401, {
      type: ProblemType.unauthorized,
      title: 'Unauthorized',
      detail: 'Failed to sign in! Please check your credentials and try again.',
      message: 'error.http.401',
    });

  const link = (route: string, key: string) => keyLink(config.baseUrl, route, key);

  return {
    async authenticate({ req, reply }) {
      const body = req.body as LoginBody;
      const user = await findUserByLogin(db, body.username);
      const ok = user
        ? await verifyPassword(body.password, user.password_hash)
        : await verifyPassword(body.password, await dummyHash(config.bcryptCost)).then(() => false);
      if (!user || !ok || !user.activated) {
        await audit({
          principal: body.username,
          type: AuditType.authenticationFailure,
          data: { reason: !user || !ok ? 'bad-credentials' : 'not-activated', ip: req.ip },
        });
        throw badCredentials();
      }
      const view = await toUserView(db, user);
      const rememberMe = body.rememberMe === true;
      const { token, jti, expiresAt } = await issueToken(
        config,
        user.login,
        view.authorities,
        user.token_version,
        rememberMe,
      );
      await db.kysely
        .insertInto('user_token')
        .values({
          jti,
          user_id: user.id,
          token_version: user.token_version,
          remember_me: rememberMe,
          expires_at: expiresAt,
          ip_address: req.ip,
          user_agent: (req.headers['user-agent'] ?? '').slice(0, 255) || null,
        })
        .execute();
      await audit({
        principal: user.login,
        type: AuditType.authenticationSuccess,
        data: { ip: req.ip, rememberMe },
      });
      reply.header('Authorization', `Bearer ${token}`);
      return { id_token: token };
    },

    async logout(ctx) {
      const principal = ctx.requirePrincipal();
      await db.kysely
        .updateTable('user_token')
        .set({ revoked_at: new Date() })
        .where('jti', '=', principal.tokenId)
        .execute();
      await audit({ principal: principal.login, type: AuditType.logout, data: { ip: ctx.req.ip } });
      ctx.reply.code(204);
    },

    async getAccount(ctx) {
      const principal = ctx.requirePrincipal();
      // Loaded with the principal, in the same round trip; read again only for a principal made elsewhere.
      const view =
        services.principals.account(principal) ??
        (await toUserView(
          db,
          await db.kysely
            .selectFrom('app_user')
            .selectAll()
            .where('id', '=', principal.userId)
            .executeTakeFirstOrThrow(),
        ));
      return { ...view, businessUnitId: view.businessUnitIds[0] ?? null };
    },

    async saveAccount(ctx) {
      const principal = ctx.requirePrincipal();
      const body = ctx.req.body as {
        firstName?: string | null;
        lastName?: string | null;
        email: string;
        langKey: string;
        imageUrl?: string | null;
      };
      const email = body.email.trim().toLowerCase();
      const other = await findUserByEmail(db, email);
      if (other && other.id !== principal.userId) throw emailTaken();
      try {
        // An optional field left out keeps its value; only an explicit null clears it.
        await db.kysely
          .updateTable('app_user')
          .set({
            ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
            ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
            email,
            lang_key: body.langKey,
            ...(body.imageUrl !== undefined ? { image_url: body.imageUrl } : {}),
            last_modified_by: principal.login,
            last_modified_date: new Date(),
          })
          .where('id', '=', principal.userId)
          .execute();
      } catch (err) {
        throw uniqueViolation(err) ?? err;
      }
      await audit({
        principal: principal.login,
        type: AuditType.accountUpdated,
        data: { login: principal.login },
      });
      const user = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      const view = await toUserView(db, user);
      return { ...view, businessUnitId: view.businessUnitIds[0] ?? null };
    },

    async changePassword(ctx) {
      const principal = ctx.requirePrincipal();
      const body = ctx.req.body as { currentPassword: string; newPassword: string };
      const user = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
        throw new HttpProblem(400, {
          type: ProblemType.invalidPassword,
          title: PROBLEM_TITLES.invalidPassword,
          detail: 'The current password is not correct.',
          message: 'error.invalidpassword',
        });
      }
      const errors = passwordErrors('passwordChange', body.newPassword, user.login);
      if (errors.length) throw problem.validation(errors);
      const hash = await hashPassword(body.newPassword, config.bcryptCost);
      await inTransaction(db, async (tx) => {
        await tx.kysely
          .updateTable('app_user')
          .set({ password_hash: hash, last_modified_by: principal.login, last_modified_date: new Date() })
          .where('id', '=', user.id)
          .execute();
        await revokeAllTokens(tx, user.id, principal.tokenId);
      });
      await audit({ principal: principal.login, type: AuditType.passwordChanged, data: { ip: ctx.req.ip } });
      ctx.reply.code(204);
    },
    async activateAccount(ctx) {
      const { key } = ctx.req.query as { key: string };
      const userId = await consumeKey(db, key, 'ACTIVATION');
      if (userId === null) throw invalidKey();
      const user = await db.kysely
        .updateTable('app_user')
        .set({ activated: true, last_modified_by: 'system', last_modified_date: new Date() })
        .where('id', '=', userId)
        .returning('login')
        .executeTakeFirstOrThrow();
      await audit({ principal: user.login, type: AuditType.accountActivated, data: { ip: ctx.req.ip } });
      ctx.reply.code(204);
    },

    async requestPasswordReset(ctx) {
      const { email } = ctx.req.body as { email: string };
      // The answer is the same whether the address is known or not; the mail goes out in the background.
      const work = (async () => {
        const user = await findUserByEmail(db, email.trim());
        if (!user?.activated || !user.email) return;
        const key = await createKey(db, user.id, 'RESET', config.resetKeyHours);
        await mailer.send({
          to: user.email,
          template: 'passwordReset',
          langKey: user.lang_key,
          params: { login: user.login, link: link('/reset/finish', key) },
        });
      })().catch((err) => ctx.log.error({ err }, 'password reset mail failed'));
      if (!mailer.smtp) await work;
      ctx.reply.code(204);
    },

    async finishPasswordReset(ctx) {
      const body = ctx.req.body as { key: string; newPassword: string };
      const pending = await peekKey(db, body.key, 'RESET');
      if (pending === null) throw invalidKey();
      const user = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', pending)
        .executeTakeFirstOrThrow();
      const errors = passwordErrors('keyAndPassword', body.newPassword, user.login);
      if (errors.length) throw problem.validation(errors);
      const userId = await consumeKey(db, body.key, 'RESET');
      if (userId === null) throw invalidKey();
      const hash = await hashPassword(body.newPassword, config.bcryptCost);
      await inTransaction(db, async (tx) => {
        await tx.kysely
          .updateTable('app_user')
          .set({ password_hash: hash, last_modified_by: 'system', last_modified_date: new Date() })
          .where('id', '=', userId)
          .execute();
        await revokeAllTokens(tx, userId);
      });
      await audit({ principal: user.login, type: AuditType.passwordReset, data: { ip: ctx.req.ip } });
      ctx.reply.code(204);
    },
  };
}
