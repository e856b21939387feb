import { createFileRoute } from '@tanstack/react-router';
import { validatePartyViewSearch } from '@vlegal/features/books/documents/paths.ts';
import { kindOf } from './-document-checks.ts';
import { DocumentView } from './-document-routes.tsx';

export const Route = createFileRoute('/app/verification/$resource/$id/view')({
  validateSearch: validatePartyViewSearch,
  beforeLoad: ({ params }) => void kindOf('export', 'review', params.resource),
  component: () => <DocumentView area="export" scope="review" />,
});
