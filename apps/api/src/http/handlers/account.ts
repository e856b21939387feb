import type { FastifyInstance } from 'fastify';
import { AuditType } from '../../services/audit.ts';
import { dummyHash, verifyPassword } from '../../services/passwords.ts';
import { issueToken } from '../../services/tokens.ts';
import { findUserByLogin, toUserView } from '../../services/users.ts';
import type { AppServices, HandlerMap } from '../context.ts';
import { HttpProblem, ProblemType } from '../problems.ts';

interface LoginBody {
  username: string;
  password: string;
  rememberMe?: boolean;
}

export function accountHandlers(services: AppServices, _app: FastifyInstance): HandlerMap {
  const { db, config, audit } = services;

  const badCredentials = () =>
    new HttpProblem(401, {
      type: ProblemType.badCredentials,
      title: 'Unauthorized',
      detail: 'Bad credentials',
      message: 'error.http.401',
    });

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
          data: {
            reason: !user || !ok ? 'bad-credentials' : 'not-activated',
            ip: req.ip,
          },
        });
        if (user && ok && !user.activated) {
          throw new HttpProblem(401, {
            type: ProblemType.badCredentials,
            detail: `User ${user.login} was not activated`,
            message: 'error.http.401',
          });
        }
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

    async getAccount(ctx) {
      const principal = ctx.requirePrincipal();
      const user = await db.kysely
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      return toUserView(db, user);
    },
  };
}
