import { createFileRoute } from '@tanstack/react-router';

import { ImportForm, kindOf } from './-import-routes.tsx';

export const Route = createFileRoute('/app/business-unit-import/$resource/new')({
  beforeLoad: ({ params }) => void kindOf('import', 'unit', params.resource),
  component: () => <ImportForm area="import" scope="unit" />,
});
