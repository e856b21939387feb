/**
 * The first and last tabs of the registration wizard: the company and its employee; the account. The
 * business unit with its permit and S-LK certificate is in `UnitTab.tsx`, which loads apart.
 */
import { FormCheckbox } from '@vlegal/ui/form/Checkbox';
import { FormFileAttach } from '@vlegal/ui/form/FileAttach';
import { FormPasswordField } from '@vlegal/ui/form/PasswordField';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { Grid } from '@vlegal/ui/Layout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './RegisterScreen.css.ts';

export function Section({ title, children }: { title: string; children: ReactNode }) {
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
