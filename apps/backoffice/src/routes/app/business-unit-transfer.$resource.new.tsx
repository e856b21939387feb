import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/new')({
  beforeLoad: ({ params }) => checkForm('transfer', 'unit', params.resource),
  component: () => <ImportForm area="transfer" scope="unit" />,
});
