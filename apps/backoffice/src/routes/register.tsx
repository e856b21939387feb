import { createFileRoute, useRouter } from '@tanstack/react-router';
import { RegisterScreen } from '@vlegal/features/register/RegisterScreen';

function Register() {
  const router = useRouter();
  return (
    <RegisterScreen
      loginHref="/login"
      onRegistered={() => void router.navigate({ to: '/login', search: { registered: true } })}
    />
  );
}

export const Route = createFileRoute('/register')({ component: Register });
