import { useChangePassword } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { FormPasswordField } from '@vlegal/ui/form/PasswordField';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { confirmationRule, passwordRule } from '../shared/accountRules.ts';
import { fieldErrorsOf } from '../shared/formProblems.ts';
import { problemIs } from '../shared/problems.ts';
import * as styles from './forms.css.ts';

export interface PasswordScreenProps {
  login: string;
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `/app/account/password`: current password, new password and its confirmation. */
export function PasswordScreen({ login }: PasswordScreenProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        currentPassword: yup.string().required(t('validation.required')),
        newPassword: passwordRule(t),
        confirmPassword: confirmationRule(t, 'newPassword'),
      }),
    [t],
  );
  return (
    <Stack gap="xl">
      <PageHeader title={t('password.title', { login })} />
      <Card>
        <Formik<PasswordValues>
          initialValues={empty}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setOutcome(null);
            try {
              await change.mutateAsync({
                data: { currentPassword: values.currentPassword, newPassword: values.newPassword },
              });
              helpers.resetForm({ values: empty });
              setOutcome('saved');
            } catch (error) {
              if (problemIs(error, 'invalidPassword')) {
                helpers.setFieldError('currentPassword', t('password.wrongCurrent'));
              } else {
                setOutcome('failed');
                helpers.setErrors(fieldErrorsOf<PasswordValues>(error));
              }
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className={styles.narrow} noValidate>
              {outcome === 'saved' ? (
                <Alert intent="success" onDismiss={() => setOutcome(null)}>
                  {t('password.saved')}
                </Alert>
              ) : null}
              {outcome === 'failed' ? <Alert intent="danger">{t('password.failed')}</Alert> : null}
              <FormPasswordField
                name="currentPassword"
                label={t('password.currentPassword')}
                autoComplete="current-password"
                isRequired
              />
              <FormPasswordField
                name="newPassword"
                label={t('password.newPassword')}
                autoComplete="new-password"
                isRequired
              />
              <FormPasswordField
                name="confirmPassword"
                label={t('password.confirmPassword')}
                autoComplete="new-password"
                isRequired
              />
              <div>
                <Button type="submit" isLoading={isSubmitting}>
                  {t('password.save')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </Card>
    </Stack>
  );
}
