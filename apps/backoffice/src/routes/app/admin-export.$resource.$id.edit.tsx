import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-export/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('export', 'admin', params.resource, params.id),
  component: () => <DocumentForm area="export" scope="admin" />,
});
