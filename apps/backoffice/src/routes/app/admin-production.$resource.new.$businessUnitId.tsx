import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-production/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => checkForm('production', 'admin', params.resource),
  component: () => <ImportForm area="production" scope="admin" />,
});
