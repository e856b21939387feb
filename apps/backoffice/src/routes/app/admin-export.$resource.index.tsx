import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { kindOf } from './-document-checks.ts';
import { DocumentList } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-export/$resource/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => void kindOf('export', 'admin', params.resource),
  component: () => <DocumentList area="export" scope="admin" />,
});
