import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-import/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('import', 'admin', params.resource),
  component: () => <ImportForm area="import" scope="admin" />,
});
