import { createFileRoute } from '@tanstack/react-router';
import { validatePartyViewSearch } from '@vlegal/features/books/import/paths.ts';
import { ImportView, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-production/$resource/$id/view')({
  validateSearch: validatePartyViewSearch,
  beforeLoad: ({ params }) => void kindOf('production', 'admin', params.resource),
  component: () => <ImportView area="production" scope="admin" />,
});
