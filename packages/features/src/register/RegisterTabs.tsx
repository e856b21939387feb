/**
 * The three tabs of the registration wizard: the company and its employee; the business unit with its
 * permit and S-LK certificate; the account.
 */
import { FormCheckbox } from '@vlegal/ui/form/Checkbox';
import { FormComboBox } from '@vlegal/ui/form/ComboBox';
import { FormDatePicker } from '@vlegal/ui/form/DateField';
import { FormFileAttach } from '@vlegal/ui/form/FileAttach';
import { FormPasswordField } from '@vlegal/ui/form/PasswordField';
import { FormSelect } from '@vlegal/ui/form/Select';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { Grid } from '@vlegal/ui/Layout';
import { SLK_TYPES } from '@vlegal/domain/unit-validity';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findBusinessPermitTypes, findIndustrialScopes } from './lookups.ts';
import * as styles from './RegisterScreen.css.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <Grid columns="two">{children}</Grid>
    </section>
  );
}

export function CompanyTab() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <Section title={t('register.sections.company')}>
        <FormTextField name="company.name" label={t('register.company.name')} isRequired />
        <FormTextField
          name="company.companyRegistry"
          label={t('register.company.companyRegistry')}
          isRequired
        />
        <FormTextField name="company.taxId" label={t('register.company.taxId')} isRequired />
        <FormTextField name="company.taxIdx" label={t('register.company.taxIdx')} />
        <FormFileAttach
          name="company.signatureImage"
          label={t('register.company.signatureImage')}
          description={t('register.imageHint')}
          imageOnly
        />
      </Section>
      <Section title={t('register.sections.employee')}>
        <FormTextField name="employee.name" label={t('register.employee.name')} isRequired />
        <FormTextField
          name="employee.identificationId"
          label={t('register.employee.identificationId')}
          isRequired
        />
        <FormTextField name="employee.taxId" label={t('register.employee.taxId')} isRequired />
        <FormTextField name="employee.jobPosition" label={t('register.employee.jobPosition')} isRequired />
        <FormFileAttach
          name="employee.photo"
          label={t('register.employee.photo')}
          description={t('register.imageHint')}
          imageOnly
        />
        <FormFileAttach
          name="employee.signatureImage"
          label={t('register.employee.signatureImage')}
          description={t('register.imageHint')}
          imageOnly
        />
      </Section>
    </div>
  );
}

export function UnitTab() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <Section title={t('register.sections.businessUnit')}>
        <FormTextField name="businessUnit.code" label={t('register.businessUnit.code')} isRequired />
        <FormTextField name="businessUnit.name" label={t('register.businessUnit.name')} isRequired />
      </Section>
      <Section title={t('register.sections.businessPermit')}>
        <FormTextField name="businessPermit.code" label={t('register.businessPermit.code')} isRequired />
        <FormComboBox
          name="businessPermit.businessPermitTypeId"
          label={t('register.businessPermit.businessPermitTypeId')}
          search={findBusinessPermitTypes}
        />
        <FormDatePicker
          name="businessPermit.validDate"
          label={t('register.businessPermit.validDate')}
          isRequired
        />
        <FormDatePicker name="businessPermit.expiredDate" label={t('register.businessPermit.expiredDate')} />
        <FormFileAttach
          name="businessPermit.fileAttachment"
          label={t('register.businessPermit.fileAttachment')}
          description={t('register.fileHint')}
        />
      </Section>
      <Section title={t('register.sections.slkCertificate')}>
        <FormTextField name="slkCertificate.code" label={t('register.slkCertificate.code')} isRequired />
        <FormTextField
          name="slkCertificate.fullCode"
          label={t('register.slkCertificate.fullCode')}
          isRequired
        />
        <FormTextField
          name="slkCertificate.lvlkName"
          label={t('register.slkCertificate.lvlkName')}
          isReadOnly
          isRequired
        />
        <FormSelect
          name="slkCertificate.slkType"
          label={t('register.slkCertificate.slkType')}
          options={SLK_TYPES.map((type) => ({
            id: type,
            label: t(`register.slkType.${type}`),
          }))}
          isRequired
        />
        <FormComboBox
          name="slkCertificate.industrialScopeId"
          label={t('register.slkCertificate.industrialScopeId')}
          search={findIndustrialScopes}
        />
        <FormDatePicker name="slkCertificate.initialDate" label={t('register.slkCertificate.initialDate')} />
        <FormTextField
          name="slkCertificate.surveillancePeriod"
          type="number"
          label={t('register.slkCertificate.surveillancePeriod')}
        />
        <FormDatePicker
          name="slkCertificate.nextSurveillance"
          label={t('register.slkCertificate.nextSurveillance')}
        />
        <FormDatePicker
          name="slkCertificate.expiredDate"
          label={t('register.slkCertificate.expiredDate')}
          isRequired
        />
        <FormFileAttach
          name="slkCertificate.certificateFile"
          label={t('register.slkCertificate.certificateFile')}
          description={t('register.fileHint')}
          isRequired
        />
      </Section>
    </div>
  );
}

export function AccountTab() {
  const { t } = useTranslation();
  return (
    <Section title={t('register.tabs.account')}>
      <FormTextField name="login" label={t('register.account.login')} autoComplete="username" isRequired />
      <FormTextField
        name="email"
        type="email"
        label={t('register.account.email')}
        autoComplete="email"
        isRequired
      />
      <FormPasswordField
        name="password"
        label={t('register.account.password')}
        autoComplete="new-password"
        isRequired
      />
      <FormPasswordField
        name="confirmPassword"
        label={t('register.account.confirmPassword')}
        autoComplete="new-password"
        isRequired
      />
      <FormCheckbox name="confirmed">{t('register.account.confirmed')}</FormCheckbox>
    </Section>
  );
}
