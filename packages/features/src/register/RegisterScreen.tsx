import { REGISTRATION_STEPS } from '@vlegal/domain/limits';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Link } from '@vlegal/ui/Link';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Tab, TabList, TabPanel, Tabs } from '@vlegal/ui/Tabs';
import {
  Form,
  Formik,
  type FormikErrors,
  type FormikProps,
  setNestedObjectValues,
  useFormikContext,
} from 'formik';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../auth/PublicPage.tsx';
import { registerAccount } from '../auth/publicCalls.ts';
import { fieldErrorsOf, fieldText } from '../shared/formProblems.ts';
import { fieldErrorPaths, problemIs } from '../shared/problems.ts';
import {
  initialRegisterValues,
  firstTabOf,
  type RegisterValues,
  registerSchema,
  TABS,
  type TabId,
  toRegisterAccount,
} from './wizard.ts';
import * as styles from './RegisterScreen.css.ts';
import { AccountTab, CompanyTab } from './RegisterTabs.tsx';

// The unit tab (its date pickers, lookups and choice) loads apart: once the person starts on the form
// (a field focused, the pointer on the form), so it is there when the tab is reached; and at the latest
// when the tab shows.
let unitTab: typeof import('./UnitTab.tsx') | undefined;
const loadUnitTab = () => import('./UnitTab.tsx').then((module) => (unitTab = module));
const LazyUnitTab = lazy(() => loadUnitTab().then((module) => ({ default: module.UnitTab })));
const preloadUnitTab = () => void loadUnitTab();

/** The unit tab: at once when it was loaded already, else once it is. */
function UnitTab() {
  const { t } = useTranslation();
  if (unitTab) return <unitTab.UnitTab />;
  return (
    <Suspense fallback={<ProgressBar label={t('error.loading')} />}>
      <LazyUnitTab />
    </Suspense>
  );
}

export interface RegisterScreenProps {
  loginHref: string;
  /** After the success message: the app goes to /login. */
  onRegistered: () => void;
}

type Outcome = 'success' | 'loginTaken' | 'emailTaken' | 'failed' | null;

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
      await registerAccount(toRegisterAccount(values, i18n.language === 'en' ? 'en' : 'in'));
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
        // The posting rules and file checks answer text keys (`ledger.certificateNotValid`): shown translated.
        helpers.setErrors(fieldErrorsOf<RegisterValues>(error, {}, fieldText(t, i18n)));
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
          const saving = form.isSubmitting;
          const canFinish =
            form.isValid &&
            form.values.confirmed &&
            form.values.password === form.values.confirmPassword &&
            !saving &&
            outcome !== 'success';
          return (
            <Form className={styles.form} noValidate onFocus={preloadUnitTab} onPointerOver={preloadUnitTab}>
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
                  <CompanyTab />
                </TabPanel>
                <TabPanel id="unit">
                  <UnitTab />
                </TabPanel>
                <TabPanel id="account">
                  <AccountTab />
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
