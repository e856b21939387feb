import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { mergeTexts, type Texts } from '@vlegal/domain/i18n';
import { LOGIN_PATTERN } from '@vlegal/domain/limits';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { REPO_ROOT } from '../../config.ts';
import { type Database, inTransaction, pgConstraint, pgErrorCode } from '../../db/index.ts';
import { AuditType } from '../../services/audit.ts';
import { isCommonPassword } from '../../services/common-passwords.ts';
import { checkFile } from '../../services/files.ts';
import { consumeKey, createKey, peekKey } from '../../services/keys.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../services/passwords.ts';
import { issueToken } from '../../services/tokens.ts';
import { findUserByEmail, findUserByLogin, revokeAllTokens, toUserView } from '../../services/users.ts';
import {
  businessPermitView,
  businessUnitView,
  companyView,
  employeeView,
  slkCertificateView,
} from '../../services/views.ts';
import type { AppServices, HandlerMap } from '../context.ts';
import { type FieldError, HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../problems.ts';

export const I18N_DIR = path.join(REPO_ROOT, 'packages/domain/i18n');

interface LoginBody {
  username: string;
  password: string;
  rememberMe?: boolean;
}

type Nullable<T> = T | null | undefined;

interface RegisterBody {
  login: string;
  email: string;
  password: string;
  langKey?: string;
  company: {
    name: string;
    companyRegistry: string;
    taxId: string;
    taxIdx?: Nullable<string>;
    signatureImage?: Nullable<string>;
    signatureImageContentType?: Nullable<string>;
    etpikId?: string;
  };
  employee: {
    name: string;
    identificationId: string;
    taxId: string;
    jobPosition: string;
    photo?: Nullable<string>;
    photoContentType?: Nullable<string>;
    signatureImage?: Nullable<string>;
    signatureImageContentType?: Nullable<string>;
  };
  businessUnit: { code: string; name: string };
  businessPermit: {
    code: string;
    validDate: string;
    expiredDate?: Nullable<string>;
    businessPermitTypeId?: Nullable<number>;
    fileAttachment?: Nullable<string>;
    fileAttachmentContentType?: Nullable<string>;
  };
  slkCertificate: {
    code: string;
    fullCode: string;
    lvlkName?: string;
    slkType?: string;
    industrialScopeId?: Nullable<number>;
    initialDate?: Nullable<string>;
    surveillancePeriod?: Nullable<number>;
    nextSurveillance?: Nullable<string>;
    expiredDate: string;
    certificateFile: string;
    certificateFileContentType: string;
  };
}

/** Authorities of a registering company's first user (docs/adr/0004-registration-roles.md). */
export const REGISTRATION_AUTHORITIES = [
  'ROLE_USER',
  'ROLE_USER_ADMIN_COMPANY',
  'ROLE_USER_ADMIN',
  'ROLE_USER_VLEGAL',
] as const;

export const DEFAULT_LVLK_NAME = 'Lembaga Verifikasi Legalitas Kayu';

export function passwordErrors(objectName: string, password: string, login?: string): FieldError[] {
  if (isCommonPassword(password, login)) {
    return [
      {
        objectName,
        field:
          objectName === 'passwordChange' || objectName === 'keyAndPassword' ? 'newPassword' : 'password',
        message: 'This password is too common or equals the login; choose another one.',
      },
    ];
  }
  return [];
}

export function loginTaken(): HttpProblem {
  return new HttpProblem(400, {
    type: ProblemType.loginAlreadyUsed,
    title: PROBLEM_TITLES.loginAlreadyUsed,
    detail: 'Login name already registered! Please choose another one.',
    message: 'error.userexists',
  });
}

export function emailTaken(): HttpProblem {
  return new HttpProblem(400, {
    type: ProblemType.emailAlreadyUsed,
    title: PROBLEM_TITLES.emailAlreadyUsed,
    detail: 'Email is already in use! Please choose another one.',
    message: 'error.emailexists',
  });
}

function invalidKey(): HttpProblem {
  return new HttpProblem(400, {
    type: ProblemType.invalidKey,
    title: PROBLEM_TITLES.invalidKey,
    detail: 'The key is unknown, already used or expired.',
    message: 'error.invalidkey',
  });
}

/** Maps a unique violation on app_user to the spec's problem types. */
export function uniqueViolation(err: unknown): HttpProblem | null {
  if (pgErrorCode(err) !== '23505') return null;
  const c = pgConstraint(err) ?? String((err as Error).message);
  if (c.includes('login')) return loginTaken();
  if (c.includes('email')) return emailTaken();
  return problem.conflict('A unique value is already used.');
}

async function tableHasId(db: Database, table: string, id: number): Promise<boolean> {
  try {
    const r = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE id = ${id}`.execute(db.kysely);
    return (r.rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  }
}

async function defaultPermitType(db: Database): Promise<number | null> {
  try {
    const r = await sql<{ id: number }>`SELECT id FROM business_permit_type
      ORDER BY (code = 'NIB') DESC, id LIMIT 1`.execute(db.kysely);
    return r.rows[0]?.id ?? null;
  } catch {
    return null;
  }
}

/** The compression a browser accepts for the texts: brotli, else gzip, else none. */
function textEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '').split(',').map((part) => part.trim().split(';'));
  const accepts = (name: string) =>
    offered.some(([coding, ...params]) => coding === name && !params.some((p) => /^\s*q=0(\.0*)?$/.test(p)));
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

function readTexts(lang: string): Texts | null {
  const dir = path.join(I18N_DIR, lang);
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return mergeTexts(files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Texts));
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

  const link = (route: string, key: string) => `${config.baseUrl}${route}?key=${encodeURIComponent(key)}`;

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

    async register(ctx) {
      const { req, reply } = ctx;
      const b = req.body as RegisterBody;
      const login = b.login.trim().toLowerCase();
      const email = b.email.trim().toLowerCase();
      const errors: FieldError[] = [];
      if (!LOGIN_PATTERN.test(login)) {
        errors.push({
          objectName: 'registerAccount',
          field: 'login',
          message: 'Letters, digits and _ . @ - only.',
        });
      }
      errors.push(...passwordErrors('registerAccount', b.password, login));
      errors.push(
        ...checkFile(
          'company',
          'company.signatureImage',
          b.company.signatureImage,
          b.company.signatureImageContentType,
        ),
        ...checkFile('employee', 'employee.photo', b.employee.photo, b.employee.photoContentType),
        ...checkFile(
          'employee',
          'employee.signatureImage',
          b.employee.signatureImage,
          b.employee.signatureImageContentType,
        ),
        ...checkFile(
          'businessPermit',
          'businessPermit.fileAttachment',
          b.businessPermit.fileAttachment,
          b.businessPermit.fileAttachmentContentType,
        ),
        ...checkFile(
          'slkCertificate',
          'slkCertificate.certificateFile',
          b.slkCertificate.certificateFile,
          b.slkCertificate.certificateFileContentType,
        ),
      );
      let permitTypeId = b.businessPermit.businessPermitTypeId ?? null;
      if (permitTypeId !== null && !(await tableHasId(db, 'business_permit_type', permitTypeId))) {
        errors.push({
          objectName: 'businessPermit',
          field: 'businessPermit.businessPermitTypeId',
          message: 'Unknown business permit type.',
        });
      }
      permitTypeId ??= await defaultPermitType(db);
      const scopeId = b.slkCertificate.industrialScopeId ?? null;
      if (scopeId !== null && !(await tableHasId(db, 'industrial_scope', scopeId))) {
        errors.push({
          objectName: 'slkCertificate',
          field: 'slkCertificate.industrialScopeId',
          message: 'Unknown industrial scope.',
        });
      }
      if (b.businessPermit.expiredDate && b.businessPermit.expiredDate < b.businessPermit.validDate) {
        errors.push({
          objectName: 'businessPermit',
          field: 'businessPermit.expiredDate',
          message: 'The expiry date is before the valid date.',
        });
      }
      if (errors.length) throw problem.validation(errors);
      if (await findUserByLogin(db, login)) throw loginTaken();
      if (await findUserByEmail(db, email)) throw emailTaken();

      const passwordHash = await hashPassword(b.password, config.bcryptCost);
      const langKey = b.langKey ?? 'in';
      let created: { userId: number; key: string; result: Record<string, unknown> };
      try {
        created = await inTransaction(db, async (tx) => {
          const k = tx.kysely;
          const address = await k
            .insertInto('address')
            .values({ address_type: 'CONTACT_ADDRESS' })
            .returning('id')
            .executeTakeFirstOrThrow();
          const company = await k
            .insertInto('company')
            .values({
              name: b.company.name,
              company_registry: b.company.companyRegistry,
              tax_id: b.company.taxId,
              tax_idx: b.company.taxIdx ?? null,
              etpik_id: b.company.etpikId || '-',
              signature_image: b.company.signatureImage ?? null,
              signature_image_content_type: b.company.signatureImage
                ? (b.company.signatureImageContentType ?? null)
                : null,
              active: false,
              address_id: address.id,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const slk = await k
            .insertInto('slk_certificate')
            .values({
              code: b.slkCertificate.code,
              full_code: b.slkCertificate.fullCode,
              lvlk_name: b.slkCertificate.lvlkName || DEFAULT_LVLK_NAME,
              slk_type: b.slkCertificate.slkType ?? 'EXPORTER_PRODUCE',
              industrial_scope_id: scopeId,
              initial_date: b.slkCertificate.initialDate ?? null,
              surveillance_period: b.slkCertificate.surveillancePeriod ?? null,
              next_surveillance: b.slkCertificate.nextSurveillance ?? null,
              expired_date: b.slkCertificate.expiredDate,
              certificate_file: b.slkCertificate.certificateFile,
              certificate_file_content_type: b.slkCertificate.certificateFileContentType,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const unit = await k
            .insertInto('business_unit')
            .values({
              code: b.businessUnit.code,
              name: b.businessUnit.name,
              company_id: company.id,
              slk_certificate_id: slk.id,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const permit = await k
            .insertInto('business_permit')
            .values({
              code: b.businessPermit.code,
              valid_date: b.businessPermit.validDate,
              expired_date: b.businessPermit.expiredDate ?? null,
              business_permit_type_id: permitTypeId,
              file_attachment: b.businessPermit.fileAttachment ?? null,
              file_attachment_content_type: b.businessPermit.fileAttachment
                ? (b.businessPermit.fileAttachmentContentType ?? null)
                : null,
              business_unit_id: unit.id,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const user = await k
            .insertInto('app_user')
            .values({
              login,
              email,
              password_hash: passwordHash,
              activated: false,
              lang_key: langKey,
              company_id: company.id,
              created_by: login,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await k
            .insertInto('user_authority')
            .values(REGISTRATION_AUTHORITIES.map((a) => ({ user_id: user.id, authority_name: a })))
            .execute();
          await k
            .insertInto('user_business_unit')
            .values({ user_id: user.id, business_unit_id: unit.id })
            .execute();
          const employee = await k
            .insertInto('employee')
            .values({
              name: b.employee.name,
              identification_id: b.employee.identificationId,
              tax_id: b.employee.taxId,
              job_position: b.employee.jobPosition,
              photo: b.employee.photo ?? null,
              photo_content_type: b.employee.photo ? (b.employee.photoContentType ?? null) : null,
              signature_image: b.employee.signatureImage ?? null,
              signature_image_content_type: b.employee.signatureImage
                ? (b.employee.signatureImageContentType ?? null)
                : null,
              email,
              user_id: user.id,
              business_unit_id: unit.id,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const key = await createKey(tx, user.id, 'ACTIVATION', config.activationKeyHours);
          return {
            userId: user.id,
            key,
            result: {
              login,
              company: companyView(company),
              businessUnit: businessUnitView(unit),
              employee: employeeView(employee),
              businessPermit: businessPermitView(permit),
              slkCertificate: slkCertificateView(slk),
            },
          };
        });
      } catch (err) {
        throw uniqueViolation(err) ?? err;
      }
      await mailer.send({
        to: email,
        template: 'activation',
        langKey,
        params: { login, link: link('/activate', created.key) },
      });
      await audit({
        principal: login,
        type: AuditType.accountRegistered,
        data: { ip: req.ip, companyId: (created.result.company as { id: number }).id },
      });
      reply.code(201);
      return created.result;
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

    getManagementInfo() {
      return {
        activeProfiles: config.profiles,
        'display-ribbon-on-profiles': 'dev',
        version: config.version,
      };
    },

    getTranslations(ctx) {
      const { lang } = ctx.req.params as { lang: string };
      const texts = readTexts(lang);
      if (!texts) throw problem.notFound(`No texts for language ${lang}.`);
      ctx.reply.header('Cache-Control', 'no-cache');
      // Every page waits for its texts before it renders: compressed, they arrive about 4 times sooner.
      const encoding = textEncoding(ctx.req.headers['accept-encoding']);
      if (!encoding) return texts;
      const json = Buffer.from(JSON.stringify(texts));
      return ctx.reply
        .header('Vary', 'Accept-Encoding')
        .header('Content-Encoding', encoding)
        .type('application/json; charset=utf-8')
        .send(
          encoding === 'br'
            ? brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(json),
        );
    },
  };
}
