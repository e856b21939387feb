import { describe, expect, it } from 'vitest';
import en from '@vlegal/domain/i18n/en/common.json';
import type { TFunction } from 'i18next';
import {
  chosenDay,
  firstTabOf,
  initialRegisterValues,
  registerSchema,
  tabOfField,
  toRegisterAccount,
} from './wizard.ts';

const lookup = (key: string): string => {
  let node: unknown = {
    ...en,
    register: { fileTooLarge: 'too large', confirmRequired: 'confirm', surveillanceRange: 'months' },
  };
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
};
const t = lookup as unknown as TFunction;

function filled() {
  const values = initialRegisterValues();
  values.company = {
    ...values.company,
    name: 'PT Jati',
    companyRegistry: '8120001',
    taxId: '01.234.567.8-912.000',
  };
  values.employee = {
    ...values.employee,
    name: 'Budi',
    identificationId: '3320012345678901',
    taxId: '09.876.543.2-109.000',
    jobPosition: 'Direktur',
  };
  values.businessUnit = { code: 'JJ-01', name: 'Pabrik' };
  values.businessPermit = { ...values.businessPermit, code: 'NIB-1', validDate: '2026-01-05' };
  values.slkCertificate = {
    ...values.slkCertificate,
    code: 'SLK-1',
    fullCode: 'LVLK-002-IDN/SLK/1',
    expiredDate: '2030-01-05',
    certificateFile: { content: 'JVBERi0=', contentType: 'application/pdf' },
  };
  values.login = 'budi';
  values.email = 'budi@jati.co.id';
  values.password = 'rahasia';
  values.confirmPassword = 'rahasia';
  values.confirmed = true;
  return values;
}

const messages = async (values: ReturnType<typeof initialRegisterValues>) => {
  try {
    await registerSchema(t).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('registration model', () => {
  it('starts with the spec defaults', () => {
    const values = initialRegisterValues();
    expect(values.company.active).toBe(false);
    expect(values.company.etpikId).toBe('-');
    expect(values.slkCertificate.slkType).toBe('EXPORTER_PRODUCE');
    expect(values.slkCertificate.lvlkName).toBe('Lembaga Verifikasi Legalitas Kayu');
  });

  it('accepts a complete form and builds the payload with defaults and the language', async () => {
    expect(await messages(filled())).toEqual([]);
    const body = toRegisterAccount(filled(), 'en');
    expect(body.langKey).toBe('en');
    expect(body.company.active).toBe(false);
    expect(body.company.etpikId).toBe('-');
    expect(body.businessPermit.validDate).toBe('2026-01-05');
    expect(body.businessPermit.expiredDate).toBeNull();
    expect(body.slkCertificate.certificateFileContentType).toBe('application/pdf');
    expect(body).not.toHaveProperty('confirmPassword');
  });

  it('says every rule in the spec words', async () => {
    const values = filled();
    values.login = 'budi santoso';
    values.email = 'a@b';
    values.password = 'abc';
    values.confirmPassword = 'abd';
    values.company.name = ' ';
    values.businessPermit.validDate = '2026-13-45';
    expect(await messages(values)).toEqual(
      expect.arrayContaining([
        'Your username can only contain letters and digits.',
        'Your email is required to be at least 5 characters.',
        'Your password is required to be at least 4 characters.',
        'The password and its confirmation do not match!',
        'This field is required.',
        'This field should be a date and time.',
      ]),
    );
    values.login = 'x'.repeat(51);
    values.email = `${'e'.repeat(250)}@x.id`;
    values.password = 'p'.repeat(255);
    expect(await messages(values)).toEqual(
      expect.arrayContaining([
        'Your username cannot be longer than 50 characters.',
        'Your email cannot be longer than 100 characters.',
        'Your password cannot be longer than 50 characters.',
      ]),
    );
  });

  it('needs the certificate file and the confirmation', async () => {
    const values = filled();
    values.slkCertificate.certificateFile = null;
    values.confirmed = false;
    expect(await messages(values)).toEqual(['This field is required.', 'confirm']);
  });

  it('keeps chosen days whatever the time zone', () => {
    expect(chosenDay('2026-03-31')).toBe('2026-03-31');
  });

  it('finds the tab of a field', () => {
    expect(tabOfField('company.taxId')).toBe('company');
    expect(tabOfField('slkCertificate.certificateFile')).toBe('unit');
    expect(tabOfField('login')).toBe('account');
    expect(firstTabOf(['email', 'businessUnit.code'])).toBe('unit');
    expect(firstTabOf(['nothing'])).toBeUndefined();
  });
});
