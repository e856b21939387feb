/**
 * The registration wizard's values, rules and payload (spec §2, §3, §5): three tabs, defaults, every
 * rule with its message, and the `registerAccount` body built from the values.
 */
import type { RegisterAccount } from '@vlegal/api-client/model';
import { CHOSEN_DATE_HOUR, MAX_ATTACHMENT_BYTES } from '@vlegal/domain/limits';
import { SLK_TYPES, type SlkType } from '@vlegal/domain/unit-validity';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { confirmationRule, emailRule, loginRule, passwordRule } from '../shared/accountRules.ts';

/** An attached file as the API carries it. */
export interface Attachment {
  content: string;
  contentType: string;
  name?: string;
}

/** The certification body every registration names (read-only in the wizard; the contract's default). */
export const DEFAULT_LVLK_NAME = 'Lembaga Verifikasi Legalitas Kayu';

export interface RegisterValues {
  company: {
    name: string;
    companyRegistry: string;
    taxId: string;
    taxIdx: string;
    signatureImage: Attachment | null;
    active: false;
    etpikId: string;
  };
  employee: {
    name: string;
    identificationId: string;
    taxId: string;
    jobPosition: string;
    photo: Attachment | null;
    signatureImage: Attachment | null;
  };
  businessUnit: { code: string; name: string };
  businessPermit: {
    code: string;
    /** `YYYY-MM-DD`; empty or `null` when not chosen. */
    validDate: string | null;
    expiredDate: string | null;
    businessPermitTypeId: number | null;
    fileAttachment: Attachment | null;
  };
  slkCertificate: {
    code: string;
    fullCode: string;
    lvlkName: string;
    slkType: SlkType;
    industrialScopeId: number | null;
    initialDate: string | null;
    /** Months, as typed (1 to 60). */
    surveillancePeriod: string;
    nextSurveillance: string | null;
    expiredDate: string | null;
    certificateFile: Attachment | null;
  };
  login: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The confirmation checkbox of the last tab. */
  confirmed: boolean;
}

export function initialRegisterValues(): RegisterValues {
  return {
    company: {
      name: '',
      companyRegistry: '',
      taxId: '',
      taxIdx: '',
      signatureImage: null,
      active: false,
      etpikId: '-',
    },
    employee: {
      name: '',
      identificationId: '',
      taxId: '',
      jobPosition: '',
      photo: null,
      signatureImage: null,
    },
    businessUnit: { code: '', name: '' },
    businessPermit: {
      code: '',
      validDate: '',
      expiredDate: '',
      businessPermitTypeId: null,
      fileAttachment: null,
    },
    slkCertificate: {
      code: '',
      fullCode: '',
      lvlkName: DEFAULT_LVLK_NAME,
      slkType: 'EXPORTER_PRODUCE',
      industrialScopeId: null,
      initialDate: '',
      surveillancePeriod: '',
      nextSurveillance: '',
      expiredDate: '',
      certificateFile: null,
    },
    login: '',
    email: '',
    password: '',
    confirmPassword: '',
    confirmed: false,
  };
}

/** The tabs of the wizard and the value paths each holds (a server field error opens its tab). */
export const TABS = [
  { id: 'company', fields: ['company', 'employee'] },
  { id: 'unit', fields: ['businessUnit', 'businessPermit', 'slkCertificate'] },
  { id: 'account', fields: ['login', 'email', 'password', 'confirmPassword', 'confirmed', 'langKey'] },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/** The tab holding a value path (`company.taxId` -> `company`), `undefined` for unknown paths. */
export function tabOfField(path: string): TabId | undefined {
  const head = path.split(/[.[]/)[0];
  return TABS.find((tab) => (tab.fields as readonly string[]).includes(head ?? ''))?.id;
}

/** The first tab (in wizard order) holding one of the paths. */
export function firstTabOf(paths: readonly string[]): TabId | undefined {
  const tabs = paths.map(tabOfField);
  return TABS.find((tab) => tabs.includes(tab.id))?.id;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A chosen day as the API stores it. The spec sets chosen dates to 07:00 so that no time zone moves the
 * day; the day is taken from that moment in local time.
 */
export function chosenDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const moment = new Date(year!, month! - 1, date!, CHOSEN_DATE_HOUR, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function registerSchema(t: TFunction) {
  const required = () => yup.string().trim().required(t('validation.required'));
  const date = () =>
    yup
      .string()
      .test(
        'date',
        t('validation.dateTime'),
        (value) => !value || (ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))),
      );
  const attachment = () =>
    yup
      .object({ content: yup.string().required(), contentType: yup.string().required() })
      .nullable()
      .test(
        'size',
        t('register.fileTooLarge'),
        (value) => !value || base64Bytes(value.content) <= MAX_ATTACHMENT_BYTES,
      );
  return yup.object({
    company: yup.object({
      name: required(),
      companyRegistry: required(),
      taxId: required(),
      taxIdx: yup.string(),
      signatureImage: attachment(),
    }),
    employee: yup.object({
      name: required(),
      identificationId: required(),
      taxId: required(),
      jobPosition: required(),
      photo: attachment(),
      signatureImage: attachment(),
    }),
    businessUnit: yup.object({ code: required(), name: required() }),
    businessPermit: yup.object({
      code: required(),
      validDate: date().required(t('validation.required')),
      expiredDate: date(),
      businessPermitTypeId: yup.number().nullable(),
      fileAttachment: attachment(),
    }),
    slkCertificate: yup.object({
      code: required(),
      fullCode: required(),
      lvlkName: required(),
      slkType: yup.string().oneOf(SLK_TYPES).required(t('validation.required')),
      industrialScopeId: yup.number().nullable(),
      initialDate: date(),
      surveillancePeriod: yup
        .string()
        .test(
          'months',
          t('register.surveillanceRange'),
          (value) => !value || /^(?:[1-9]|[1-5]\d|60)$/.test(value.trim()),
        ),
      nextSurveillance: date(),
      expiredDate: date().required(t('validation.required')),
      certificateFile: attachment().required(t('validation.required')),
    }),
    login: loginRule(t),
    email: emailRule(t),
    password: passwordRule(t),
    confirmPassword: confirmationRule(t, 'password'),
    confirmed: yup.boolean().oneOf([true], t('register.confirmRequired')),
  });
}

function base64Bytes(content: string): number {
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.floor((content.length * 3) / 4) - padding;
}

const text = (value: string) => value.trim();
const optional = (value: string) => (value.trim() ? value.trim() : null);
const day = (value: string | null) => (value ? chosenDay(value) : null);

type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
type FileType = ImageType | 'application/pdf';

/** The `registerAccount` body of the values, in the given language. */
export function toRegisterAccount(values: RegisterValues, langKey: 'in' | 'en'): RegisterAccount {
  const { company, employee, businessUnit, businessPermit, slkCertificate } = values;
  const certificate = slkCertificate.certificateFile;
  if (!certificate) throw new Error('the certificate file is required');
  return {
    login: values.login.trim(),
    email: values.email.trim(),
    password: values.password,
    langKey,
    company: {
      name: text(company.name),
      companyRegistry: text(company.companyRegistry),
      taxId: text(company.taxId),
      taxIdx: optional(company.taxIdx),
      signatureImage: company.signatureImage?.content ?? null,
      signatureImageContentType: (company.signatureImage?.contentType as ImageType | undefined) ?? null,
      active: false,
      etpikId: company.etpikId,
    },
    employee: {
      name: text(employee.name),
      identificationId: text(employee.identificationId),
      taxId: text(employee.taxId),
      jobPosition: text(employee.jobPosition),
      photo: employee.photo?.content ?? null,
      photoContentType: (employee.photo?.contentType as ImageType | undefined) ?? null,
      signatureImage: employee.signatureImage?.content ?? null,
      signatureImageContentType: (employee.signatureImage?.contentType as ImageType | undefined) ?? null,
    },
    businessUnit: { code: text(businessUnit.code), name: text(businessUnit.name) },
    businessPermit: {
      code: text(businessPermit.code),
      validDate: chosenDay(businessPermit.validDate ?? ''),
      expiredDate: day(businessPermit.expiredDate),
      businessPermitTypeId: businessPermit.businessPermitTypeId,
      fileAttachment: businessPermit.fileAttachment?.content ?? null,
      fileAttachmentContentType: (businessPermit.fileAttachment?.contentType as FileType | undefined) ?? null,
    },
    slkCertificate: {
      code: text(slkCertificate.code),
      fullCode: text(slkCertificate.fullCode),
      lvlkName: slkCertificate.lvlkName,
      slkType: slkCertificate.slkType,
      industrialScopeId: slkCertificate.industrialScopeId,
      initialDate: day(slkCertificate.initialDate),
      surveillancePeriod: slkCertificate.surveillancePeriod.trim()
        ? Number(slkCertificate.surveillancePeriod)
        : null,
      nextSurveillance: day(slkCertificate.nextSurveillance),
      expiredDate: chosenDay(slkCertificate.expiredDate ?? ''),
      certificateFile: certificate.content,
      certificateFileContentType: certificate.contentType as FileType,
    },
  };
}
