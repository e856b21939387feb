import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-sales/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('sales', 'admin', params.resource, params.id),
  component: () => <ImportForm area="sales" scope="admin" />,
});
