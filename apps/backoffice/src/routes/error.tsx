import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '@vlegal/features/errors/ErrorScreen';

export const Route = createFileRoute('/error')({
  component: () => <ErrorScreen kind="server" homeHref="/" />,
});
