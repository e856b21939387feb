import { createFileRoute } from '@tanstack/react-router';

import { checkForm, ImportForm } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-import/$resource/$id/edit')({
  beforeLoad: ({ params }) => checkForm('import', 'unit', params.resource, params.id),
  component: () => <ImportForm area="import" scope="unit" />,
});
