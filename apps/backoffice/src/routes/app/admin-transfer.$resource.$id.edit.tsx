import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-transfer/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('transfer', 'admin', params.resource, params.id),
  component: () => <ImportForm area="transfer" scope="admin" />,
});
