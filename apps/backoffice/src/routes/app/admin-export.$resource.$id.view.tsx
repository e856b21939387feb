import { createFileRoute } from '@tanstack/react-router';
import { validatePartyViewSearch } from '@vlegal/features/books/documents/paths.ts';
import { kindOf } from './-document-checks.ts';
import { DocumentView } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-export/$resource/$id/view')({
  validateSearch: validatePartyViewSearch,
  beforeLoad: ({ params }) => void kindOf('export', 'admin', params.resource),
  component: () => <DocumentView area="export" scope="admin" />,
});
