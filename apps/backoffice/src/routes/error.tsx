import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../ErrorPage.tsx';

export const Route = createFileRoute('/error')({
  component: () => <ErrorPage kind="server" />,
});
