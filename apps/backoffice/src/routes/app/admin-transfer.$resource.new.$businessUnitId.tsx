import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-transfer/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('transfer', 'admin', params.resource),
  component: () => <DocumentForm area="transfer" scope="admin" />,
});
