import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-sales/$resource/$id/edit')({
  beforeLoad: ({ params }) => void kindOf('sales', 'admin', params.resource, 'edit'),
  component: () => <ImportForm area="sales" scope="admin" />,
});
