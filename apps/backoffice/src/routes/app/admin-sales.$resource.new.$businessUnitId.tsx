import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-sales/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('sales', 'admin', params.resource),
  component: () => <DocumentForm area="sales" scope="admin" />,
});
