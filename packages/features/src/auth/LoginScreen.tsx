import { useAuthenticate } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { FormCheckbox } from '@vlegal/ui/form/Checkbox';
import { Link } from '@vlegal/ui/Link';
import { FormPasswordField } from '@vlegal/ui/form/PasswordField';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../account/forms.css.ts';
import { PublicPage } from './PublicPage.tsx';

export interface SignedIn {
  token: string;
  rememberMe: boolean;
}

export interface LoginScreenProps {
  registerHref: string;
  resetHref: string;
  onSignedIn: (session: SignedIn) => void;
  /** A message from the page that sent the user here (e.g. registration saved). */
  notice?: string;
}

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** The bearer token from the Authorization header (spec), else from the body. */
function tokenOf(headers: Headers, body: { id_token?: string } | undefined): string | undefined {
  const header = headers.get('Authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return body?.id_token;
}

/** `/login`: username, password and remember me. The spec sets no client-side bounds here. */
export function LoginScreen({ registerHref, resetHref, onSignedIn, notice }: LoginScreenProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const authenticate = useAuthenticate();

  return (
    <PublicPage
      title={t('login.title')}
      intro={t('login.subtitle')}
      links={
        <>
          <Link href={resetHref}>{t('login.forgotPassword')}</Link>
          <Link href={registerHref}>{t('login.register')}</Link>
        </>
      }
    >
      {notice ? (
        <Alert intent="success" timeout={null}>
          {notice}
        </Alert>
      ) : null}
      {failed ? (
        <Alert intent="danger" onDismiss={() => setFailed(false)}>
          {t('login.failed')}
        </Alert>
      ) : null}
      <Formik<LoginValues>
        initialValues={{ username: '', password: '', rememberMe: false }}
        validate={(values) => {
          const errors: Partial<Record<keyof LoginValues, string>> = {};
          if (!values.username) errors.username = t('login.required');
          if (!values.password) errors.password = t('login.required');
          return errors;
        }}
        onSubmit={async (values) => {
          setFailed(false);
          try {
            const response = await authenticate.mutateAsync({ data: values });
            const token = tokenOf(response.headers, response.data as { id_token?: string });
            if (!token) throw new Error('no token in the answer');
            onSignedIn({ token, rememberMe: values.rememberMe });
          } catch {
            setFailed(true);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className={styles.form} noValidate>
            <FormTextField
              name="username"
              label={t('login.username')}
              autoComplete="username"
              isRequired
              autoFocus
            />
            <FormPasswordField
              name="password"
              label={t('login.password')}
              autoComplete="current-password"
              isRequired
            />
            <FormCheckbox name="rememberMe">{t('login.rememberMe')}</FormCheckbox>
            <Button type="submit" isLoading={isSubmitting}>
              {t('login.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </PublicPage>
  );
}
