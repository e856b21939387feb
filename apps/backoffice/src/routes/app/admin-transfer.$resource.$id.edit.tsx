import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-transfer/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('transfer', 'admin', params.resource, params.id),
  component: () => <DocumentForm area="transfer" scope="admin" />,
});
