import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@vlegal/features/resource-screens/listSearch.ts';
import { kindOf } from './-document-checks.ts';
import { DocumentList } from './-document-routes.tsx';

export const Route = createFileRoute('/app/verification/$resource/')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => void kindOf('export', 'review', params.resource),
  component: () => <DocumentList area="export" scope="review" />,
});
