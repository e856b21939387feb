import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-sales/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('sales', 'admin', params.resource),
  component: () => <ImportForm area="sales" scope="admin" />,
});
