import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/$id/edit')({
  beforeLoad: ({ params }) => void kindOf('transfer', 'unit', params.resource, 'edit'),
  component: () => <ImportForm area="transfer" scope="unit" />,
});
