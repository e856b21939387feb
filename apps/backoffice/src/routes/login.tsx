import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoginScreen } from '@vlegal/features/auth/LoginScreen';
import { useTranslation } from 'react-i18next';
import { clearQueries } from '../queryClient.ts';
import { storeToken, takeRequestedUrl } from '../session.ts';

function Login() {
  const router = useRouter();
  const { t } = useTranslation();
  const { registered } = Route.useSearch();
  return (
    <LoginScreen
      registerHref="/register"
      resetHref="/reset/request"
      {...(registered ? { notice: t('register.success') } : {})}
      onSignedIn={({ token, rememberMe }) => {
        storeToken(token, rememberMe);
        clearQueries();
        void router.navigate({ to: takeRequestedUrl() ?? '/' });
      }}
    />
  );
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { registered?: true } =>
    search.registered === true || search.registered === 'true' || search.registered === 1
      ? { registered: true }
      : {},
  component: Login,
});
