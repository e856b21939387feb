import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/admin-production/$resource/new/$businessUnitId')({
  beforeLoad: ({ params }) => void kindOf('production', 'admin', params.resource),
  component: () => <ImportForm area="production" scope="admin" />,
});
