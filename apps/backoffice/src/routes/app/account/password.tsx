import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '@vlegal/features/account/PasswordScreen';

function Password() {
  const { account } = Route.useRouteContext();
  return <PasswordScreen login={account.login} />;
}

export const Route = createFileRoute('/app/account/password')({ component: Password });
