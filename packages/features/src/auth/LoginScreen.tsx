import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Checkbox } from '@vlegal/ui/Checkbox';
import { Link } from '@vlegal/ui/Link';
import { PasswordField } from '@vlegal/ui/PasswordField';
import { TextField } from '@vlegal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../account/forms.css.ts';
import { PublicPage } from './PublicPage.tsx';
import { authenticate } from './publicCalls.ts';

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

type TextName = 'username' | 'password';

/** The bearer token from the Authorization header (spec), else from the body. */
function tokenOf(headers: Headers, body: { id_token?: string } | undefined): string | undefined {
  const header = headers.get('Authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return body?.id_token;
}

/**
 * `/login`: username, password and remember me. The spec sets no client-side bounds here: both are required,
 * and a field's error shows once it was left or the form submitted. Two fields keep their state here rather
 * than in formik, which the sign-in page, the first one most people load, would otherwise bring along.
 */
export function LoginScreen({ registerHref, resetHref, onSignedIn, notice }: LoginScreenProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', rememberMe: false });
  const [left, setLeft] = useState<Partial<Record<TextName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const errorOf = (name: TextName) => (values[name] ? undefined : t('login.required'));
  const textField = (name: TextName) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
    errorMessage: left[name] || submitted ? errorOf(name) : undefined,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (errorOf('username') || errorOf('password')) return;
    setSubmitting(true);
    setFailed(false);
    try {
      const response = await authenticate(values);
      const token = tokenOf(response.headers, response.data as { id_token?: string });
      if (!token) throw new Error('no token in the answer');
      onSignedIn({ token, rememberMe: values.rememberMe });
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

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
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...textField('username')}
          label={t('login.username')}
          autoComplete="username"
          isRequired
          autoFocus
        />
        <PasswordField
          {...textField('password')}
          label={t('login.password')}
          autoComplete="current-password"
          isRequired
        />
        <Checkbox
          name="rememberMe"
          isSelected={values.rememberMe}
          onChange={(rememberMe) => setValues((current) => ({ ...current, rememberMe }))}
        >
          {t('login.rememberMe')}
        </Checkbox>
        <Button type="submit" isLoading={submitting}>
          {t('login.submit')}
        </Button>
      </form>
    </PublicPage>
  );
}
