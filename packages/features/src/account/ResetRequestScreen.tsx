import { useRequestPasswordReset } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Link } from '@vlegal/ui/Link';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PublicPage } from '../auth/PublicPage.tsx';
import { emailRule } from '../shared/accountRules.ts';
import { problemIs } from '../shared/problems.ts';
import * as styles from './forms.css.ts';

export interface ResetRequestScreenProps {
  loginHref: string;
}

type Outcome = 'sent' | 'notFound' | 'failed' | null;

/** `/reset/request`: sends a reset link to a registered e-mail address. */
export function ResetRequestScreen({ loginHref }: ResetRequestScreenProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = useRequestPasswordReset();
  const schema = useMemo(() => yup.object({ email: emailRule(t) }), [t]);
  return (
    <PublicPage
      title={t('reset.request.title')}
      intro={outcome === 'sent' ? undefined : t('reset.request.intro')}
      links={<Link href={loginHref}>{t('reset.backToLogin')}</Link>}
    >
      {outcome === 'sent' ? (
        <Alert intent="success">{t('reset.request.success')}</Alert>
      ) : (
        <>
          {outcome === 'notFound' ? <Alert intent="danger">{t('reset.request.notFound')}</Alert> : null}
          {outcome === 'failed' ? <Alert intent="danger">{t('reset.request.failed')}</Alert> : null}
          <Formik
            initialValues={{ email: '' }}
            validationSchema={schema}
            onSubmit={async (values) => {
              setOutcome(null);
              try {
                await request.mutateAsync({ data: { email: values.email.trim() } });
                setOutcome('sent');
              } catch (error) {
                setOutcome(problemIs(error, 'emailNotFound') ? 'notFound' : 'failed');
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className={styles.form} noValidate>
                <FormTextField
                  name="email"
                  type="email"
                  label={t('reset.request.email')}
                  autoComplete="email"
                  isRequired
                />
                <Button type="submit" isLoading={isSubmitting}>
                  {t('reset.request.submit')}
                </Button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </PublicPage>
  );
}
