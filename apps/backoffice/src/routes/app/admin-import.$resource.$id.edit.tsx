import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-import/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('import', 'admin', params.resource, params.id),
  component: () => <ImportForm area="import" scope="admin" />,
});
