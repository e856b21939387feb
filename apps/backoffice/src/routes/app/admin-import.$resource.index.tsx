import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { kindOf } from './-document-checks.ts';
import { DocumentList } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-import/$resource/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => void kindOf('import', 'admin', params.resource),
  component: () => <DocumentList area="import" scope="admin" />,
});
