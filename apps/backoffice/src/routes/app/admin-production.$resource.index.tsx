import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { kindOf } from './-document-checks.ts';
import { DocumentList } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-production/$resource/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => void kindOf('production', 'admin', params.resource),
  component: () => <DocumentList area="production" scope="admin" />,
});
