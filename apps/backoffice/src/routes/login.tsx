import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoginScreen } from '@vlegal/features/auth/LoginScreen';
import { storeToken, takeRequestedUrl } from '../session.ts';

function Login() {
  const router = useRouter();
  const { queryClient } = Route.useRouteContext();
  return (
    <LoginScreen
      registerHref="/register"
      resetHref="/reset/request"
      onSignedIn={({ token, rememberMe }) => {
        storeToken(token, rememberMe);
        queryClient.clear();
        void router.navigate({ to: takeRequestedUrl() ?? '/' });
      }}
    />
  );
}

export const Route = createFileRoute('/login')({ component: Login });
