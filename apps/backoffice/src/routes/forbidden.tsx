import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../ErrorPage.tsx';

export const Route = createFileRoute('/forbidden')({
  component: () => <ErrorPage kind="forbidden" />,
});
