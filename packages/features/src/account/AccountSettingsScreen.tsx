import type { Account } from '@vlegal/api-client/model';
import { getGetAccountQueryKey, useSaveAccount } from '@vlegal/api-client/query';
import { LANGUAGES } from '@vlegal/domain/limits';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { FormSelect } from '@vlegal/ui/form/Select';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { emailRule } from '../shared/accountRules.ts';
import { fieldErrorsOf } from '../shared/formProblems.ts';
import { problemIs } from '../shared/problems.ts';
import * as styles from './forms.css.ts';

export interface AccountSettingsScreenProps {
  account: Account;
  /** After a successful save, with the saved account (the app switches language when it changed). */
  onSaved?: (account: Account) => void;
}

interface SettingsValues {
  firstName: string;
  lastName: string;
  email: string;
  langKey: string;
  imageUrl: string;
}

const NAME_MAX = 50;
const IMAGE_URL_MAX = 256;

/** `/app/account/settings`: names, e-mail, language and picture of the signed-in user. */
export function AccountSettingsScreen({ account, onSaved }: AccountSettingsScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveAccount();
  const [outcome, setOutcome] = useState<'saved' | 'emailTaken' | 'failed' | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        firstName: yup.string().max(NAME_MAX, t('settings.firstNameMax')),
        lastName: yup.string().max(NAME_MAX, t('settings.lastNameMax')),
        email: emailRule(t),
        langKey: yup.string().required(t('validation.required')),
        imageUrl: yup.string().max(IMAGE_URL_MAX),
      }),
    [t],
  );
  const languages = LANGUAGES.map((language) => ({ id: language, label: t(`shell.languages.${language}`) }));
  return (
    <Stack gap="xl">
      <PageHeader title={t('settings.title', { login: account.login })} />
      <Card>
        <Formik<SettingsValues>
          initialValues={{
            firstName: account.firstName ?? '',
            lastName: account.lastName ?? '',
            email: account.email ?? '',
            langKey: account.langKey,
            imageUrl: account.imageUrl ?? '',
          }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setOutcome(null);
            try {
              const response = await save.mutateAsync({
                data: {
                  firstName: values.firstName.trim() || null,
                  lastName: values.lastName.trim() || null,
                  email: values.email.trim(),
                  langKey: values.langKey === 'en' ? 'en' : 'in',
                  imageUrl: values.imageUrl.trim() || null,
                },
              });
              if (response.status !== 200) throw new Error('not saved');
              queryClient.setQueryData(getGetAccountQueryKey(), response);
              setOutcome('saved');
              onSaved?.(response.data);
            } catch (error) {
              setOutcome(problemIs(error, 'emailAlreadyUsed') ? 'emailTaken' : 'failed');
              helpers.setErrors(fieldErrorsOf<SettingsValues>(error));
            }
          }}
        >
          {({ isSubmitting, values }) => (
            <Form className={styles.narrow} noValidate>
              {outcome === 'saved' ? (
                <Alert intent="success" onDismiss={() => setOutcome(null)}>
                  {t('settings.saved')}
                </Alert>
              ) : null}
              {outcome === 'emailTaken' ? <Alert intent="danger">{t('settings.emailTaken')}</Alert> : null}
              {outcome === 'failed' ? <Alert intent="danger">{t('settings.failed')}</Alert> : null}
              <FormTextField name="firstName" label={t('settings.firstName')} autoComplete="given-name" />
              <FormTextField name="lastName" label={t('settings.lastName')} autoComplete="family-name" />
              <FormTextField
                name="email"
                type="email"
                label={t('settings.email')}
                autoComplete="email"
                isRequired
              />
              <FormSelect name="langKey" label={t('settings.language')} options={languages} isRequired />
              <FormTextField
                name="imageUrl"
                type="url"
                label={t('settings.picture')}
                description={t('settings.pictureHint')}
              />
              {/^https?:\/\//.test(values.imageUrl) ? (
                <img
                  className={styles.picture}
                  src={values.imageUrl}
                  alt={t('settings.pictureAlt', { login: account.login })}
                />
              ) : null}
              <div>
                <Button type="submit" isLoading={isSubmitting}>
                  {t('settings.save')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </Card>
    </Stack>
  );
}
