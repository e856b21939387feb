/** A company turned active: each of its company administrators gets a mail in their language. */
import type { Change } from '../engine/effects.ts';

export async function companyActivated({ ctx, before, after }: Change): Promise<void> {
  if (after.active !== true || before?.active !== false) return;
  const admins = await ctx.db.kysely
    .selectFrom('app_user as u')
    .innerJoin('user_authority as a', 'a.user_id', 'u.id')
    .select(['u.login', 'u.email', 'u.lang_key'])
    .where('u.company_id', '=', Number(after.id))
    .where('a.authority_name', '=', 'ROLE_USER_ADMIN_COMPANY')
    .where('u.email', 'is not', null)
    .orderBy('u.id')
    .execute();
  for (const admin of admins) {
    await ctx.mailer.send({
      to: admin.email as string,
      template: 'companyActivated',
      langKey: admin.lang_key,
      params: { login: admin.login, link: `${ctx.config.baseUrl}/app`, company: String(after.name) },
    });
  }
}
