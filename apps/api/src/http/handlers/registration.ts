import type { BusinessPermit, Company, Employee, SlkCertificate } from '@vlegal/domain/gen/schemas';
import { orderBreaks } from '@vlegal/domain/field-order';
import { LOGIN_PATTERN } from '@vlegal/domain/limits';
import { sql } from 'kysely';
import { type Database, inTransaction } from '../../db/index.ts';
import { AuditType } from '../../services/audit.ts';
import { checkFile } from '../../services/files.ts';
import { createKey } from '../../services/keys.ts';
import { hashPassword } from '../../services/passwords.ts';
import { findUserByEmail, findUserByLogin } from '../../services/users.ts';
import { type AnyResource, resources } from '@vlegal/domain/resources';
import { engineResource } from '../../engine/declarations.ts';
import { toApi } from '../../engine/repository.ts';
import type { AppServices, HandlerMap } from '../context.ts';
import { type FieldError, problem } from '../problems.ts';
import { emailTaken, keyLink, loginTaken, passwordErrors, uniqueViolation } from './account-rules.ts';

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

/**
 * Self-registration of an exporter (docs/adr/0004-registration-roles.md): the company, its first business
 * unit, employee, business permit and S-LK certificate, and an inactive company administrator who
 * receives an activation mail.
 */
export function registrationHandlers(services: AppServices): HandlerMap {
  const { db, config, audit, mailer } = services;
  const link = (route: string, key: string) => keyLink(config.baseUrl, route, key);

  return {
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
        ...(await checkFile(
          'company',
          'company.signatureImage',
          b.company.signatureImage,
          b.company.signatureImageContentType,
        )),
        ...(await checkFile('employee', 'employee.photo', b.employee.photo, b.employee.photoContentType)),
        ...(await checkFile(
          'employee',
          'employee.signatureImage',
          b.employee.signatureImage,
          b.employee.signatureImageContentType,
        )),
        ...(await checkFile(
          'businessPermit',
          'businessPermit.fileAttachment',
          b.businessPermit.fileAttachment,
          b.businessPermit.fileAttachmentContentType,
        )),
        ...(await checkFile(
          'slkCertificate',
          'slkCertificate.certificateFile',
          b.slkCertificate.certificateFile,
          b.slkCertificate.certificateFileContentType,
        )),
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
      // The dates of the permit and the certificate in the order their resources keep them.
      for (const part of ['businessPermit', 'slkCertificate'] as const) {
        const fields = b[part] as unknown as Record<string, unknown>;
        for (const { field, after } of orderBreaks(resources[part].inOrder, fields))
          errors.push({
            objectName: part,
            field: `${part}.${field}`,
            message: `must not be before ${after}`,
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
                ? ((b.company.signatureImageContentType ?? null) as Company['signatureImageContentType'])
                : null,
              active: false,
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
              slk_type: (b.slkCertificate.slkType ?? 'EXPORTER_PRODUCE') as SlkCertificate['slkType'],
              industrial_scope_id: scopeId,
              initial_date: b.slkCertificate.initialDate ?? null,
              surveillance_period: b.slkCertificate.surveillancePeriod ?? null,
              next_surveillance: b.slkCertificate.nextSurveillance ?? null,
              expired_date: b.slkCertificate.expiredDate,
              certificate_file: b.slkCertificate.certificateFile,
              certificate_file_content_type: b.slkCertificate
                .certificateFileContentType as SlkCertificate['certificateFileContentType'],
              business_unit_id: unit.id,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const address = await k
            .insertInto('address')
            .values({ address_type: 'CONTACT_ADDRESS', company_id: company.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          await k
            .updateTable('company')
            .set({ address_id: address.id })
            .where('id', '=', company.id)
            .execute();
          company.address_id = address.id;
          await k
            .updateTable('business_unit')
            .set({ slk_certificate_id: slk.id })
            .where('id', '=', unit.id)
            .execute();
          unit.slk_certificate_id = slk.id;
          const permit = await k
            .insertInto('business_permit')
            .values({
              code: b.businessPermit.code,
              valid_date: b.businessPermit.validDate,
              expired_date: b.businessPermit.expiredDate ?? null,
              business_permit_type_id: permitTypeId,
              file_attachment: b.businessPermit.fileAttachment ?? null,
              file_attachment_content_type: b.businessPermit.fileAttachment
                ? ((b.businessPermit.fileAttachmentContentType ??
                    null) as BusinessPermit['fileAttachmentContentType'])
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
              photo_content_type: b.employee.photo
                ? ((b.employee.photoContentType ?? null) as Employee['photoContentType'])
                : null,
              signature_image: b.employee.signatureImage ?? null,
              signature_image_content_type: b.employee.signatureImage
                ? ((b.employee.signatureImageContentType ?? null) as Employee['signatureImageContentType'])
                : null,
              email,
              user_id: user.id,
              business_unit_id: unit.id,
              created_by: login,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const key = await createKey(tx, user.id, 'ACTIVATION', config.activationKeyHours);
          // The activation mail is kept with the account it activates: both or neither.
          await mailer.send(
            { to: email, template: 'activation', langKey, params: { login, link: link('/activate', key) } },
            tx,
          );
          return {
            userId: user.id,
            key,
            result: {
              login,
              // Each record as its resource answers it.
              company: asRead('company', company),
              businessUnit: asRead('businessUnit', unit),
              employee: asRead('employee', employee),
              businessPermit: asRead('businessPermit', permit),
              slkCertificate: asRead('slkCertificate', slk),
            },
          };
        });
      } catch (err) {
        throw uniqueViolation(err) ?? err;
      }
      mailer.wake();
      await audit({
        principal: login,
        type: AuditType.accountRegistered,
        data: { ip: req.ip, companyId: (created.result.company as { id: number }).id },
      });
      reply.code(201);
      return created.result;
    },
  };
}

/** A row of a registered resource, read from its columns, as the resource's read operation answers it. */
function asRead(key: keyof typeof resources, row: object) {
  return toApi(engineResource(resources[key] as unknown as AnyResource), row as Record<string, unknown>);
}
