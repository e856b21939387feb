import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-sales/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('sales', 'unit', params.resource, params.id),
  component: () => <ImportForm area="sales" scope="unit" />,
});
