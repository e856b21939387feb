import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@vlegal/features/errors/NotFoundScreen';

export const Route = createFileRoute('/not-found')({
  component: () => <NotFoundScreen homeHref="/app/dashboard" />,
});
