/**
 * The second tab of the registration wizard: the business unit with its permit and S-LK certificate. Its
 * date pickers, lookups and choice (react-aria's calendars, overlays and collections) are most of the
 * wizard's weight, so the tab loads apart from the page: when the person starts on the form, long before
 * the tab is reached (see `RegisterScreen`).
 */
import { SLK_TYPES } from '@vlegal/domain/unit-validity';
import { FormComboBox } from '@vlegal/ui/form/ComboBox';
import { FormDatePicker } from '@vlegal/ui/form/DateField';
import { FormFileAttach } from '@vlegal/ui/form/FileAttach';
import { FormSelect } from '@vlegal/ui/form/Select';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { useTranslation } from 'react-i18next';
import { findBusinessPermitTypes, findIndustrialScopes } from './lookups.ts';
import * as styles from './RegisterScreen.css.ts';
import { Section } from './RegisterTabs.tsx';

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
