import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-sales/$resource/new')({
  beforeLoad: ({ params }) => checkForm('sales', 'unit', params.resource),
  component: () => <ImportForm area="sales" scope="unit" />,
});
