import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/new')({
  beforeLoad: ({ params }) => void kindOf('transfer', 'unit', params.resource),
  component: () => <ImportForm area="transfer" scope="unit" />,
});
