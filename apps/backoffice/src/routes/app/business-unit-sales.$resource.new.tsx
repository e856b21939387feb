import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-sales/$resource/new')({
  beforeLoad: ({ params }) => void kindOf('sales', 'unit', params.resource),
  component: () => <ImportForm area="sales" scope="unit" />,
});
