import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-import/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => void kindOf('import', 'admin', params.resource),
  component: () => <ImportForm area="import" scope="admin" />,
});
