import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-sales/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => void kindOf('sales', 'admin', params.resource),
  component: () => <ImportForm area="sales" scope="admin" />,
});
