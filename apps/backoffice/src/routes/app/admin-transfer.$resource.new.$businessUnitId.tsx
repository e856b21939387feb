import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-transfer/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('transfer', 'admin', params.resource),
  component: () => <ImportForm area="transfer" scope="admin" />,
});
