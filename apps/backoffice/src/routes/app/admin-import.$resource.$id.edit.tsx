import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-import/$resource/$id/edit')({
  beforeLoad: ({ params }) => void kindOf('import', 'admin', params.resource, 'edit'),
  component: () => <ImportForm area="import" scope="admin" />,
});
