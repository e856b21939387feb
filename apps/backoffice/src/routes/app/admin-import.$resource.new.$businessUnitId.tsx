import { createFileRoute } from '@tanstack/react-router';

import { checkForm } from './-document-checks.ts';
import { DocumentForm } from './-document-routes.tsx';

export const Route = createFileRoute('/app/admin-import/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('import', 'admin', params.resource),
  component: () => <DocumentForm area="import" scope="admin" />,
});
