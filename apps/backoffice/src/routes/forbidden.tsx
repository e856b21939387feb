import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '@vlegal/features/errors/ErrorScreen';

export const Route = createFileRoute('/forbidden')({
  component: () => <ErrorScreen kind="forbidden" homeHref="/app/dashboard" signInHref="/login" />,
});
