import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-transfer/$resource/$id/edit')({
  beforeLoad: ({ params }) => void kindOf('transfer', 'admin', params.resource, 'edit'),
  component: () => <ImportForm area="transfer" scope="admin" />,
});
