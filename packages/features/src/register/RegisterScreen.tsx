import { useRegister } from '@vlegal/api-client/query';
import { REGISTRATION_STEPS } from '@vlegal/domain/limits';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { FormCheckbox } from '@vlegal/ui/form/Checkbox';
import { FormComboBox } from '@vlegal/ui/form/ComboBox';
import { FormDatePicker } from '@vlegal/ui/form/DateField';
import { FormFileAttach } from '@vlegal/ui/form/FileAttach';
import { Grid } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { FormPasswordField } from '@vlegal/ui/form/PasswordField';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { FormSelect } from '@vlegal/ui/form/Select';
import { Tab, TabList, TabPanel, Tabs } from '@vlegal/ui/Tabs';
import { FormTextField } from '@vlegal/ui/form/TextField';
import {
  Form,
  Formik,
  type FormikErrors,
  type FormikProps,
  setNestedObjectValues,
  useFormikContext,
} from 'formik';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLK_TYPES } from '@vlegal/domain/unit-validity';
import { PublicPage } from '../auth/PublicPage.tsx';
import { fieldErrorsOf } from '../shared/formProblems.ts';
import { fieldErrorPaths, problemIs } from '../shared/problems.ts';
import { findBusinessPermitTypes, findIndustrialScopes } from './lookups.ts';
import {
  initialRegisterValues,
  firstTabOf,
  type RegisterValues,
  registerSchema,
  TABS,
  type TabId,
  toRegisterAccount,
} from './model.ts';
import * as styles from './RegisterScreen.css.ts';

export interface RegisterScreenProps {
  loginHref: string;
  /** After the success message: the app goes to /login. */
  onRegistered: () => void;
}

type Outcome = 'success' | 'loginTaken' | 'emailTaken' | 'failed' | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <Grid columns="two">{children}</Grid>
    </section>
  );
}

/**
 * Validates again after every change of the values. A checkbox or a choice sets its value and marks the
 * field touched at once; the check started by the second can read the values before the first and
 * leave a stale error (Finish would stay disabled). The last check started reads the current values.
 */
function ValidateLatest() {
  const { values, validateForm } = useFormikContext<RegisterValues>();
  useEffect(() => {
    void validateForm(values);
  }, [values, validateForm]);
  return null;
}

/** `/register`: the three-tab registration wizard of a company, its first business unit and an account. */
export function RegisterScreen({ loginHref, onRegistered }: RegisterScreenProps) {
  const { t, i18n } = useTranslation();
  const register = useRegister();
  const [tab, setTab] = useState<TabId>('company');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submitted = useRef(false);
  const schema = useMemo(() => registerSchema(t), [t]);
  const index = TABS.findIndex((candidate) => candidate.id === tab);

  const submit = async (
    values: RegisterValues,
    helpers: { setErrors: (e: FormikErrors<RegisterValues>) => void },
  ) => {
    // One registration per form: a second press while saving or after success does nothing.
    if (submitted.current) return;
    submitted.current = true;
    setOutcome(null);
    try {
      await register.mutateAsync({ data: toRegisterAccount(values, i18n.language === 'en' ? 'en' : 'in') });
      setOutcome('success');
      onRegistered();
    } catch (error) {
      submitted.current = false;
      if (problemIs(error, 'loginAlreadyUsed')) {
        setOutcome('loginTaken');
        helpers.setErrors({ login: t('register.loginTaken') });
        setTab('account');
      } else if (problemIs(error, 'emailAlreadyUsed')) {
        setOutcome('emailTaken');
        helpers.setErrors({ email: t('register.emailTaken') });
        setTab('account');
      } else {
        setOutcome('failed');
        helpers.setErrors(fieldErrorsOf<RegisterValues>(error));
        const first = firstTabOf(fieldErrorPaths(error));
        if (first) setTab(first);
      }
    }
  };

  /** Shows the errors of the tab being left, without holding the user back. */
  const leave = (form: FormikProps<RegisterValues>, next: TabId) => {
    const current = TABS[index]!;
    const touched = { ...form.touched };
    for (const field of current.fields) {
      const value = form.values[field as keyof RegisterValues];
      Object.assign(touched, {
        [field]: typeof value === 'object' && value ? setNestedObjectValues(value, true) : true,
      });
    }
    void form.setTouched(touched, true);
    setTab(next);
  };

  const messages: Record<Exclude<Outcome, null>, { intent: 'success' | 'danger'; text: string }> = {
    success: { intent: 'success', text: t('register.success') },
    loginTaken: { intent: 'danger', text: t('register.loginTaken') },
    emailTaken: { intent: 'danger', text: t('register.emailTaken') },
    failed: { intent: 'danger', text: t('register.failed') },
  };

  return (
    <PublicPage
      wide
      title={t('register.title')}
      intro={t('register.intro')}
      links={<Link href={loginHref}>{t('register.haveAccount')}</Link>}
    >
      {outcome ? (
        <Alert intent={messages[outcome].intent} timeout={null}>
          {messages[outcome].text}
        </Alert>
      ) : null}
      <ProgressBar
        label={t('register.progress')}
        value={index + 1}
        minValue={0}
        maxValue={REGISTRATION_STEPS}
        valueLabel={t('register.step', { step: index + 1, total: REGISTRATION_STEPS })}
      />
      <Formik<RegisterValues>
        initialValues={initialRegisterValues()}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit}
      >
        {(form) => {
          const saving = form.isSubmitting || register.isPending;
          const canFinish =
            form.isValid &&
            form.values.confirmed &&
            form.values.password === form.values.confirmPassword &&
            !saving &&
            outcome !== 'success';
          return (
            <Form className={styles.form} noValidate>
              <ValidateLatest />
              <Tabs
                selectedKey={tab}
                onSelectionChange={(key) => {
                  const next = TABS.find((candidate) => candidate.id === key);
                  if (next && next.id !== tab) leave(form, next.id);
                }}
              >
                <TabList aria-label={t('register.tabs.label')}>
                  {TABS.map((candidate, position) => (
                    <Tab key={candidate.id} id={candidate.id}>
                      {`${position + 1}. ${t(`register.tabs.${candidate.id}`)}`}
                    </Tab>
                  ))}
                </TabList>
                <TabPanel id="company">
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
                      <FormTextField
                        name="employee.jobPosition"
                        label={t('register.employee.jobPosition')}
                        isRequired
                      />
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
                </TabPanel>
                <TabPanel id="unit">
                  <div className={styles.panel}>
                    <Section title={t('register.sections.businessUnit')}>
                      <FormTextField
                        name="businessUnit.code"
                        label={t('register.businessUnit.code')}
                        isRequired
                      />
                      <FormTextField
                        name="businessUnit.name"
                        label={t('register.businessUnit.name')}
                        isRequired
                      />
                    </Section>
                    <Section title={t('register.sections.businessPermit')}>
                      <FormTextField
                        name="businessPermit.code"
                        label={t('register.businessPermit.code')}
                        isRequired
                      />
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
                      <FormDatePicker
                        name="businessPermit.expiredDate"
                        label={t('register.businessPermit.expiredDate')}
                      />
                      <FormFileAttach
                        name="businessPermit.fileAttachment"
                        label={t('register.businessPermit.fileAttachment')}
                        description={t('register.fileHint')}
                      />
                    </Section>
                    <Section title={t('register.sections.slkCertificate')}>
                      <FormTextField
                        name="slkCertificate.code"
                        label={t('register.slkCertificate.code')}
                        isRequired
                      />
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
                      <FormDatePicker
                        name="slkCertificate.initialDate"
                        label={t('register.slkCertificate.initialDate')}
                      />
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
                </TabPanel>
                <TabPanel id="account">
                  <Section title={t('register.tabs.account')}>
                    <FormTextField
                      name="login"
                      label={t('register.account.login')}
                      autoComplete="username"
                      isRequired
                    />
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
                </TabPanel>
              </Tabs>

              <div className={styles.actions}>
                <div className={styles.actionGroup}>
                  <Button
                    variant="outline"
                    intent="neutral"
                    isDisabled={index === 0}
                    onPress={() => leave(form, TABS[index - 1]!.id)}
                  >
                    {t('register.previous')}
                  </Button>
                  <Button
                    variant="outline"
                    intent="neutral"
                    isDisabled={index === TABS.length - 1}
                    onPress={() => leave(form, TABS[index + 1]!.id)}
                  >
                    {t('register.next')}
                  </Button>
                </div>
                <Button type="submit" isDisabled={!canFinish} isLoading={saving}>
                  {t('register.finish')}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </PublicPage>
  );
}
