import { useFinishPasswordReset } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Link } from '@vlegal/ui/Link';
import { FormPasswordField } from '@vlegal/ui/form/PasswordField';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PublicPage } from '../auth/PublicPage.tsx';
import { confirmationRule, passwordRule } from '../shared/accountRules.ts';
import * as styles from './forms.css.ts';

export interface ResetFinishScreenProps {
  /** The `key` of the reset link. */
  resetKey: string | undefined;
  loginHref: string;
  requestHref: string;
}

/** `/reset/finish?key=…`: sets a new password with the key from the e-mail. */
export function ResetFinishScreen({ resetKey, loginHref, requestHref }: ResetFinishScreenProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const finish = useFinishPasswordReset();
  const schema = useMemo(
    () => yup.object({ newPassword: passwordRule(t), confirmPassword: confirmationRule(t, 'newPassword') }),
    [t],
  );
  const links = (
    <>
      <Link href={loginHref}>{t('reset.finish.signIn')}</Link>
      {outcome !== 'done' ? <Link href={requestHref}>{t('reset.finish.requestAgain')}</Link> : null}
    </>
  );
  if (!resetKey) {
    return (
      <PublicPage title={t('reset.finish.title')} links={links}>
        <Alert intent="danger">{t('reset.finish.missingKey')}</Alert>
      </PublicPage>
    );
  }
  return (
    <PublicPage
      title={t('reset.finish.title')}
      intro={outcome ? undefined : t('reset.finish.intro')}
      links={links}
    >
      {outcome === 'done' ? (
        <Alert intent="success">{t('reset.finish.success')}</Alert>
      ) : (
        <>
          {outcome === 'failed' ? <Alert intent="danger">{t('reset.finish.failed')}</Alert> : null}
          <Formik
            initialValues={{ newPassword: '', confirmPassword: '' }}
            validationSchema={schema}
            onSubmit={async (values) => {
              setOutcome(null);
              try {
                await finish.mutateAsync({ data: { key: resetKey, newPassword: values.newPassword } });
                setOutcome('done');
              } catch {
                setOutcome('failed');
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className={styles.form} noValidate>
                <FormPasswordField
                  name="newPassword"
                  label={t('reset.finish.newPassword')}
                  autoComplete="new-password"
                  isRequired
                />
                <FormPasswordField
                  name="confirmPassword"
                  label={t('reset.finish.confirmPassword')}
                  autoComplete="new-password"
                  isRequired
                />
                <Button type="submit" isLoading={isSubmitting}>
                  {t('reset.finish.submit')}
                </Button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </PublicPage>
  );
}
