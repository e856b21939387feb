import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../ErrorPage.tsx';

export const Route = createFileRoute('/not-found')({
  component: () => <ErrorPage kind="notFound" />,
});
