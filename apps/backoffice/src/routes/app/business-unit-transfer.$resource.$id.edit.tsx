import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-transfer/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('transfer', 'unit', params.resource, params.id),
  component: () => <ImportForm area="transfer" scope="unit" />,
});
