import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-production/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('production', 'admin', params.resource),
  component: () => <DocumentForm area="production" scope="admin" />,
});
