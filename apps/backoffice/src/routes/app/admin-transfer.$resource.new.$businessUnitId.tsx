import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-transfer/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => void kindOf('transfer', 'admin', params.resource),
  component: () => <ImportForm area="transfer" scope="admin" />,
});
