import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-import/$resource/$id/edit')({
  beforeLoad: ({ params }) => void kindOf('import', 'unit', params.resource, 'edit'),
  component: () => <ImportForm area="import" scope="unit" />,
});
